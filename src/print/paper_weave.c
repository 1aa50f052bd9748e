/* paper_weave.c - weave mazes on paper: square cells two block squares
 * wide, walls on the lines between them, as the square grid's picture
 * looks; a wall that an open under-pass runs beneath (maze/weave.c's
 * TEXT_UNDER) is drawn broken, three short dashes, as the terminal
 * draws it, so the way under reads apart from a wall and from an
 * opening.
 *
 * In picture units a block square is A units and a cell 2A; around
 * the cells runs a margin of half a square.  A W x H maze is 2W + 1
 * squares wide and 2H + 1 high.
 */
#include "config.h"

#include "print/paper.h"

#define A 6u            /* units a block square */
#define CELL (2 * A)    /* a cell's side */
#define MARGIN (A / 2)  /* around the cells */

/* What one side of a cell is on paper. */
enum side { SIDE_OPEN, SIDE_WALL, SIDE_UNDER };

/* The frame: the cells and the margin. */
static void
weave_frame(const maze *m, struct paper_frame *f)
{
	f->w = CELL * m->w + 2 * MARGIN;
	f->h = CELL * m->h + 2 * MARGIN;
	f->unit = A;
}

/* The centre of cell i. */
static void
weave_centre(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	*x = MARGIN + CELL * (i % m->w) + A;
	*y = MARGIN + CELL * (i / m->w) + A;
}

/* The side at (row, col) of the shape's character grid. */
static enum side
side_at(const maze *m, uint32_t row, uint32_t col)
{
	uint32_t i, j;
	unsigned k;

	switch (m->shape->text_at(m, row, col, &i, &k)) {
	case TEXT_UNDER:
		return SIDE_UNDER;
	case TEXT_WALL:
		return !maze_next(m, i, k, &j) || !maze_way_open(m, i, k)
		    ? SIDE_WALL : SIDE_OPEN;
	default:
		return SIDE_OPEN;
	}
}

/* Draws the line of sides along one row (across true) or column of
 * cell boundaries: each run of walls one stroke, each broken side its
 * three dashes.  (x0, y0) is the line's start; side k is at (row, col)
 * of the character grid stepped by (dr, dc). */
static void
weave_line(const maze *m, const struct print_pen *pen, bool across,
    uint32_t x0, uint32_t y0, uint32_t n, uint32_t row, uint32_t col,
    uint32_t dr, uint32_t dc)
{
	static const uint32_t dash[3][2] = { { 0, 2 }, { 5, 7 }, { 10, 12 } };
	uint32_t k, run = UINT32_MAX, d;
	enum side s;

	for (k = 0; k <= n; k++) {
		s = k < n ? side_at(m, row + k * dr, col + k * dc) : SIDE_OPEN;
		if (s == SIDE_WALL) {
			if (run == UINT32_MAX)
				run = k;
			continue;
		}
		if (run != UINT32_MAX) {
			pen->move(pen->ctx, across ? x0 + CELL * run : x0,
			    across ? y0 : y0 + CELL * run);
			pen->line(pen->ctx, across ? (int32_t)(CELL * (k - run)) : 0,
			    across ? 0 : (int32_t)(CELL * (k - run)));
			run = UINT32_MAX;
		}
		if (s != SIDE_UNDER)
			continue;
		for (d = 0; d < 3; d++) {
			pen->move(pen->ctx, across ? x0 + CELL * k + dash[d][0] : x0,
			    across ? y0 : y0 + CELL * k + dash[d][0]);
			pen->line(pen->ctx,
			    across ? (int32_t)(dash[d][1] - dash[d][0]) : 0,
			    across ? 0 : (int32_t)(dash[d][1] - dash[d][0]));
		}
	}
}

/* Draws every line of boundaries, rows then columns: each side once. */
static void
weave_walls(const maze *m, const struct print_pen *pen)
{
	uint32_t y, x;

	for (y = 0; y <= m->h; y++)
		weave_line(m, pen, true, MARGIN, MARGIN + CELL * y, m->w,
		    2 * y, 2, 0, 4);
	for (x = 0; x <= m->w; x++)
		weave_line(m, pen, false, MARGIN + CELL * x, MARGIN, m->h,
		    1, 4 * x, 2, 0);
}

/* A cell is the square grid's room and more: its marks fit. */
const struct paper paper_weave = {
	&shape_weave, weave_frame, weave_centre, weave_walls, PRINT_START_R,
	1.1, NULL,
};
