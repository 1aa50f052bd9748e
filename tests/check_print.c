/* check_print.c - the picture writers' common ground: walls traced as
 * few long strokes that cover exactly the '#' squares, the solution's
 * turning points, format names, the SVG's frame, and shapes on paper
 * (hex mazes as hexagons, triangle mazes as triangles: each wall once,
 * where the neighbours meet). */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef HAVE_CAIRO
#include <cairo.h>
#endif

#include "base/bitset.h"
#include "maze/gen/gen.h"
#include "maze/mazeio.h"
#include "app/options.h"
#include "print/paper.h"
#include "print/print.h"
#include "print/walls.h"
#include "maze/puzzle.h"
#include "suites.h"
#include "loop_assert.h"
#include "testdir.h"

/* A pen that paints the squares it covers into a block grid and counts
 * what it is asked to draw. */
struct grid_pen {
	uint32_t cols, rows;
	unsigned char *paint;    /* times each square was painted */
	uint32_t x, y;           /* the pen's position */
	int last_dir;            /* direction of the last line; -1 after move */
	unsigned strokes, lines, dots, collinear;
	uint64_t length;         /* squares of all lines */
};

/* Starts a stroke: paints its first square. */
static void
grid_move(void *ctx, uint32_t x, uint32_t y)
{
	struct grid_pen *g = ctx;

	loop_assert_uint_lt(x, g->cols);
	loop_assert_uint_lt(y, g->rows);
	g->x = x;
	g->y = y;
	g->last_dir = -1;
	g->strokes++;
	g->paint[(size_t)y * g->cols + x]++;
}

/* Paints every square of a straight line after the pen's position. */
static void
grid_line(void *ctx, int32_t dx, int32_t dy)
{
	struct grid_pen *g = ctx;
	int32_t n = dx != 0 ? abs(dx) : abs(dy), i;
	int dir = dx > 0 ? 1 : dx < 0 ? 3 : dy > 0 ? 2 : 0;

	loop_assert_msg((dx == 0) != (dy == 0), "a line must be horizontal or vertical");
	loop_assert_msg(n % 2 == 0, "lines go from post to post");
	if (dir == g->last_dir)
		g->collinear++;
	g->last_dir = dir;
	g->lines++;
	g->length += (uint64_t)n;
	for (i = 0; i < n; i++) {
		g->x += dx > 0 ? 1 : dx < 0 ? -1 : 0;
		g->y += dy > 0 ? 1 : dy < 0 ? -1 : 0;
		loop_assert_uint_lt(g->x, g->cols);
		loop_assert_uint_lt(g->y, g->rows);
		/* A post where a stroke turns or passes is painted again
		 * by design; a wall square between posts must not be. */
		g->paint[(size_t)g->y * g->cols + g->x]++;
	}
}

/* A lone square. */
static void
grid_dot(void *ctx, uint32_t x, uint32_t y)
{
	struct grid_pen *g = ctx;

	g->dots++;
	g->paint[(size_t)y * g->cols + x]++;
}


/* Traces m and checks the strokes against its block format: the
 * painted squares are exactly the '#' squares, each wall square
 * between two posts is drawn once, and no two lines in a row run the
 * same way.  Returns the pen for further checks (caller frees paint). */
static struct grid_pen
trace_and_compare(const maze *m)
{
	struct grid_pen g = { 2 * m->w + 1, 2 * m->h + 1, NULL, 0, 0, -1,
		0, 0, 0, 0, 0 };
	struct print_pen pen = { grid_move, grid_line, grid_dot, &g, NULL, NULL };
	char *text = testdir_block_text(m, 0, 0, NULL);
	uint64_t walls = 0;
	uint32_t x, y;
	mg_err e;
	char c;

	g.paint = calloc((size_t)g.cols * g.rows, 1);
	ck_assert_ptr_nonnull(g.paint);
	ck_assert_int_eq(print_walls_trace(m, &pen, &e), 0);
	for (y = 0; y < g.rows; y++)
		for (x = 0; x < g.cols; x++) {
			c = text[(size_t)y * (g.cols + 1) + x];
			loop_assert_msg((c == '#') == (g.paint[(size_t)y * g.cols + x] > 0),
			    "square (%u, %u): '%c' but painted %u times", x, y, c,
			    g.paint[(size_t)y * g.cols + x]);
			if (c == '#' && (x % 2) != (y % 2)) {
				walls++;
				loop_assert_msg(g.paint[(size_t)y * g.cols + x] == 1,
				    "wall square (%u, %u) drawn %u times", x, y,
				    g.paint[(size_t)y * g.cols + x]);
			}
		}
	ck_assert_uint_eq(g.collinear, 0);
	ck_assert_uint_eq(g.length, 2 * walls);
	free(text);
	return g;
}

