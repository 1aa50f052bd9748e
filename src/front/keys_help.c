/* keys_help.c - the keys in words: the help screen and --help's key
 * paragraph, from the bindings in force. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "front/keys_help.h"

/* What a command does, in words for the help. */
struct meaning {
	enum cmd cmd;
	const char *what;
};

/* What each command of the maze does, in the order the help lists
 * them. */
static const struct meaning meanings[] = {
	/* TRANSLATORS: the key help (? and --help): each follows the
	 * keys' names, padded to 16 columns, on a line of at most 71
	 * bytes, so at most 54. */
	{ CMD_MOVE_N, N_("move up") },
	{ CMD_MOVE_S, N_("move down") },
	{ CMD_MOVE_W, N_("move left") },
	{ CMD_MOVE_E, N_("move right") },
	{ CMD_RUN_N, N_("run up to a junction") },
	{ CMD_RUN_S, N_("run down to a junction") },
	{ CMD_RUN_W, N_("run left to a junction") },
	{ CMD_RUN_E, N_("run right to a junction") },
	{ CMD_CHALK, N_("chalk this cell (again: cross out, again: clear)") },
	{ CMD_HINT, N_("hint: the way to the next junction") },
	{ CMD_SOLUTION, N_("show/hide the way out (assisted)") },
	{ CMD_MAP, N_("map of the whole maze") },
	{ CMD_VIEW, N_("after the exit: hide/show the result") },
	{ CMD_PAUSE, N_("pause: hide the maze, stop the clock") },
	{ CMD_HELP, N_("this help") },
	{ CMD_SAY, N_("read the whole status in words") },
	{ CMD_RESTART, N_("restart this maze") },
	{ CMD_NEW, N_("new maze") },
	{ CMD_BACK, N_("close a box over the maze") },
	{ CMD_QUIT, N_("quit, saving the game (Ctrl-C too)") },
};

/* What the diagonals' keys do on a shape with diagonal ways (hex). */
static const struct meaning diag_meanings[] = {
	{ CMD_MOVE_NW, N_("move up and left (north-west)") },
	{ CMD_MOVE_NE, N_("move up and right (north-east)") },
	{ CMD_MOVE_SW, N_("move down and left (south-west)") },
	{ CMD_MOVE_SE, N_("move down and right (south-east)") },
	{ CMD_RUN_NW, N_("run north-west to a junction") },
	{ CMD_RUN_NE, N_("run north-east to a junction") },
	{ CMD_RUN_SW, N_("run south-west to a junction") },
	{ CMD_RUN_SE, N_("run south-east to a junction") },
};

/* What the diagonals' keys do on the circle: b and n choose a way out
 * where two cells lie outward; y and u mean nothing there. */
static const struct meaning circle_meanings[] = {
	{ CMD_MOVE_SW, N_("move out, counter-clockwise of two ways out") },
	{ CMD_MOVE_SE, N_("move out, clockwise of two ways out") },
	{ CMD_RUN_SW, N_("run out counter-clockwise to a junction") },
	{ CMD_RUN_SE, N_("run out clockwise to a junction") },
};

/* What the maze's moves mean on the circle, where up is in and left
 * counter-clockwise (keys_help_circle says these instead). */
static const struct meaning circle_moves[] = {
	{ CMD_MOVE_N, N_("move in, toward the centre") },
	{ CMD_MOVE_S, N_("move out, toward the rim") },
	{ CMD_MOVE_W, N_("move counter-clockwise") },
	{ CMD_MOVE_E, N_("move clockwise") },
	{ CMD_RUN_N, N_("run in to a junction") },
	{ CMD_RUN_S, N_("run out to a junction") },
	{ CMD_RUN_W, N_("run counter-clockwise to a junction") },
	{ CMD_RUN_E, N_("run clockwise to a junction") },
};

/* What the stairs' keys do on a floors maze (their keys are the
 * maze's, KEYS_PLAY: elsewhere they do nothing and go unlisted). */
static const struct meaning stairs_meanings[] = {
	{ CMD_CLIMB_UP, N_("climb the stairs up (floors mazes)") },
	{ CMD_CLIMB_DOWN, N_("climb the stairs down (floors mazes)") },
};

/* What each command does while watching (--watch), in the help's
 * order. */
static const struct meaning watch_meanings[] = {
	{ CMD_PAUSE, N_("pause or go on") },
	{ CMD_STEP, N_("one step (pauses)") },
	{ CMD_FASTER, N_("faster") },
	{ CMD_SLOWER, N_("slower") },
	{ CMD_ALGO, N_("the next algorithm, same size") },
	{ CMD_NEW, N_("a new seed") },
	{ CMD_PLAY, N_("play this maze") },
	{ CMD_HELP, N_("this help") },
	{ CMD_QUIT, N_("quit (Ctrl-C too)") },
};

/* Writes "names  what" with the names in 16 display columns. */
static void
help_line(char *out, const char *names, const char *what)
{
	size_t len;

	out[0] = '\0';
	len = text_left(out, KEYS_LINE_MAX, names, 16);
	snprintf(out + len, KEYS_LINE_MAX - len, " %s", what);
}

