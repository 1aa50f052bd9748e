/* check_solve.c - BFS distances, paths, diameter, loops. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "maze.h"
#include "puzzle.h"
#include "solve.h"
#include "suites.h"

/* A 4x1 corridor: distances are the index differences. */
START_TEST(test_corridor_distances)
{
	mg_err e;
	maze *m = maze_create(4, 1, &e);
	solver *s;
	struct bfs_result r;

	maze_carve(m, 0, DIR_E);
	maze_carve(m, 1, DIR_E);
	maze_carve(m, 2, DIR_E);
	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 3, &r, &e), 0);
	ck_assert_uint_eq(r.farthest, 0);
	ck_assert_uint_eq(r.radius, 3);
	ck_assert_uint_eq(r.reached, 4);
	ck_assert_uint_eq(solve_distance(s, 0), 3);
	ck_assert_uint_eq(solve_distance(s, 3), 0);
	ck_assert_int_eq(solve_toward_root(s, 0), DIR_E);
	solve_destroy(s);
	maze_destroy(m);
}
END_TEST

/* A 3x3 room with every wall open: the shortest way around a loop. */
START_TEST(test_open_room_shortest)
{
	mg_err e;
	maze *m = maze_create(3, 3, &e);
	solver *s;
	struct bfs_result r;

	maze_fill(m, true);
	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 8, &r, &e), 0);
	ck_assert_uint_eq(solve_distance(s, 0), 4);
	ck_assert_uint_eq(solve_distance(s, 4), 2);
	ck_assert_uint_eq(r.radius, 4);
	solve_destroy(s);
	maze_destroy(m);
}
END_TEST

/* Cells behind walls are not reached. */
START_TEST(test_unreachable)
{
	mg_err e;
	maze *m = maze_create(3, 1, &e);
	solver *s;
	struct bfs_result r;

	maze_carve(m, 0, DIR_E);
	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 0, &r, &e), 0);
	ck_assert_uint_eq(r.reached, 2);
	ck_assert(!solve_reached(s, 2));
	ck_assert_uint_eq(solve_distance(s, 2), UINT64_MAX);
	solve_destroy(s);
	maze_destroy(m);
}
END_TEST

/* Brute force: the diameter found by two searches equals the largest
 * distance over all pairs, on perfect mazes. */
START_TEST(test_diameter_matches_brute_force)
{
	mg_err e;
	uint64_t seed;

	for (seed = 0; seed < 20; seed++) {
		maze *m = maze_create(9, 7, &e);
		solver *s = solve_create(m, &e);
		rng r;
		struct bfs_result res;
		uint32_t a, b, i;
		uint64_t len, best = 0;

		rng_seed(&r, seed);
		ck_assert_int_eq(gen_kruskal(m, &r, NULL, &e), 0);
		for (i = 0; i < m->n; i++) {
			ck_assert_int_eq(solve_bfs(s, i, &res, &e), 0);
			if (res.radius > best)
				best = res.radius;
		}
		ck_assert_int_eq(solve_diameter(s, 0, &a, &b, &len, &e), 0);
		ck_assert_uint_eq(len, best);
		ck_assert_uint_eq(solve_root(s), a);
		ck_assert_uint_eq(solve_distance(s, b), len);
		solve_destroy(s);
		maze_destroy(m);
	}
}
END_TEST

/* A long corridor (snake) makes the queue wrap and grow. */
START_TEST(test_large_open_grid_queue_growth)
{
	mg_err e;
	maze *m = maze_create(300, 300, &e);
	solver *s;
	struct bfs_result r;

	maze_fill(m, true);
	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 0, &r, &e), 0);
	ck_assert_uint_eq(r.reached, 90000);
	ck_assert_uint_eq(r.radius, 598);
	ck_assert_uint_eq(r.farthest, 89999);
	ck_assert_uint_eq(solve_distance(s, 150 * 300 + 20), 170);
	solve_destroy(s);
	maze_destroy(m);
}
END_TEST

/* The puzzle: default corners, far-apart ends, path bits. */
START_TEST(test_puzzle_ends_and_path)
{
	mg_err e;
	struct puzzle p, q;
	struct puzzle_spec spec = { 20, 10, NULL, 5, false, NULL };
	uint64_t *bits;
	uint32_t i, on = 0;

	spec.algo = gen_find("backtracker");
	ck_assert_int_eq(puzzle_generate(&p, &spec, &e), 0);
	ck_assert_uint_eq(p.start, 0);
	ck_assert_uint_eq(p.exit, 199);
	ck_assert(puzzle_is_perfect(&p));
	bits = puzzle_path_bits(&p, p.start, &e);
	for (i = 0; i < p.m->n; i++)
		on += (bits[i / 64] >> (i % 64)) & 1;
	ck_assert_uint_eq(on, p.optimal + 1);
	free(bits);
	spec.far_apart = true;
	ck_assert_int_eq(puzzle_generate(&q, &spec, &e), 0);
	ck_assert(maze_equal(p.m, q.m));
	ck_assert_uint_ge(q.optimal, p.optimal);
	ck_assert_uint_eq(solve_distance(q.tree, q.start), q.optimal);
	puzzle_free(&q);
	puzzle_free(&p);
}
END_TEST

START_TEST(test_puzzle_adopt_unreachable)
{
	mg_err e;
	struct puzzle p;
	maze *m = maze_create(3, 1, &e);

	maze_carve(m, 0, DIR_E);
	ck_assert_int_eq(puzzle_adopt(&p, m, 0, 2, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "cannot be reached"));
}
END_TEST

Suite *
solve_suite(void)
{
	Suite *s = suite_create("solve");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_corridor_distances);
	tcase_add_test(tc, test_open_room_shortest);
	tcase_add_test(tc, test_unreachable);
	tcase_add_test(tc, test_diameter_matches_brute_force);
	tcase_add_test(tc, test_large_open_grid_queue_growth);
	tcase_add_test(tc, test_puzzle_ends_and_path);
	tcase_add_test(tc, test_puzzle_adopt_unreachable);
	suite_add_tcase(s, tc);
	return s;
}
