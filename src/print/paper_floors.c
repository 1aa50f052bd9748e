/* paper_floors.c - floors mazes on paper: the floors side by side, the
 * first on the left, each a square grid, a cell's stairs marked in its
 * upper corners: a chevron pointing up (^) on the left for stairs up, one
 * pointing down (v) on the right for stairs down.
 *
 * In picture units (U a block square) a cell is four squares wide, so
 * that the stairs' marks fit beside the start, the exit and the way
 * out; the floors stand two squares apart, with a margin of half a
 * square around them.  A W x H maze of F floors is 4WF + 2(F - 1) + 1
 * squares wide and 4H + 1 high.  The way out is drawn a floor at a
 * time: it breaks where it takes stairs (paper.c).
 */
#include "config.h"

#include "maze/floors.h"
#include "print/paper.h"

#define U 4u               /* units a block square */
#define CELL (4 * U)       /* a cell's side */
#define GAP (2 * U)        /* between two floors */
#define MARGIN (U / 2)     /* around the floors */

/* The frame: the floors side by side and the margin. */
static void
floors_frame(const maze *m, struct paper_frame *f)
{
	uint32_t n = floors_count(m);

	f->w = CELL * m->w * n + GAP * (n - 1) + 2 * MARGIN;
	f->h = CELL * floors_height(m) + 2 * MARGIN;
	f->unit = U;
}

/* The top left corner of cell i's square. */
static void
corner(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	uint32_t fh = floors_height(m), row = i / m->w;

	*x = MARGIN + (row / fh) * (CELL * m->w + GAP) + CELL * (i % m->w);
	*y = MARGIN + CELL * (row % fh);
}

/* The centre of cell i. */
static void
floors_centre(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	corner(m, i, x, y);
	*x += CELL / 2;
	*y += CELL / 2;
}

/* Draws a chevron of cell (x, y)'s centre: up (^) left of the top, or
 * down (v) right of it. */
static void
chevron(const struct print_pen *pen, uint32_t x, uint32_t y, bool up)
{
	if (up) {
		pen->move(pen->ctx, x - 6, y - 3);
		pen->line(pen->ctx, 2, -2);
		pen->line(pen->ctx, 2, 2);
	} else {
		pen->move(pen->ctx, x + 2, y - 5);
		pen->line(pen->ctx, 2, 2);
		pen->line(pen->ctx, 2, -2);
	}
}

/* Draws each floor's walls, each once: a cell draws its east and
 * south walls that stand, and the west and north ones on the border;
 * then the stairs' chevrons. */
static void
floors_walls(const maze *m, const struct print_pen *pen)
{
	uint32_t nb[MAZE_MAX_WAYS], i, x, y;
	unsigned open, st;

	for (i = 0; i < m->n; i++) {
		open = maze_links(m, i, nb);
		corner(m, i, &x, &y);
		if (!(open & 1u << FLOORS_E)) {
			pen->move(pen->ctx, x + CELL, y);
			pen->line(pen->ctx, 0, (int32_t)CELL);
		}
		if (!(open & 1u << FLOORS_S)) {
			pen->move(pen->ctx, x, y + CELL);
			pen->line(pen->ctx, (int32_t)CELL, 0);
		}
		if (nb[FLOORS_W] == UINT32_MAX) {
			pen->move(pen->ctx, x, y);
			pen->line(pen->ctx, 0, (int32_t)CELL);
		}
		if (nb[FLOORS_N] == UINT32_MAX) {
			pen->move(pen->ctx, x, y);
			pen->line(pen->ctx, (int32_t)CELL, 0);
		}
		st = floors_stairs(m, i);
		if (st != 0) {
			floors_centre(m, i, &x, &y);
			if (st & FLOORS_STAIRS_UP)
				chevron(pen, x, y, true);
			if (st & FLOORS_STAIRS_DOWN)
				chevron(pen, x, y, false);
		}
	}
}

/* The room inside a cell reaches 1.75 squares from its centre; the
 * square grid's marks fit well inside, clear of the chevrons. */
const struct paper paper_floors = {
	&shape_floors, floors_frame, floors_centre, floors_walls,
	PRINT_START_R, PRINT_EXIT_SIDE,
};