/* Makes a puzzle of an algorithm, size and seed. */
static void
make(struct puzzle *p, const char *algo, uint32_t w, uint32_t h, uint64_t seed)
{
	struct puzzle_spec spec = { w, h, gen_find(algo), seed, false, NULL, NULL, false, NULL, 0 };
	mg_err e;

	ck_assert_ptr_nonnull(spec.algo);
	ck_assert_int_eq(puzzle_generate(p, &spec, &e), 0);
}

START_TEST(test_trace_covers_the_walls)
{
	static const uint32_t sizes[][2] = {
		{ 1, 1 }, { 1, 9 }, { 9, 1 }, { 2, 2 }, { 19, 11 }, { 40, 31 },
	};
	struct puzzle p;
	struct grid_pen g;
	size_t s;

	for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		make(&p, gen_algos[_i].name, sizes[s][0], sizes[s][1], 7 + s);
		g = trace_and_compare(p.m);
		ck_assert_uint_eq(g.dots, 0);
		free(g.paint);
		puzzle_free(&p);
	}
}
END_TEST

START_TEST(test_strokes_are_few)
{
	struct puzzle p;
	struct grid_pen g;
	uint64_t walls;

	/* A perfect maze's walls are the border and trees hanging from
	 * it: strokes start at dead ends and junctions only, so there are
	 * far fewer strokes than walls, and lines fewer than walls. */
	make(&p, "kruskal", 60, 40, 3);
	g = trace_and_compare(p.m);
	walls = g.length / 2;
	ck_assert_uint_lt(g.strokes * 3, walls);
	ck_assert_uint_lt(g.lines, walls);
	free(g.paint);
	puzzle_free(&p);

	/* The spec's example: the border and two walls hanging from it. */
	make(&p, "backtracker", 4, 2, 1);
	g = trace_and_compare(p.m);
	ck_assert_uint_le(g.strokes, 4);
	free(g.paint);
	puzzle_free(&p);
}
END_TEST

START_TEST(test_trace_loops_and_lone_posts)
{
	/* An open room with one post standing alone in the middle. */
	static const char room[] =
		"#####\n"
		"#S  #\n"
		"# # #\n"
		"#  E#\n"
		"#####\n";
	struct mazeio_doc doc;
	struct grid_pen g;
	mg_err e;

	ck_assert_int_eq(mazeio_read_mem(room, sizeof room - 1, &doc, &e), 0);
	g = trace_and_compare(doc.m);
	ck_assert_uint_eq(g.dots, 1);
	ck_assert_uint_eq(g.strokes, 1);   /* the border, in one stroke */
	free(g.paint);
	maze_destroy(doc.m);
}
END_TEST

START_TEST(test_route_turns_and_ends)
{
	struct print_point *pt;
	struct puzzle p;
	uint64_t *path;
	char *with, *plain;
	size_t n, i, cols;
	uint32_t x, y;
	mg_err e;

	make(&p, "wilson", 25, 15, 11);
	pt = print_route(&p, &n, &e);
	ck_assert_ptr_nonnull(pt);
	path = puzzle_path_bits(&p, p.start, &e);
	ck_assert_ptr_nonnull(path);
	with = testdir_block_text(p.m, p.start, p.exit, path);
	plain = testdir_block_text(p.m, p.start, p.exit, NULL);
	cols = 2 * p.m->w + 2;
	ck_assert_uint_eq(pt[0].x, 2 * (p.start % p.m->w) + 1);
	ck_assert_uint_eq(pt[0].y, 2 * (p.start / p.m->w) + 1);
	ck_assert_uint_eq(pt[n - 1].x, 2 * (p.exit % p.m->w) + 1);
	ck_assert_uint_eq(pt[n - 1].y, 2 * (p.exit / p.m->w) + 1);
	for (i = 1; i < n; i++) {
		/* Straight, and through the '.' squares only. */
		ck_assert((pt[i].x == pt[i - 1].x) != (pt[i].y == pt[i - 1].y));
		x = pt[i - 1].x;
		y = pt[i - 1].y;
		while (x != pt[i].x || y != pt[i].y) {
			x += pt[i].x > x ? 1 : pt[i].x < x ? -1u : 0;
			y += pt[i].y > y ? 1 : pt[i].y < y ? -1u : 0;
			ck_assert_msg(strchr(".SE", with[y * cols + x]) != NULL,
			    "route crosses (%u, %u) '%c'", x, y, with[y * cols + x]);
			with[y * cols + x] = 'o';
		}
		/* A real turn at every inner point. */
		if (i + 1 < n)
			ck_assert((pt[i + 1].x == pt[i - 1].x) != (pt[i + 1].y == pt[i - 1].y)
			    || (pt[i + 1].x != pt[i - 1].x && pt[i + 1].y != pt[i - 1].y));
	}
	/* Every '.' was walked over. */
	ck_assert_ptr_null(strchr(with, '.'));
	free(plain);
	free(with);
	free(path);
	free(pt);
	puzzle_free(&p);
}
END_TEST

