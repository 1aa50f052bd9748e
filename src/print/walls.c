/* walls.c - walls as few strokes (a greedy trail cover of the wall
 * graph) and the solution's turning points. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>

#include "base/i18n.h"
#include "base/bitset.h"
#include "print/walls.h"

/* The wall graph: posts are the corners between cells, at the even
 * squares of the block format; an edge is a standing wall between two
 * neighbouring posts.  Edge 2q goes east from post q, 2q + 1 south. */
struct tracer {
	const maze *m;
	uint32_t pw, ph;          /* posts a row, rows of posts */
	uint64_t *used;           /* edges already drawn */
	const struct print_pen *pen;
};

/* Returns whether the wall east of post (r, c) stands: the north side
 * of cell (c, r). */
static bool
wall_east(const struct tracer *t, uint32_t r, uint32_t c)
{
	return c < t->m->w && maze_wall_stands(t->m, c, r, DIR_N);
}

/* Returns whether the wall south of post (r, c) stands: the west side
 * of cell (c, r). */
static bool
wall_south(const struct tracer *t, uint32_t r, uint32_t c)
{
	return r < t->m->h && maze_wall_stands(t->m, c, r, DIR_W);
}

/* Returns the edge from post (r, c) in direction d, or UINT64_MAX when
 * no wall stands there. */
static uint64_t
edge(const struct tracer *t, uint32_t r, uint32_t c, enum dir d)
{
	uint64_t q = (uint64_t)r * t->pw + c;

	switch (d) {
	case DIR_E: return wall_east(t, r, c) ? 2 * q : UINT64_MAX;
	case DIR_S: return wall_south(t, r, c) ? 2 * q + 1 : UINT64_MAX;
	case DIR_W: return c > 0 && wall_east(t, r, c - 1) ? 2 * (q - 1) : UINT64_MAX;
	default:
		return r > 0 && wall_south(t, r - 1, c) ? 2 * (q - t->pw) + 1
		    : UINT64_MAX;
	}
}

/* Returns whether a wall not yet drawn leaves post (r, c) toward d. */
static bool
open_edge(const struct tracer *t, uint32_t r, uint32_t c, enum dir d)
{
	uint64_t k = edge(t, r, c, d);

	return k != UINT64_MAX && !bitset_get(t->used, k);
}

/* Returns the number of walls not yet drawn at post (r, c). */
static unsigned
unused_degree(const struct tracer *t, uint32_t r, uint32_t c)
{
	unsigned n = 0, d;

	for (d = 0; d < 4; d++)
		n += open_edge(t, r, c, (enum dir)d);
	return n;
}

/* Hands a straight run of n walls in direction d to the pen. */
static void
emit_run(const struct tracer *t, enum dir d, int32_t n)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };

	t->pen->line(t->pen->ctx, 2 * n * dx[d], 2 * n * dy[d]);
}

/* Draws one stroke from post (r, c), straight on where it can, turning
 * where it must, until no undrawn wall goes on. */
static void
trail(struct tracer *t, uint32_t r, uint32_t c)
{
	int dir = -1;
	int32_t run = 0;
	int d, k;

	t->pen->move(t->pen->ctx, 2 * c, 2 * r);
	for (;;) {
		if (dir >= 0 && open_edge(t, r, c, (enum dir)dir))
			d = dir;
		else
			for (d = -1, k = 0; k < 4 && d < 0; k++)
				if (open_edge(t, r, c, (enum dir)k))
					d = k;
		if (d < 0)
			break;
		bitset_set(t->used, edge(t, r, c, (enum dir)d));
		switch (d) {
		case DIR_N: r--; break;
		case DIR_E: c++; break;
		case DIR_S: r++; break;
		default:    c--; break;
		}
		if (d == dir) {
			run++;
		} else {
			if (run > 0)
				emit_run(t, (enum dir)dir, run);
			dir = d;
			run = 1;
		}
	}
	if (run > 0)
		emit_run(t, (enum dir)dir, run);
}

int
print_walls_trace(const maze *m, const struct print_pen *pen, mg_err *e)
{
	struct tracer t;
	uint32_t r, c;

	t.m = m;
	t.pw = m->w + 1;
	t.ph = m->h + 1;
	t.pen = pen;
	t.used = bitset_create(2 * (uint64_t)t.pw * t.ph, e);
	if (t.used == NULL)
		return -1;
	/* Strokes from odd posts first: each ends at another odd post, so
	 * their number is half the dead ends and three-way junctions; what
	 * is left is cycles (the border), one stroke each. */
	for (r = 0; r < t.ph; r++)
		for (c = 0; c < t.pw; c++)
			while (unused_degree(&t, r, c) % 2 == 1)
				trail(&t, r, c);
	for (r = 0; r < t.ph; r++)
		for (c = 0; c < t.pw; c++) {
			if (unused_degree(&t, r, c) > 0)
				trail(&t, r, c);
			else if (edge(&t, r, c, DIR_N) == UINT64_MAX
			    && edge(&t, r, c, DIR_E) == UINT64_MAX
			    && edge(&t, r, c, DIR_S) == UINT64_MAX
			    && edge(&t, r, c, DIR_W) == UINT64_MAX)
				pen->dot(pen->ctx, 2 * c, 2 * r);
		}
	free(t.used);
	return 0;
}

struct print_point *
print_route(const struct puzzle *p, size_t *n, mg_err *e)
{
	const maze *m = p->m;
	struct print_point *v = NULL, *nv;
	size_t len = 0, cap = 0;
	uint32_t cell = p->start;
	int dir = -1, d;

	if (!solve_reached(p->tree, cell)) {
		err_set(e, _("the exit cannot be reached from the start"));
		return NULL;
	}
	for (;;) {
		d = cell == p->exit ? -1 : (int)solve_toward_root(p->tree, cell);
		/* A point where the way starts, turns or ends. */
		if (d != dir || d < 0) {
			if (len == cap) {
				cap = cap ? 2 * cap : 64;
				nv = mg_reallocarray(v, cap, sizeof *v, e);
				if (nv == NULL) {
					free(v);
					return NULL;
				}
				v = nv;
			}
			v[len].x = 2 * (cell % m->w) + 1;
			v[len].y = 2 * (cell / m->w) + 1;
			len++;
		}
		if (d < 0)
			break;
		dir = d;
		cell = maze_step(m, cell, (enum dir)d);
	}
	*n = len;
	return v;
}
