/* bench_shape.c - every shape against the square grid, for "make
 * bench": the same generator on about a million cells of each shape,
 * then BFS over that maze, timed (best of the runs) beside the square
 * grid's time for the same generator; the shape's bytes a cell; and
 * the text picture of a 500x500 maze (floors: the same cells on four
 * floors).  Targets (issue 35): every shape
 * within 2x of the square grid's generation and search, under one byte
 * a cell.  A miss is printed, never fails the run.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/clock.h"
#include "base/rng.h"
#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "maze/puzzle.h"
#include "maze/shape.h"
#include "maze/shape_text.h"
#include "maze/weave_sites.h"
#include "maze/solve.h"

/* Milliseconds of the monotonic clock. */
static double
now_ms(void)
{
	return (double)clock_ns() / 1e6;
}

/* Makes a maze of about side x side cells of shape s, every wall
 * standing: for floors, four floors of side/2 x side/2; on the circle
 * 8 cells in the first ring and as many rings as reach the cells. */
static maze *
blank(const struct shape *s, uint32_t side, mg_err *e)
{
	uint32_t h;

	if (s == &shape_floors)
		return shape_maze_floors(s, side / 2, side / 2, 4, e);
	if (s == &shape_circle) {
		for (h = 1; circle_cells(8, h) < (uint64_t)side * side; h++)
			;
		return shape_maze_create(s, 8, h, e);
	}
	return shape_maze_create(s, side, side, e);
}

/* Generates a side x side maze of shape s with g runs times and then
 * searches it runs times; *gen and *bfs get the best times in ms and
 * *bytes the maze's bytes a cell.  Returns 0, or -1 with a message. */
static int
measure(const struct shape *s, const struct gen_algo *g, uint32_t side,
    int runs, double *gen, double *bfs, double *bytes)
{
	mg_err e = { "", 0 };
	maze *m = NULL;
	solver *sv;
	int k;

	*gen = *bfs = 1e30;
	for (k = 0; k < runs; k++) {
		double t0;
		rng r;

		maze_destroy(m);
		if ((m = blank(s, side, &e)) == NULL)
			goto fail;
		rng_seed(&r, 1 + (uint64_t)k);
		t0 = now_ms();
		/* A weave's crossings are part of making it, as in
		 * puzzle_generate (the default density). */
		if (s == &shape_weave)
			weave_place_sites(m, &r, 0);
		if (g->generate(m, &r, NULL, NULL, &e) != 0)
			goto fail;
		if (s == &shape_weave)
			weave_settle(m);
		t0 = now_ms() - t0;
		*gen = t0 < *gen ? t0 : *gen;
	}
	*bytes = (double)maze_storage_bytes(m) / m->n;
	if ((sv = solve_create(m, &e)) == NULL)
		goto fail;
	for (k = 0; k < runs; k++) {
		double t0 = now_ms();

		if (solve_bfs(sv, m->n - 1, NULL, &e) != 0) {
			solve_destroy(sv);
			goto fail;
		}
		t0 = now_ms() - t0;
		*bfs = t0 < *bfs ? t0 : *bfs;
	}
	solve_destroy(sv);
	maze_destroy(m);
	return 0;
fail:
	fprintf(stderr, "bench_shape: %s %s: %s\n", s->name, g->name, e.msg);
	maze_destroy(m);
	return -1;
}

/* Times the text picture of a maze of shape s of about 500x500 cells
 * (floors: four floors of 250x250; the circle: 8 cells in its first
 * ring), in ms. */
static double
picture_ms(const struct shape *s)
{
	struct puzzle_spec spec;
	struct puzzle p;
	mg_err e = { "", 0 };
	uint32_t rows, cols, w, h;
	double t0;
	char *pic;

	w = h = 500;
	if (s == &shape_floors)
		w = h = 250;
	if (s == &shape_circle)
		for (w = 8, h = 1; circle_cells(w, h) < 250000; h++)
			;
	puzzle_spec_set(&spec, w, h, gen_find("backtracker"), 1, false, NULL);
	spec.shape = s;
	spec.k = s == &shape_floors ? 4 : 0;
	if (puzzle_generate(&p, &spec, &e) != 0)
		return -1;
	t0 = now_ms();
	pic = shape_text_picture(&p, true, &rows, &cols, &e);
	t0 = now_ms() - t0;
	free(pic);
	puzzle_free(&p);
	return pic == NULL ? -1 : t0;
}

int
main(int argc, char **argv)
{
	int runs = 3, misses = 0, i;
	unsigned k;
	size_t a;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--quick") == 0)
			runs = 1;
		else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
			runs = atoi(argv[++i]);
	}
	if (runs < 1 || runs > 100)
		runs = 3;
	printf("\nmazegame benchmark: shapes against the square grid, 1000x1000 cells (circle: 8x585, 1002152 cells), best of %d\n", runs);
	printf("%-8s %-13s %9s %9s %6s %-8s %9s %9s %6s %-8s %6s %s\n",
	    "shape", "algorithm", "gen ms", "square", "ratio", "target", "BFS ms",
	    "square", "ratio", "target", "B/cell", "target");
	for (k = 1; k < shape_count; k++) {
		const struct shape *s = shape_table[k];

		for (a = 0; a < gen_algo_count; a++) {
			const struct gen_algo *g = &gen_algos[a];
			double gs, bs, b2, g1, b1, bytes;
			bool ok;

			if (!g->any_shape)
				continue;
			if (measure(&shape_square, g, 1000, runs, &gs, &bs, &b2) != 0
			    || measure(s, g, 1000, runs, &g1, &b1, &bytes) != 0)
				return 1;
			ok = g1 <= 2 * gs && b1 <= 2 * bs && bytes < 1;
			misses += !ok;
			printf("%-8s %-13s %9.1f %9.1f %6.2f %-8s %9.1f %9.1f %6.2f %-8s %6.2f %s\n",
			    s->name, g->name, g1, gs, g1 / gs, g1 <= 2 * gs ? "<=2 ok" : "<=2 MISS",
			    b1, bs, b1 / bs, b1 <= 2 * bs ? "<=2 ok" : "<=2 MISS", bytes,
			    bytes < 1 ? "<1 ok" : "<1 MISS");
		}
		printf("%-8s text picture of 500x500 with the way out: %.1f ms (target <1000 %s)\n",
		    s->name, picture_ms(s), picture_ms(s) < 1000 ? "ok" : "MISS");
	}
	printf("shapes: %d rows missed a target\n", misses);
	return 0;
}