START_TEST(test_format_names)
{
	ck_assert_int_eq(print_format_find("svg"), PRINT_SVG);
	ck_assert_int_eq(print_format_find("pdf"), PRINT_PDF);
	ck_assert_int_eq(print_format_find("text"), PRINT_TEXT);
	ck_assert_int_eq(print_format_find("jpeg"), -1);
	ck_assert_int_eq(print_format_of_path("a/maze.PDF"), PRINT_PDF);
	ck_assert_int_eq(print_format_of_path("maze.png"), PRINT_PNG);
	ck_assert_int_eq(print_format_of_path("maze.txt"), PRINT_TEXT);
	ck_assert_int_eq(print_format_of_path("maze.maze"), -1);
	ck_assert_int_eq(print_format_of_path("dir.svg/maze"), -1);
	ck_assert(print_format_built(PRINT_SVG));
	ck_assert(print_format_binary(PRINT_PNG));
	ck_assert(!print_format_binary(PRINT_SVG));
	/* Tests run in the C locale: A4 (glibc), or A4 by default. */
	ck_assert_int_eq(print_paper_default(), PRINT_A4);
}
END_TEST

START_TEST(test_png_cell)
{
	mg_err e;

	ck_assert_uint_eq(print_png_cell(19, 11, 0, &e), 10);
	ck_assert_uint_eq(print_png_cell(1000, 1000, 0, &e), 1);
	ck_assert_uint_eq(print_png_cell(19, 11, 25, &e), 25);
	ck_assert_uint_eq(print_png_cell(1000, 10, 5, &e), 0);
	ck_assert(strstr(e.msg, "--cell") != NULL);
}
END_TEST

START_TEST(test_svg_frame)
{
	struct print_item it = { NULL, "a <maze> & more", "" };
	struct puzzle p;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	mg_err e;

	make(&p, "prim", 12, 7, 5);
	it.p = &p;
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(print_svg_write(f, &it, true, &e), 0);
	fclose(f);
	ck_assert(strstr(buf, "viewBox=\"0 0 25 15\"") != NULL);
	ck_assert(strstr(buf, "<title>a &lt;maze&gt; &amp; more</title>") != NULL);
	ck_assert(strstr(buf, "stroke-linecap=\"square\"") != NULL);
	ck_assert(strstr(buf, "<polyline") != NULL);
	/* One path for all the walls. */
	ck_assert_ptr_null(strstr(strstr(buf, "<path") + 1, "<path"));
	free(buf);
	buf = NULL;
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(print_svg_write(f, &it, false, &e), 0);
	fclose(f);
	ck_assert_ptr_null(strstr(buf, "<polyline"));
	free(buf);
	puzzle_free(&p);
}
END_TEST

/* A pen that keeps the segments it is asked to draw, in picture units. */
struct seg_pen {
	int64_t x, y;            /* the pen's position */
	int64_t (*seg)[4];       /* x0 y0 x1 y1, the ends in the order drawn */
	size_t n, cap;
};

/* Moves the pen. */
static void
seg_move(void *ctx, uint32_t x, uint32_t y)
{
	struct seg_pen *s = ctx;

	s->x = x;
	s->y = y;
}

/* Keeps one segment. */
static void
seg_line(void *ctx, int32_t dx, int32_t dy)
{
	struct seg_pen *s = ctx;

	loop_assert(dx != 0 || dy != 0);
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->seg = realloc(s->seg, s->cap * sizeof *s->seg);
		ck_assert_ptr_nonnull(s->seg);
	}
	s->seg[s->n][0] = s->x;
	s->seg[s->n][1] = s->y;
	s->x += dx;
	s->y += dy;
	s->seg[s->n][2] = s->x;
	s->seg[s->n][3] = s->y;
	s->n++;
}

/* Other shapes have no lone wall squares. */
static void
seg_dot(void *ctx, uint32_t x, uint32_t y)
{
	(void)ctx;
	ck_abort_msg("a lone dot at (%u, %u)", x, y);
}

/* Orders a segment's ends, so that a segment drawn either way compares
 * equal. */
static int
seg_cmp(const void *a, const void *b)
{
	const int64_t *p = a, *q = b;
	int k;

	for (k = 0; k < 4; k++)
		if (p[k] != q[k])
			return p[k] < q[k] ? -1 : 1;
	return 0;
}

static void
seg_norm(int64_t *g)
{
	int64_t t;

	if (g[0] > g[2] || (g[0] == g[2] && g[1] > g[3])) {
		t = g[0]; g[0] = g[2]; g[2] = t;
		t = g[1]; g[1] = g[3]; g[3] = t;
	}
}

/* Returns whether a and b are within a thousandth of each other. */
static bool
near(double a, double b)
{
	return a - b < (a + b) / 2000 && b - a < (a + b) / 2000;
}

