/* keys.c - arrows, vi keys and WASD, and every other key, in one table. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "keys.h"

/* One binding. */
struct binding {
	enum keys_context ctx;
	keycode key;
	enum cmd cmd;
};

static const struct binding bindings[] = {
	{ KEYS_PLAY, KEYC_UP, CMD_MOVE_N },
	{ KEYS_PLAY, 'k', CMD_MOVE_N },
	{ KEYS_PLAY, 'w', CMD_MOVE_N },
	{ KEYS_PLAY, KEYC_DOWN, CMD_MOVE_S },
	{ KEYS_PLAY, 'j', CMD_MOVE_S },
	{ KEYS_PLAY, 's', CMD_MOVE_S },
	{ KEYS_PLAY, KEYC_LEFT, CMD_MOVE_W },
	{ KEYS_PLAY, 'h', CMD_MOVE_W },
	{ KEYS_PLAY, 'a', CMD_MOVE_W },
	{ KEYS_PLAY, KEYC_RIGHT, CMD_MOVE_E },
	{ KEYS_PLAY, 'l', CMD_MOVE_E },
	{ KEYS_PLAY, 'd', CMD_MOVE_E },
	{ KEYS_PLAY, KEYC_SUP, CMD_RUN_N },
	{ KEYS_PLAY, 'K', CMD_RUN_N },
	{ KEYS_PLAY, KEYC_SDOWN, CMD_RUN_S },
	{ KEYS_PLAY, 'J', CMD_RUN_S },
	{ KEYS_PLAY, KEYC_SLEFT, CMD_RUN_W },
	{ KEYS_PLAY, 'H', CMD_RUN_W },
	{ KEYS_PLAY, KEYC_SRIGHT, CMD_RUN_E },
	{ KEYS_PLAY, 'L', CMD_RUN_E },
	{ KEYS_PLAY, 't', CMD_HINT },
	{ KEYS_PLAY, 'p', CMD_SOLUTION },
	{ KEYS_PLAY, 'm', CMD_MAP },
	{ KEYS_PLAY, 'v', CMD_VIEW },
	{ KEYS_PLAY, ' ', CMD_PAUSE },
	{ KEYS_PLAY, '?', CMD_HELP },
	{ KEYS_PLAY, KEYC_F1, CMD_HELP },
	{ KEYS_PLAY, 'r', CMD_RESTART },
	{ KEYS_PLAY, 'n', CMD_NEW },
	{ KEYS_PLAY, 'q', CMD_QUIT },
	{ KEYS_PLAY, KEYC_ESC, CMD_BACK },
	{ KEYS_ASK, 'y', CMD_YES },
	{ KEYS_ASK, 'Y', CMD_YES },
	{ KEYS_ASK, 'n', CMD_NO },
	{ KEYS_ASK, 'N', CMD_NO },
	{ KEYS_ASK, KEYC_ESC, CMD_NO },
	{ KEYS_ASK, 'q', CMD_QUIT },
	{ KEYS_ASK, 'Q', CMD_QUIT },
};

#define NBINDINGS (sizeof bindings / sizeof bindings[0])

/* What each command of the maze does, in the order the help lists
 * them. */
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
	{ CMD_HINT, "hint: the way to the next junction" },
	{ CMD_SOLUTION, "show/hide the way out (assisted)" },
	{ CMD_MAP, "map of the whole maze" },
	{ CMD_VIEW, "after the exit: hide/show the result" },
	{ CMD_PAUSE, "pause: hide the maze, stop the clock" },
	{ CMD_HELP, "this help" },
	{ CMD_RESTART, "restart this maze" },
	{ CMD_NEW, "new maze" },
	{ CMD_BACK, "close a box over the maze" },
	{ CMD_QUIT, "quit, saving the game (Ctrl-C too)" },
};

/* Names of the keys that send no character. */
static const struct {
	keycode key;
	const char *name;
} key_names[] = {
	{ KEYC_UP, "Up" }, { KEYC_DOWN, "Down" },
	{ KEYC_LEFT, "Left" }, { KEYC_RIGHT, "Right" },
	{ KEYC_SUP, "Shift-Up" }, { KEYC_SDOWN, "Shift-Down" },
	{ KEYC_SLEFT, "Shift-Left" }, { KEYC_SRIGHT, "Shift-Right" },
	{ KEYC_PGUP, "PageUp" }, { KEYC_PGDN, "PageDown" },
	{ KEYC_HOME, "Home" }, { KEYC_END, "End" },
	{ KEYC_F1, "F1" }, { KEYC_ENTER, "Enter" },
	{ KEYC_ESC, "Esc" }, { KEYC_CTRL_C, "Ctrl-C" }, { ' ', "Space" },
};

enum cmd
keys_lookup(enum keys_context ctx, keycode k)
{
	size_t i;

	for (i = 0; i < NBINDINGS; i++)
		if (bindings[i].ctx == ctx && bindings[i].key == k)
			return bindings[i].cmd;
	return CMD_NONE;
}

const char *
keys_name(keycode k, char *buf, size_t size)
{
	size_t i;

	for (i = 0; i < sizeof key_names / sizeof key_names[0]; i++)
		if (key_names[i].key == k) {
			snprintf(buf, size, "%s", key_names[i].name);
			return buf;
		}
	if (k >= 0x20 && k < 0x7f)
		snprintf(buf, size, "%c", (char)k);
	else
		snprintf(buf, size, "U+%04X", (unsigned)k);
	return buf;
}

char *
keys_names(enum keys_context ctx, enum cmd c, const char *sep, char *buf,
    size_t size)
{
	char one[16];
	size_t i, len = 0;

	if (size > 0)
		buf[0] = '\0';
	for (i = 0; i < NBINDINGS && size > 0; i++) {
		if (bindings[i].ctx != ctx || bindings[i].cmd != c)
			continue;
		/* An upper-case twin of a letter already named adds nothing
		 * at a question. */
		if (ctx == KEYS_ASK && bindings[i].key >= 'A' && bindings[i].key <= 'Z')
			continue;
		keys_name(bindings[i].key, one, sizeof one);
		snprintf(buf + len, size - len, "%s%s", len > 0 ? sep : "", one);
		len = strlen(buf);
	}
	return buf;
}

int
keys_help(char out[][KEYS_LINE_MAX], int max)
{
	char names[48];
	size_t m;
	int n = 0;

	for (m = 0; m < sizeof meanings / sizeof meanings[0] && n < max; m++) {
		keys_names(KEYS_PLAY, meanings[m].cmd, " ", names, sizeof names);
		snprintf(out[n++], KEYS_LINE_MAX, "%-16s %s", names, meanings[m].what);
	}
	return n;
}

char *
keys_usage(char *buf, size_t size)
{
	char lines[32][KEYS_LINE_MAX];
	int n = keys_help(lines, 32), i;
	size_t len;

	snprintf(buf, size, "Keys in the game:\n");
	for (i = 0; i < n; i++) {
		len = strlen(buf);
		snprintf(buf + len, size - len, "  %s\n", lines[i]);
	}
	return buf;
}
