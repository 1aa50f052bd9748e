/* check_shape.c - tests of the shapes: each shape's neighbours and
 * character grid agree with themselves, every generator that runs on a
 * shape makes a spanning tree of it, and the graph format reads back
 * what it wrote and refuses what is not one. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/floors.h"
#include "maze/gen/gen.h"
#include "maze/graph.h"
#include "maze/maze.h"
#include "maze/shape.h"
#include "maze/solve.h"
#include "base/rng.h"
#include "suites.h"

/* Sizes every shape is tried at: thin, tiny and ordinary. */
static const uint32_t sizes[][2] = {
	{ 1, 1 }, { 1, 6 }, { 6, 1 }, { 2, 2 }, { 5, 4 }, { 9, 12 }, { 31, 17 },
};

/* Makes a w x h maze of shape s with every wall standing (floors: three
 * floors of w x h). */
static maze *
blank(const struct shape *s, uint32_t w, uint32_t h)
{
	mg_err e = { "", 0 };
	maze *m = s == &shape_floors ? floors_maze_create(w, h, 3, &e)
	    : shape_maze_create(s, w, h, &e);

	ck_assert_msg(m != NULL, "%s %ux%u: %s", s->name, w, h, e.msg);
	return m;
}

/* Neighbours go both ways: the way back from a neighbour leads home,
 * and no two ways of a cell lead to the same cell. */
START_TEST(test_neighbours_symmetric)
{
	unsigned k, z, d, d2;

	for (k = 0; k < shape_count; k++)
		for (z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
			maze *m = blank(shape_table[k], sizes[z][0], sizes[z][1]);
			uint32_t i, j, back, j2;

			for (i = 0; i < m->n; i++)
				for (d = 0; d < maze_ways(m); d++) {
					if (!maze_next(m, i, d, &j))
						continue;
					ck_assert_uint_lt(j, m->n);
					ck_assert_uint_ne(j, i);
					ck_assert(maze_next(m, j, maze_way_back(m, j, d), &back));
					ck_assert_uint_eq(back, i);
					for (d2 = d + 1; d2 < maze_ways(m); d2++)
						ck_assert(!maze_next(m, i, d2, &j2) || j2 != j);
				}
			maze_destroy(m);
		}
}
END_TEST

/* Opening a passage from one side opens it from the other, and only
 * it; closing it again leaves every wall standing. */
START_TEST(test_passages_one_store)
{
	unsigned k, d, d2;

	for (k = 0; k < shape_count; k++) {
		maze *m = blank(shape_table[k], 7, 5);
		uint32_t i, j, a, b;

		for (i = 0; i < m->n; i++)
			for (d = 0; d < maze_ways(m); d++) {
				if (!maze_next(m, i, d, &j))
					continue;
				maze_set_way(m, i, d, true);
				ck_assert(maze_way_open(m, j, maze_way_back(m, j, d)));
				ck_assert_uint_eq(maze_passages(m), 1);
				for (a = 0; a < m->n; a++)
					for (d2 = 0; d2 < maze_ways(m); d2++)
						if (maze_way_open(m, a, d2)) {
							ck_assert(maze_next(m, a, d2, &b));
							ck_assert((a == i && b == j) || (a == j && b == i));
						}
				maze_set_way(m, j, maze_way_back(m, j, d), false);
				ck_assert_uint_eq(maze_passages(m), 0);
			}
		maze_destroy(m);
	}
}
END_TEST

/* On the character grid, a cell's centre is that cell, and the wall
 * toward each way is that wall, seen from either side. */
