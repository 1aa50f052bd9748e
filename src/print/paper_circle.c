/* paper_circle.c - circle mazes on paper, round: the rings of
 * maze/circle.h about the picture's centre, each ring a cell and a
 * wall thick (two block squares, as a square cell), the solid centre
 * one ring across.  The walls between rings are arcs (the pen's arc),
 * those between the cells of a ring straight spokes.
 *
 * In picture units a block square is U; ring r (from 0) lies between
 * radii (r + 1) T and (r + 2) T, T = 2U, and its cell p of c spans the
 * turns p / c to (p + 1) / c clockwise from twelve o'clock.  Around the
 * rim runs a margin of half a square: a maze of H rings is a square
 * 4 (H + 1) + 1 block squares wide.  Spokes' ends and the cells'
 * centres are rounded to whole units (a 128th of a square).
 */
#include "config.h"

#include <math.h>

#include "maze/circle.h"
#include "print/paper.h"

#define U 64u            /* units a block square */
#define T (2 * U)        /* a ring's thickness */
#define MARGIN (U / 2)   /* around the rim */

/* The picture's centre, units from its top left corner. */
static uint32_t
middle(const maze *m)
{
	return MARGIN + (m->h + 1) * T;
}

/* The point at radius rad and turn t (clockwise from twelve o'clock),
 * rounded to whole units. */
static void
polar(const maze *m, double rad, double t, uint32_t *x, uint32_t *y)
{
	double a = 6.283185307179586 * t;

	*x = (uint32_t)lround(middle(m) + rad * sin(a));
	*y = (uint32_t)lround(middle(m) - rad * cos(a));
}

/* The frame: the disc and the margin. */
static void
circle_frame(const maze *m, struct paper_frame *f)
{
	f->w = f->h = 2 * middle(m);
	f->unit = U;
}

/* The centre of cell i: halfway across its ring, halfway round. */
static void
circle_centre(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	struct circle_at a;

	circle_locate(m, i, &a);
	polar(m, (a.ring + 1.5) * T, (a.p + 0.5) / a.count, x, y);
}

/* Draws the walls each once: a cell draws its inner arc (the centre's
 * edge in ring 0) and its clockwise spoke when they stand, and the
 * rim's cells their outer arcs. */
static void
circle_walls(const maze *m, const struct print_pen *pen)
{
	struct circle_at a;
	uint32_t nb[MAZE_MAX_WAYS], i, x0, y0, x1, y1, c = middle(m);
	unsigned open;
	double t0, t1;

	for (i = 0; i < m->n; i++) {
		open = maze_links(m, i, nb);
		circle_locate(m, i, &a);
		t0 = (double)a.p / a.count;
		t1 = (double)(a.p + 1) / a.count;
		if (!(open & (1u << CIRCLE_IN | 1u << CIRCLE_IN2)))
			pen->arc(pen->ctx, c, c, (a.ring + 1) * T, t0, t1);
		if (a.ring + 1 == m->h)
			pen->arc(pen->ctx, c, c, (a.ring + 2) * T, t0, t1);
		if (!(open & 1u << CIRCLE_CW)) {
			polar(m, (a.ring + 1) * T, t1, &x0, &y0);
			polar(m, (a.ring + 2) * T, t1, &x1, &y1);
			pen->move(pen->ctx, x0, y0);
			pen->line(pen->ctx, (int32_t)(x1 - x0), (int32_t)(y1 - y0));
		}
	}
}

/* A cell is a ring (two squares) across, and at least about as wide
 * for the sizes the presets make: the square grid's marks fit. */
const struct paper paper_circle = {
	&shape_circle, circle_frame, circle_centre, circle_walls,
	PRINT_START_R, 0.95, NULL,
};