/* Makes a puzzle of a shape. */
static void
make_shaped(struct puzzle *p, const struct shape *sh, const char *algo,
    uint32_t w, uint32_t h, uint64_t seed)
{
	struct puzzle_spec spec;
	mg_err e;

	puzzle_spec_set(&spec, w, h, gen_find(algo), seed, false, NULL);
	spec.shape = sh;
	ck_assert_ptr_nonnull(spec.algo);
	ck_assert_msg(puzzle_generate(p, &spec, &e) == 0, "%s", e.msg);
}

START_TEST(test_shapes_table)
{
	struct shape fake = shape_hex;
	struct print_item it = { NULL, "", "" };
	struct puzzle p;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	mg_err e;

	ck_assert_ptr_nonnull(paper_find(&shape_hex));
	ck_assert_ptr_null(paper_find(&shape_square));
	ck_assert_ptr_null(paper_find(NULL));
	ck_assert(print_shape_drawn(NULL));
	ck_assert(print_shape_drawn(&shape_square));
	ck_assert(print_shape_drawn(&shape_hex));
	ck_assert_int_eq(print_shape_check(PRINT_SVG, &shape_hex, &e), 0);
	ck_assert_int_eq(print_shape_check(PRINT_PNG, NULL, &e), 0);
	/* A shape without a drawing prints as text and graph only, and
	 * the writers refuse it too (a graph file read by --load). */
	fake.name = "fake";
	ck_assert_ptr_null(paper_find(&fake));
	ck_assert(!print_shape_drawn(&fake));
	ck_assert_int_eq(print_shape_check(PRINT_TEXT, &fake, &e), 0);
	ck_assert_int_eq(print_shape_check(PRINT_GRAPH, &fake, &e), 0);
	ck_assert_int_eq(print_shape_check(PRINT_PDF, &fake, &e), -1);
	ck_assert_str_eq(e.msg, "--format pdf draws no fake mazes yet; --shape=fake prints as text or graph");
	make_shaped(&p, &shape_hex, "kruskal", 4, 3, 1);
	p.m->shape = &fake;
	it.p = &p;
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(print_svg_write(f, &it, false, &e), -1);
	fclose(f);
	ck_assert(strstr(e.msg, "draws no fake mazes") != NULL);
	p.m->shape = &shape_hex;
	free(buf);
	puzzle_free(&p);
}
END_TEST

/* Whether cell i of m has a side toward way d: every way but a
 * triangle's point (north of a cell pointing up, x + y even, south of
 * one pointing down), where there is no side even on the border. */
static bool
has_side(const maze *m, uint32_t i, unsigned d)
{
	bool up = (i % m->w + i / m->w) % 2 == 0;

	if (m->shape != &shape_triangle)
		return true;
	return !(d == 0 && up) && !(d == 2 && !up);
}

/* Checks the walls pp draws for m against the maze: every wall between
 * neighbours once, on the line where their cells meet, and the border,
 * all sides of one length inside the frame.  Returns the segments,
 * sorted (caller frees). */
