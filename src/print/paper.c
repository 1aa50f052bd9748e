/* paper.c - the table of shapes on paper, and what its rows share:
 * the way out through the cells' centres, a polygon cell's walls. */
#include "config.h"

#include <stdlib.h>

#include "base/i18n.h"
#include "maze/floors.h"
#include "print/paper.h"

/* One row a shape that has a drawing. */
static const struct paper *const paper_table[] = { &paper_hex,
	&paper_weave, &paper_floors, &paper_circle, &paper_triangle,
	&paper_upsilon };

const struct paper *
paper_find(const struct shape *s)
{
	size_t k;

	for (k = 0; s != NULL && k < sizeof paper_table / sizeof paper_table[0]; k++)
		if (paper_table[k]->shape == s)
			return paper_table[k];
	return NULL;
}

bool
print_shape_drawn(const struct shape *s)
{
	return s == NULL || s == &shape_square || paper_find(s) != NULL;
}

void
paper_cell_walls(const maze *m, uint32_t i, const struct print_pen *pen,
    uint32_t x, uint32_t y, const struct paper_polygon *pg)
{
	uint32_t nb[MAZE_MAX_WAYS];
	unsigned open = maze_links(m, i, nb), n = pg->n, all = (1u << n) - 1;
	unsigned mask = 0, first, k, d, s;

	for (k = 0; k < n; k++) {
		d = pg->way[k];
		if (!(open >> d & 1u) && (nb[d] == UINT32_MAX || nb[d] > i))
			mask |= 1u << k;
	}
	if (mask == 0)
		return;
	/* Start after a side without a wall (any side when all stand: a
	 * maze of one cell). */
	for (first = 0; mask != all && first < n; first++)
		if ((mask >> first & 1u) && !(mask >> ((first + n - 1) % n) & 1u))
			break;
	for (s = 0; s < n; s++) {
		k = (first + s) % n;
		if (!(mask >> k & 1u))
			continue;
		if (s == 0 || !(mask >> ((k + n - 1) % n) & 1u))
			pen->move(pen->ctx, (uint32_t)((int32_t)x + pg->x[k]),
			    (uint32_t)((int32_t)y + pg->y[k]));
		pen->line(pen->ctx, pg->x[(k + 1) % n] - pg->x[k],
		    pg->y[(k + 1) % n] - pg->y[k]);
	}
}

/* Appends (x, y) to the route v of *len points, or moves the last
 * point there when the last two points and (x, y) lie on one line
 * going on the same way: only the ends and the turns are kept.
 * Returns v (perhaps moved), or NULL with a message (v is freed). */
static struct print_point *
route_add(struct print_point *v, size_t *len, size_t *cap, uint32_t x,
    uint32_t y, mg_err *e)
{
	struct print_point *nv;
	int64_t ax, ay, bx, by;

	if (*len >= 2 && x != PRINT_BREAK && v[*len - 1].x != PRINT_BREAK
	    && v[*len - 2].x != PRINT_BREAK) {
		ax = (int64_t)v[*len - 1].x - v[*len - 2].x;
		ay = (int64_t)v[*len - 1].y - v[*len - 2].y;
		bx = (int64_t)x - v[*len - 1].x;
		by = (int64_t)y - v[*len - 1].y;
		if (ax * by == ay * bx && ax * bx + ay * by > 0) {
			v[*len - 1].x = x;
			v[*len - 1].y = y;
			return v;
		}
	}
	if (*len == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		nv = mg_reallocarray(v, *cap, sizeof *v, e);
		if (nv == NULL) {
			free(v);
			return NULL;
		}
		v = nv;
	}
	v[*len].x = x;
	v[*len].y = y;
	(*len)++;
	return v;
}

struct print_point *
paper_route(const struct paper *pp, const struct puzzle *p, size_t *n,
    mg_err *e)
{
	struct print_point *v = NULL;
	size_t len = 0, cap = 0;
	uint32_t cell = p->start, x, y;
	unsigned d;

	if (!solve_reached(p->tree, cell)) {
		err_set(e, _("the exit cannot be reached from the start"));
		return NULL;
	}
	for (;;) {
		pp->centre(p->m, cell, &x, &y);
		if ((v = route_add(v, &len, &cap, x, y, e)) == NULL)
			return NULL;
		if (cell == p->exit)
			break;
		d = solve_toward_root(p->tree, cell);
		/* Stairs: this floor's line ends, the next floor's starts. */
		if (p->m->shape != NULL && (p->m->shape->stairs >> d & 1u)
		    && (v = route_add(v, &len, &cap, PRINT_BREAK, PRINT_BREAK, e)) == NULL)
			return NULL;
		if (!maze_next(p->m, cell, d, &cell))
			break;
	}
	*n = len;
	return v;
}

uint64_t
paper_pixels(uint64_t length, uint32_t unit, uint32_t cell)
{
	return (length * cell + unit - 1) / unit;
}
