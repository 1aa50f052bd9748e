/* paper_hex.c - hex mazes on paper: pointy-top hexagons in rows, each
 * odd row half a cell to the right (maze/hex.c), so a cell's east and
 * west sides are upright and its other four slant.
 *
 * In picture units a cell is 2A wide (A units a block square, so a
 * cell is two squares wide, a cell and a wall as on the square grid)
 * and 4B high, rows 3B apart: A / B is 168 / 97, sqrt(3) to 1 part in
 * 20000, so every corner and centre is a whole unit and the hexagons
 * are regular to a fraction of a pixel at any size mazegame draws.
 * Around the cells runs a margin of half a square, as around the
 * square grid's block squares.  A W x H maze (H > 1) is 2W + 2 squares
 * wide and (3H + 1) B / A + 1 squares high; a single row is one square
 * narrower (no row is shifted).
 */
#include "config.h"

#include "print/paper.h"

#define A 168u          /* half a cell's width: a block square */
#define B 97u           /* a quarter of a cell's height */
#define MARGIN (A / 2)  /* around the cells */

/* The corners of a cell from its centre, clockwise from the top of
 * its east side: side d, the wall toward way d (maze/hex.c numbers the
 * ways clockwise from east), runs from corner d to corner d + 1. */
static const int32_t corner_x[6] = { A, A, 0, -(int32_t)A, -(int32_t)A, 0 };
static const int32_t corner_y[6] = { -(int32_t)B, B, 2 * B, B, -(int32_t)B, -2 * (int32_t)B };

/* The frame: the cells and the margin. */
static void
hex_frame(const maze *m, struct paper_frame *f)
{
	f->w = 2 * A * m->w + (m->h > 1 ? A : 0) + 2 * MARGIN;
	f->h = B * (3 * m->h + 1) + 2 * MARGIN;
	f->unit = A;
}

/* The centre of cell i: its row's offset, then its column. */
static void
hex_centre(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	uint32_t row = maze_row(m, i), col = i - row * m->w;

	*x = MARGIN + A + 2 * A * col + (row & 1u) * A;
	*y = MARGIN + 2 * B + 3 * B * row;
}

/* Draws the walls of every cell: hexagons about their centres. */
static void
hex_walls(const maze *m, const struct print_pen *pen)
{
	static const unsigned way[6] = { 0, 1, 2, 3, 4, 5 };
	static const struct paper_polygon hexagon = {
		6, corner_x, corner_y, way,
	};
	uint32_t i, x, y;

	for (i = 0; i < m->n; i++) {
		hex_centre(m, i, &x, &y);
		paper_cell_walls(m, i, pen, x, y, &hexagon);
	}
}

/* The room inside a cell reaches 0.75 squares from its centre (the
 * apothem, a square, less half a wall); a square of side s reaches
 * s (1 + sqrt 3) / 4 toward a slanting side, so the square grid's
 * exit (1.1) would touch the walls: 0.95 leaves a tenth of a square. */
const struct paper paper_hex = {
	&shape_hex, hex_frame, hex_centre, hex_walls, PRINT_START_R, 0.95,
	NULL,
};
