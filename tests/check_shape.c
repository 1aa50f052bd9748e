/* check_shape.c - tests of the shapes: each shape's neighbours and
 * character grid agree with themselves, every generator that runs on a
 * shape makes a spanning tree of it, and the graph format reads back
 * what it wrote and refuses what is not one. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/floors.h"
#include "maze/gen/gen.h"
#include "maze/graph.h"
#include "maze/circle.h"
#include "maze/maze.h"
#include "maze/shape.h"
#include "maze/shape_text.h"
#include "maze/puzzle.h"
#include "maze/solve.h"
#include "maze/weave_sites.h"
#include "base/rng.h"
#include "suites.h"
#include "loop_assert.h"

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

/* Whether shape s makes a w x h maze: a triangle maze one wide and
 * more than two rows high falls apart and is refused; the circle needs
 * 3 cells in its first ring. */
static bool
allowed(const struct shape *s, uint32_t w, uint32_t h)
{
	mg_err e = { "", 0 };

	if (s == &shape_triangle && w == 1 && h > 2) {
		ck_assert_int_ne(shape_check_size(s, w, h, &e), 0);
		ck_assert_ptr_null(shape_maze_create(s, w, h, &e));
		ck_assert(strstr(e.msg, "2 wide") != NULL);
		return false;
	}
	return shape_check_size(s, w, h, &e) == 0;
}

/* Whether cell i of a triangle maze points up, by the rule the manual
 * gives: cell (x, y), numbered y * w + x, points up when x + y is even. */
static bool
points_up(const maze *m, uint32_t i)
{
	return (i % m->w + i / m->w) % 2 == 0;
}

/* Neighbours go both ways: the way back from a neighbour leads home,
 * and no two ways of a cell lead to the same cell. */
START_TEST(test_neighbours_symmetric)
{
	unsigned k, z, d, d2;

	for (k = 0; k < shape_count; k++)
		for (z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
			maze *m;
			uint32_t i, j, back, j2;

			if (!allowed(shape_table[k], sizes[z][0], sizes[z][1]))
				continue;
			m = blank(shape_table[k], sizes[z][0], sizes[z][1]);

			for (i = 0; i < m->n; i++)
				for (d = 0; d < maze_ways(m); d++) {
					if (!maze_next(m, i, d, &j))
						continue;
					loop_assert_uint_lt(j, m->n);
					loop_assert_uint_ne(j, i);
					loop_assert(maze_next(m, j, maze_way_back(m, j, d), &back));
					loop_assert_uint_eq(back, i);
					for (d2 = d + 1; d2 < maze_ways(m); d2++)
						loop_assert(!maze_next(m, i, d2, &j2) || j2 != j);
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
				loop_assert(maze_way_open(m, j, maze_way_back(m, j, d)));
				loop_assert_uint_eq(maze_passages(m), 1);
				for (a = 0; a < m->n; a++)
					for (d2 = 0; d2 < maze_ways(m); d2++)
						if (maze_way_open(m, a, d2)) {
							loop_assert(maze_next(m, a, d2, &b));
							loop_assert((a == i && b == j) || (a == j && b == i));
						}
				maze_set_way(m, j, maze_way_back(m, j, d), false);
				loop_assert_uint_eq(maze_passages(m), 0);
			}
		maze_destroy(m);
	}
}
END_TEST

/* Writes p's text picture with bands of band bytes to a new string
 * (caller frees); *len its length. */
static char *
picture(const struct puzzle *p, bool solution, uint64_t band, size_t *len)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);
	mg_err e = { "", 0 };

	ck_assert_ptr_nonnull(f);
	ck_assert_msg(shape_text_write_band(f, p, solution, band, &e) == 0, "%s", e.msg);
	fclose(f);
	return buf;
}

/* A text picture drawn a band of rows at a time is the picture drawn
 * whole, byte for byte, whatever the band: one row, two, three, a few
 * rows, and all of them at once; on every shape, with and without the
 * way out, the floors with three floors, the weave at its densest. */
