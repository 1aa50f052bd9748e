/* hunt_and_kill.c - hunt-and-kill: random walks through unvisited
 * cells; when stuck, hunt for the first unvisited cell in reading order. */
#include "config.h"

#include <stdlib.h>

#include "base/bitset.h"
#include "maze/gen/gen.h"

/* Returns the index of the lowest zero bit of v (v has one). */
static inline unsigned
lowest_zero(uint64_t v)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_ctzll(~v);
#else
	unsigned k = 0;

	while (v & 1u) {
		v >>= 1;
		k++;
	}
	return k;
#endif
}

/* Returns the first unvisited cell at or after from, or n if none.
 * Cells are never unvisited again, so callers can keep the answer as a
 * cursor and the hunts together scan the grid once. */
static uint32_t
hunt(const uint64_t *vis, uint32_t from, uint32_t n)
{
	uint64_t word;
	size_t k = from >> 6;

	word = vis[k] | ((UINT64_C(1) << (from & 63)) - 1);
	while (word == UINT64_MAX) {
		if (++k * 64 >= n)
			return n;
		word = vis[k];
	}
	from = (uint32_t)(k * 64 + lowest_zero(word));
	return from < n ? from : n;
}

/* Carves m with hunt-and-kill from cell 0.  The first unvisited cell in
 * reading order always has a visited neighbour (the cell before it in
 * its row, or the one above it), so every hunt succeeds at once. */
static GEN_INLINE int
hunt_and_kill_carve(maze *m, rng *r, const struct mg_progress *p,
    const struct gen_watch *wt, mg_err *e)
{
	const uint32_t w = m->w, h = m->h, n = m->n;
	uint64_t *vis;
	uint32_t i = 0, x = 0, y = 0, left = n - 1, cursor = 0;
	int d;

	vis = bitset_create(n, e);
	if (vis == NULL)
		return -1;
	bitset_set(vis, 0);
	gen_tell(wt, GEN_BEGIN, 0, 0);
	while (left > 0) {
		if (progress_at(left) && progress_report(p, n - left, n, e) != 0) {
			free(vis);
			return -1;
		}
		/* Kill: walk on to a random unvisited neighbour. */
		d = gen_random_neighbour(vis, false, i, x, y, w, h, r);
		if (d >= 0) {
			maze_carve(m, i, (enum dir)d);
			gen_tell(wt, GEN_ENTER, i, (unsigned)d);
			gen_move(w, (unsigned)d, &i, &x, &y);
		} else {
			/* Hunt: link the next unvisited cell to a random
			 * visited neighbour and walk on from there. */
			cursor = hunt(vis, cursor, n);
			i = cursor;
			x = i % w;
			y = i / w;
			d = gen_random_neighbour(vis, true, i, x, y, w, h, r);
			maze_carve(m, i, (enum dir)d);
			gen_tell(wt, GEN_HUNT, i, (unsigned)d);
		}
		bitset_set(vis, i);
		left--;
	}
	free(vis);
	return 0;
}

GEN_DEFINE(hunt_and_kill)