static struct seg_pen
walls_checked(const struct paper *pp, const maze *m)
{
	struct seg_pen s = { 0, 0, NULL, 0, 0 };
	struct print_pen pen = { seg_move, seg_line, seg_dot, &s, NULL, NULL };
	struct paper_frame fr;
	uint32_t nb[MAZE_MAX_WAYS], i, ix, iy, jx, jy;
	uint64_t closed = 0, border = 0;
	double side = 0, l2, pitch = 0, c2;
	int64_t key[4], *hit, half;
	unsigned open, d;
	size_t k;

	pp->frame(m, &fr);
	pp->walls(m, &pen);
	half = (int64_t)(PRINT_WALL_WIDTH * fr.unit / 2);
	for (k = 0; k < s.n; k++) {
		seg_norm(s.seg[k]);
		/* Inside the frame, with room for the line's width. */
		loop_assert(s.seg[k][0] >= half && s.seg[k][0] <= (int64_t)fr.w - half);
		loop_assert(s.seg[k][2] >= half && s.seg[k][2] <= (int64_t)fr.w - half);
		loop_assert(s.seg[k][1] >= half && s.seg[k][1] <= (int64_t)fr.h - half);
		loop_assert(s.seg[k][3] >= half && s.seg[k][3] <= (int64_t)fr.h - half);
		l2 = (double)((s.seg[k][2] - s.seg[k][0]) * (s.seg[k][2] - s.seg[k][0])
		    + (s.seg[k][3] - s.seg[k][1]) * (s.seg[k][3] - s.seg[k][1]));
		if (k == 0)
			side = l2;
		loop_assert_msg(near(l2, side), "sides of different lengths");
	}
	qsort(s.seg, s.n, sizeof *s.seg, seg_cmp);
	for (k = 1; k < s.n; k++)
		loop_assert_msg(seg_cmp(s.seg[k - 1], s.seg[k]) != 0,
		    "a wall drawn twice: (%lld, %lld)-(%lld, %lld)",
		    (long long)s.seg[k][0], (long long)s.seg[k][1],
		    (long long)s.seg[k][2], (long long)s.seg[k][3]);
	for (i = 0; i < m->n; i++) {
		open = maze_links(m, i, nb);
		pp->centre(m, i, &ix, &iy);
		for (d = 0; d < maze_ways(m); d++) {
			if (nb[d] == UINT32_MAX) {
				border += has_side(m, i, d);
				continue;
			}
			if (nb[d] < i)
				continue;
			closed += !(open >> d & 1u);
			pp->centre(m, nb[d], &jx, &jy);
			/* Neighbours' centres are all one pitch apart. */
			c2 = ((double)jx - ix) * ((double)jx - ix) + ((double)jy - iy) * ((double)jy - iy);
			if (pitch == 0)
				pitch = c2;
			loop_assert_msg(near(c2, pitch), "cells %u and %u are %g apart, not %g",
			    i, nb[d], c2, pitch);
			/* The wall between them, if it stands, is the segment
			 * whose middle is halfway between the centres, across
			 * the line joining them. */
			for (hit = NULL, k = 0; k < s.n && hit == NULL; k++)
				if (s.seg[k][0] + s.seg[k][2] == (int64_t)ix + jx
				    && s.seg[k][1] + s.seg[k][3] == (int64_t)iy + jy)
					hit = s.seg[k];
			loop_assert_msg((hit != NULL) == !(open >> d & 1u),
			    "cells %u and %u: passage %s, wall %s", i, nb[d],
			    open >> d & 1u ? "open" : "closed", hit ? "drawn" : "not drawn");
			if (hit != NULL) {
				memcpy(key, hit, sizeof key);
				loop_assert(fabs((double)(key[2] - key[0]) * ((double)jx - ix)
				    + (double)(key[3] - key[1]) * ((double)jy - iy))
				    < sqrt(side * c2) / 1000);
			}
		}
	}
	ck_assert_uint_eq(s.n, closed + border);
	return s;
}

START_TEST(test_hex_walls_once)
{
	static const uint32_t sizes[][2] = {
		{ 1, 1 }, { 1, 6 }, { 7, 1 }, { 2, 2 }, { 12, 8 }, { 31, 17 },
	};
	static const char *const algos[] = { "backtracker", "kruskal", "wilson" };
	const struct paper *pp = paper_find(&shape_hex);
	struct seg_pen s;
	struct puzzle p;
	size_t k;

	for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		make_shaped(&p, &shape_hex, algos[k % 3], sizes[k][0], sizes[k][1], 3 + k);
		s = walls_checked(pp, p.m);
		/* One cell: its six sides. */
		if (p.m->n == 1)
			ck_assert_uint_eq(s.n, 6);
		free(s.seg);
		puzzle_free(&p);
	}
}
END_TEST

/* Triangle mazes on paper: as hex's, each wall once where its cells
 * meet, the border, every side one length; one cell is three sides. */
START_TEST(test_triangle_walls_once)
{
	static const uint32_t sizes[][2] = {
		{ 1, 1 }, { 1, 2 }, { 7, 1 }, { 2, 3 }, { 12, 8 }, { 31, 17 },
	};
	static const char *const algos[] = { "backtracker", "kruskal", "wilson" };
	const struct paper *pp = paper_find(&shape_triangle);
	struct seg_pen s;
	struct puzzle p;
	size_t k;

	ck_assert_ptr_nonnull(pp);
	for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		make_shaped(&p, &shape_triangle, algos[k % 3], sizes[k][0], sizes[k][1], 3 + k);
		s = walls_checked(pp, p.m);
		if (p.m->n == 1)
			ck_assert_uint_eq(s.n, 3);
		free(s.seg);
		puzzle_free(&p);
	}
}
END_TEST

/* The way out of a maze of shape sh on paper: through every cell's
 * centre in order, only the turns kept. */
