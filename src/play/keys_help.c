/* keys_help.c - the keys in words: the help screen and --help's key
 * paragraph, from the bindings in force. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "play/keys.h"

/* What a command does, in words for the help. */
struct meaning {
	enum cmd cmd;
	const char *what;
};

/* What each command of the maze does, in the order the help lists
 * them. */
static const struct meaning meanings[] = {
	{ CMD_MOVE_N, "move up" },
	{ CMD_MOVE_S, "move down" },
	{ CMD_MOVE_W, "move left" },
	{ CMD_MOVE_E, "move right" },
	{ CMD_RUN_N, "run up to a junction" },
	{ CMD_RUN_S, "run down to a junction" },
	{ CMD_RUN_W, "run left to a junction" },
	{ CMD_RUN_E, "run right to a junction" },
	{ CMD_CHALK, N_("chalk this cell (again: cross out, again: clear)") },
	{ CMD_HINT, "hint: the way to the next junction" },
	{ CMD_SOLUTION, "show/hide the way out (assisted)" },
	{ CMD_MAP, "map of the whole maze" },
	{ CMD_VIEW, "after the exit: hide/show the result" },
	{ CMD_PAUSE, "pause: hide the maze, stop the clock" },
	{ CMD_HELP, "this help" },
	{ CMD_SAY, "read the whole status in words" },
	{ CMD_RESTART, "restart this maze" },
	{ CMD_NEW, "new maze" },
	{ CMD_BACK, "close a box over the maze" },
	{ CMD_QUIT, "quit, saving the game (Ctrl-C too)" },
};

/* What each command does while watching (--watch), in the help's
 * order. */
static const struct meaning watch_meanings[] = {
	{ CMD_PAUSE, "pause or go on" },
	{ CMD_STEP, "one step (pauses)" },
	{ CMD_FASTER, "faster" },
	{ CMD_SLOWER, "slower" },
	{ CMD_ALGO, "the next algorithm, same size" },
	{ CMD_NEW, "a new seed" },
	{ CMD_PLAY, "play this maze" },
	{ CMD_HELP, "this help" },
	{ CMD_QUIT, "quit (Ctrl-C too)" },
};

int
keys_help_for(enum keys_context ctx, char out[][KEYS_LINE_MAX], int max)
{
	char names[48];
	size_t m;
	int n = 0;

	for (m = 0; ctx == KEYS_PLAY && m < sizeof meanings / sizeof meanings[0] && n < max; m++) {
		keys_names(KEYS_PLAY, meanings[m].cmd, " ", names, sizeof names);
		snprintf(out[n++], KEYS_LINE_MAX, "%-16s %s", names, meanings[m].what);
	}
	for (m = 0; ctx == KEYS_WATCH && m < sizeof watch_meanings / sizeof watch_meanings[0]
	    && n < max; m++) {
		keys_names(KEYS_WATCH, watch_meanings[m].cmd, " ", names, sizeof names);
		snprintf(out[n++], KEYS_LINE_MAX, "%-16s %s", names, watch_meanings[m].what);
	}
	return n;
}

int
keys_help(char out[][KEYS_LINE_MAX], int max)
{
	return keys_help_for(KEYS_PLAY, out, max);
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
	len = strlen(buf);
	snprintf(buf + len, size - len, "  %s\n", KEYS_SUSPEND_LINE);
	n = keys_help_for(KEYS_WATCH, lines, 32);
	len = strlen(buf);
	snprintf(buf + len, size - len, "\nKeys while watching (--watch):\n");
	for (i = 0; i < n; i++) {
		len = strlen(buf);
		snprintf(buf + len, size - len, "  %s\n", lines[i]);
	}
	return buf;
}