START_TEST(test_text_bands)
{
	static const uint32_t dims[][2] = { { 1, 1 }, { 2, 3 }, { 7, 5 }, { 13, 9 } };
	unsigned k, z, sol;
	mg_err e = { "", 0 };

	for (k = 1; k < shape_count; k++)
		for (z = 0; z < sizeof dims / sizeof dims[0]; z++) {
			const struct shape *s = shape_table[k];
			struct puzzle_spec spec;
			struct puzzle p;
			uint64_t band;

			if (s == &shape_circle && dims[z][0] < 3)
				continue;
			if (s == &shape_triangle && dims[z][0] == 1 && dims[z][1] > 2)
				continue;
			puzzle_spec_set(&spec, dims[z][0], dims[z][1],
			    gen_find("wilson"), 7 + z, true, NULL);
			spec.shape = s;
			spec.k = s == &shape_floors ? 3 : s == &shape_weave ? 100 : 0;
			ck_assert_msg(puzzle_generate(&p, &spec, &e) == 0, "%s %ux%u: %s",
			    s->name, dims[z][0], dims[z][1], e.msg);
			for (sol = 0; sol < 2; sol++) {
				size_t wlen, blen;
				char *whole = picture(&p, sol, UINT64_C(1) << 30, &wlen);

				for (band = 1; band < 400; band += 37) {
					char *part = picture(&p, sol, band, &blen);

					ck_assert_msg(blen == wlen && memcmp(part, whole, wlen) == 0,
					    "%s %ux%u, solution %u, band %llu bytes:\n%s\nnot\n%s",
					    s->name, dims[z][0], dims[z][1], sol,
					    (unsigned long long)band, part, whole);
					free(part);
				}
				free(whole);
			}
			puzzle_free(&p);
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

				/* A triangle pointing up has no side north, one
				 * pointing down none south: a point there. */
				if (s == &shape_triangle && d == (points_up(m, i) ? 0u : 2u))
					continue;
				s->text_wall(m, i, d, &r, &c);
				loop_assert_uint_lt(r, rows);
				loop_assert_uint_lt(c, cols);
				/* Stairs have no wall: they are the cell. */
				s->text_cell(m, i, &cr, &cc);
				if (s == &shape_floors && (d == FLOORS_UP
				    || d == FLOORS_DOWN)) {
					ck_assert(r == cr && c == cc);
					continue;
				}
				/* Upsilon's diagonals are the posts at the
				 * corners: the way between the octagons that
				 * meet there, else a post (a square's corner
				 * is the way of the octagons across it). */
				if (s == &shape_upsilon && d % 2 == 1) {
					int got = s->text_at(m, r, c, &at, &kk);

					if (maze_next(m, i, d, &j)) {
						loop_assert_int_eq(got, TEXT_CORNER);
						loop_assert((at == i && kk == d) || (at == j
						    && kk == maze_way_back(m, j, d)));
					} else {
						loop_assert(got == TEXT_POST
						    || (got == TEXT_CORNER && at != i));
					}
					continue;
				}
				loop_assert_int_eq(s->text_at(m, r, c, &at, &kk), TEXT_WALL);
				if (maze_next(m, i, d, &j))
					loop_assert((at == i && kk == d) || (at == j
					    && kk == maze_way_back(m, j, d)));
				else if (s == &shape_circle && (d == CIRCLE_OUT2
				    || d == CIRCLE_IN2 || (d == CIRCLE_IN
				    && maze_next(m, i, CIRCLE_IN2, &j))))
					/* A way the cell has not (the second
					 * way out or in): its place is another
					 * way's. */
					ck_assert_int_ne(s->text_at(m, r, c, &at, &kk), TEXT_NONE);
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
				maze *m;
				struct bfs_result res;
				solver *sv;
				rng r;

				if (!allowed(shape_table[k], sizes[z][0], sizes[z][1]))
					continue;
				m = blank(shape_table[k], sizes[z][0], sizes[z][1]);

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
			/* A diagonal means one way at most (the circle's
			 * b and n only where two cells lie outward). */
			if (c % 2 == 1)
				ck_assert_uint_le(n, s->diagonals ? 1 : 0);
			if (c % 2 == 1 && s == &shape_hex)
				ck_assert_uint_eq(n, 1);
			for (t = 0; t < n; t++) {
				/* Cell (2, 2) of a triangle maze points up:
				 * north is its point, no way. */
				if (s == &shape_triangle && c == COMPASS_N) {
					ck_assert(points_up(m, i));
					ck_assert(!maze_next(m, i, way[t], &j));
					continue;
				}
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

/* Triangle's neighbours as the manual gives them: cell (x, y) has its
 * neighbours west and east in its row, and south when it points up
 * (x + y even), north when it points down; three ways at most.  On the
 * text picture (the manual's SHAPES) an up cell is "/\\" over "/  \\"
 * over "/____\\", a down cell the same upside down. */
START_TEST(test_triangle_model)
{
	static const uint32_t sz[][2] = { { 2, 1 }, { 1, 2 }, { 2, 3 }, { 5, 4 }, { 8, 7 } };
	mg_err e = { "", 0 };
	unsigned z, d;

	for (z = 0; z < sizeof sz / sizeof sz[0]; z++) {
		maze *m = blank(&shape_triangle, sz[z][0], sz[z][1]);
		struct puzzle p = { 0 };
		uint32_t w = m->w, i, j, rows, cols, r, c, n;
		char *pic;

		p.m = m;
		p.start = 0;
		p.exit = m->n - 1;
		p.tree = NULL;
		for (i = 0; i < m->n; i++) {
			uint32_t x = i % w, y = i / w, want[4];
			bool up = points_up(m, i);

			want[0] = !up && y > 0 ? i - w : UINT32_MAX;
			want[1] = x + 1 < w ? i + 1 : UINT32_MAX;
			want[2] = up && y + 1 < m->h ? i + w : UINT32_MAX;
			want[3] = x > 0 ? i - 1 : UINT32_MAX;
			for (n = 0, d = 0; d < 4; d++) {
				bool has = maze_next(m, i, d, &j);

				ck_assert_msg(has == (want[d] != UINT32_MAX),
				    "%ux%u cell %u way %u", w, m->h, i, d);
				if (has) {
					ck_assert_uint_eq(j, want[d]);
					n++;
				}
			}
			ck_assert_uint_le(n, 3);
		}
		pic = shape_text_picture(&p, false, &rows, &cols, &e);
		ck_assert(pic != NULL);
		/* A row of cells is three rows: cell (x, y)'s middle row
		 * 3y + 2, its mark on column 3x + 2; its sides slant a
		 * column a row, crossing the middle row one column left of
		 * the mark and two right; its flat side is '_' under its
		 * row (up) or under the row above (down), four columns
		 * from the column left of the mark. */
		ck_assert_uint_eq(rows, 3 * m->h + 1);
		ck_assert_uint_eq(cols, 3 * w + 3);
		for (i = 0; i < m->n; i++) {
			bool up = points_up(m, i);
			char west = up ? '/' : '\\', east = up ? '\\' : '/';
			int slope = up ? -1 : 1;   /* a row down: columns */
			uint32_t k;

			shape_triangle.text_cell(m, i, &r, &c);
			ck_assert_uint_eq(r, 3 * (i / w) + 2);
			ck_assert_uint_eq(c, 3 * (i % w) + 2);
			ck_assert_int_eq(pic[(size_t)(r - 1) * cols + c - 1 - slope], west);
			ck_assert_int_eq(pic[(size_t)r * cols + c - 1], west);
			/* The bottom of a side that is a wall: the flat side
			 * stops short of it. */
			ck_assert_int_eq(pic[(size_t)(r + 1) * cols + c - 1 + slope], west);
			if (i % w == w - 1) {
				ck_assert_int_eq(pic[(size_t)(r - 1) * cols + c + 2 + slope], east);
				ck_assert_int_eq(pic[(size_t)r * cols + c + 2], east);
				ck_assert_int_eq(pic[(size_t)(r + 1) * cols + c + 2 - slope], east);
			}
			for (k = c - 1; k <= c + 2; k++)
				ck_assert_int_eq(pic[(size_t)(up ? r + 1 : r - 2) * cols + k], '_');
		}
		free(pic);
		maze_destroy(m);
	}
}
END_TEST

/* The circle drawn round (circle_round.c, as the manual says): a ring
 * t tenths of a row thick, the picture 2 (T (H + 1) + 0.2) rows high
 * rounded up and twice as many columns; every cell's mark is a
 * character of its own that round_at names as that cell (column 2),
 * the chalk right of it (3); with every wall standing, the rim and
 * every spoke have dots where they run, here at the middle of each
 * spoke and at a hundred turns of the rim. */
/* Whether a wall's dots, and their ASCII line, are drawn on character
 * (r, c) of m's round picture or one beside it: a line through a point
 * at a character's edge lights the dots nearest it, which may be the
 * next character's. */
static bool
dots_near(const maze *m, unsigned t, uint32_t r, uint32_t c)
{
	int dr, dc;
	uint32_t j, rr, cc;
	unsigned k, a;

	for (dr = -1; dr <= 1; dr++)
		for (dc = -1; dc <= 1; dc++) {
			if ((int64_t)r + dr < 0 || (int64_t)c + dc < 0)
				continue;
			rr = (uint32_t)((int64_t)r + dr);
			cc = (uint32_t)((int64_t)c + dc);
			if (shape_circle.round_at(m, t, rr, cc, 0, &j, &k) == TEXT_WALL
			    && k != 0 && shape_circle.round_at(m, t, rr, cc,
			    SHAPE_ROUND_ASCII, &j, &a) == TEXT_WALL && a != ' ')
				return true;
		}
	return false;
}

START_TEST(test_circle_round)
{
	static const uint32_t sz[][2] = { { 3, 2 }, { 6, 7 }, { 6, 14 } };
	static const unsigned ts[] = { 14, 20, 30 };
	unsigned z, q, n, k;

	for (z = 0; z < sizeof sz / sizeof sz[0]; z++)
		for (q = 0; q < sizeof ts / sizeof ts[0]; q++) {
			maze *m = blank(&shape_circle, sz[z][0], sz[z][1]);
			unsigned t = ts[q];
			double T = t / 10.0, R = T * (m->h + 1) + 0.2;
			uint32_t rows, cols, i, j, r, c, *seen;
			double cy, cx;

			shape_circle.round_size(m, t, &rows, &cols);
			ck_assert_uint_eq(rows, (uint32_t)ceil(2 * R));
			ck_assert_uint_eq(cols, 2 * rows);
			seen = calloc((size_t)rows * cols, sizeof *seen);
			ck_assert(seen != NULL);
			for (i = 0; i < m->n; i++) {
				shape_circle.round_cell(m, t, i, &r, &c);
				ck_assert_uint_lt(r, rows);
				ck_assert_uint_lt(c + 1, cols);
				ck_assert_msg(seen[(size_t)r * cols + c] == 0,
				    "%ux%u t %u: cells %u and %u share a mark",
				    m->w, m->h, t, seen[(size_t)r * cols + c] - 1, i);
				seen[(size_t)r * cols + c] = i + 1;
				ck_assert_int_eq(shape_circle.round_at(m, t, r, c, SHAPE_ROUND_MARKS, &j, &k), TEXT_CELL);
				ck_assert_uint_eq(j, i);
				ck_assert_uint_eq(k, 2);
				ck_assert_int_eq(shape_circle.round_at(m, t, r, c + 1, SHAPE_ROUND_MARKS, &j, &k), TEXT_CELL);
				ck_assert_uint_eq(j, i);
				ck_assert_uint_eq(k, 3);
			}
			free(seen);
			/* The centre as the manual puts it: on a row and a
			 * column of dots, half the picture down and across. */
			cy = rows / 2.0 + 0.125;
			cx = cols / 4.0 + 0.125;
			for (n = 0; n < 100; n++) {
				double a = 6.283185307179586 * n / 100, rad = T * (m->h + 1);

				r = (uint32_t)floor(cy - rad * cos(a));
				c = (uint32_t)floor(2 * (cx + rad * sin(a)));
				ck_assert_msg(dots_near(m, t, r, c),
				    "%ux%u t %u: no rim at turn %u/100 (%u, %u)", m->w, m->h, t, n, r, c);
			}
			for (i = 0; i < m->n; i++) {
				struct circle_at at;
				double a, rad;

				circle_locate(m, i, &at);
				a = 6.283185307179586 * at.p / at.count;
				rad = T * (at.ring + 1.5);
				r = (uint32_t)floor(cy - rad * cos(a));
				c = (uint32_t)floor(2 * (cx + rad * sin(a)));
				ck_assert_msg(dots_near(m, t, r, c), "%ux%u t %u: no spoke before cell %u",
				    m->w, m->h, t, i);
			}
			maze_destroy(m);
		}
}
END_TEST

/* The circle's rings: ring r of W * 2^floor(log2(r + 1)) cells, one
 * after another, each cell's place in its ring found again from its
 * number; two ways out exactly below a ring that doubles; every key
 * toward its way on the unrolled grid (right is clockwise, but for
 * the last cell, whose clockwise neighbour is the ring's first). */
START_TEST(test_circle_rings)
{
	static const uint32_t ws[] = { 3, 6, 8, 13 };
	unsigned z, c, n, t, way[2];
	uint32_t h, r, k, i, j, p, count, nb[MAZE_MAX_WAYS], r0, c0, r1, c1;

	for (z = 0; z < sizeof ws / sizeof ws[0]; z++)
		for (h = 1; h <= 40; h++) {
			maze *m = blank(&shape_circle, ws[z], h);
			struct circle_at a;

			for (i = 0, r = 0; r < h; r++) {
				for (k = 0; (2u << k) <= r + 1; k++)
					;
				count = ws[z] << k;
				for (p = 0; p < count; p++, i++) {
					circle_locate(m, i, &a);
					loop_assert_uint_eq(a.ring, r);
					loop_assert_uint_eq(a.p, p);
					loop_assert_uint_eq(a.count, count);
					maze_links(m, i, nb);
					loop_assert_uint_eq(nb[CIRCLE_OUT] != UINT32_MAX,
					    r + 1 < h);
					loop_assert_uint_eq(nb[CIRCLE_OUT2] != UINT32_MAX,
					    r + 1 < h && ((r + 2) & (r + 1)) == 0);
					loop_assert_uint_eq((nb[CIRCLE_IN] != UINT32_MAX)
					    + (nb[CIRCLE_IN2] != UINT32_MAX), r > 0);
				}
			}
			ck_assert_uint_eq(m->n, i);
			ck_assert_uint_eq(shape_cells(&shape_circle, ws[z], h), i);
			for (i = 0; h <= 12 && i < m->n; i++) {
				shape_circle.text_cell(m, i, &r0, &c0);
				for (c = 0; c < 8; c++) {
					n = shape_circle.toward(m, i, c, way);
					loop_assert_uint_le(n, c == COMPASS_S ? 2 : 1);
					for (t = 0; t < n; t++) {
						if (!maze_next(m, i, way[t], &j)) {
							/* Only in from the first ring
							 * and out from the rim. */
							loop_assert(c == COMPASS_N || c == COMPASS_S);
							continue;
						}
						shape_circle.text_cell(m, j, &r1, &c1);
						if (c == COMPASS_N)
							loop_assert_uint_lt(r1, r0);
						if (c == COMPASS_S || c == COMPASS_SE || c == COMPASS_SW)
							loop_assert_uint_gt(r1, r0);
						if (c == COMPASS_SE || (c == COMPASS_E && j > i))
							loop_assert_uint_gt(c1, c0);
						if (c == COMPASS_SW || (c == COMPASS_W && j < i))
							loop_assert_uint_lt(c1, c0);
						if (c == COMPASS_E || c == COMPASS_W)
							loop_assert_uint_eq(r1, r0);
					}
				}
			}
			maze_destroy(m);
		}
}
END_TEST

/* A circle's size: 3 cells in the first ring at least, its cells under
 * the limit, counted without overflow at the largest sides. */
START_TEST(test_circle_size)
{
	mg_err e = { "", 0 };
	uint64_t n = 0;
	uint32_t r, k;

	ck_assert_int_ne(circle_check_size(2, 5, &e), 0);
	ck_assert(strstr(e.msg, "3") != NULL);
	ck_assert_int_eq(circle_check_size(3, 1, &e), 0);
	ck_assert_int_eq(circle_check_size(MAZE_MAX_SIDE, 1, &e), 0);
	ck_assert_int_ne(circle_check_size(3, MAZE_MAX_SIDE, &e), 0);
	ck_assert_int_ne(circle_check_size(MAZE_MAX_SIDE, MAZE_MAX_SIDE, &e), 0);
	for (r = 0; r < MAZE_MAX_SIDE; r++) {
		for (k = 0; (2u << k) <= r + 1; k++)
			;
		n += (uint64_t)MAZE_MAX_SIDE << k;
	}
	ck_assert_uint_eq(circle_cells(MAZE_MAX_SIDE, MAZE_MAX_SIDE), n);
	/* The largest circle of 8 cells a ring first: 2^27 cells or less. */
	for (r = 1; circle_cells(8, r + 1) <= MAZE_MAX_CELLS; r++)
		;
	ck_assert_int_eq(circle_check_size(8, r, &e), 0);
	ck_assert_int_ne(circle_check_size(8, r + 1, &e), 0);
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

			loop_assert_uint_eq(maze_row(m, a), a / w);
			loop_assert_uint_eq(maze_row(m, b), b / w);
		}
		for (i = w - 1; i < m->n - 1; i += w) {
			loop_assert_uint_eq(maze_row(m, i), i / w);
			loop_assert_uint_eq(maze_row(m, i + 1), i / w + 1);
		}
		maze_destroy(m);
	}
}
END_TEST

/* Every size a shape allows, down to one cell, hangs together: the
 * backtracker (which says so when it comes back to its first cell with
 * cells left) carves a perfect maze of each, and a size the shape
 * refuses is refused with a message. */
START_TEST(test_small_sizes_connected)
{
	const struct gen_algo *g = gen_find("backtracker");
	unsigned k;
	uint32_t w, h;

	for (k = 0; k < shape_count; k++) {
		const struct shape *s = shape_table[k];

		for (h = 1; h <= 5; h++) {
			for (w = 1; w <= 5; w++) {
				mg_err e = { "", 0 };
				rng r;
				maze *m;

				if (shape_check_size(s, w, h, &e) != 0) {
					ck_assert_str_ne(e.msg, "");
					continue;
				}
				m = shape_maze_create(s, w, h, &e);
				ck_assert_msg(m != NULL, "%s %ux%u: %s", s->name, w, h, e.msg);
				rng_seed(&r, w * 10 + h);
				ck_assert_msg(g->generate(m, &r, NULL, NULL, &e) == 0,
				    "%s %ux%u: %s", s->name, w, h, e.msg);
				ck_assert_msg(maze_passages(m) == (uint64_t)m->n - 1,
				    "%s %ux%u", s->name, w, h);
				maze_destroy(m);
			}
		}
	}
}
END_TEST

/* A maze of cells - 1 passages that is no tree (a loop here, a part
 * cut off there) is searched right: the tree search gives way to the
 * search with a visited set. */
/* A plain BFS written here, the ways of each cell in order, asked one
 * at a time (maze_next, maze_way_open): what solve_bfs must find from
 * root on m, to the tree (the way back of each cell reached first)
 * and the farthest cell, the last one taken. */
static void
plain_bfs(const maze *m, uint32_t root, struct bfs_result *want,
    uint8_t *seen, uint8_t *toward)
{
	uint32_t *q = malloc(m->n * sizeof *q), cell = root, j;
	size_t head = 0, tail = 1, level_end = 1;
	unsigned d, open;

	ck_assert_ptr_nonnull(q);
	memset(want, 0, sizeof *want);
	memset(seen, 0, m->n);
	q[0] = root;
	seen[root] = 1;
	while (head < tail) {
		cell = q[head++];
		for (d = 0, open = 0; d < maze_ways(m); d++) {
			if (!maze_way_open(m, cell, d))
				continue;
			open++;
			loop_assert(maze_next(m, cell, d, &j));
			if (!seen[j]) {
				seen[j] = 1;
				toward[j] = (uint8_t)maze_way_back(m, j, d);
				q[tail++] = j;
			}
		}
		want->degree[open]++;
		if (head == level_end && head < tail) {
			want->radius++;
			level_end = tail;
		}
	}
	want->root = root;
	want->farthest = cell;
	want->reached = head;
	free(q);
}

/* solve_bfs on every shape finds what the plain search finds, on the
 * mazes the generators make, with loops opened in them (some of them
 * with as many passages closed, so that a maze with cells - 1
 * passages is not a tree), from roots here and there. */
START_TEST(test_bfs_plain)
{
	mg_err e = { "", 0 };
	struct bfs_result got, want;
	unsigned k, z, mode, t, d;
	uint32_t c, j, root;
	rng r;

	rng_seed(&r, 35);
	for (k = 1; k < shape_count; k++)
		for (z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
			for (mode = 0; mode < 4; mode++) {
				const struct shape *s = shape_table[k];
				maze *m;
				solver *sv;
				uint8_t *seen, *toward;

				if (!allowed(s, sizes[z][0], sizes[z][1]))
					continue;
				m = blank(s, sizes[z][0], sizes[z][1]);
				if (s == &shape_weave)
					weave_place_sites(m, &r, 60);
				ck_assert(gen_find(mode & 1 ? "kruskal" : "backtracker")
				    ->generate(m, &r, NULL, NULL, &e) == 0);
				/* Mode 1 opens loops, 2 closes passages too
				 * (each step one or the other), 3 both. */
				for (t = 0; mode != 0 && t < 1 + m->n / 8; t++) {
					c = (uint32_t)rng_below64(&r, m->n);
					d = (unsigned)rng_below64(&r, maze_ways(m));
					if (maze_next(m, c, d, &j))
						maze_set_way(m, c, d, mode != 2 || (t & 1));
				}
				sv = solve_create(m, &e);
				seen = malloc(m->n);
				toward = malloc(m->n);
				ck_assert(sv != NULL && seen != NULL && toward != NULL);
				for (t = 0; t < 3; t++) {
					root = t == 0 ? m->n - 1 : (uint32_t)rng_below64(&r, m->n);
					plain_bfs(m, root, &want, seen, toward);
					ck_assert(solve_bfs(sv, root, &got, &e) == 0);
					ck_assert_msg(memcmp(&got, &want, sizeof got) == 0,
					    "%s %ux%u mode %u root %u: reached %llu, want %llu; radius %llu, want %llu",
					    s->name, sizes[z][0], sizes[z][1], mode, root,
					    (unsigned long long)got.reached, (unsigned long long)want.reached,
					    (unsigned long long)got.radius, (unsigned long long)want.radius);
					for (c = 0; c < m->n; c++) {
						loop_assert(solve_reached(sv, c) == (seen[c] != 0));
						if (seen[c] && c != root)
							loop_assert_uint_eq(solve_toward_root(sv, c), toward[c]);
					}
				}
				free(seen);
				free(toward);
				solve_destroy(sv);
				maze_destroy(m);
			}
}
END_TEST

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
		{ "mazegame-graph 1\nshape hex 0 2\n", "line 2: maze size 0x2" },
		/* A size too large names the number the line has, not one
		 * cut to 32 bits. */
		{ "mazegame-graph 1\nshape hex 4294967297 2\n", "line 2: maze size 4294967297x2" },
		{ "mazegame-graph 1\nshape circle 2 3\n", "line 2: a circle" },
		{ "mazegame-graph 1\nshape triangle 1 5\n", "line 2: maze size 1x5" },
		{ "mazegame-graph 1\nshape floors 2 2 0\n", "line 2: a maze has 1 to 64 floors, not 0" },
		{ "mazegame-graph 1\nshape floors 2 2 65\n", "not 65" },
		{ "mazegame-graph 1\nshape floors 2 40000 2\n", "line 2: maze size 2x40000 on 2 floors" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 2\n", "line 3" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 0\nexit 01\n", "line 4" },
		{ "mazegame-graph 1\nshape hex 2 1\nstart 0\nexit 1\n", "line 5: 0 pairs of neighbours told, for 2 cells" },
		{ "mazegame-graph 1\nshape hex 3 1\nstart 0\nexit 1\np 0 1\n", "line 6: 1 pair of neighbours told, for 3 cells" },
		/* Enough pairs for a tree of the cells, but not every pair
		 * of neighbours (a wall left out). */
		{ "mazegame-graph 1\nshape hex 2 2\nstart 0\nexit 3\np 0 1\np 0 2\np 1 3\nw 1 2\n", "line 9: 4 pairs of neighbours told, not all 5" },
		/* A file that names a huge maze and tells no pair is said at
		 * once, before every pair of it is counted (it took seconds). */
		{ "mazegame-graph 1\nshape circle 3 10921\nstart 0\nexit 1\n", "0 pairs of neighbours told, for 134201343 cells" },
		/* A start on its exit, where there are cells to walk. */
		{ "mazegame-graph 1\nshape hex 2 1\nstart 1\nexit 1\np 0 1\n", "line 4: the exit is the start (cell 1)" },
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

/* A w x h weave with the crossing sites of seed at percent, no
 * passage open. */
static maze *
woven(uint32_t w, uint32_t h, uint64_t seed, unsigned percent)
{
	maze *m = blank(&shape_weave, w, h);
	rng r;

	rng_seed(&r, seed);
	weave_place_sites(m, &r, percent);
	return m;
}

/* Whether cell i of weave m is a crossing site, and its over-axis. */
static bool
site(const maze *m, uint32_t i, bool *upright)
{
	*upright = (maze_nibble(m, i) & WEAVE_UPRIGHT) != 0;
	return (maze_nibble(m, i) & WEAVE_SITE) != 0;
}

/* Sites: off the border, none beside another, as many as the density
 * says (roughly), and each a crossing in the neighbours: two ways
 * along its over-pass, and the cells on its other sides two apart. */
START_TEST(test_weave_sites)
{
	static const int dx[4] = { 1, 0, -1, 0 }, dy[4] = { 0, 1, 0, -1 };
	uint32_t few = 0, many = 0, under;
	uint64_t seed;

	for (seed = 1; seed <= 4; seed++) {
		maze *lo = woven(31, 17, seed, 5), *m = woven(31, 17, seed, 100);
		uint32_t i, j, x, y, before = many;
		unsigned d;
		bool up, up2;

		few += weave_sites(lo, &under);
		ck_assert_uint_eq(under, 0);
		for (i = 0; i < m->n; i++) {
			x = i % m->w;
			y = i / m->w;
			if (!site(m, i, &up))
				continue;
			many++;
			ck_assert(x > 0 && y > 0 && x + 1 < m->w && y + 1 < m->h);
			for (d = 0; d < 4; d++) {
				uint32_t c = (uint32_t)((int64_t)i + dx[d] + dy[d] * (int64_t)m->w);
				bool along = (dy[d] != 0) == up;

				loop_assert_msg(!site(m, c, &up2), "sites %u and %u side by side", i, c);
				loop_assert_int_eq(maze_next(m, i, d, &j), along);
				if (along)
					loop_assert_uint_eq(j, c);
				/* From the cell beside, across: two cells on. */
				loop_assert(maze_next(m, c, (d + 2) % 4, &j));
				loop_assert_uint_eq(j, along ? i
				    : (uint32_t)((int64_t)i - dx[d] - dy[d] * (int64_t)m->w));
			}
		}
		ck_assert_uint_eq(weave_sites(m, &under), many - before);
		ck_assert_uint_eq(under, 0);
		maze_destroy(lo);
		maze_destroy(m);
	}
	/* 29x15 cells may be sites; at 100% about a third of them are
	 * (none beside another), at 5% a twentieth. */
	ck_assert_msg(many > 4 * 100 && few < 4 * 40 && few > 0, "%u and %u sites", many, few);
}
END_TEST

/* With sites, the neighbours still go both ways, a passage is kept
 * once, and the character grid shows each way where the cell is. */
START_TEST(test_weave_neighbours)
{
	maze *m = woven(9, 7, 5, 100);
	const struct shape *s = m->shape;
	uint32_t i, j, back, a, b, r, c, at;
	unsigned d, d2, kk;

	for (i = 0; i < m->n; i++)
		for (d = 0; d < 4; d++) {
			if (!maze_next(m, i, d, &j))
				continue;
			ck_assert(maze_next(m, j, maze_way_back(m, j, d), &back));
			ck_assert_uint_eq(back, i);
			maze_set_way(m, i, d, true);
			ck_assert_uint_eq(maze_passages(m), 1);
			for (a = 0; a < m->n; a++)
				for (d2 = 0; d2 < 4; d2++)
					if (maze_way_open(m, a, d2)) {
						ck_assert(maze_next(m, a, d2, &b));
						ck_assert((a == i && b == j) || (a == j && b == i));
					}
			/* The side beside i: a wall of this way, or broken
			 * where the way runs under a site and is open. */
			s->text_wall(m, i, d, &r, &c);
			ck_assert_int_eq(s->text_at(m, r, c, &at, &kk),
			    j == i + 2 || i == j + 2 || j == i + 2 * m->w
			    || i == j + 2 * m->w ? TEXT_UNDER : TEXT_WALL);
			ck_assert((at == i && kk == d) || (at == j && kk == maze_way_back(m, j, d)));
			maze_set_way(m, i, d, false);
			ck_assert_uint_eq(maze_passages(m), 0);
		}
	maze_destroy(m);
}
END_TEST

/* Every generator that runs on weave makes a spanning tree of it, and
 * keeps Buck's rules: where a way under a site is open, the site's
 * over-pass runs straight across it (both its ways open, no other). */
START_TEST(test_weave_buck)
{
	size_t a;
	uint64_t seed;
	uint32_t unders = 0;

	for (a = 0; a < gen_algo_count; a++)
		for (seed = 1; seed <= 3; seed++) {
			struct puzzle_spec spec;
			struct puzzle p;
			mg_err e = { "", 0 };
			uint32_t i, j;
			bool up;

			if (!gen_algos[a].any_shape)
				continue;
			puzzle_spec_set(&spec, 15, 11, &gen_algos[a], seed, false, NULL);
			spec.shape = &shape_weave;
			spec.k = 100;
			ck_assert_msg(puzzle_generate(&p, &spec, &e) == 0, "%s", e.msg);
			ck_assert_msg(puzzle_is_perfect(&p), "%s", gen_algos[a].name);
			for (i = 0; i < p.m->n; i++) {
				if (!site(p.m, i, &up))
					continue;
				/* The way under: from the cell before the site. */
				j = up ? i - 1 : i - p.m->w;
				if (!maze_way_open(p.m, j, up ? 0 : 1))
					continue;
				unders++;
				ck_assert_msg(maze_degree(p.m, i) == 2
				    && maze_way_open(p.m, i, up ? 1 : 0)
				    && maze_way_open(p.m, i, up ? 3 : 2),
				    "%s seed %u: site %u ends over its way under",
				    gen_algos[a].name, (unsigned)seed, i);
			}
			puzzle_free(&p);
		}
	ck_assert_uint_gt(unders, 20);
}
END_TEST

/* A weave maze's graph reads back as the same maze, its sites too,
 * and a graph that puts a crossing where none can be is refused. */
START_TEST(test_weave_graph)
{
	static const struct { const char *text, *says; } bad[] = {
		{ "p 0 2\n", "border" },
		{ "p 1 7\np 3 5\n", "both ways" },
		{ "p 1 4\np 1 7\n", "told as their neighbour" },
	};
	mg_err e = { "", 0 };
	maze *m = woven(8, 6, 9, 60);
	struct mazeio_doc doc;
	char *buf = NULL, text[200];
	size_t len = 0, k;
	FILE *f = open_memstream(&buf, &len);
	rng r;

	rng_seed(&r, 3);
	ck_assert(gen_find("kruskal")->generate(m, &r, NULL, NULL, &e) == 0);
	weave_settle(m);
	ck_assert(graph_write(f, m, 0, 47, &e) == 0);
	fclose(f);
	ck_assert_msg(read_text(buf, &doc, &e) == 0, "%s", e.msg);
	ck_assert(maze_equal(doc.m, m));
	/* What a saved game's cells may hold: these, not a site on the
	 * border nor a passage toward no neighbour. */
	ck_assert_int_eq(weave_check(m, &e), 0);
	doc.m->bits[0] |= WEAVE_SITE;
	ck_assert(weave_check(doc.m, &e) != 0 && strstr(e.msg, "border") != NULL);
	doc.m->bits[0] &= (uint8_t)~WEAVE_SITE;
	doc.m->bits[(m->n - 1) >> 1] |= (uint8_t)(1u << (((m->n - 1) & 1) * 4));
	ck_assert(weave_check(doc.m, &e) != 0 && strstr(e.msg, "no neighbour") != NULL);
	maze_destroy(doc.m);
	maze_destroy(m);
	free(buf);
	for (k = 0; k < sizeof bad / sizeof bad[0]; k++) {
		snprintf(text, sizeof text, "mazegame-graph 1\nshape weave 3 3\nstart 0\nexit 8\n%s",
		    bad[k].text);
		ck_assert_msg(read_text(text, &doc, &e) != 0, "accepted #%zu", k);
		ck_assert_msg(strstr(e.msg, bad[k].says) != NULL, "#%zu: %s", k, e.msg);
	}
}
END_TEST

/* Returns the shape suite for check_main.c. */
/* What a shape answers of itself: its number's name and range, its
 * size for a difficulty, where a cell is in words, its size in words
 * (worked out by hand from the man page's numbering). */
START_TEST(test_shape_answers)
{
	char buf[64];
	maze *m;
	uint32_t w, h;

	ck_assert_ptr_eq(shape_find_k("floors"), &shape_floors);
	ck_assert_ptr_eq(shape_find_k("weave"), &shape_weave);
	ck_assert_ptr_null(shape_find_k("hex"));
	ck_assert_uint_eq(shape_floors.k_max, SHAPE_FLOORS_MAX);
	ck_assert_uint_eq(shape_weave.k_max, 100);
	ck_assert_ptr_null(shape_hex.k_name);
	shape_preset_size(&shape_hex, 19, 11, &w, &h);
	ck_assert_uint_eq(w, 19);
	ck_assert_uint_eq(h, 11);
	shape_preset_size(&shape_circle, 19, 11, &w, &h);
	ck_assert_uint_eq(w, 6);
	ck_assert_uint_eq(h, 7);   /* the normal circle: 6x7, 126 cells */
	shape_preset_size(&shape_circle, 12, 7, &w, &h);
	ck_assert_uint_eq(w, 3);   /* the easy circle: 3x7, 63 cells (6 in */
	ck_assert_uint_eq(h, 7);   /* the first ring would be 3 rings) */
	m = shape_maze_floors(&shape_floors, 4, 3, 2, NULL);
	ck_assert_ptr_nonnull(m);
	/* Cell 13: floor 1 (cells 12 to 23), its row 0, column 1. */
	ck_assert_str_eq(shape_pos_text(m, 13, buf, sizeof buf), "1,0,1");
	ck_assert_str_eq(shape_size_text(m, buf, sizeof buf), "4x3x2");
	ck_assert_str_eq(shape_size_named(m, buf, sizeof buf), "4x3x2 floors");
	ck_assert(!shape_is_square(m));
	ck_assert(shape_plain(NULL) && shape_plain(&shape_square));
	ck_assert(!shape_plain(&shape_floors) && !shape_plain(&shape_hex));
	ck_assert_ptr_null(shape_held(&shape_square));
	ck_assert_ptr_null(shape_held(NULL));
	ck_assert_ptr_eq(shape_held(&shape_circle), &shape_circle);
	/* What the key help asks: stairs, rings. */
	ck_assert(shape_floors.stairs && !shape_floors.rings);
	ck_assert(shape_circle.rings && !shape_circle.stairs);
	ck_assert(!shape_hex.stairs && !shape_hex.rings && !shape_square.stairs);
	/* K counts cells for floors only. */
	ck_assert_uint_eq(shape_cells_k(&shape_floors, 4, 3, 5), 60);
	ck_assert_uint_eq(shape_cells_k(&shape_floors, 4, 3, 0), 12);
	ck_assert_uint_eq(shape_cells_k(&shape_weave, 4, 3, 70), 12);
	ck_assert_uint_eq(shape_cells_k(&shape_circle, 6, 3, 0), 30);
	maze_destroy(m);
	m = shape_maze_create(&shape_circle, 6, 3, NULL);
	ck_assert_ptr_nonnull(m);
	/* Rings of 6, 12 and 12 cells: cell 7 is the second ring's
	 * second (place 1 of ring 1). */
	ck_assert_str_eq(shape_pos_text(m, 7, buf, sizeof buf), "1,1");
	maze_destroy(m);
	m = maze_create(5, 4, NULL);
	ck_assert_ptr_nonnull(m);
	ck_assert_str_eq(shape_pos_text(m, 13, buf, sizeof buf), "3,2");
	ck_assert_str_eq(shape_size_named(m, buf, sizeof buf), "5x4");
	ck_assert(shape_is_square(m));
	maze_destroy(m);
}
END_TEST

Suite *
shape_suite(void)
{
	Suite *s = suite_create("shape");
	TCase *tc;

	tc = tcase_create("neighbours");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_test(tc, test_neighbours_symmetric);
	tcase_add_test(tc, test_passages_one_store);
	tcase_add_test(tc, test_text_grid_agrees);
	tcase_add_test(tc, test_text_bands);
	tcase_add_test(tc, test_row_exact);
	tcase_add_test(tc, test_compass_ways);
	tcase_add_test(tc, test_triangle_model);
	tcase_add_test(tc, test_shape_answers);
	suite_add_tcase(s, tc);
	tc = tcase_create("circle");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_test(tc, test_circle_rings);
	tcase_add_test(tc, test_circle_round);
	tcase_add_test(tc, test_circle_size);
	suite_add_tcase(s, tc);
	tc = tcase_create("generators");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_test(tc, test_generators_trees);
	tcase_add_test(tc, test_bfs_any_shape);
	tcase_add_test(tc, test_gen_next);
	tcase_add_test(tc, test_bfs_not_a_tree);
	tcase_add_test(tc, test_bfs_plain);
	tcase_add_test(tc, test_small_sizes_connected);
	suite_add_tcase(s, tc);
	tc = tcase_create("graph format");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_test(tc, test_graph_round_trip);
	tcase_add_test(tc, test_graph_refused);
	suite_add_tcase(s, tc);
	tc = tcase_create("weave");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_test(tc, test_weave_sites);
	tcase_add_test(tc, test_weave_neighbours);
	tcase_add_test(tc, test_weave_buck);
	tcase_add_test(tc, test_weave_graph);
	suite_add_tcase(s, tc);
	return s;
}
