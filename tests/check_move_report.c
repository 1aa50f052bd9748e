/* check_move_report.c - the report of what a command did, worked out
 * once by the game: the cells entered in order with each step's
 * direction, and how the move ended (bump, corridor, junction, dead
 * end, exit, a hint's end reached); and the words --describe reads
 * from it.  The maze is maze6x4.h's, drawn by hand. */
#include "config.h"

#include <string.h>

#include "gamecmd.h"
#include "front/describe.h"
#include "play/game.h"
#include "maze6x4.h"
#include "suites.h"

#define W6 6u
#define CELL(r, c) ((uint32_t)(r) * W6 + (uint32_t)(c))

/* Starts the plain 6x4 game (no fog, no trail). */
static void
start6(struct game *g)
{
	struct game_rules r = { false, false, 0 };

	t_game_drawn(g, MAZE6X4, &r, 0);
}

/* Checks that report r entered exactly the n cells of want, each by
 * the direction in dirs. */
static void
expect_cells(const struct move_report *r, const uint32_t *want,
    const enum dir *dirs, uint64_t n)
{
	uint64_t i;

	ck_assert_uint_eq(r->n, n);
	ck_assert(!r->lost);
	for (i = 0; i < n; i++) {
		ck_assert_msg(r->step[i].cell == want[i], "step %u: cell %u, not %u",
		    (unsigned)i, r->step[i].cell, want[i]);
		ck_assert_msg(r->step[i].dir == (unsigned)dirs[i], "step %u: dir %u, not %u",
		    (unsigned)i, r->step[i].dir, (unsigned)dirs[i]);
	}
}

/* A run east from (0,2) along the top row and round the corner down to
 * the junction (2,5): every cell entered in order, one junction. */
START_TEST(test_run_reports_cells_and_junction)
{
	static const uint32_t cells[] = {
		CELL(0, 3), CELL(0, 4), CELL(0, 5), CELL(1, 5), CELL(2, 5),
	};
	static const enum dir dirs[] = { DIR_E, DIR_E, DIR_E, DIR_S, DIR_S };
	struct game g;
	struct game_reply r;

	start6(&g);
	r = game_command(&g, CMD_RUN_E, 1);
	ck_assert_ptr_eq(r.move, &g.report);
	ck_assert_int_eq(r.move->event, MOVE_EV_JUNCTION);
	ck_assert_uint_eq(r.move->from, CELL(0, 0));
	ck_assert_uint_eq(r.move->n, 2);
	r = game_command(&g, CMD_RUN_E, 2);
	ck_assert_int_eq(r.move->cmd, CMD_RUN_E);
	ck_assert_uint_eq(r.move->dir, DIR_E);
	ck_assert_uint_eq(r.move->from, CELL(0, 2));
	expect_cells(r.move, cells, dirs, 5);
	ck_assert_int_eq(r.move->event, MOVE_EV_JUNCTION);
	/* The report is the game's count: as many cells as moves. */
	ck_assert_uint_eq(g.moves, 2 + 5);
	ck_assert_uint_eq(r.move->step[r.move->n - 1].cell, g.pos);
	game_free(&g);
}
END_TEST

/* A run from the junction (1,2) west turns two corners to the dead end
 * (3,2); a single step into a corridor says so. */
START_TEST(test_run_reports_dead_end)
{
	static const uint32_t cells[] = {
		CELL(1, 1), CELL(1, 0), CELL(2, 0), CELL(3, 0), CELL(3, 1),
		CELL(3, 2),
	};
	static const enum dir dirs[] = {
		DIR_W, DIR_W, DIR_S, DIR_S, DIR_E, DIR_E,
	};
	struct game g;
	struct game_reply r;

	start6(&g);
	r = game_command(&g, CMD_MOVE_E, 1);
	ck_assert_int_eq(r.move->event, MOVE_EV_CORRIDOR);
	expect_cells(r.move, (const uint32_t[]){ CELL(0, 1) },
	    (const enum dir[]){ DIR_E }, 1);
	game_command(&g, CMD_MOVE_E, 2);
	game_command(&g, CMD_MOVE_S, 3);
	r = game_command(&g, CMD_RUN_W, 4);
	expect_cells(r.move, cells, dirs, 6);
	ck_assert_int_eq(r.move->event, MOVE_EV_DEAD_END);
	game_free(&g);
}
END_TEST

