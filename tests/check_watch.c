/* check_watch.c - recording a generator's steps and playing them back. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "maze/puzzle.h"
#include "maze/solve.h"
#include "suites.h"
#include "loop_assert.h"
#include "watch/watch.h"

/* Sizes every algorithm is watched at: corridors, tiny and ordinary. */
static const uint32_t sizes[][2] = { { 1, 6 }, { 7, 1 }, { 2, 2 }, { 13, 7 }, { 24, 17 } };

/* Readies w for algorithm name at w x h from seed; fails the test when
 * it cannot. */
static void
make(struct watch *wa, const char *name, uint32_t w, uint32_t h, uint64_t seed)
{
	struct puzzle_spec spec;
	mg_err e;

	puzzle_spec_set(&spec, w, h, gen_find(name), seed, false, NULL);
	ck_assert_msg(watch_create(wa, &spec, WATCH_MAX_STEPS, &e) == 0, "%s %ux%u: %s",
	    name, (unsigned)w, (unsigned)h, e.msg);
}

/* Counts the open passages of m. */
static uint64_t
passages(const maze *m)
{
	return maze_passages(m);
}

/* Every algorithm: played to the end, the picture's walls are the
 * maze's, and the maze is the one generated with no one watching. */
START_TEST(test_playback_ends_in_the_maze)
{
	const struct gen_algo *a = &gen_algos[_i];
	struct puzzle_spec spec;
	struct puzzle plain;
	struct watch w;
	mg_err e;
	size_t s;

	for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		uint32_t mw = sizes[s][0], mh = sizes[s][1];
		uint64_t played = 0;

		if (mw * mh < 2)
			continue;
		make(&w, a->name, mw, mh, 11 + s);
		puzzle_spec_set(&spec, mw, mh, a, 11 + s, false, NULL);
		ck_assert_int_eq(puzzle_generate(&plain, &spec, &e), 0);
		ck_assert_msg(maze_equal(w.p.m, plain.m), "%s %ux%u: watching made another maze",
		    a->name, (unsigned)mw, (unsigned)mh);
		/* Division leaves a corridor as it is: nothing to tell. */
		ck_assert_msg(w.nsteps > 0 || (strcmp(a->name, "division") == 0
		    && (mw == 1 || mh == 1)), "%s told of no step", a->name);
		while (w.phase == WATCH_GEN && watch_step(&w))
			played++;
		ck_assert_msg(maze_equal(w.view, w.p.m), "%s %ux%u: the steps drew another maze",
		    a->name, (unsigned)mw, (unsigned)mh);
		while (watch_step(&w))
			played++;
		ck_assert_uint_eq(played, w.total);
		ck_assert_uint_eq(w.done, w.total);
		ck_assert(!watch_step(&w));
		puzzle_free(&plain);
		watch_free(&w);
	}
}
END_TEST

/* The picture only ever gains passages (division: only loses them),
 * one at a time, and every step says something new. */
START_TEST(test_steps_change_one_thing)
{
	const struct gen_algo *a = &gen_algos[_i];
	bool division = strcmp(a->name, "division") == 0;
	struct watch w;
	uint64_t before, now;
	char said[sizeof w.said];

	make(&w, a->name, 16, 9, 5);
	before = passages(w.view);
	while (w.phase == WATCH_GEN) {
		strcpy(said, w.said);
		if (!watch_step(&w))
			break;
		now = passages(w.view);
		if (division)
			ck_assert_msg(now <= before, "division opened a wall");
		else
			loop_assert_msg(now == before || now == before + 1,
			    "%s: %llu passages after %llu", a->name,
			    (unsigned long long)now, (unsigned long long)before);
		loop_assert_msg(w.said[0] != '\0', "%s: a step said nothing", a->name);
		before = now;
	}
	ck_assert_uint_eq(passages(w.view), w.p.m->n - 1);
	(void)said;
	watch_free(&w);
}
END_TEST

/* Returns whether cells a and b are next to each other. */
static bool
adjacent(const maze *m, uint32_t a, uint32_t b)
{
	unsigned d;

	for (d = 0; d < 4; d++)
		if (maze_has_neighbour(m, a, (enum dir)d) && maze_step(m, a, (enum dir)d) == b)
			return true;
	return false;
}

/* The backtracker's stack is the path back: open passages from the
 * first cell to the one it works at, and "back up" shortens it. */
START_TEST(test_backtracker_stack_is_the_path_back)
{
	struct watch w;
	size_t k, backs = 0;
	unsigned d;

	make(&w, "backtracker", 12, 8, 3);
	while (w.phase == WATCH_GEN && w.next < w.nsteps) {
		size_t before = w.depth;
		bool back = w.steps[w.next].kind == GEN_BACK;

		watch_step(&w);
		if (back) {
			ck_assert_uint_eq(w.depth, before - 1);
			ck_assert(strncmp(w.said, "dead end: back up to", 20) == 0);
			backs++;
		}
		ck_assert_uint_eq(w.stack[w.depth - 1], w.at);
		for (k = 1; k < w.depth; k++) {
			bool open = false;

			for (d = 0; d < 4; d++)
				if (maze_is_open(w.view, w.stack[k - 1], (enum dir)d)
				    && maze_step(w.view, w.stack[k - 1], (enum dir)d) == w.stack[k])
					open = true;
			loop_assert_msg(open, "stack cells %zu and %zu are not joined", k - 1, k);
		}
		ck_assert(watch_cell(&w, w.at).mark == WM_AT);
		if (w.depth > 1)
			ck_assert(watch_cell(&w, w.stack[0]).mark == WM_SET);
	}
	ck_assert_uint_gt(backs, 0);
	watch_free(&w);
}
END_TEST

