/* check_floors.c - tests of the floors shape: its cells are numbered
 * floor by floor, row by row, the stairs join a cell to the one above
 * it, its text picture shows each floor and its stairs, the keys name
 * its ways, a run stops at stairs, the graph format and run files name
 * its floors, and its ends lie on the first floor and the last. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/floors.h"
#include "maze/graph.h"
#include "maze/maze.h"
#include "maze/mazeio.h"
#include "maze/puzzle.h"
#include "maze/shape.h"
#include "maze/shape_text.h"
#include "store/run_read.h"
#include "suites.h"

/* Makes f floors of w x h cells, every wall standing. */
static maze *
blank(uint32_t w, uint32_t h, uint32_t f)
{
	mg_err e = { "", 0 };
	maze *m = floors_maze_create(w, h, f, &e);

	ck_assert_msg(m != NULL, "%ux%ux%u: %s", w, h, f, e.msg);
	return m;
}

/* Each way leads where the man page's numbering f*W*H + y*W + x says:
 * east and south on the floor, up to the same place a floor higher. */
START_TEST(test_numbering)
{
	const uint32_t W = 4, H = 3, F = 3;
	maze *m = blank(W, H, F);
	uint32_t f, y, x, j;

	ck_assert_uint_eq(m->n, W * H * F);
	ck_assert_uint_eq(floors_count(m), F);
	ck_assert_uint_eq(floors_height(m), H);
	for (f = 0; f < F; f++)
		for (y = 0; y < H; y++)
			for (x = 0; x < W; x++) {
				uint32_t i = f * W * H + y * W + x;

				ck_assert_uint_eq(floors_of(m, i), f);
				ck_assert(maze_next(m, i, FLOORS_E, &j) == (x + 1 < W));
				if (x + 1 < W)
					ck_assert_uint_eq(j, i + 1);
				ck_assert(maze_next(m, i, FLOORS_S, &j) == (y + 1 < H));
				if (y + 1 < H)
					ck_assert_uint_eq(j, i + W);
				ck_assert(maze_next(m, i, FLOORS_N, &j) == (y > 0));
				ck_assert(maze_next(m, i, FLOORS_W, &j) == (x > 0));
				ck_assert(maze_next(m, i, FLOORS_UP, &j) == (f + 1 < F));
				if (f + 1 < F)
					ck_assert_uint_eq(j, (f + 1) * W * H + y * W + x);
				ck_assert(maze_next(m, i, FLOORS_DOWN, &j) == (f > 0));
				if (f > 0)
					ck_assert_uint_eq(j, (f - 1) * W * H + y * W + x);
			}
	maze_destroy(m);
}
END_TEST

/* Sizes: 1 to 64 floors, and all of them within the cells' limit. */
START_TEST(test_sizes_refused)
{
	mg_err e = { "", 0 };
	maze *m;

	ck_assert_ptr_null(floors_maze_create(3, 3, 0, &e));
	ck_assert_ptr_null(floors_maze_create(3, 3, 65, &e));
	ck_assert(strstr(e.msg, "64") != NULL);
	ck_assert_ptr_null(floors_maze_create(40000, 40000, 2, &e));
	ck_assert_ptr_nonnull(m = floors_maze_create(1, 1, 64, &e));
	ck_assert_uint_eq(m->n, 64);
	maze_destroy(m);
}
END_TEST

/* The arrows stay on the floor; the stairs' compass points climb. */
START_TEST(test_keys_ways)
{
	maze *m = blank(3, 3, 2);
	const struct shape *s = &shape_floors;
	unsigned way[2];

	ck_assert_uint_eq(s->toward(m, 4, COMPASS_UP, way), 1);
	ck_assert_uint_eq(way[0], FLOORS_UP);
	ck_assert_uint_eq(s->toward(m, 4, COMPASS_DOWN, way), 1);
	ck_assert_uint_eq(way[0], FLOORS_DOWN);
	ck_assert_uint_eq(s->toward(m, 4, COMPASS_N, way), 1);
	ck_assert_uint_eq(way[0], FLOORS_N);
	ck_assert_uint_eq(s->toward(m, 4, COMPASS_NE, way), 0);
	ck_assert_uint_eq(s->compass[FLOORS_UP], COMPASS_UP);
	ck_assert_uint_eq(s->compass[FLOORS_W], COMPASS_W);
	maze_destroy(m);
}
END_TEST

