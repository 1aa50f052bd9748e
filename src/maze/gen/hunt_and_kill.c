/* hunt_and_kill.c - hunt-and-kill: random walks through unvisited
 * cells; when stuck, hunt for the first unvisited cell in reading order. */
#include "config.h"

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
hunt_and_kill_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w, h = m->h, n = m->n;
	uint64_t *vis;
	uint32_t i = 0, x = 0, y = 0, left = n - 1, cursor = 0;
	int d;

	vis = gen_set(g, n);
	if (vis == NULL)
		return -1;
	bitset_set(vis, 0);
	gen_tell(wt, GEN_BEGIN, 0, 0);
	while (left > 0) {
		if (progress_at(left)
		    && progress_report(g->p, n - left, n, g->e) != 0)
			return -1;
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
	return 0;
}

/* Carves a maze of any shape.  Cells are numbered so that every cell
 * but the first has a neighbour numbered lower, and the walk starts at
 * the first, so the first cell not yet visited always has a visited
 * neighbour: the hunt goes no further. */
static int
hunt_and_kill_any(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	uint64_t *vis = gen_any_begin(m, 0, g, wt);
	uint32_t i = 0, j, first = 0, left = m->n - 1;
	int d;

	if (vis == NULL)
		return -1;
	while (left > 0) {
		if (gen_due(g, m->n - left, m->n))
			return -1;
		d = gen_any_neighbour(m, vis, false, i, r, &j);
		if (d >= 0) {
			maze_set_way(m, i, (unsigned)d, true);
			gen_tell(wt, GEN_DIG, i, (unsigned)d);
		} else {
			while (bitset_get(vis, first))
				first++;
			j = first;
			d = gen_any_neighbour(m, vis, true, j, r, &i);
			/* Only a first cell with no lower neighbour (cell 0)
			 * can have none: then the hunt reads on. */
			while (d < 0 && ++j < m->n)
				if (!bitset_get(vis, j))
					d = gen_any_neighbour(m, vis, true, j, r, &i);
			maze_set_way(m, j, (unsigned)d, true);
			gen_tell(wt, GEN_HUNT, j, (unsigned)d);
		}
		bitset_set(vis, j);
		i = j;
		left--;
	}
	return 0;
}

GEN_DEFINE(hunt_and_kill)