START_TEST(test_text_grid_agrees)
{
	unsigned k, d, kk;

	for (k = 0; k < shape_count; k++) {
		const struct shape *s = shape_table[k];
		maze *m = blank(s, 6, 5);
		uint32_t i, j, r, c, rows, cols, at;

		s->text_size(m, &rows, &cols);
		for (i = 0; i < m->n; i++) {
			s->text_cell(m, i, &r, &c);
			ck_assert_uint_lt(r, rows);
			ck_assert_uint_lt(c, cols);
			ck_assert_int_eq(s->text_at(m, r, c, &at, &kk), TEXT_CELL);
			ck_assert_uint_eq(at, i);
			for (d = 0; d < s->ways; d++) {
				uint32_t cr, cc;

				s->text_wall(m, i, d, &r, &c);
				ck_assert_uint_lt(r, rows);
				ck_assert_uint_lt(c, cols);
				/* Stairs have no wall: they are the cell. */
				s->text_cell(m, i, &cr, &cc);
				if (s == &shape_floors && (d == FLOORS_UP
				    || d == FLOORS_DOWN)) {
					ck_assert(r == cr && c == cc);
					continue;
				}
				ck_assert_int_eq(s->text_at(m, r, c, &at, &kk), TEXT_WALL);
				if (maze_next(m, i, d, &j))
					ck_assert((at == i && kk == d) || (at == j
					    && kk == maze_way_back(m, j, d)));
				else
					ck_assert(at == i && kk == d);
			}
		}
		maze_destroy(m);
	}
}
END_TEST

/* Every generator that runs on a shape carves a spanning tree of it:
 * cells - 1 passages and every cell reached. */
START_TEST(test_generators_trees)
{
	size_t a;
	unsigned k, z;
	mg_err e = { "", 0 };

	for (k = 1; k < shape_count; k++)
		for (a = 0; a < gen_algo_count; a++)
			for (z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
				const struct gen_algo *g = &gen_algos[a];
				maze *m = blank(shape_table[k], sizes[z][0], sizes[z][1]);
				struct bfs_result res;
				solver *sv;
				rng r;

				rng_seed(&r, 1000 + z);
				if (!g->any_shape) {
					ck_assert_int_ne(g->generate(m, &r, NULL, NULL, &e), 0);
					ck_assert(strstr(e.msg, "square") != NULL);
					maze_destroy(m);
					continue;
				}
				ck_assert_msg(g->generate(m, &r, NULL, NULL, &e) == 0, "%s: %s",
				    g->name, e.msg);
				ck_assert_msg(maze_passages(m) == (uint64_t)m->n - 1,
				    "%s on %s %ux%u: %llu passages", g->name,
				    shape_table[k]->name, sizes[z][0], sizes[z][1],
				    (unsigned long long)maze_passages(m));
				sv = solve_create(m, &e);
				ck_assert(sv != NULL);
				ck_assert(solve_bfs(sv, m->n - 1, &res, &e) == 0);
				ck_assert_uint_eq(res.reached, m->n);
				solve_destroy(sv);
				maze_destroy(m);
			}
}
END_TEST

/* The watch's next generator: every row in turn on the square grid,
 * only those that run on any shape otherwise, round the table. */
START_TEST(test_gen_next)
{
	const struct gen_algo *a = gen_find("backtracker"), *b;
	size_t k, seen = 0;

	for (k = 0; k < gen_algo_count; k++) {
		b = gen_next(a, true);
		ck_assert_ptr_ne(b, a);
		a = b;
	}
	ck_assert_ptr_eq(a, gen_find("backtracker"));
	for (k = 0; k < 2 * gen_algo_count; k++) {
		a = gen_next(a, false);
		ck_assert(a->any_shape);
		seen++;
	}
	ck_assert_uint_eq(seen, 2 * gen_algo_count);
	ck_assert(gen_next(gen_find("eller"), false)->any_shape);
}
END_TEST

/* The BFS tree's ways lead to the root, and its distances grow by one
 * a step. */
START_TEST(test_bfs_any_shape)
{
	mg_err e = { "", 0 };
	maze *m = blank(&shape_hex, 12, 9);
	solver *sv;
	rng r;
	uint32_t i, j;

	rng_seed(&r, 7);
	ck_assert(gen_find("kruskal")->generate(m, &r, NULL, NULL, &e) == 0);
	sv = solve_create(m, &e);
	ck_assert(sv != NULL && solve_bfs(sv, 0, NULL, &e) == 0);
	for (i = 1; i < m->n; i++) {
		unsigned d = solve_toward_root(sv, i);

		ck_assert(maze_way_open(m, i, d));
		ck_assert(maze_next(m, i, d, &j));
		ck_assert_uint_eq(solve_distance(sv, j) + 1, solve_distance(sv, i));
	}
	solve_destroy(sv);
	maze_destroy(m);
}
END_TEST