/* Wilson's walk is a chain of neighbours with no cell twice; a walk
 * that comes back to itself erases the loop and says so. */
START_TEST(test_wilson_erases_loops)
{
	struct watch w;
	size_t k, j, erased = 0, in_set;
	uint32_t i;

	make(&w, "wilson", 20, 12, 9);
	while (w.phase == WATCH_GEN && w.next < w.nsteps) {
		watch_step(&w);
		if (strstr(w.said, "erase a loop") != NULL)
			erased++;
		for (k = 1; k < w.depth; k++)
			loop_assert(adjacent(w.view, w.stack[k - 1], w.stack[k]));
		for (k = 0; k < w.depth; k++)
			for (j = k + 1; j < w.depth; j++)
				loop_assert(w.stack[k] != w.stack[j]);
		for (i = 0, in_set = 0; i < w.view->n; i++)
			in_set += (w.state[i] & 1u) != 0;
		loop_assert_uint_le(in_set, w.depth);
	}
	ck_assert_uint_gt(erased, 0);
	watch_free(&w);
}
END_TEST

/* Kruskal's sets: cells show the label of their set once it has two or
 * more cells, joined cells share a label, and at the end one set holds
 * every cell. */
START_TEST(test_kruskal_sets_merge)
{
	struct watch w;
	uint32_t i, a, b;
	size_t joins = 0, keeps = 0;

	make(&w, "kruskal", 10, 6, 4);
	while (w.phase == WATCH_GEN && w.next < w.nsteps) {
		const struct gen_step *s = &w.steps[w.next];

		watch_step(&w);
		if (s->kind == GEN_LINK) {
			joins++;
			ck_assert(strncmp(w.said, "join sets:", 10) == 0);
			a = s->cell;
			b = maze_step(w.view, a, (enum dir)s->dir);
			/* Neither is the working cell's mark unless it is a. */
			if (a != w.at)
				ck_assert(watch_cell(&w, a).mark == WM_LABEL);
			ck_assert(watch_cell(&w, b).mark == WM_LABEL);
			if (a != w.at)
				ck_assert_uint_eq(watch_cell(&w, a).value, watch_cell(&w, b).value);
		} else if (s->kind == GEN_KEEP) {
			keeps++;
		}
	}
	ck_assert_uint_eq(joins, w.view->n - 1);
	a = w.at == 0 ? 1 : 0;
	for (i = 0; i < w.view->n; i++)
		if (i != w.at)
			ck_assert_uint_eq(watch_cell(&w, i).value, watch_cell(&w, a).value);
	(void)keeps;
	watch_free(&w);
}
END_TEST

/* Eller's sets: the row worked on, every cell of it with a letter,
 * cells joined across it sharing theirs; no letters above the row. */
START_TEST(test_eller_row_sets)
{
	struct watch w;
	uint32_t i, x, y, rows_seen = 0, current = UINT32_MAX;

	make(&w, "eller", 9, 6, 12);
	while (w.phase == WATCH_GEN && w.next < w.nsteps) {
		const struct gen_step *s = &w.steps[w.next];

		watch_step(&w);
		if (s->kind == GEN_ROW) {
			rows_seen++;
			current = s->cell;
			ck_assert(strncmp(w.said, "row ", 4) == 0);
		}
		/* The row lasts through the joins until the next row. */
		ck_assert_uint_eq(w.row, current);
		for (i = 0; i < w.view->n; i++) {
			struct watch_cell c = watch_cell(&w, i);

			y = i / w.view->w;
			x = i % w.view->w;
			if (y == w.row && i != w.at)
				ck_assert_msg(c.mark == WM_LABEL, "cell %u,%u of the row has no letter", x, y);
			if (y < w.row)
				loop_assert(c.mark != WM_LABEL);
			if (y == w.row && x > 0 && i != w.at && i - 1 != w.at
			    && maze_is_open(w.view, i, DIR_W))
				ck_assert_uint_eq(c.value, watch_cell(&w, i - 1).value);
		}
	}
	ck_assert_uint_eq(rows_seen, 6);
	watch_free(&w);
}
END_TEST

