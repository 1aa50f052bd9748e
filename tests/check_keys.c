/* check_keys.c - the key table: the bindings the manual promises, every
 * command reachable, and the help made from the same rows. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "maze/shape.h"
#include "front/keys.h"
#include "front/keys_help.h"
#include "suites.h"

/* Every key a test looks at: the ASCII range and the named keys. */
static int
universe(keycode *out, int max)
{
	int n = 0;
	keycode k;

	for (k = 0; k < 128 && n < max; k++)
		out[n++] = k;
	for (k = KEYC_BASE + 1; k <= KEYC_ENTER && n < max; k++)
		out[n++] = k;
	return n;
}

START_TEST(test_moves_as_the_manual_says)
{
	/* SPEC "Playing": arrows, h j k l and w a s d. */
	static const struct { keycode k; enum cmd c; } want[] = {
		{ KEYC_UP, CMD_MOVE_N }, { KEYC_DOWN, CMD_MOVE_S },
		{ KEYC_LEFT, CMD_MOVE_W }, { KEYC_RIGHT, CMD_MOVE_E },
		{ 'k', CMD_MOVE_N }, { 'j', CMD_MOVE_S }, { 'h', CMD_MOVE_W },
		{ 'l', CMD_MOVE_E }, { 'w', CMD_MOVE_N }, { 's', CMD_MOVE_S },
		{ 'a', CMD_MOVE_W }, { 'd', CMD_MOVE_E },
		{ 'K', CMD_RUN_N }, { 'J', CMD_RUN_S }, { 'H', CMD_RUN_W },
		{ 'L', CMD_RUN_E }, { KEYC_SLEFT, CMD_RUN_W },
		{ 'p', CMD_SOLUTION }, { '?', CMD_HELP }, { KEYC_F1, CMD_HELP },
		{ 'r', CMD_RESTART }, { 'n', CMD_NEW }, { 'q', CMD_QUIT },
		{ ' ', CMD_PAUSE }, { 't', CMD_HINT }, { 'm', CMD_MAP },
		{ KEYC_ESC, CMD_BACK }, { 'z', CMD_NONE }, { 'x', CMD_CHALK }, { '3', CMD_NONE },
	};
	size_t i;

	for (i = 0; i < sizeof want / sizeof want[0]; i++)
		ck_assert_msg(keys_lookup(KEYS_PLAY, want[i].k) == want[i].c,
		    "key %u", (unsigned)want[i].k);
}
END_TEST

START_TEST(test_questions)
{
	char buf[32];

	ck_assert_int_eq(keys_lookup(KEYS_ASK, 'y'), CMD_YES);
	ck_assert_int_eq(keys_lookup(KEYS_ASK, 'Y'), CMD_YES);
	ck_assert_int_eq(keys_lookup(KEYS_ASK, 'n'), CMD_NO);
	/* Esc is "no" at a question (SPEC: n or Esc keeps the game). */
	ck_assert_int_eq(keys_lookup(KEYS_ASK, KEYC_ESC), CMD_NO);
	ck_assert_int_eq(keys_lookup(KEYS_ASK, 'q'), CMD_QUIT);
	/* Moving keys mean nothing there: a stray arrow answers nothing. */
	ck_assert_int_eq(keys_lookup(KEYS_ASK, KEYC_UP), CMD_NONE);
	ck_assert_int_eq(keys_lookup(KEYS_ASK, 'x'), CMD_NONE);
	/* d quits without saving where a question offers it. */
	ck_assert_int_eq(keys_lookup(KEYS_ASK, 'd'), CMD_DISCARD);
	/* The prompt names come from the same rows. */
	ck_assert_str_eq(keys_names(KEYS_ASK, CMD_NO, "/", buf, sizeof buf), "n/Esc");
	ck_assert_str_eq(keys_names(KEYS_ASK, CMD_YES, "/", buf, sizeof buf), "y");
	ck_assert_str_eq(keys_names(KEYS_PLAY, CMD_HELP, " ", buf, sizeof buf), "? F1");
}
END_TEST

/* Every command of the maze has a key, and every bound key appears in
 * the help line of its command. */
