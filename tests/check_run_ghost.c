/* check_run_ghost.c - a run played back: where the ghost is at a time,
 * when it moves next, and who won the race by how much. */
#include "config.h"

#include <string.h>

#include "maze/puzzle.h"
#include "store/run.h"
#include "store/run_ghost.h"
#include "suites.h"

/* Makes the 12x7 backtracker maze of seed 7 in p and the run along its
 * shortest way in r, a move every 100 ms. */
static void
make_run(struct puzzle *p, struct run *r, const char *player)
{
	struct puzzle_spec spec;
	struct run_maze m;
	uint32_t pos;
	uint64_t ms = 0;
	mg_err e;

	puzzle_spec_set(&spec, 12, 7, gen_find("backtracker"), 7, false, NULL);
	ck_assert_msg(puzzle_generate(p, &spec, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(run_maze_of(&m, p, "normal", &e), 0);
	memset(r, 0, sizeof *r);
	run_begin(r, &m, p->start, p->exit, player);
	for (pos = p->start; pos != p->exit; ms += 100) {
		enum dir d = solve_toward_root(p->tree, pos);

		ck_assert_int_eq(run_add(r, d, ms, &e), 0);
		pos = maze_step(p->m, pos, d);
	}
}

/* Returns the cell the run reaches after its first k moves. */
static uint32_t
after(const struct puzzle *p, const struct run *r, size_t k)
{
	uint32_t pos = r->start;
	size_t i;

	for (i = 0; i < k; i++)
		pos = maze_step(p->m, pos, run_move_dir(r, i));
	return pos;
}

START_TEST(playback)
{
	struct puzzle p;
	struct run r;
	struct run_ghost gh;

	make_run(&p, &r, "Ann");
	ck_assert_uint_gt(r.n, 5);
	run_ghost_start(&gh, &r, p.m);
	ck_assert_uint_eq(gh.pos, p.start);
	ck_assert_uint_eq(run_ghost_next(&gh), 0);
	/* The first move is at 0 ms, the next ones 100 ms apart. */
	ck_assert(run_ghost_seek(&gh, 0));
	ck_assert_uint_eq(gh.done, 1);
	ck_assert_uint_eq(gh.pos, after(&p, &r, 1));
	ck_assert(!run_ghost_seek(&gh, 99));
	ck_assert_uint_eq(run_ghost_next(&gh), 100);
	ck_assert(run_ghost_seek(&gh, 250));
	ck_assert_uint_eq(gh.done, 3);
	ck_assert_uint_eq(gh.pos, after(&p, &r, 3));
	ck_assert_uint_eq(run_ghost_next(&gh), 300);
	ck_assert(!run_ghost_arrived(&gh));
	/* Back in time (the game restarted): the ghost starts over. */
	ck_assert(run_ghost_seek(&gh, 50));
	ck_assert_uint_eq(gh.done, 1);
	ck_assert_uint_eq(gh.pos, after(&p, &r, 1));
	/* Long after: at the exit, and no next move. */
	run_ghost_seek(&gh, UINT64_MAX);
	ck_assert(run_ghost_arrived(&gh));
	ck_assert_uint_eq(gh.done, r.n);
	ck_assert_uint_eq(run_ghost_next(&gh), UINT64_MAX);
	ck_assert_int_eq(run_ghost_letter(&r), 'a');
	run_free(&r);
	puzzle_free(&p);
}
END_TEST

/* A run that is not a walk of its maze (it never is, read or recorded):
 * the ghost stops at the bad move for good, and wants no more ticks. */
START_TEST(bad_step_stops)
{
	struct puzzle p;
	struct run r;
	struct run_ghost gh;
	mg_err e;

	make_run(&p, &r, NULL);
	run_restart(&r);
	ck_assert_int_eq(run_add(&r, DIR_N, 0, &e), 0);   /* out of the maze */
	ck_assert_int_eq(run_add(&r, DIR_S, 10, &e), 0);
	run_ghost_start(&gh, &r, p.m);
	ck_assert(!run_ghost_seek(&gh, 100));
	ck_assert_uint_eq(gh.pos, p.start);
	ck_assert_uint_eq(run_ghost_next(&gh), UINT64_MAX);
	run_free(&r);
	puzzle_free(&p);
}
END_TEST

START_TEST(letters)
{
	struct run r;

	memset(&r, 0, sizeof r);
	ck_assert_int_eq(run_ghost_letter(&r), 'g');
	memcpy(r.player, "zed", 4);
	ck_assert_int_eq(run_ghost_letter(&r), 'z');
	memcpy(r.player, "7of9", 5);
	ck_assert_int_eq(run_ghost_letter(&r), '7');
	memcpy(r.player, "\xc3\xa9mile", 7);
	ck_assert_int_eq(run_ghost_letter(&r), 'g');
}
END_TEST

START_TEST(results)
{
	struct puzzle p;
	struct run r;
	struct run_result res;
	char buf[160];
	uint64_t t;

	make_run(&p, &r, NULL);
	t = run_time(&r);
	ck_assert_uint_eq(t, (r.n - 1) * 100);
	run_ghost_result(&r, t - 1300, r.n - 4, &res);
	ck_assert_int_eq(res.winner, RUN_WIN_PLAYER);
	ck_assert_uint_eq(res.margin_ms, 1300);
	run_result_text(&res, buf, sizeof buf);
	ck_assert_msg(strncmp(buf, "You beat the ghost by 1.3 s and 4 moves (", 41) == 0,
	    "%s", buf);
	run_ghost_result(&r, t + 40, r.n + 1, &res);
	ck_assert_int_eq(res.winner, RUN_WIN_GHOST);
	run_result_text(&res, buf, sizeof buf);
	ck_assert_msg(strncmp(buf, "The ghost won by 40 ms and 1 move (", 35) == 0,
	    "%s", buf);
	run_ghost_result(&r, t + 125000, r.n, &res);
	run_result_text(&res, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "The ghost won by 2:05 in as many moves") == buf,
	    "%s", buf);
	run_ghost_result(&r, t - 1, r.n + 2, &res);
	run_result_text(&res, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "You beat the ghost by 1 ms, with 2 moves more") == buf,
	    "%s", buf);
	run_ghost_result(&r, t, r.n + 2, &res);
	ck_assert_int_eq(res.winner, RUN_WIN_TIE);
	run_result_text(&res, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "A dead heat with the ghost") == buf, "%s", buf);
	run_free(&r);
	puzzle_free(&p);
}
END_TEST

Suite *
run_ghost_suite(void)
{
	Suite *s = suite_create("run_ghost");
	TCase *tc;

	tc = tcase_create("playback");
	tcase_add_test(tc, playback);
	tcase_add_test(tc, bad_step_stops);
	suite_add_tcase(s, tc);

	tc = tcase_create("shown");
	tcase_add_test(tc, letters);
	tcase_add_test(tc, results);
	suite_add_tcase(s, tc);
	return s;
}