static void
route_check(const struct shape *sh)
{
	const struct paper *pp = paper_find(sh);
	struct print_point *pt;
	struct puzzle p;
	uint32_t c, x, y;
	size_t n, k = 0;
	int64_t ax, ay, bx, by;
	mg_err e;

	make_shaped(&p, sh, "wilson", 20, 14, 5);
	ck_assert_ptr_nonnull(pt = paper_route(pp, &p, &n, &e));
	ck_assert_uint_ge(n, 2);
	/* Every cell of the way, in order, lies on the line: on the
	 * segment from point k to point k + 1. */
	for (c = p.start;;) {
		pp->centre(p.m, c, &x, &y);
		if (k + 1 < n && x == pt[k + 1].x && y == pt[k + 1].y)
			k++;
		if (k + 1 < n) {
			ax = (int64_t)pt[k + 1].x - pt[k].x;
			ay = (int64_t)pt[k + 1].y - pt[k].y;
			bx = (int64_t)x - pt[k].x;
			by = (int64_t)y - pt[k].y;
			ck_assert_msg(ax * by == ay * bx && ax * bx + ay * by >= 0
			    && bx * bx + by * by <= ax * ax + ay * ay,
			    "cell %u is off the line", c);
		}
		if (c == p.exit)
			break;
		ck_assert(maze_next(p.m, c, solve_toward_root(p.tree, c), &c));
	}
	ck_assert_uint_eq(k, n - 1);
	pp->centre(p.m, p.start, &x, &y);
	ck_assert(pt[0].x == x && pt[0].y == y);
	pp->centre(p.m, p.exit, &x, &y);
	ck_assert(pt[n - 1].x == x && pt[n - 1].y == y);
	/* Only the turns are kept. */
	for (k = 1; k + 1 < n; k++)
		ck_assert(((int64_t)pt[k].x - pt[k - 1].x) * ((int64_t)pt[k + 1].y - pt[k].y)
		    != ((int64_t)pt[k].y - pt[k - 1].y) * ((int64_t)pt[k + 1].x - pt[k].x));
	free(pt);
	puzzle_free(&p);
}

START_TEST(test_hex_route)
{
	route_check(&shape_hex);
}
END_TEST

START_TEST(test_triangle_route)
{
	route_check(&shape_triangle);
}
END_TEST

/* Reads an SVG path's data (M, h, v, l) back into segments. */
static struct seg_pen
svg_path_segments(const char *d)
{
	struct seg_pen s = { 0, 0, NULL, 0, 0 };
	char *end;
	long a, b;
	char op;

	while (*d != '\0' && *d != '"') {
		op = *d++;
		if (op == '\n')
			continue;
		a = strtol(d, &end, 10);
		ck_assert(end != d);
		d = end;
		switch (op) {
		case 'M':
		case 'l':
			if (*d == ' ')
				d++;
			b = strtol(d, &end, 10);
			ck_assert(end != d);
			d = end;
			if (op == 'M')
				seg_move(&s, (uint32_t)a, (uint32_t)b);
			else
				seg_line(&s, (int32_t)a, (int32_t)b);
			break;
		case 'h': seg_line(&s, (int32_t)a, 0); break;
		case 'v': seg_line(&s, 0, (int32_t)a); break;
		default: ck_abort_msg("path command '%c'", op);
		}
	}
	return s;
}

START_TEST(test_hex_svg)
{
	const struct paper *pp = paper_find(&shape_hex);
	struct print_item it = { NULL, "hex", "" };
	struct paper_frame fr;
	struct seg_pen want, got;
	struct puzzle p;
	char *buf = NULL, view[64];
	const char *d;
	size_t len = 0, k;
	FILE *f;
	mg_err e;

	make_shaped(&p, &shape_hex, "prim", 12, 8, 4);
	it.p = &p;
	pp->frame(p.m, &fr);
	/* 12 x 8 cells: 2W + 2 squares wide, (3H + 1) B + A high. */
	ck_assert_uint_eq(fr.w, 26 * fr.unit);
	ck_assert_uint_eq(fr.h, 25 * 97 + 168);
	ck_assert_uint_eq(fr.unit, 168);
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(print_svg_write(f, &it, true, &e), 0);
	fclose(f);
	snprintf(view, sizeof view, "viewBox=\"0 0 %u %u\"", fr.w, fr.h);
	ck_assert(strstr(buf, view) != NULL);
	ck_assert(strstr(buf, "width=\"260\" height=\"155\"") != NULL);
	ck_assert(strstr(buf, "stroke-linecap=\"round\" stroke-linejoin=\"round\" d=\"") != NULL);
	ck_assert(strstr(buf, "<polyline") != NULL);
	ck_assert(strstr(buf, "<circle") != NULL);
	ck_assert(strstr(buf, "fill=\"#c92a2a\"") != NULL);
	/* One path, and its segments are the walls, each once. */
	ck_assert_ptr_null(strstr(strstr(buf, "<path") + 1, "<path"));
	want = walls_checked(pp, p.m);
	d = strstr(buf, " d=\"") + 4;
	got = svg_path_segments(d);
	ck_assert_uint_eq(got.n, want.n);
	for (k = 0; k < got.n; k++)
		seg_norm(got.seg[k]);
	qsort(got.seg, got.n, sizeof *got.seg, seg_cmp);
	ck_assert_int_eq(memcmp(got.seg, want.seg, want.n * sizeof *want.seg), 0);
	free(got.seg);
	free(want.seg);
	free(buf);
	buf = NULL;
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(print_svg_write(f, &it, false, &e), 0);
	fclose(f);
	ck_assert_ptr_null(strstr(buf, "<polyline"));
	free(buf);
	puzzle_free(&p);
}
END_TEST