START_TEST(test_every_command_reachable_and_helped)
{
	char help[32][KEYS_LINE_MAX], name[32];
	keycode all[256];
	/* The help of a floors maze: the stairs' two, then the maze's. */
	int n = keys_help_for(KEYS_STAIRS, help, 32), nk = universe(all, 256), i, j;
	bool reached[CMD_COUNT] = { false };
	enum cmd c;

	for (i = 0; i < nk; i++) {
		bool found = false;

		c = keys_lookup(KEYS_PLAY, all[i]);
		if (c == CMD_NONE)
			continue;
		reached[c] = true;
		keys_name(all[i], name, sizeof name);
		for (j = 0; j < n && !found; j++) {
			const char *hit = strstr(help[j], name);

			/* A whole word, in the keys column. */
			found = hit != NULL && hit - help[j] < 17
			    && (hit == help[j] || hit[-1] == ' ')
			    && (hit[strlen(name)] == ' ');
		}
		ck_assert_msg(found, "key %s is not in the help", name);
	}
	for (c = CMD_MOVE_N; c <= CMD_BACK; c++)
		ck_assert_msg(reached[c], "command %d has no key", (int)c);
	ck_assert(reached[CMD_CLIMB_UP] && reached[CMD_CLIMB_DOWN]);
	/* One help line a command, no more (the stairs' two too); the
	 * help of other mazes leaves the stairs out. */
	ck_assert_int_eq(n, CMD_BACK - CMD_MOVE_N + 1 + 2);
	ck_assert_int_eq(keys_help(help, 32), n - 2);
	/* The commands that must keep a key are those the help lists. */
	{
		const enum cmd *list;
		size_t k, count = command_maze(&list);

		ck_assert_uint_eq(count, (size_t)n);
		for (k = 0; k < count; k++)
			ck_assert_msg(reached[list[k]], "command %d has no key", (int)list[k]);
	}
}
END_TEST

/* Watching has keys of its own: the same letter means something else
 * there than on the maze, and every watch command has a key. */
START_TEST(test_watch_keys)
{
	char help[32][KEYS_LINE_MAX];
	int n = keys_help_for(KEYS_WATCH, help, 32);

	ck_assert_int_eq(keys_lookup(KEYS_WATCH, ' '), CMD_PAUSE);
	ck_assert_int_eq(keys_lookup(KEYS_WATCH, '.'), CMD_STEP);
	ck_assert_int_eq(keys_lookup(KEYS_WATCH, '+'), CMD_FASTER);
	ck_assert_int_eq(keys_lookup(KEYS_WATCH, '-'), CMD_SLOWER);
	ck_assert_int_eq(keys_lookup(KEYS_WATCH, 'a'), CMD_ALGO);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'a'), CMD_MOVE_W);
	ck_assert_int_eq(keys_lookup(KEYS_WATCH, 'n'), CMD_NEW);
	ck_assert_int_eq(keys_lookup(KEYS_WATCH, KEYC_ENTER), CMD_PLAY);
	ck_assert_int_eq(keys_lookup(KEYS_WATCH, 'q'), CMD_QUIT);
	ck_assert_int_eq(keys_lookup(KEYS_WATCH, KEYC_UP), CMD_NONE);
	ck_assert_int_eq(n, 9);
	ck_assert(strncmp(help[1], ".  ", 3) == 0);
}
END_TEST