/* A key's compass point names ways that lead that way on the text
 * grid: east to the right, north up, and so on; hex's north is either
 * of its two ways up. */
START_TEST(test_compass_ways)
{
	unsigned k, c, n, t, way[2];

	for (k = 0; k < shape_count; k++) {
		const struct shape *s = shape_table[k];
		maze *m = blank(s, 6, 5);
		uint32_t i = 2 * m->w + 2, j, r0, c0, r1, c1;

		s->text_cell(m, i, &r0, &c0);
		for (c = 0; c < 8; c++) {
			n = s->toward(m, i, c, way);
			ck_assert_uint_le(n, 2);
			if (c % 2 == 0 && !s->diagonals)
				ck_assert_uint_eq(n, 1);
			if (c % 2 == 1)
				ck_assert_uint_eq(n, s->diagonals ? 1 : 0);
			for (t = 0; t < n; t++) {
				ck_assert(maze_next(m, i, way[t], &j));
				s->text_cell(m, j, &r1, &c1);
				/* Up is up, right is right. */
				if (c == COMPASS_N || c == COMPASS_NE || c == COMPASS_NW)
					ck_assert_uint_lt(r1, r0);
				if (c == COMPASS_S || c == COMPASS_SE || c == COMPASS_SW)
					ck_assert_uint_gt(r1, r0);
				if (c == COMPASS_E || c == COMPASS_NE || c == COMPASS_SE)
					ck_assert_uint_gt(c1, c0);
				if (c == COMPASS_W || c == COMPASS_NW || c == COMPASS_SW)
					ck_assert_uint_lt(c1, c0);
			}
		}
		maze_destroy(m);
	}
}
END_TEST

/* maze_row divides by multiplying: exact for every width and every
 * cell index up to the largest maze. */
START_TEST(test_row_exact)
{
	static const uint32_t widths[] = { 1, 2, 3, 5, 7, 100, 1000, 2047, 2048,
	    2049, 4095, 65535 };
	size_t k;

	for (k = 0; k < sizeof widths / sizeof widths[0]; k++) {
		uint32_t w = widths[k], h = MAZE_MAX_CELLS / w, i;
		maze *m;
		rng r;

		if (h > MAZE_MAX_SIDE)
			h = MAZE_MAX_SIDE;
		m = blank(&shape_hex, w, h);
		rng_seed(&r, w);
		for (i = 0; i < 4096; i++) {
			uint32_t a = i < 2048 ? i : m->n - 1 - (i - 2048);
			uint32_t b = rng_below32(&r, m->n);

			ck_assert_uint_eq(maze_row(m, a), a / w);
			ck_assert_uint_eq(maze_row(m, b), b / w);
		}
		for (i = w - 1; i < m->n - 1; i += w) {
			ck_assert_uint_eq(maze_row(m, i), i / w);
			ck_assert_uint_eq(maze_row(m, i + 1), i / w + 1);
		}
		maze_destroy(m);
	}
}
END_TEST

/* A maze of cells - 1 passages that is no tree (a loop here, a part
 * cut off there) is searched right: the tree search gives way to the
 * search with a visited set. */
START_TEST(test_bfs_not_a_tree)
{
	mg_err e = { "", 0 };
	maze *m = blank(&shape_hex, 3, 2);
	struct bfs_result res;
	solver *sv;
	/* 0-1-3 is a triangle of hex cells; 2-5-4 a line apart from it. */
	static const uint32_t pairs[5][2] = { { 0, 1 }, { 1, 3 }, { 3, 0 }, { 2, 5 }, { 5, 4 } };
	unsigned k, d;
	uint32_t j;

	for (k = 0; k < 5; k++)
		for (d = 0; d < maze_ways(m); d++)
			if (maze_next(m, pairs[k][0], d, &j) && j == pairs[k][1])
				maze_set_way(m, pairs[k][0], d, true);
	ck_assert_uint_eq(maze_passages(m), 5);
	sv = solve_create(m, &e);
	ck_assert(sv != NULL && solve_bfs(sv, 0, &res, &e) == 0);
	ck_assert_uint_eq(res.reached, 3);
	ck_assert_uint_eq(res.radius, 1);
	ck_assert(solve_reached(sv, 3));
	ck_assert(!solve_reached(sv, 4));
	ck_assert_uint_eq(solve_distance(sv, 3), 1);
	solve_destroy(sv);
	maze_destroy(m);
}
END_TEST