/* A run along a corridor stops at the first cell with stairs. */
START_TEST(test_run_stops_at_stairs)
{
	maze *m = blank(4, 1, 2);
	uint32_t cell = 0;

	/* Floor 1: 0-1-2-3, stairs up from 2 to 6. */
	maze_set_way(m, 0, FLOORS_E, true);
	maze_set_way(m, 1, FLOORS_E, true);
	maze_set_way(m, 2, FLOORS_E, true);
	maze_set_way(m, 2, FLOORS_UP, true);
	ck_assert_uint_eq(floors_stairs(m, 2), FLOORS_STAIRS_UP);
	ck_assert_uint_eq(floors_stairs(m, 6), FLOORS_STAIRS_DOWN);
	ck_assert_uint_eq(floors_stairs(m, 1), 0);
	ck_assert_uint_eq(maze_run(m, &cell, FLOORS_E, 99), 2);
	ck_assert_uint_eq(cell, 2);
	maze_destroy(m);
}
END_TEST

/* The text picture: each floor named over its square grid, '<' beside
 * a cell with stairs up, '>' beside the cell they lead to, the way out
 * through the cells' centres. */
START_TEST(test_text_picture)
{
	static const char want[] =
	    "floor 1     floor 2\n"
	    "+-------+   +-------+\n"
	    "| S  <  |   | E    >|\n"
	    "+-------+   +-------+\n";
	static const char way[] =
	    "floor 1     floor 2\n"
	    "+-------+   +-------+\n"
	    "| S .<. |   | E . .>|\n"
	    "+-------+   +-------+\n";
	mg_err e = { "", 0 };
	struct puzzle p;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	maze *m = blank(2, 1, 2);

	/* 0-1 on floor 1, up from 1 to 3, 3-2 on floor 2. */
	maze_set_way(m, 0, FLOORS_E, true);
	maze_set_way(m, 1, FLOORS_UP, true);
	maze_set_way(m, 3, FLOORS_W, true);
	ck_assert_msg(puzzle_adopt(&p, m, 0, 2, &e) == 0, "%s", e.msg);
	f = open_memstream(&buf, &len);
	ck_assert(shape_text_write(f, &p, false, &e) == 0);
	fclose(f);
	ck_assert_str_eq(buf, want);
	free(buf);
	f = open_memstream(&buf, &len);
	ck_assert(shape_text_write(f, &p, true, &e) == 0);
	fclose(f);
	ck_assert_str_eq(buf, way);
	free(buf);
	puzzle_free(&p);
}
END_TEST

/* The graph format's shape line names the floors, and a floors maze
 * without them is refused. */
START_TEST(test_graph_floors)
{
	static const char *const bad[] = {
		"mazegame-graph 1\nshape floors 2 2\n",
		"mazegame-graph 1\nshape floors 2 2 0\n",
		"mazegame-graph 1\nshape floors 2 2 65\n",
		"mazegame-graph 1\nshape floors 2 1 2\nstart 0\nexit 3\np 0 3\n",
	};
	mg_err e = { "", 0 };
	maze *m = blank(2, 1, 2);
	struct mazeio_doc doc;
	char *buf = NULL;
	size_t len = 0, k;
	FILE *f = open_memstream(&buf, &len);

	maze_set_way(m, 0, FLOORS_E, true);
	maze_set_way(m, 0, FLOORS_UP, true);
	maze_set_way(m, 2, FLOORS_E, true);
	ck_assert(graph_write(f, m, 0, 3, &e) == 0);
	fclose(f);
	ck_assert_str_eq(buf, "mazegame-graph 1\nshape floors 2 1 2\nstart 0\n"
	    "exit 3\np 0 1\np 0 2\np 2 3\nw 1 3\n");
	ck_assert_msg(mazeio_read_mem(buf, len, &doc, &e) == 0, "%s", e.msg);
	ck_assert(maze_equal(doc.m, m));
	maze_destroy(doc.m);
	free(buf);
	for (k = 0; k < sizeof bad / sizeof bad[0]; k++)
		ck_assert_msg(mazeio_read_mem(bad[k], strlen(bad[k]), &doc, &e) != 0,
		    "accepted #%zu", k);
	maze_destroy(m);
}
END_TEST

/* Far apart (--hard): the start on the first floor and the exit on the
 * last, the start the farthest of the first floor's cells from the
 * exit; corners: the first cell and the last. */
START_TEST(test_far_apart_ends)
{
	mg_err e = { "", 0 };
	struct puzzle_spec spec;
	struct puzzle p;
	uint32_t i, seed;

	for (seed = 1; seed <= 5; seed++) {
		puzzle_spec_set(&spec, 7, 5, gen_find("kruskal"), seed, true, NULL);
		spec.shape = &shape_floors;
		spec.k = 3;
		ck_assert_msg(puzzle_generate(&p, &spec, &e) == 0, "%s", e.msg);
		ck_assert_uint_eq(floors_of(p.m, p.start), 0);
		ck_assert_uint_eq(floors_of(p.m, p.exit), 2);
		ck_assert_uint_eq(solve_root(p.tree), p.exit);
		ck_assert_uint_eq(solve_distance(p.tree, p.start), p.optimal);
		for (i = 0; i < 35; i++)
			ck_assert_uint_le(solve_distance(p.tree, i), p.optimal);
		puzzle_free(&p);
		spec.far_apart = false;
		ck_assert(puzzle_generate(&p, &spec, &e) == 0);
		ck_assert_uint_eq(p.start, 0);
		ck_assert_uint_eq(p.exit, 7 * 5 * 3 - 1);
		puzzle_free(&p);
	}
}
END_TEST