/* A bump enters no cell and names the wall; any command but a move
 * reports no event. */
START_TEST(test_bump_reports_bump)
{
	struct game g;
	struct game_reply r;

	start6(&g);
	r = game_command(&g, CMD_MOVE_S, 1);
	ck_assert_int_eq(r.move->event, MOVE_EV_BUMP);
	ck_assert_uint_eq(r.move->dir, DIR_S);
	ck_assert_uint_eq(r.move->n, 0);
	ck_assert_uint_eq(g.moves, 0);
	r = game_command(&g, CMD_RUN_N, 2);
	ck_assert_int_eq(r.move->event, MOVE_EV_BUMP);
	ck_assert_uint_eq(r.move->dir, DIR_N);
	r = game_command(&g, CMD_SOLUTION, 3);
	ck_assert_int_eq(r.move->cmd, CMD_SOLUTION);
	ck_assert_int_eq(r.move->event, MOVE_EV_NONE);
	ck_assert_uint_eq(r.move->n, 0);
	game_free(&g);
}
END_TEST

/* Reaching the exit reports the exit (and the game is won); after the
 * win a move reports nothing. */
START_TEST(test_exit_reports_exit)
{
	static const uint32_t cells[] = { CELL(3, 5) };
	static const enum dir dirs[] = { DIR_S };
	struct game g;
	struct game_reply r;

	start6(&g);
	game_command(&g, CMD_RUN_E, 1);
	r = game_command(&g, CMD_RUN_E, 2);
	ck_assert_int_eq(r.move->event, MOVE_EV_JUNCTION);
	r = game_command(&g, CMD_RUN_S, 3);
	expect_cells(r.move, cells, dirs, 1);
	ck_assert_int_eq(r.move->event, MOVE_EV_EXIT);
	ck_assert(g.won);
	r = game_command(&g, CMD_MOVE_N, 4);
	ck_assert_int_eq(r.move->event, MOVE_EV_NONE);
	ck_assert_uint_eq(r.move->n, 0);
	game_free(&g);
}
END_TEST

/* The move that reaches the hint's last cell says the hint ended; the
 * moves before it do not. */
START_TEST(test_hint_end_reported)
{
	struct game g;
	struct game_reply r;

	start6(&g);
	game_command(&g, CMD_HINT, 1);   /* (0,1) to (0,3) */
	r = game_command(&g, CMD_MOVE_E, 2);
	ck_assert(!r.move->hint_ended);
	r = game_command(&g, CMD_MOVE_E, 3);
	ck_assert(!r.move->hint_ended);
	r = game_command(&g, CMD_MOVE_E, 4);
	ck_assert(r.move->hint_ended);
	ck_assert(g.hint == NULL);
	game_free(&g);
}
END_TEST

/* --describe reads the report: a bump's wall first, else where the
 * player stands. */
START_TEST(test_describe_reads_report)
{
	struct game g;
	struct game_reply r;
	char buf[256];

	start6(&g);
	r = game_command(&g, CMD_MOVE_S, 1);
	describe_move(&g, r.move, buf, sizeof buf);
	ck_assert_msg(strncmp(buf, "Wall south. ", 12) == 0, "%s", buf);
	r = game_command(&g, CMD_RUN_E, 2);
	describe_move(&g, r.move, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "Wall") == NULL, "%s", buf);
	ck_assert_msg(strstr(buf, "Column 3, row 1") != NULL, "%s", buf);
	ck_assert_msg(strstr(buf, "junction") != NULL, "%s", buf);
	game_free(&g);
}
END_TEST

Suite *
move_report_suite(void)
{
	Suite *s = suite_create("move_report");
	TCase *tc;

	tc = tcase_create("runs");
	tcase_add_test(tc, test_run_reports_cells_and_junction);
	tcase_add_test(tc, test_run_reports_dead_end);
	suite_add_tcase(s, tc);

	tc = tcase_create("bumps and exits");
	tcase_add_test(tc, test_bump_reports_bump);
	tcase_add_test(tc, test_exit_reports_exit);
	tcase_add_test(tc, test_hint_end_reported);
	suite_add_tcase(s, tc);

	tc = tcase_create("words");
	tcase_add_test(tc, test_describe_reads_report);
	suite_add_tcase(s, tc);
	return s;
}