/* Takes out of names (a keys_names list) every key the diagonals'
 * keys take first on a shape with diagonal ways. */
static void
drop_diagonal_keys(char *names)
{
	char in[48], *tok, *save = NULL;
	keycode k;

	snprintf(in, sizeof in, "%s", names);
	names[0] = '\0';
	for (tok = strtok_r(in, " ", &save); tok != NULL; tok = strtok_r(NULL, " ", &save)) {
		if (keys_parse(tok, &k) == 0 && keys_lookup(KEYS_DIAG, k) != CMD_NONE)
			continue;
		if (names[0] != '\0')
			strcat(names, " ");
		strcat(names, tok);
	}
}

/* How add_lines() says a list: without the keys the diagonals take
 * first (DROP_DIAG), with the moves said as on the circle (CIRCLE). */
enum { DROP_DIAG = 1, CIRCLE = 2 };

#define COUNT(a) (sizeof a / sizeof a[0])

/* Fills out from line n (up to max) with a help line for each of the
 * count meanings ms, their keys those of context ctx, as how says
 * (DROP_DIAG, CIRCLE).  Returns the lines out then holds. */
static int
add_lines(char out[][KEYS_LINE_MAX], int n, int max, enum keys_context ctx,
    const struct meaning *ms, size_t count, unsigned how)
{
	char names[48];
	size_t m, c;

	for (m = 0; m < count && n < max; m++) {
		const char *what = ms[m].what;

		for (c = 0; (how & CIRCLE) && c < COUNT(circle_moves); c++)
			if (circle_moves[c].cmd == ms[m].cmd)
				what = circle_moves[c].what;
		keys_names(ctx, ms[m].cmd, " ", names, sizeof names);
		if (how & DROP_DIAG)
			drop_diagonal_keys(names);
		help_line(out[n++], names, _(what));
	}
	return n;
}

int
keys_help_for(enum keys_context ctx, char out[][KEYS_LINE_MAX], int max)
{
	int n = 0;

	/* On a hex maze: the diagonals, then the maze's keys but those
	 * the diagonals took. */
	if (ctx == KEYS_DIAG)
		n = add_lines(out, n, max, KEYS_DIAG, diag_meanings,
		    COUNT(diag_meanings), 0);
	/* On a floors maze: the stairs, then the maze's keys. */
	if (ctx == KEYS_STAIRS)
		n = add_lines(out, n, max, KEYS_PLAY, stairs_meanings,
		    COUNT(stairs_meanings), 0);
	if (ctx == KEYS_PLAY || ctx == KEYS_DIAG || ctx == KEYS_STAIRS)
		n = add_lines(out, n, max, KEYS_PLAY, meanings, COUNT(meanings),
		    ctx == KEYS_DIAG ? DROP_DIAG : 0);
	if (ctx == KEYS_WATCH)
		n = add_lines(out, n, max, KEYS_WATCH, watch_meanings,
		    COUNT(watch_meanings), 0);
	return n;
}

int
keys_help_circle(char out[][KEYS_LINE_MAX], int max)
{
	int n = add_lines(out, 0, max, KEYS_DIAG, circle_meanings,
	    COUNT(circle_meanings), 0);

	return add_lines(out, n, max, KEYS_PLAY, meanings, COUNT(meanings),
	    DROP_DIAG | CIRCLE);
}

int
keys_help(char out[][KEYS_LINE_MAX], int max)
{
	return keys_help_for(KEYS_PLAY, out, max);
}

/* Appends to buf (size bytes) title and the n lines of help. */
static void
section(char *buf, size_t size, const char *title,
    char lines[][KEYS_LINE_MAX], int n)
{
	size_t len = strlen(buf);
	int i;

	snprintf(buf + len, size - len, "%s", title);
	for (i = 0; i < n; i++) {
		len = strlen(buf);
		snprintf(buf + len, size - len, "  %s\n", lines[i]);
	}
}

char *
keys_usage(char *buf, size_t size)
{
	char lines[32][KEYS_LINE_MAX];
	size_t len;

	buf[0] = '\0';
	section(buf, size, _("Keys in the game:\n"), lines, keys_help(lines, 32));
	len = strlen(buf);
	snprintf(buf + len, size - len, "  %s\n  %s\n", _(KEYS_MOUSE_LINE),
	    _(KEYS_SUSPEND_LINE));
	section(buf, size, _("\nKeys on a hex maze (--shape=hex), before those above:\n"),
	    lines, add_lines(lines, 0, 32, KEYS_DIAG, diag_meanings,
	    COUNT(diag_meanings), 0));
	section(buf, size, _("\nKeys on a floors maze (--shape=floors), before those above:\n"),
	    lines, add_lines(lines, 0, 32, KEYS_PLAY, stairs_meanings,
	    COUNT(stairs_meanings), 0));
	section(buf, size, _("\nKeys on a circle maze (--shape=circle), before those above:\n"),
	    lines, add_lines(lines, 0, 32, KEYS_DIAG, circle_meanings,
	    COUNT(circle_meanings), 0));
	section(buf, size, _("\nKeys while watching (--watch):\n"), lines,
	    keys_help_for(KEYS_WATCH, lines, 32));
	return buf;
}
