/* check_result_words.c - a won game in words (front/result_words.c):
 * the summary the result box opens with (moves against the optimal,
 * the time and what helped, the dead ends explored) and the detours,
 * on the shared 6x4 maze whose way out is 8 moves. */
#include "config.h"

#include <string.h>

#include "front/result_words.h"
#include "gamecmd.h"
#include "maze6x4.h"
#include "suites.h"

static char text[12][RESULT_WORDS_LINE];

/* Plays the zero-terminated cmds on a new 6x4 game, the first at time
 * t0 and the last at t1, then writes its summary (and detours) from
 * text[0]; returns how many lines. */
static int
won(struct game *g, const enum cmd *cmds, uint64_t t0, uint64_t t1,
    bool detours)
{
	static const struct game_rules r = { false, false, 0 };
	int n = 0;

	memset(text, 'x', sizeof text);
	t_game_drawn(g, MAZE6X4, &r, 0);
	for (; *cmds != CMD_NONE; cmds++)
		t_cmd(g, *cmds, cmds[1] == CMD_NONE ? t1 : t0);
	ck_assert(g->won);
	result_words_game(g, text, &n);
	if (detours)
		result_words_detours(g, text, &n);
	return n;
}

/* The shortest way: every move counts, nothing helped, nothing
 * explored, no detour. */
START_TEST(test_shortest)
{
	static const enum cmd walk[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
	};
	struct game g;

	ck_assert_int_eq(won(&g, walk, 1000, 43000, true), 4);
	ck_assert_str_eq(text[0], "Escaped in 8 moves (optimal 8, 100%)");
	ck_assert_str_eq(text[1], "Time 0:42, unassisted");
	ck_assert_str_eq(text[2], "You explored no dead end");
	ck_assert_str_eq(text[3], "");
	game_free(&g);
}
END_TEST

/* The way out shown, or a hint taken, is said with the time. */
START_TEST(test_helped)
{
	static const enum cmd shown[] = {
		CMD_SOLUTION, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
	};
	static const enum cmd hinted[] = {
		CMD_HINT, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
	};
	struct game g;

	won(&g, shown, 1000, 6000, false);
	ck_assert_str_eq(text[1], "Time 0:05, assisted (the way out was shown)");
	game_free(&g);
	won(&g, hinted, 1000, 6000, false);
	ck_assert_str_eq(text[1], "Time 0:05, with 1 hint");
	game_free(&g);
}
END_TEST

/* A branch walked in and out: the moves and the efficiency say it,
 * and each detour names its deepest cell (column, row from 1) and its
 * cost; a dead end is counted and named as one. */
START_TEST(test_detours)
{
	static const enum cmd one[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_N,   /* detour */
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
	};
	static const enum cmd two[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_E,
		CMD_MOVE_W, CMD_MOVE_N,                           /* detour */
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_W, CMD_MOVE_E,   /* and another */
		CMD_MOVE_S, CMD_NONE,
	};
	static const enum cmd dead[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_E,
		CMD_MOVE_E, CMD_MOVE_W, CMD_MOVE_W, CMD_MOVE_N,   /* to (1,4) */
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
	};
	struct game g;
	int n;

	n = won(&g, one, 1000, 1000, true);
	ck_assert_str_eq(text[0], "Escaped in 10 moves (optimal 8, 80%)");
	ck_assert_str_eq(text[1], "Time 0:00, unassisted");
	ck_assert_str_eq(text[2], "You explored no dead end");
	ck_assert_int_eq(n, 5);
	ck_assert_str_eq(text[4], "Detour at 3,2: 2 moves");
	game_free(&g);

	n = won(&g, two, 1000, 1000, true);
	ck_assert_str_eq(text[0], "Escaped in 14 moves (optimal 8, 57%)");
	ck_assert_int_eq(n, 6);
	ck_assert_str_eq(text[4], "Detour at 4,2: 4 moves");
	ck_assert_str_eq(text[5], "Detour at 5,3: 2 moves");
	game_free(&g);

	n = won(&g, dead, 1000, 1000, true);
	ck_assert_str_eq(text[0], "Escaped in 14 moves (optimal 8, 57%)");
	ck_assert_str_eq(text[2], "You explored 1 dead end");
	ck_assert_int_eq(n, 5);
	ck_assert_str_eq(text[4], "Dead end at 5,2: 6 moves");
	game_free(&g);
}
END_TEST

Suite *
result_words_suite(void)
{
	Suite *su = suite_create("result_words");
	TCase *tc;

	tc = tcase_create("summary");
	tcase_add_test(tc, test_shortest);
	tcase_add_test(tc, test_helped);
	suite_add_tcase(su, tc);

	tc = tcase_create("detours");
	tcase_add_test(tc, test_detours);
	suite_add_tcase(su, tc);
	return su;
}
