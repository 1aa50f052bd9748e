/* binary_tree.c - binary tree: every cell opens north or east at
 * random, so the top row and the rightmost column are open corridors. */
#include "config.h"

#include "maze/gen/gen.h"

/* Carves m; the top row can only go east and the last column only
 * north, and the top-right cell is the root of the tree. */
static GEN_INLINE int
binary_tree_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w;
	uint32_t x, y, i;
	int64_t budget = PROGRESS_EVERY;
	rng_bits b;

	rng_bits_init(&b, true);
	gen_open_top_row(m, wt);
	for (y = 1, i = w; y < m->h; y++) {
		if (progress_due(&budget, w)
		    && progress_report(g->p, i, m->n, g->e) != 0)
			return -1;
		/* East is cell i's east bit, north the south bit of the cell
		 * above: chosen without a branch, as the bit is a coin toss. */
		for (x = 0; x + 1 < w; x++, i++) {
			uint32_t east = rng_bit(&b, r);

			maze_or_bits(m, i - w + east * w, MAZE_SOUTH - east);
			gen_tell(wt, GEN_LINK, i, east ? DIR_E : DIR_N);
		}
		maze_carve(m, i, DIR_N);
		gen_tell(wt, GEN_LINK, i++, DIR_N);
	}
	return 0;
}

/* Carves a maze of any shape: every cell but the first opens toward a
 * random neighbour numbered lower, as the square grid's cells open
 * toward north or west (its numbering makes them the lower ones).  A
 * cell with no neighbour numbered lower (on triangle, the first of a
 * row pointing up) opens toward the next cell instead, which then
 * chooses among its other lower neighbours: the next cell has one on
 * every shape where this happens, so the maze stays a tree. */
static int
binary_tree_any(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const unsigned ways = maze_ways(m);
	unsigned d, k, pick[MAZE_MAX_WAYS];
	uint32_t i, held = UINT32_MAX, nb[MAZE_MAX_WAYS];

	for (i = 1; i < m->n; i++) {
		if (gen_due(g, i, m->n))
			return -1;
		maze_links(m, i, nb);
		for (d = 0, k = 0; d < ways; d++)
			if (nb[d] < i && nb[d] != held)
				pick[k++] = d;
		held = UINT32_MAX;
		if (k == 0) {
			for (d = 0; d < ways && nb[d] != i + 1; d++)
				;
			if (d == ways)
				continue;
			held = i;
		} else {
			d = pick[k == 1 ? 0 : rng_below32(r, k)];
		}
		maze_set_way(m, i, d, true);
		gen_tell(wt, GEN_LINK, i, d);
	}
	return 0;
}

GEN_DEFINE(binary_tree)
