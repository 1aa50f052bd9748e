/* check_solve.c - BFS distances, paths, diameter, loops. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "probe.h"
#include "maze/puzzle.h"
#include "maze/solve.h"
#include "suites.h"
#include "loop_assert.h"

/* Returns a new 4x1 maze, open from end to end (the caller frees it). */
static maze *
corridor4(void)
{
	mg_err e;
	maze *m = maze_create(4, 1, &e);

	ck_assert_ptr_nonnull(m);
	maze_carve(m, 0, DIR_E);
	maze_carve(m, 1, DIR_E);
	maze_carve(m, 2, DIR_E);
	return m;
}

/* A 4x1 corridor: distances are the index differences. */
START_TEST(test_corridor_distances)
{
	mg_err e;
	maze *m = corridor4();
	solver *s;
	struct bfs_result r;

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
		ck_assert_int_eq(gen_kruskal(m, &r, NULL, NULL, &e), 0);
		for (i = 0; i < m->n; i++) {
			loop_assert_int_eq(solve_bfs(s, i, &res, &e), 0);
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
	struct puzzle_spec spec = { 20, 10, NULL, 5, false, NULL, NULL, false, NULL, 0 };
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

/* A maze with cells - 1 passages that is not a tree: a loop round the
 * left 2x2 square and a separate piece (cells 2 and 5) of a 3x2 maze.
 * The search finds shortest ways round the loop and leaves the piece
 * unreached, from either side. */
START_TEST(test_not_a_tree_with_tree_count)
{
	mg_err e;
	maze *m = maze_create(3, 2, &e);
	solver *s;
	struct bfs_result r;

	maze_carve(m, 0, DIR_E);
	maze_carve(m, 3, DIR_E);
	maze_carve(m, 0, DIR_S);
	maze_carve(m, 1, DIR_S);
	maze_carve(m, 2, DIR_S);
	ck_assert_uint_eq(maze_passages(m), 5);
	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 0, &r, &e), 0);
	ck_assert_uint_eq(r.reached, 4);
	ck_assert_uint_eq(r.radius, 2);
	ck_assert_uint_eq(r.farthest, 4);
	ck_assert_uint_eq(r.degree[2], 4);
	ck_assert_uint_eq(r.degree[1], 0);
	ck_assert(solve_reached(s, 4));
	ck_assert(!solve_reached(s, 2));
	ck_assert(!solve_reached(s, 5));
	ck_assert_uint_eq(solve_distance(s, 4), 2);
	ck_assert_uint_eq(solve_distance(s, 5), UINT64_MAX);
	ck_assert_int_eq(solve_bfs(s, 5, &r, &e), 0);
	ck_assert_uint_eq(r.reached, 2);
	ck_assert_uint_eq(r.degree[1], 2);
	ck_assert(!solve_reached(s, 0));
	ck_assert(solve_reached(s, 2));
	ck_assert_int_eq(solve_toward_root(s, 2), DIR_S);
	ck_assert_uint_eq(solve_last(s)->reached, 2);
	solve_destroy(s);
	maze_destroy(m);
}
END_TEST

/* The search counts cells by degree: a 4x1 corridor has two ends and
 * two middles; a 3x3 open room one centre of degree 4, four edge
 * cells of 3 and four corners of 2. */
START_TEST(test_bfs_degrees)
{
	mg_err e;
	maze *m = corridor4();
	solver *s;
	struct bfs_result r;

	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 1, &r, &e), 0);
	ck_assert_uint_eq(r.degree[0], 0);
	ck_assert_uint_eq(r.degree[1], 2);
	ck_assert_uint_eq(r.degree[2], 2);
	solve_destroy(s);
	maze_destroy(m);
	m = maze_create(3, 3, &e);
	maze_fill(m, true);
	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 0, &r, &e), 0);
	ck_assert_uint_eq(r.degree[2], 4);
	ck_assert_uint_eq(r.degree[3], 4);
	ck_assert_uint_eq(r.degree[4], 1);
	solve_destroy(s);
	maze_destroy(m);
	m = maze_create(1, 1, &e);
	s = solve_create(m, &e);
	ck_assert_int_eq(solve_bfs(s, 0, &r, &e), 0);
	ck_assert_uint_eq(r.reached, 1);
	ck_assert_uint_eq(r.degree[0], 1);
	solve_destroy(s);
	maze_destroy(m);
}
END_TEST