#ifdef HAVE_CAIRO
/* Reads a PNG from memory for cairo. */
struct png_src {
	const unsigned char *p;
	size_t left;
};

static cairo_status_t
png_read(void *closure, unsigned char *data, unsigned int len)
{
	struct png_src *s = closure;

	if (len > s->left)
		return CAIRO_STATUS_READ_ERROR;
	memcpy(data, s->p, len);
	s->p += len;
	s->left -= len;
	return CAIRO_STATUS_SUCCESS;
}

/* The pixel of img at picture units (x, y) of a PNG drawn at cell
 * pixels a square of unit units, inside its margin: r, g, b. */
static void
png_at(cairo_surface_t *img, uint32_t unit, uint32_t cell, double x, double y,
    int rgb[3])
{
	int px = (int)(PRINT_PNG_MARGIN * cell + x * cell / unit);
	int py = (int)(PRINT_PNG_MARGIN * cell + y * cell / unit);
	const unsigned char *row = cairo_image_surface_get_data(img)
	    + (size_t)py * (size_t)cairo_image_surface_get_stride(img);
	uint32_t v;

	ck_assert(px >= 0 && px < cairo_image_surface_get_width(img));
	ck_assert(py >= 0 && py < cairo_image_surface_get_height(img));
	memcpy(&v, row + 4 * px, 4);
	rgb[0] = (int)(v >> 16 & 255);
	rgb[1] = (int)(v >> 8 & 255);
	rgb[2] = (int)(v & 255);
}

#define DARK(c) ((c)[0] < 96 && (c)[1] < 96 && (c)[2] < 96)
#define WHITE(c) ((c)[0] > 200 && (c)[1] > 200 && (c)[2] > 200)
#define ORANGE(c) ((c)[0] > 180 && (c)[1] > 50 && (c)[1] < 140 && (c)[2] < 80)

START_TEST(test_hex_png)
{
	const struct paper *pp = paper_find(&shape_hex);
	struct print_item it = { NULL, "hex", "" };
	struct print_job job = { PRINT_PNG, &it, 1, false, false, PRINT_A4, 10 };
	uint32_t nb[MAZE_MAX_WAYS], i, ix, iy, jx, jy, c, cell = 10, sol;
	struct paper_frame fr;
	struct png_src src;
	cairo_surface_t *img;
	struct puzzle p;
	char *buf = NULL;
	size_t len = 0;
	unsigned open, d;
	int rgb[3];
	FILE *f;
	mg_err e;

	make_shaped(&p, &shape_hex, "backtracker", 12, 8, 1);
	it.p = &p;
	pp->frame(p.m, &fr);
	for (sol = 0; sol < 2; sol++) {
		job.solution = sol;
		f = open_memstream(&buf, &len);
		ck_assert_int_eq(print_png_write(f, &job, &e), 0);
		fclose(f);
		src.p = (const unsigned char *)buf;
		src.left = len;
		img = cairo_image_surface_create_from_png_stream(png_read, &src);
		ck_assert_int_eq(cairo_surface_status(img), CAIRO_STATUS_SUCCESS);
		/* The manual's size: (2W + 2) squares by
		 * (97 (3H + 1) + 168) / 168 squares rounded up, and the
		 * margin: 280 x 175 pixels. */
		ck_assert_int_eq(cairo_image_surface_get_width(img), (2 * 12 + 2 + 2) * 10);
		ck_assert_int_eq(cairo_image_surface_get_height(img),
		    ((97 * 25 + 168) * 10 + 167) / 168 + 2 * 10);
		cairo_surface_flush(img);
		for (i = 0; i < p.m->n; i++) {
			pp->centre(p.m, i, &ix, &iy);
			png_at(img, fr.unit, cell, ix, iy, rgb);
			if (i == p.start)
				ck_assert(rgb[1] > rgb[0] + 40 && rgb[1] > rgb[2] + 40);
			else if (i == p.exit)
				ck_assert(rgb[0] > rgb[1] + 80);
			else
				ck_assert_msg(sol ? WHITE(rgb) || ORANGE(rgb) : WHITE(rgb),
				    "cell %u: %d %d %d", i, rgb[0], rgb[1], rgb[2]);
			open = maze_links(p.m, i, nb);
			for (d = 0; d < 6; d++) {
				if (nb[d] == UINT32_MAX || nb[d] < i)
					continue;
				pp->centre(p.m, nb[d], &jx, &jy);
				png_at(img, fr.unit, cell, (ix + jx) / 2.0, (iy + jy) / 2.0, rgb);
				if (!(open >> d & 1u))
					ck_assert_msg(DARK(rgb), "wall %u-%u: %d %d %d",
					    i, nb[d], rgb[0], rgb[1], rgb[2]);
				else
					ck_assert_msg(sol ? WHITE(rgb) || ORANGE(rgb) : WHITE(rgb),
					    "passage %u-%u: %d %d %d", i, nb[d], rgb[0], rgb[1], rgb[2]);
			}
		}
		/* With the way out, every step of it is orange. */
		for (c = p.start; sol && c != p.exit; c = i) {
			ck_assert(maze_next(p.m, c, solve_toward_root(p.tree, c), &i));
			pp->centre(p.m, c, &ix, &iy);
			pp->centre(p.m, i, &jx, &jy);
			png_at(img, fr.unit, cell, (ix + jx) / 2.0, (iy + jy) / 2.0, rgb);
			ck_assert_msg(ORANGE(rgb), "step %u-%u: %d %d %d", c, i, rgb[0], rgb[1], rgb[2]);
		}
		cairo_surface_destroy(img);
		free(buf);
		buf = NULL;
	}
	puzzle_free(&p);
}
END_TEST
#endif