/* Recursive division starts open and each wall leaves one gap. */
START_TEST(test_division_walls_have_one_gap)
{
	struct watch w;
	uint64_t before;

	make(&w, "division", 14, 9, 2);
	ck_assert_uint_eq(passages(w.view), (uint64_t)13 * 9 + 14 * 8);
	while (w.phase == WATCH_GEN && w.next < w.nsteps) {
		const struct gen_step *s = &w.steps[w.next];

		before = passages(w.view);
		watch_step(&w);
		if (s->kind == GEN_WALL) {
			ck_assert_uint_eq(before - passages(w.view), s->len - 1);
			ck_assert(strncmp(w.said, "divide the ", 11) == 0);
		} else {
			ck_assert_uint_eq(s->kind, GEN_CHAMBER);
			ck_assert(watch_cell(&w, s->cell).mark == WM_CHAMBER);
		}
	}
	watch_free(&w);
}
END_TEST

/* Prim's frontier: cells next to the maze so far, not yet in it. */
START_TEST(test_prim_frontier)
{
	struct watch w;
	uint32_t i;
	unsigned d;

	make(&w, "prim", 11, 7, 8);
	while (w.phase == WATCH_GEN && w.next < w.nsteps) {
		watch_step(&w);
		for (i = 0; i < w.view->n; i++) {
			bool next_to = false;

			if (!(w.state[i] & 1u))
				continue;
			loop_assert_uint_eq(maze_degree(w.view, i), 0);
			for (d = 0; d < 4; d++)
				if (maze_has_neighbour(w.view, i, (enum dir)d)) {
					uint32_t nb = maze_step(w.view, i, (enum dir)d);

					if (maze_degree(w.view, nb) > 0 || nb == w.steps[0].cell)
						next_to = true;
				}
			loop_assert_msg(next_to, "frontier cell %u is not next to the maze", i);
		}
	}
	watch_free(&w);
}
END_TEST

/* The search: every cell gets its distance from the start (checked
 * against solve.c's BFS), and the traced way out is the solution. */
START_TEST(test_search_and_path)
{
	const struct gen_algo *a = &gen_algos[_i];
	struct bfs_result r;
	struct watch w;
	solver *s;
	mg_err e;
	uint32_t i, on = 0;

	make(&w, a->name, 15, 8, 21);
	while (w.phase != WATCH_PATH && watch_step(&w))
		;
	s = solve_create(w.p.m, &e);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(solve_bfs(s, w.p.start, &r, &e), 0);
	for (i = 0; i < w.view->n; i++)
		loop_assert_uint_eq(w.dist[i], solve_distance(s, i));
	watch_finish(&w);
	for (i = 0; i < w.view->n; i++) {
		struct watch_cell c = watch_cell(&w, i);

		if (c.mark == WM_PATH || c.mark == WM_START || c.mark == WM_EXIT)
			on++;
	}
	ck_assert_uint_eq(on, w.p.optimal + 1);
	ck_assert(watch_cell(&w, w.p.start).mark == WM_START);
	ck_assert(watch_cell(&w, w.p.exit).mark == WM_EXIT);
	ck_assert(strstr(w.said, "the way out") != NULL);
	solve_destroy(s);
	watch_free(&w);
}
END_TEST

/* A maze that takes more steps than allowed is refused, with nothing
 * left allocated (valgrind sees to that). */
START_TEST(test_too_many_steps)
{
	struct puzzle_spec spec;
	struct watch w;
	mg_err e;

	puzzle_spec_set(&spec, 60, 60, gen_find("aldous-broder"), 1, false, NULL);
	ck_assert_int_eq(watch_create(&w, &spec, 1000, &e), -1);
	ck_assert(strstr(e.msg, "too many to watch") != NULL);
	ck_assert(strstr(e.msg, "60x60 aldous-broder") != NULL);
}
END_TEST

/* Handing the puzzle over leaves it whole for the game. */
START_TEST(test_take_puzzle)
{
	struct watch w;
	struct puzzle p;

	make(&w, "eller", 9, 5, 3);
	watch_take_puzzle(&w, &p);
	ck_assert_ptr_nonnull(p.m);
	ck_assert_ptr_null(w.view);
	ck_assert(puzzle_is_perfect(&p));
	puzzle_free(&p);
}
END_TEST

Suite *
watch_suite(void)
{
	Suite *s = suite_create("watch");
	TCase *tc;

	tc = tcase_create("playback");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_playback_ends_in_the_maze, 0, (int)gen_algo_count);
	tcase_add_loop_test(tc, test_steps_change_one_thing, 0, (int)gen_algo_count);
	tcase_add_test(tc, test_too_many_steps);
	suite_add_tcase(s, tc);

	tc = tcase_create("generators");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_backtracker_stack_is_the_path_back);
	tcase_add_test(tc, test_wilson_erases_loops);
	tcase_add_test(tc, test_kruskal_sets_merge);
	tcase_add_test(tc, test_division_walls_have_one_gap);
	tcase_add_test(tc, test_eller_row_sets);
	tcase_add_test(tc, test_prim_frontier);
	suite_add_tcase(s, tc);

	tc = tcase_create("search");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_search_and_path, 0, (int)gen_algo_count);
	tcase_add_test(tc, test_take_puzzle);
	suite_add_tcase(s, tc);
	return s;
}