START_TEST(test_names_and_usage)
{
	char buf[4096];
	char help[32][KEYS_LINE_MAX], watch[32][KEYS_LINE_MAX];
	int n = keys_help(help, 32), nw = keys_help_for(KEYS_WATCH, watch, 32);
	int lines = 0, i;
	const char *p;

	ck_assert_str_eq(keys_name(KEYC_SLEFT, buf, sizeof buf), "Shift-Left");
	ck_assert_str_eq(keys_name(' ', buf, sizeof buf), "Space");
	ck_assert_str_eq(keys_name('q', buf, sizeof buf), "q");
	ck_assert_str_eq(keys_name(KEYC_ESC, buf, sizeof buf), "Esc");
	keys_usage(buf, sizeof buf);
	ck_assert(strncmp(buf, "Keys in the game:\n", 18) == 0);
	for (p = buf; *p != '\0'; p++)
		lines += *p == '\n';
	/* Five paragraphs: the game's keys (the table's, then a click
	 * of the mouse and Ctrl-Z), a blank line, the hex maze's eight
	 * diagonals, a blank line, the floors maze's two stairs, a blank
	 * line, the circle's four ways out, a blank line, the watch's. */
	ck_assert_int_eq(lines, n + 1 + 2 + 2 + 8 + 2 + 2 + 2 + 4 + 2 + nw);
	ck_assert(strstr(buf, "\n  b                move out, counter-clockwise") != NULL);
	ck_assert(strstr(buf, "\n  y                move up and left") != NULL);
	ck_assert(strstr(buf, "\n  <                climb the stairs up") != NULL);
	/* On a hex maze the help gives the diagonals first, and n is no
	 * longer the new maze there: o is. */
	{
		char diag[40][KEYS_LINE_MAX];
		int nd = keys_help_for(KEYS_DIAG, diag, 40), k;
		bool new_maze = false;

		ck_assert_int_eq(nd, 8 + n);
		ck_assert(strncmp(diag[0], "y ", 2) == 0);
		for (k = 8; k < nd; k++)
			if (strstr(diag[k], "new maze") != NULL) {
				new_maze = true;
				ck_assert_msg(strncmp(diag[k], "o ", 2) == 0, "%s", diag[k]);
			}
		ck_assert(new_maze);
		/* On a circle: b and n first, y and u nowhere, o the new
		 * maze. */
		nd = keys_help_circle(diag, 40);
		ck_assert_int_eq(nd, 4 + n);
		ck_assert(strncmp(diag[0], "b ", 2) == 0);
		ck_assert(strncmp(diag[1], "n ", 2) == 0);
		/* Up and down are in and out there, left and right around. */
		ck_assert_msg(strstr(diag[4], "Up") != NULL
		    && strstr(diag[4], "move in, toward the centre") != NULL, "%s", diag[4]);
		ck_assert_msg(strstr(diag[7], "Right") != NULL
		    && strstr(diag[7], "move clockwise") != NULL, "%s", diag[7]);
		for (k = 0; k < nd; k++) {
			ck_assert(strncmp(diag[k], "y ", 2) != 0);
			ck_assert(strncmp(diag[k], "u ", 2) != 0);
			if (strstr(diag[k], "new maze") != NULL)
				ck_assert_msg(strncmp(diag[k], "o ", 2) == 0, "%s", diag[k]);
			ck_assert_uint_le(strlen(diag[k]), 72);
		}
	}
	ck_assert(strstr(buf, "\n  Ctrl-Z ") != NULL);
	ck_assert(strstr(buf, "\n  Click ") != NULL);
	ck_assert(strstr(buf, "\n  Click ") < strstr(buf, "\n  Ctrl-Z "));
	ck_assert(strstr(buf, "\n\nKeys while watching (--watch):\n") != NULL);
	for (i = 0; i < n; i++)
		ck_assert_msg(strstr(buf, help[i]) != NULL, "%s", help[i]);
	for (i = 0; i < nw; i++)
		ck_assert_msg(strstr(buf, watch[i]) != NULL, "%s", watch[i]);
	/* Help lines fit the box of an 80-column screen. */
	for (i = 0; i < n; i++)
		ck_assert_uint_le(strlen(help[i]), 72);
}
END_TEST

START_TEST(test_names_read_back)
{
	keycode all[256], k;
	char name[16];
	int n = universe(all, 256), i;
	enum cmd c;

	/* Every key a binding can name reads back from its name. */
	for (i = 0; i < n; i++) {
		if (all[i] < 0x20 && all[i] != '\t' && all[i] != KEYC_ESC)
			continue;
		if (all[i] == 0x7f)
			continue;
		keys_name(all[i], name, sizeof name);
		ck_assert_msg(keys_parse(name, &k) == 0 && k == all[i],
		    "key %s does not read back", name);
	}
	ck_assert_int_eq(keys_parse("shift-left", &k), 0);
	ck_assert_uint_eq(k, KEYC_SLEFT);
	ck_assert_int_eq(keys_parse("xy", &k), -1);
	ck_assert_int_eq(keys_parse("", &k), -1);
	ck_assert_int_eq(keys_parse("U+0007", &k), -1);
	/* Every command name reads back. */
	for (c = CMD_MOVE_N; c <= CMD_BACK; c++) {
		enum cmd back;

		ck_assert_int_eq(command_find(command_name(c), &back), 0);
		ck_assert_int_eq(back, c);
	}
}
END_TEST

START_TEST(test_changes_replay)
{
	struct keys_change ch[KEYS_MAX];
	mg_err e;
	int n, i;

	keys_reset();
	ck_assert_int_eq(keys_changes(ch, KEYS_MAX), 0);
	ck_assert_int_eq(keys_bind(KEYS_PLAY, 'z', CMD_QUIT, &e), 0);
	ck_assert_int_eq(keys_bind(KEYS_PLAY, 'q', CMD_HELP, &e), 0);
	ck_assert_int_eq(keys_bind(KEYS_PLAY, '?', CMD_NONE, &e), 0);
	n = keys_changes(ch, KEYS_MAX);
	ck_assert_int_eq(n, 3);
	/* Replayed on the defaults, in their order, each is taken. */
	keys_reset();
	for (i = 0; i < n; i++)
		ck_assert_msg(keys_bind(KEYS_PLAY, ch[i].key, ch[i].cmd, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'z'), CMD_QUIT);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'q'), CMD_HELP);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, '?'), CMD_NONE);
	keys_reset();
}
END_TEST

/* Moves and directions meet only through command.h: each direction's
 * move and run say the config file's word for that way, and read back. */
