/* check_stats.c - the --stats counts: by hand on small mazes, and the
 * BFS's one-pass counts against a pass of their own on every
 * generator's mazes. */
#include "config.h"

#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "maze/solve.h"
#include "maze/stats.h"
#include "suites.h"

/* A 3x1 corridor: two dead ends and a corridor cell, two passages. */
START_TEST(test_corridor)
{
	mg_err e;
	maze *m = maze_create(3, 1, &e);
	struct maze_stats st;

	maze_carve(m, 0, DIR_E);
	maze_carve(m, 1, DIR_E);
	stats_measure(m, &st);
	ck_assert_uint_eq(st.cells, 3);
	ck_assert_uint_eq(st.passages, 2);
	ck_assert_uint_eq(st.dead_ends, 2);
	ck_assert_uint_eq(st.corridors, 1);
	ck_assert_uint_eq(st.junctions, 0);
	ck_assert_uint_eq(st.isolated, 0);
	maze_destroy(m);
}
END_TEST

/* A 3x3 room with every inner wall open: 12 passages, the centre and
 * the four edge cells are junctions, the corners corridors. */
START_TEST(test_open_room)
{
	mg_err e;
	maze *m = maze_create(3, 3, &e);
	struct maze_stats st;

	maze_fill(m, true);
	stats_measure(m, &st);
	ck_assert_uint_eq(st.cells, 9);
	ck_assert_uint_eq(st.passages, 12);
	ck_assert_uint_eq(st.junctions, 5);
	ck_assert_uint_eq(st.corridors, 4);
	ck_assert_uint_eq(st.dead_ends, 0);
	maze_destroy(m);
}
END_TEST

/* A maze with every wall standing: every cell isolated, no passage. */
START_TEST(test_all_walls)
{
	mg_err e;
	maze *m = maze_create(5, 4, &e);
	struct maze_stats st;

	stats_measure(m, &st);
	ck_assert_uint_eq(st.cells, 20);
	ck_assert_uint_eq(st.isolated, 20);
	ck_assert_uint_eq(st.passages, 0);
	ck_assert_uint_eq(st.dead_ends + st.corridors + st.junctions, 0);
	maze_destroy(m);
}
END_TEST

/* A T: cell 1 of a 3x2 maze joins 0, 2 and 4 (a junction of three);
 * 3 and 5 are left alone.  A BFS from 1 does not reach them, so the
 * BFS counts are refused and the pass of its own counts them. */
START_TEST(test_unreached_falls_back)
{
	mg_err e;
	maze *m = maze_create(3, 2, &e);
	solver *s;
	struct bfs_result r;
	struct maze_stats st = { 99, 99, 99, 99, 99, 99 };

	maze_carve(m, 0, DIR_E);
	maze_carve(m, 1, DIR_E);
	maze_carve(m, 1, DIR_S);
	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 1, &r, &e), 0);
	ck_assert(!stats_from_bfs(m, &r, &st));
	ck_assert_uint_eq(st.cells, 99);
	stats_measure(m, &st);
	ck_assert_uint_eq(st.junctions, 1);
	ck_assert_uint_eq(st.dead_ends, 3);
	ck_assert_uint_eq(st.isolated, 2);
	ck_assert_uint_eq(st.passages, 3);
	solve_destroy(s);
	maze_destroy(m);
}
END_TEST

/* On every generator's mazes the counts the BFS makes in passing equal
 * the counts of a pass of their own, cell by cell through maze_degree,
 * and describe a tree: cells - 1 passages, nothing isolated. */
START_TEST(test_bfs_counts_match)
{
	static const uint32_t sizes[][2] = { { 1, 1 }, { 1, 40 }, { 40, 1 },
		{ 37, 23 }, { 128, 128 } };
	const struct gen_algo *g = &gen_algos[_i];
	struct maze_stats a, b;
	struct bfs_result r;
	mg_err e;
	size_t k;
	rng rg;

	for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		maze *m = maze_create(sizes[k][0], sizes[k][1], &e);
		solver *s;

		ck_assert_ptr_nonnull(m);
		rng_seed(&rg, 30 + k);
		ck_assert_int_eq(g->generate(m, &rg, NULL, NULL, &e), 0);
		s = solve_create(m, &e);
		ck_assert_ptr_nonnull(s);
		ck_assert_int_eq(solve_bfs(s, m->n / 2, &r, &e), 0);
		ck_assert(stats_from_bfs(m, &r, &a));
		stats_measure(m, &b);
		ck_assert_msg(a.cells == b.cells && a.passages == b.passages
		    && a.dead_ends == b.dead_ends && a.corridors == b.corridors
		    && a.junctions == b.junctions && a.isolated == b.isolated,
		    "%s %ux%u: the BFS's counts differ", g->name, m->w, m->h);
		ck_assert_uint_eq(a.passages, (uint64_t)m->n - 1);
		ck_assert_uint_eq(a.isolated, m->n == 1 ? 1 : 0);
		ck_assert_uint_eq(a.dead_ends + a.corridors + a.junctions + a.isolated,
		    m->n);
		solve_destroy(s);
		maze_destroy(m);
	}
}
END_TEST

/* Returns the stats suite for check_main.c. */
Suite *
stats_suite(void)
{
	Suite *s = suite_create("stats");
	TCase *tc;

	tc = tcase_create("counts");
	tcase_add_test(tc, test_corridor);
	tcase_add_test(tc, test_open_room);
	tcase_add_test(tc, test_all_walls);
	tcase_add_test(tc, test_unreached_falls_back);
	suite_add_tcase(s, tc);

	tc = tcase_create("against bfs");
	tcase_add_loop_test(tc, test_bfs_counts_match, 0, (int)gen_algo_count);
	suite_add_tcase(s, tc);
	return s;
}