/* A run file of a floors maze: read back and played through when it
 * names its floors (the moves climb by up); refused without them, or
 * with floors on another shape, naming the line. */
START_TEST(test_run_file)
{
	static const char head[] = "mazegame-run 2\ndifficulty: normal\n"
	    "shape: floors\nalgorithm: backtracker\nwidth: 4\nheight: 3\n";
	static const char tail[] = "seed: 2\nends: corners\nstart: 0 0\n"
	    "exit: 3 5\nmoves: 8\ntime: 1\n\n0 s\n0 e\n1 n\n1 up\n1 s\n"
	    "1 e\n1 e\n1 s\n";
	static const char square[] = "mazegame-run 1\ndifficulty: normal\n"
	    "algorithm: backtracker\nwidth: 4\nheight: 3\nfloors: 2\n"
	    "seed: 2\nends: corners\nstart: 0 0\nexit: 3 2\nmoves: 0\n"
	    "time: 0\n\n";
	char text[512];
	mg_err e = { "", 0 };
	struct run r;
	struct puzzle p;

	memset(&r, 0, sizeof r);
	snprintf(text, sizeof text, "%sfloors: 2\n%s", head, tail);
	ck_assert_msg(run_read(text, strlen(text), NULL, &r, &p, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(r.maze.k, 2);
	ck_assert_uint_eq(r.n, 8);
	ck_assert_uint_eq(run_move_dir(&r, 3), FLOORS_UP);
	ck_assert_uint_eq(floors_of(p.m, r.exit), 1);
	run_free(&r);
	puzzle_free(&p);
	snprintf(text, sizeof text, "%s%s", head, tail);
	ck_assert(run_read(text, strlen(text), NULL, &r, NULL, &e) != 0);
	ck_assert_msg(strstr(e.msg, "'floors'") != NULL, "%s", e.msg);
	ck_assert(run_read(square, strlen(square), NULL, &r, NULL, &e) != 0);
	ck_assert_msg(strstr(e.msg, "line 6") != NULL, "%s", e.msg);
	/* The K line is the shape's own, under its name, anywhere in
	 * the header (run_write puts it after the shape now): right
	 * after the shape it reads the same. */
	snprintf(text, sizeof text, "mazegame-run 2\ndifficulty: normal\n"
	    "shape: floors\nfloors: 2\nalgorithm: backtracker\nwidth: 4\n"
	    "height: 3\n%s", tail);
	ck_assert_msg(run_read(text, strlen(text), NULL, &r, &p, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(r.maze.k, 2);
	ck_assert_uint_eq(floors_of(p.m, r.exit), 1);
	run_free(&r);
	puzzle_free(&p);
	/* Another shape's K, a K out of range, two K lines: refused,
	 * naming the line. */
	snprintf(text, sizeof text, "%sweave: 30\n%s", head, tail);
	ck_assert(run_read(text, strlen(text), NULL, &r, NULL, &e) != 0);
	ck_assert_msg(strstr(e.msg, "line 7") != NULL
	    && strstr(e.msg, "'weave' goes with the weave shape only") != NULL, "%s", e.msg);
	snprintf(text, sizeof text, "%sfloors: 65\n%s", head, tail);
	ck_assert(run_read(text, strlen(text), NULL, &r, NULL, &e) != 0);
	ck_assert_msg(strstr(e.msg, "floors is not a number from 1 to 64") != NULL, "%s", e.msg);
	snprintf(text, sizeof text, "%sfloors: 2\nweave: 30\n%s", head, tail);
	ck_assert(run_read(text, strlen(text), NULL, &r, NULL, &e) != 0);
	ck_assert_msg(strstr(e.msg, "line 8") != NULL
	    && strstr(e.msg, "given twice") != NULL, "%s", e.msg);
	run_free(&r);
}
END_TEST

/* Returns the floors suite for check_main.c. */
Suite *
floors_suite(void)
{
	Suite *s = suite_create("floors");
	TCase *tc = tcase_create("floors");

	tcase_add_test(tc, test_numbering);
	tcase_add_test(tc, test_sizes_refused);
	tcase_add_test(tc, test_keys_ways);
	tcase_add_test(tc, test_run_stops_at_stairs);
	tcase_add_test(tc, test_text_picture);
	tcase_add_test(tc, test_graph_floors);
	tcase_add_test(tc, test_far_apart_ends);
	tcase_add_test(tc, test_run_file);
	suite_add_tcase(s, tc);
	return s;
}