/* A search cancelled at its first report fails with MG_ECANCELLED and
 * leaves nothing reached; without the hook it runs to the end. */
START_TEST(test_bfs_cancel)
{
	mg_err e;
	maze *m = maze_create(700, 700, &e);
	solver *s;
	struct bfs_result r;
	struct probe pr;
	struct mg_progress hook;
	rng g;

	rng_seed(&g, 8);
	ck_assert_int_eq(gen_find("sidewinder")->generate(m, &g, NULL, NULL, &e), 0);
	s = solve_create(m, &e);
	probe_init(&pr, &hook, 1, 0);
	solve_set_progress(s, &hook);
	ck_assert_int_eq(solve_bfs(s, 0, &r, &e), -1);
	ck_assert(err_is_cancelled(&e));
	ck_assert_str_eq(e.msg, "cancelled");
	ck_assert_uint_eq(pr.calls, 1);
	ck_assert(!solve_reached(s, 0));
	ck_assert_uint_eq(solve_last(s)->reached, 0);
	/* A failure of another kind is not a cancel. */
	err_set(&e, "something else");
	ck_assert(!err_is_cancelled(&e));
	ck_assert_int_eq(e.code, MG_EOTHER);
	solve_set_progress(s, NULL);
	ck_assert_int_eq(solve_bfs(s, 0, &r, &e), 0);
	ck_assert_uint_eq(r.reached, 700 * 700);
	ck_assert(solve_reached(s, 700 * 700 - 1));
	solve_destroy(s);
	maze_destroy(m);
}
END_TEST

/* puzzle_generate reports one scale that only grows, through the
 * generation and into the searches, and the puzzle is the one made
 * without a hook. */
START_TEST(test_puzzle_progress)
{
	mg_err e;
	struct puzzle p, q;
	struct puzzle_spec spec;
	struct probe pr;
	struct mg_progress hook;
	int far;

	for (far = 0; far < 2; far++) {
		memset(&spec, 0, sizeof spec);
		spec.w = 600;
		spec.h = 500;
		spec.algo = gen_find("backtracker");
		spec.seed = 21;
		spec.far_apart = far != 0;
		ck_assert_int_eq(puzzle_generate(&p, &spec, &e), 0);
		probe_init(&pr, &hook, 0, 0);
		spec.progress = &hook;
		ck_assert_int_eq(puzzle_generate(&q, &spec, &e), 0);
		ck_assert_msg(pr.bad == NULL, "%s", pr.bad);
		ck_assert_uint_ge(pr.calls, 4);
		/* Reports came from the searches too: generation is the
		 * first two parts of three (of four with far_apart). */
		ck_assert_uint_gt(pr.last, pr.total / 2 + pr.total / 8);
		ck_assert(maze_equal(p.m, q.m));
		ck_assert_uint_eq(p.start, q.start);
		ck_assert_uint_eq(p.exit, q.exit);
		ck_assert_uint_eq(p.optimal, q.optimal);
		puzzle_free(&p);
		puzzle_free(&q);
	}
}
END_TEST

/* With defer_solve the maze comes first and unsolved; puzzle_solve
 * then gives the very tree a whole puzzle_generate gives, and a cancel
 * leaves the puzzle unsolved but able to try again.  far_apart needs
 * its searches to place the ends, so it ignores defer_solve. */
