/* gen_wilson.c - Wilson's algorithm: loop-erased random walks joined to
 * a growing tree, which gives a uniformly random spanning tree. */
#include "config.h"

#include <stdlib.h>

#include "gen.h"

/* Per-cell state: the last direction the walk left the cell by, and a
 * flag for cells already in the tree. */
#define IN_TREE 0x80u

/* A buffer of random bits handed out two at a time. */
struct bits {
	uint64_t buf;
	unsigned left;
};

/* Returns a uniform direction 0-3 from the buffer, refilling it. */
static inline unsigned
draw_dir(struct bits *b, rng *r)
{
	unsigned d;

	if (b->left == 0) {
		b->buf = rng_next(r);
		b->left = 32;
	}
	d = (unsigned)b->buf & 3u;
	b->buf >>= 2;
	b->left--;
	return d;
}

/* Carves m with Wilson's algorithm.  The walk from each cell not yet in
 * the tree only records the way it left each cell, so a loop is erased
 * simply by leaving a cell again; the tree is reached, the walk is
 * retraced from its start and every cell on it joins the tree. */
int
gen_wilson(maze *m, rng *r, mg_err *e)
{
	const uint32_t w = m->w, h = m->h, n = m->n;
	struct bits b = { 0, 0 };
	uint8_t *st;
	const uint32_t dx[4] = { 0, 1, 0, UINT32_MAX };
	const uint32_t dy[4] = { UINT32_MAX, 0, 1, 0 };
	const uint32_t di[4] = { (uint32_t)0 - w, 1, w, UINT32_MAX };
	uint32_t start, i, x, y, sx, sy, nx, ny, ok;
	unsigned d;

	st = mg_calloc(n, 1, e);
	if (st == NULL)
		return -1;
	/* Any root gives a uniform tree; the centre keeps the walks short. */
	st[(h / 2) * w + w / 2] = IN_TREE;
	for (start = 0, sx = 0, sy = 0; start < n; start++) {
		if (!(st[start] & IN_TREE)) {
			i = start;
			x = sx;
			y = sy;
			do {
				/* A draw pointing off the grid leaves the walk
				 * where it is, which is the same as redrawing;
				 * the direction stored for i is overwritten by
				 * the draw that finally leaves it. */
				d = draw_dir(&b, r);
				nx = x + dx[d];
				ny = y + dy[d];
				ok = (uint32_t)0 - ((uint32_t)(nx < w) & (uint32_t)(ny < h));
				st[i] = (uint8_t)d;
				i += di[d] & ok;
				x ^= (x ^ nx) & ok;
				y ^= (y ^ ny) & ok;
			} while (!(st[i] & IN_TREE));
			/* Retrace the loop-erased path into the tree. */
			for (i = start; !(st[i] & IN_TREE); i = maze_step(m, i, (enum dir)d)) {
				d = st[i];
				st[i] |= IN_TREE;
				maze_carve(m, i, (enum dir)d);
			}
		}
		if (++sx == w) {
			sx = 0;
			sy++;
		}
	}
	free(st);
	return 0;
}
