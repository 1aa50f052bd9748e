/* ui_keys.c - arrows, vi keys and WASD in one table. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "ui_keys.h"

/* One binding: a key (a curses KEY_ code or a character) and its name
 * for the help screen. */
struct binding {
	bool is_code;
	wint_t key;
	enum cmd cmd;
	const char *name;
};

static const struct binding bindings[] = {
	{ true, KEY_UP, CMD_MOVE_N, "Up" },
	{ false, 'k', CMD_MOVE_N, "k" },
	{ false, 'w', CMD_MOVE_N, "w" },
	{ true, KEY_DOWN, CMD_MOVE_S, "Down" },
	{ false, 'j', CMD_MOVE_S, "j" },
	{ false, 's', CMD_MOVE_S, "s" },
	{ true, KEY_LEFT, CMD_MOVE_W, "Left" },
	{ false, 'h', CMD_MOVE_W, "h" },
	{ false, 'a', CMD_MOVE_W, "a" },
	{ true, KEY_RIGHT, CMD_MOVE_E, "Right" },
	{ false, 'l', CMD_MOVE_E, "l" },
	{ false, 'd', CMD_MOVE_E, "d" },
	{ true, KEY_SR, CMD_RUN_N, "Shift-Up" },
	{ false, 'K', CMD_RUN_N, "K" },
	{ true, KEY_SF, CMD_RUN_S, "Shift-Down" },
	{ false, 'J', CMD_RUN_S, "J" },
	{ true, KEY_SLEFT, CMD_RUN_W, "Shift-Left" },
	{ false, 'H', CMD_RUN_W, "H" },
	{ true, KEY_SRIGHT, CMD_RUN_E, "Shift-Right" },
	{ false, 'L', CMD_RUN_E, "L" },
	{ false, 'p', CMD_SOLUTION, "p" },
	{ false, 't', CMD_HINT, "t" },
	{ false, 'm', CMD_MAP, "m" },
	{ false, 'v', CMD_VIEW, "v" },
	{ false, '?', CMD_HELP, "?" },
	{ true, KEY_F(1), CMD_HELP, "F1" },
	{ false, 'r', CMD_RESTART, "r" },
	{ false, 'n', CMD_NEW, "n" },
	{ false, 'q', CMD_QUIT, "q" },
};

/* What each command does, in the order the help lists them. */
static const struct {
	enum cmd cmd;
	const char *what;
} meanings[] = {
	{ CMD_MOVE_N, "move up" },
	{ CMD_MOVE_S, "move down" },
	{ CMD_MOVE_W, "move left" },
	{ CMD_MOVE_E, "move right" },
	{ CMD_RUN_N, "run up to a junction" },
	{ CMD_RUN_S, "run down to a junction" },
	{ CMD_RUN_W, "run left to a junction" },
	{ CMD_RUN_E, "run right to a junction" },
	{ CMD_SOLUTION, "show/hide the way out" },
	{ CMD_HINT, "hint: the way to the next junction" },
	{ CMD_MAP, "map of the whole maze" },
	{ CMD_VIEW, "after the exit: hide/show the result" },
	{ CMD_HELP, "this help" },
	{ CMD_RESTART, "restart this maze" },
	{ CMD_NEW, "new maze" },
	{ CMD_QUIT, "quit (Ctrl-C too)" },
};

enum cmd
keys_lookup(bool is_code, wint_t key)
{
	size_t i;

	for (i = 0; i < sizeof bindings / sizeof bindings[0]; i++)
		if (bindings[i].is_code == is_code && bindings[i].key == key)
			return bindings[i].cmd;
	return CMD_NONE;
}

int
keys_help(char out[][64], int max)
{
	size_t m, b;
	int n = 0;

	for (m = 0; m < sizeof meanings / sizeof meanings[0] && n < max; m++) {
		char names[40] = "";

		for (b = 0; b < sizeof bindings / sizeof bindings[0]; b++) {
			if (bindings[b].cmd != meanings[m].cmd)
				continue;
			if (names[0] != '\0')
				strncat(names, " ", sizeof names - strlen(names) - 1);
			strncat(names, bindings[b].name, sizeof names - strlen(names) - 1);
		}
		snprintf(out[n++], 64, "%-20s %s", names, meanings[m].what);
	}
	return n;
}