START_TEST(test_puzzle_defer_solve)
{
	mg_err e;
	struct puzzle p, q;
	struct puzzle_spec spec;
	struct probe pr;
	struct mg_progress hook;
	uint32_t c;

	memset(&spec, 0, sizeof spec);
	spec.w = 400;
	spec.h = 300;
	spec.algo = gen_find("prim");
	spec.seed = 23;
	ck_assert_int_eq(puzzle_generate(&p, &spec, &e), 0);
	ck_assert(p.solved);
	spec.defer_solve = true;
	ck_assert_int_eq(puzzle_generate(&q, &spec, &e), 0);
	ck_assert(!q.solved);
	ck_assert(maze_equal(p.m, q.m));
	ck_assert_uint_eq(q.start, 0);
	ck_assert_uint_eq(q.exit, 400 * 300 - 1);
	probe_init(&pr, &hook, 1, 0);
	ck_assert_int_eq(puzzle_solve(&q, &hook, &e), -1);
	ck_assert(err_is_cancelled(&e));
	ck_assert(!q.solved);
	probe_init(&pr, &hook, 0, 0);
	ck_assert_int_eq(puzzle_solve(&q, &hook, &e), 0);
	ck_assert_msg(pr.bad == NULL, "%s", pr.bad);
	ck_assert_uint_eq(pr.total, 400 * 300);
	ck_assert(q.solved);
	ck_assert_uint_eq(q.optimal, p.optimal);
	ck_assert_uint_eq(q.reached, p.reached);
	ck_assert(puzzle_is_perfect(&q));
	for (c = 0; c < q.m->n; c++)
		if (c != q.exit)
			loop_assert_int_eq(solve_toward_root(q.tree, c),
			    solve_toward_root(p.tree, c));
	ck_assert_int_eq(puzzle_solve(&q, NULL, &e), 0);
	puzzle_free(&q);
	spec.far_apart = true;
	ck_assert_int_eq(puzzle_generate(&q, &spec, &e), 0);
	ck_assert(q.solved);
	ck_assert_uint_eq(solve_distance(q.tree, q.start), q.optimal);
	puzzle_free(&q);
	puzzle_free(&p);
}
END_TEST

/* A cancel during generation and one during the searches both fail
 * with MG_ECANCELLED and leave the puzzle empty. */
START_TEST(test_puzzle_cancel)
{
	mg_err e;
	struct puzzle p;
	struct puzzle_spec spec;
	struct probe pr;
	struct mg_progress hook;
	uint64_t n = 600 * 500;

	memset(&spec, 0, sizeof spec);
	spec.w = 600;
	spec.h = 500;
	spec.algo = gen_find("wilson");
	spec.seed = 22;
	spec.far_apart = true;
	spec.progress = &hook;
	probe_init(&pr, &hook, 1, 0);
	ck_assert_int_eq(puzzle_generate(&p, &spec, &e), -1);
	ck_assert(err_is_cancelled(&e));
	ck_assert_ptr_null(p.m);
	ck_assert_ptr_null(p.tree);
	/* The second search starts at 3n of 4n. */
	probe_init(&pr, &hook, 0, 3 * n);
	ck_assert_int_eq(puzzle_generate(&p, &spec, &e), -1);
	ck_assert(err_is_cancelled(&e));
	ck_assert_uint_eq(pr.total, 4 * n);
	ck_assert_uint_ge(pr.last, 3 * n);
	ck_assert_ptr_null(p.m);
	ck_assert_ptr_null(p.tree);
}
END_TEST

Suite *
solve_suite(void)
{
	Suite *s = suite_create("solve");
	TCase *tc;

	tc = tcase_create("bfs");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_corridor_distances);
	tcase_add_test(tc, test_open_room_shortest);
	tcase_add_test(tc, test_unreachable);
	tcase_add_test(tc, test_diameter_matches_brute_force);
	tcase_add_test(tc, test_large_open_grid_queue_growth);
	tcase_add_test(tc, test_bfs_degrees);
	tcase_add_test(tc, test_not_a_tree_with_tree_count);
	suite_add_tcase(s, tc);

	tc = tcase_create("puzzle");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_puzzle_ends_and_path);
	tcase_add_test(tc, test_puzzle_adopt_unreachable);
	tcase_add_test(tc, test_puzzle_defer_solve);
	suite_add_tcase(s, tc);

	tc = tcase_create("cancel");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_bfs_cancel);
	tcase_add_test(tc, test_puzzle_progress);
	tcase_add_test(tc, test_puzzle_cancel);
	suite_add_tcase(s, tc);
	return s;
}