START_TEST(test_moves_by_direction)
{
	static const char *const words[4] = {
		[DIR_N] = "up", [DIR_E] = "right", [DIR_S] = "down",
		[DIR_W] = "left",
	};
	char run[16];
	int d, c, moves = 0, runs = 0;

	for (d = DIR_N; d <= DIR_W; d++) {
		ck_assert_str_eq(command_name(cmd_move((enum dir)d, false)),
		    words[d]);
		snprintf(run, sizeof run, "run-%s", words[d]);
		ck_assert_str_eq(command_name(cmd_move((enum dir)d, true)),
		    run);
		ck_assert(cmd_is_move(cmd_move((enum dir)d, false)));
		ck_assert(!cmd_is_run(cmd_move((enum dir)d, false)));
		ck_assert(cmd_is_run(cmd_move((enum dir)d, true)));
		ck_assert_int_eq(cmd_dir(cmd_move((enum dir)d, false)), d);
		ck_assert_int_eq(cmd_dir(cmd_move((enum dir)d, true)), d);
	}
	ck_assert_int_eq(cmd_move(DIR_N, false), CMD_MOVE_N);
	ck_assert_int_eq(cmd_move(DIR_W, true), CMD_RUN_W);
	for (c = 0; c < CMD_COUNT; c++) {
		moves += cmd_is_move((enum cmd)c);
		runs += cmd_is_run((enum cmd)c);
		if (cmd_is_run((enum cmd)c))
			ck_assert(cmd_is_move((enum cmd)c));
	}
	/* The sixteen and the stairs' two climbs, which never run. */
	ck_assert_int_eq(moves, 18);
	ck_assert_int_eq(runs, 8);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, '<'), CMD_CLIMB_UP);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, '>'), CMD_CLIMB_DOWN);
	ck_assert_uint_eq(cmd_compass(CMD_CLIMB_UP), COMPASS_UP);
	ck_assert_uint_eq(cmd_compass(CMD_CLIMB_DOWN), COMPASS_DOWN);
	ck_assert_int_eq(cmd_move_compass(COMPASS_UP, true), CMD_CLIMB_UP);
	ck_assert_int_eq(cmd_move_compass(COMPASS_DOWN, false), CMD_CLIMB_DOWN);
	ck_assert(cmd_is_climb(CMD_CLIMB_UP) && !cmd_is_diagonal(CMD_CLIMB_DOWN));
	ck_assert(!cmd_is_run(CMD_CLIMB_UP) && !cmd_is_climb(CMD_MOVE_N));
	ck_assert_str_eq(command_name(CMD_CLIMB_UP), "stairs-up");
	ck_assert_str_eq(command_name(CMD_CLIMB_DOWN), "stairs-down");
	/* The compass: every point both ways, the diagonals odd. */
	for (d = 0; d < 8; d++) {
		ck_assert_uint_eq(cmd_compass(cmd_move_compass((unsigned)d, false)), d);
		ck_assert_uint_eq(cmd_compass(cmd_move_compass((unsigned)d, true)), d);
		ck_assert(cmd_is_run(cmd_move_compass((unsigned)d, true)));
		ck_assert(!cmd_is_run(cmd_move_compass((unsigned)d, false)));
		ck_assert(cmd_is_diagonal(cmd_move_compass((unsigned)d, false)) == (d % 2 == 1));
	}
	ck_assert_int_eq(cmd_move_compass(COMPASS_E, false), CMD_MOVE_E);
	ck_assert_int_eq(cmd_move_compass(COMPASS_SE, true), CMD_RUN_SE);
	/* The roguelike diagonals, before the maze's own keys. */
	ck_assert_int_eq(keys_lookup(KEYS_DIAG, 'y'), CMD_MOVE_NW);
	ck_assert_int_eq(keys_lookup(KEYS_DIAG, 'n'), CMD_MOVE_SE);
	ck_assert_int_eq(keys_lookup(KEYS_DIAG, 'B'), CMD_RUN_SW);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'o'), CMD_NEW);
	ck_assert(!cmd_is_move(CMD_NONE));
	ck_assert(!cmd_is_move(CMD_SOLUTION));
}
END_TEST

Suite *
keys_suite(void)
{
	Suite *s = suite_create("keys");
	TCase *tc;

	tc = tcase_create("table");
	tcase_add_test(tc, test_moves_as_the_manual_says);
	tcase_add_test(tc, test_questions);
	tcase_add_test(tc, test_every_command_reachable_and_helped);
	tcase_add_test(tc, test_watch_keys);
	suite_add_tcase(s, tc);

	tc = tcase_create("names");
	tcase_add_test(tc, test_names_and_usage);
	tcase_add_test(tc, test_names_read_back);
	suite_add_tcase(s, tc);

	tc = tcase_create("rebinding");
	tcase_add_test(tc, test_changes_replay);
	tcase_add_test(tc, test_moves_by_direction);
	suite_add_tcase(s, tc);
	return s;
}