/* Parses a NULL-terminated argument list after "mazegame". */
static int
parse(struct options *o, mg_err *e, const char *const *args)
{
	char *argv[16];
	int argc = 0;

	argv[argc++] = (char *)"mazegame";
	while (*args != NULL && argc < 15)
		argv[argc++] = (char *)*args++;
	argv[argc] = NULL;
	return options_parse(argc, argv, o, e);
}

START_TEST(test_print_options)
{
	struct options o;
	mg_err e;
	const char *ext[] = { "--print", "-o", "out/m.PDF", NULL };
	const char *both[] = { "--print", "--format", "svg", "-o", "m.pdf", NULL };
	const char *dash[] = { "--print", "--output=-", NULL };
	const char *count[] = { "--print", "--format=pdf", "--count", "10",
		"--page", "Letter", NULL };
	const char *cell[] = { "--print", "--format", "png", "--cell", "4", NULL };
	const char *bad_count[] = { "--print", "--format", "svg", "--count", "2", NULL };
	const char *bad_cell[] = { "--print", "-o", "m.png", "--cell", "101", NULL };
	const char *no_print[] = { "--format", "svg", NULL };
	const char *empty[] = { "--print", "-o", "", NULL };

	ck_assert_int_eq(parse(&o, &e, ext), 0);
	ck_assert_int_eq(o.format, PRINT_PDF);
	ck_assert_uint_eq(o.count, 1);
	ck_assert_int_eq(parse(&o, &e, both), 0);
	ck_assert_int_eq(o.format, PRINT_SVG);   /* --format wins */
	ck_assert_int_eq(parse(&o, &e, dash), 0);
	ck_assert_int_eq(o.format, PRINT_TEXT);
	ck_assert_str_eq(o.output, "-");
	ck_assert_int_eq(parse(&o, &e, count), 0);
	ck_assert_uint_eq(o.count, 10);
	ck_assert_int_eq(o.paper, PRINT_LETTER);
	ck_assert_int_eq(parse(&o, &e, cell), 0);
	ck_assert_uint_eq(o.cell, 4);
	ck_assert_int_eq(parse(&o, &e, bad_count), 2);
	ck_assert(strstr(e.msg, "--count only works with PDF") != NULL);
	ck_assert_int_eq(parse(&o, &e, bad_cell), 2);
	ck_assert(strstr(e.msg, "--cell") != NULL);
	ck_assert_int_eq(parse(&o, &e, no_print), 2);
	ck_assert(strstr(e.msg, "only work with --print") != NULL);
	ck_assert_int_eq(parse(&o, &e, empty), 2);
}
END_TEST

Suite *
print_suite(void)
{
	Suite *s = suite_create("print");
	TCase *tc;

	tc = tcase_create("walls");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_loop_test(tc, test_trace_covers_the_walls, 0, (int)gen_algo_count);
	tcase_add_test(tc, test_strokes_are_few);
	tcase_add_test(tc, test_trace_loops_and_lone_posts);
	suite_add_tcase(s, tc);

	tc = tcase_create("route");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_test(tc, test_route_turns_and_ends);
	suite_add_tcase(s, tc);

	tc = tcase_create("formats");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_test(tc, test_format_names);
	tcase_add_test(tc, test_png_cell);
	tcase_add_test(tc, test_svg_frame);
	tcase_add_test(tc, test_print_options);
	suite_add_tcase(s, tc);

	tc = tcase_create("shapes");
	tcase_set_timeout(tc, 60);   /* a guard for a busy machine */
	tcase_add_test(tc, test_shapes_table);
	tcase_add_test(tc, test_hex_walls_once);
	tcase_add_test(tc, test_hex_route);
	tcase_add_test(tc, test_triangle_walls_once);
	tcase_add_test(tc, test_triangle_route);
	tcase_add_test(tc, test_hex_svg);
#ifdef HAVE_CAIRO
	tcase_add_test(tc, test_hex_png);
#endif
	suite_add_tcase(s, tc);
	return s;
}
