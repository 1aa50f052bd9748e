/* paper_upsilon.c - upsilon mazes on paper: octagons and squares
 * (maze/upsilon.c), the truncated square tiling.  Cell (x, y) is placed
 * at (x, y) times the pitch; an octagon's upright and level sides face
 * the squares beside it, its slanting sides the octagons across its
 * corners.
 *
 * In picture units the pitch is 340: an octagon reaches 240 from its
 * centre to each side, a square 100, and every side is 200 long but the
 * octagon's slanting ones, 140 sqrt 2 (198): regular to one part in a
 * hundred, every corner a whole unit.  A block square is 120 units (an
 * octagon is four squares across, a square nearly two), and a margin
 * of half a square runs round the octagons' outer sides.
 */
#include "config.h"

#include "print/paper.h"

#define A 120u          /* units a block square */
#define P 340u          /* from a cell's centre to the next one's */
#define O 240           /* from an octagon's centre to a side */
#define Q 100           /* half a side */
#define MARGIN (A / 2)  /* round the cells */

/* The corners, clockwise from the west end of the top side: side k
 * runs from corner k to corner k + 1 toward way[k] (maze/upsilon.c
 * numbers the ways clockwise from north; a square has the even
 * ones). */
static const int32_t oct_x[8] = { -Q, Q, O, O, Q, -Q, -O, -O };
static const int32_t oct_y[8] = { -O, -O, -Q, Q, O, O, Q, -Q };
static const unsigned oct_way[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
static const int32_t sq_x[4] = { -Q, Q, Q, -Q };
static const int32_t sq_y[4] = { -Q, -Q, Q, Q };
static const unsigned sq_way[4] = { 0, 2, 4, 6 };

/* The frame: the cells, as far as an octagon reaches, and the
 * margin. */
static void
upsilon_frame(const maze *m, struct paper_frame *f)
{
	f->w = P * (m->w - 1) + 2 * O + 2 * MARGIN;
	f->h = P * (m->h - 1) + 2 * O + 2 * MARGIN;
	f->unit = A;
}

/* The centre of cell i. */
static void
upsilon_centre(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	uint32_t row = maze_row(m, i), col = i - row * m->w;

	*x = MARGIN + O + P * col;
	*y = MARGIN + O + P * row;
}

/* Draws every cell's walls: an octagon or a square about its
 * centre. */
static void
upsilon_walls(const maze *m, const struct print_pen *pen)
{
	static const struct paper_polygon octagon = { 8, oct_x, oct_y, oct_way };
	static const struct paper_polygon square = { 4, sq_x, sq_y, sq_way };
	uint32_t i, x, y, row;

	for (i = 0; i < m->n; i++) {
		row = maze_row(m, i);
		upsilon_centre(m, i, &x, &y);
		paper_cell_walls(m, i, pen, x, y,
		    ((i - row * m->w + row) & 1u) == 0 ? &octagon : &square);
	}
}

/* The room inside a square reaches 100 units from its centre, 0.83
 * block squares, less half a wall (a quarter square): 0.58.  The start
 * and the exit may be squares (--hard starts at the farthest cell), so
 * the disc's radius is 0.45 and the exit's side 0.9, leaving an eighth
 * of a square to each wall. */
const struct paper paper_upsilon = {
	&shape_upsilon, upsilon_frame, upsilon_centre, upsilon_walls,
	0.45, 0.9, NULL,
};
