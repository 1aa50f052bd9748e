/* paper.c - the table of shapes on paper, and what every row shares:
 * the way out through the cells' centres. */
#include "config.h"

#include <stdlib.h>

#include "base/i18n.h"
#include "maze/floors.h"
#include "print/paper.h"

/* One row a shape that has a drawing. */
static const struct paper *const paper_table[] = { &paper_hex,
	&paper_weave, &paper_floors, &paper_circle, &paper_triangle };

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
		if (p->m->shape == &shape_floors && (d == FLOORS_UP
		    || d == FLOORS_DOWN)
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