/* Reads text as a graph: 0 and the document, or -1 and the message. */
static int
read_text(const char *text, struct mazeio_doc *doc, mg_err *e)
{
	return mazeio_read_mem(text, strlen(text), doc, e);
}

/* What the writer writes the reader reads back, the same maze. */
START_TEST(test_graph_round_trip)
{
	unsigned k;

	for (k = 0; k < shape_count; k++) {
		mg_err e = { "", 0 };
		maze *m = blank(shape_table[k], 8, 6);
		struct mazeio_doc doc;
		char *buf = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&buf, &len);
		rng r;

		rng_seed(&r, 3);
		ck_assert(gen_find("wilson")->generate(m, &r, NULL, NULL, &e) == 0);
		ck_assert(graph_write(f, m, 2, 40, &e) == 0);
		fclose(f);
		ck_assert_msg(read_text(buf, &doc, &e) == 0, "%s", e.msg);
		ck_assert(maze_equal(doc.m, m));
		ck_assert_uint_eq(doc.start, 2);
		ck_assert_uint_eq(doc.exit, 40);
		maze_destroy(doc.m);
		maze_destroy(m);
		free(buf);
	}
}
END_TEST

/* The reader refuses what is not a graph of a shape, naming the line. */
START_TEST(test_graph_refused)
{
	static const struct { const char *text, *says; } bad[] = {
		{ "mazegame-graph 2\n", "line 1" },
		{ "mazegame-graph 1\nshape round 2 2\n", "line 2" },
		{ "mazegame-graph 1\nshape hex 0 2\n", "at least 1" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 2\n", "line 3" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 0\nexit 01\n", "line 4" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 0\nexit 1\n", "not all 1" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 0\nexit 1\np 0 1\np 1 0\n", "line 6" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 0\nexit 1\nx 0 1\n", "line 5" },
		{ "mazegame-graph 1\nshape hex 3 1\nstart 0\nexit 1\np 0 2\n", "not neighbours" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 0\nexit 1\np 0 1", "newline" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 0\nexit 1\np 0  1\n", "line 5" },
		{ "mazegame-graph 1\r\n", "line 1" },
	};
	size_t k;

	for (k = 0; k < sizeof bad / sizeof bad[0]; k++) {
		mg_err e = { "", 0 };
		struct mazeio_doc doc;

		ck_assert_msg(read_text(bad[k].text, &doc, &e) != 0, "accepted #%zu", k);
		ck_assert_msg(strstr(e.msg, bad[k].says) != NULL, "#%zu: %s", k, e.msg);
	}
}
END_TEST

/* Returns the shape suite for check_main.c. */
Suite *
shape_suite(void)
{
	Suite *s = suite_create("shape");
	TCase *tc;

	tc = tcase_create("neighbours");
	tcase_add_test(tc, test_neighbours_symmetric);
	tcase_add_test(tc, test_passages_one_store);
	tcase_add_test(tc, test_text_grid_agrees);
	tcase_add_test(tc, test_row_exact);
	tcase_add_test(tc, test_compass_ways);
	suite_add_tcase(s, tc);
	tc = tcase_create("generators");
	tcase_add_test(tc, test_generators_trees);
	tcase_add_test(tc, test_bfs_any_shape);
	tcase_add_test(tc, test_gen_next);
	tcase_add_test(tc, test_bfs_not_a_tree);
	suite_add_tcase(s, tc);
	tc = tcase_create("graph format");
	tcase_add_test(tc, test_graph_round_trip);
	tcase_add_test(tc, test_graph_refused);
	suite_add_tcase(s, tc);
	return s;
}
