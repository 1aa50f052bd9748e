/* check_print.c - the picture writers' common ground: walls traced as
 * few long strokes that cover exactly the '#' squares, the solution's
 * turning points, format names, and the SVG's frame. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/bitset.h"
#include "maze/gen/gen.h"
#include "maze/mazeio.h"
#include "app/options.h"
#include "print/print.h"
#include "print/walls.h"
#include "maze/puzzle.h"
#include "suites.h"
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

	ck_assert_uint_lt(x, g->cols);
	ck_assert_uint_lt(y, g->rows);
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

	ck_assert_msg((dx == 0) != (dy == 0), "a line must be horizontal or vertical");
	ck_assert_msg(n % 2 == 0, "lines go from post to post");
	if (dir == g->last_dir)
		g->collinear++;
	g->last_dir = dir;
	g->lines++;
	g->length += (uint64_t)n;
	for (i = 0; i < n; i++) {
		g->x += dx > 0 ? 1 : dx < 0 ? -1 : 0;
		g->y += dy > 0 ? 1 : dy < 0 ? -1 : 0;
		ck_assert_uint_lt(g->x, g->cols);
		ck_assert_uint_lt(g->y, g->rows);
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
	struct print_pen pen = { grid_move, grid_line, grid_dot, &g };
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
			ck_assert_msg((c == '#') == (g.paint[(size_t)y * g.cols + x] > 0),
			    "square (%u, %u): '%c' but painted %u times", x, y, c,
			    g.paint[(size_t)y * g.cols + x]);
			if (c == '#' && (x % 2) != (y % 2)) {
				walls++;
				ck_assert_msg(g.paint[(size_t)y * g.cols + x] == 1,
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
	struct puzzle_spec spec = { w, h, gen_find(algo), seed, false, NULL, NULL, false, NULL };
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
	tcase_add_loop_test(tc, test_trace_covers_the_walls, 0, (int)gen_algo_count);
	tcase_add_test(tc, test_strokes_are_few);
	tcase_add_test(tc, test_trace_loops_and_lone_posts);
	suite_add_tcase(s, tc);

	tc = tcase_create("route");
	tcase_add_test(tc, test_route_turns_and_ends);
	suite_add_tcase(s, tc);

	tc = tcase_create("formats");
	tcase_add_test(tc, test_format_names);
	tcase_add_test(tc, test_png_cell);
	tcase_add_test(tc, test_svg_frame);
	tcase_add_test(tc, test_print_options);
	suite_add_tcase(s, tc);
	return s;
}
