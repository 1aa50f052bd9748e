/* weave_sites.h - the weave shape's crossing sites: how they are chosen
 * before a maze is carved, settled after, and told by a graph file
 * (weave_sites.c), and the neighbours they make, inline for the
 * search; the shape's row itself is shape_weave (weave.c,
 * maze/shape.h).
 */
#ifndef MAZEGAME_WEAVE_SITES_H
#define MAZEGAME_WEAVE_SITES_H

#include <stdbool.h>
#include <stdint.h>

#include "base/err.h"
#include "base/rng.h"
#include "maze/maze.h"

/* The ways of weave, paired as halves: east, south, west, north.  A
 * cell keeps its east and south passages (bits 0 and 1), whatever
 * cell they lead to. */
enum { WEAVE_E, WEAVE_S, WEAVE_W, WEAVE_N };

/* Bits 2 and 3 of a cell: a crossing site, and whether its over-pass
 * runs north-south (else east-west).  The under-pass is kept by the
 * cell before the site on the other axis, as its east or south way. */
#define WEAVE_SITE 4u
#define WEAVE_UPRIGHT 8u

/* Every neighbour of cell i of weave maze m (UINT32_MAX where a way
 * has none) and the mask of the open ways: east and south from the
 * cell's own bits, west and north from the neighbour's; a site beside
 * i that i's way runs under leads one cell further.  Inline for the
 * search's loop (solve_any.c); the row found once, no call per way. */
static inline unsigned
weave_links_of(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	uint32_t w = m->w, y = maze_row(m, i), x = i - y * w, c;
	unsigned v = maze_nibble(m, i), open = 0, vc;
	/* The axes i's own ways may take: none across its over-pass. */
	bool row = !(v & WEAVE_SITE) || !(v & WEAVE_UPRIGHT);
	bool col = !(v & WEAVE_SITE) || (v & WEAVE_UPRIGHT);

	nb[WEAVE_E] = nb[WEAVE_S] = nb[WEAVE_W] = nb[WEAVE_N] = UINT32_MAX;
	if (row && x + 1 < w) {
		c = i + 1;
		vc = maze_nibble(m, c);
		nb[WEAVE_E] = (vc & (WEAVE_SITE | WEAVE_UPRIGHT))
		    == (WEAVE_SITE | WEAVE_UPRIGHT) ? c + 1 : c;
		open |= v & 1u;
	}
	if (row && x > 0) {
		c = i - 1;
		vc = maze_nibble(m, c);
		if ((vc & (WEAVE_SITE | WEAVE_UPRIGHT)) == (WEAVE_SITE | WEAVE_UPRIGHT))
			vc = maze_nibble(m, --c);
		nb[WEAVE_W] = c;
		open |= (vc & 1u) << WEAVE_W;
	}
	if (col && y + 1 < m->h) {
		c = i + w;
		vc = maze_nibble(m, c);
		nb[WEAVE_S] = (vc & (WEAVE_SITE | WEAVE_UPRIGHT)) == WEAVE_SITE
		    ? c + w : c;
		open |= v & 2u;
	}
	if (col && y > 0) {
		c = i - w;
		vc = maze_nibble(m, c);
		if ((vc & (WEAVE_SITE | WEAVE_UPRIGHT)) == WEAVE_SITE)
			vc = maze_nibble(m, c -= w);
		nb[WEAVE_N] = c;
		open |= (vc >> 1 & 1u) << WEAVE_N;
	}
	return open;
}

/* The crossing density when --weave is not given, in percent. */
#define WEAVE_DEFAULT 30u

/* Chooses the crossing sites of a weave maze with every wall standing
 * from r: each cell off the border with no site beside it (north,
 * east, south, west) becomes one with probability percent / 100 (0:
 * WEAVE_DEFAULT), its over-pass east-west or north-south by a coin. */
void weave_place_sites(maze *m, rng *r, unsigned percent);

/* Keeps Buck's rules in a carved weave maze: a site whose under-pass
 * is open while its over-pass ends on it is turned a quarter, the
 * under-pass becoming its over-pass through it (still a spanning tree;
 * the old over-pass's one passage is closed). */
void weave_settle(maze *m);

/* The graph reader's rule: cells a and b two apart in a line name the
 * crossing site between them, whose under-pass joins them; marks it
 * in m and in told (the pairs told so far).  Returns 1 when it did, 0
 * when a and b are not two apart, -1 with a message when the site
 * cannot be (on the border, beside another site, across a pair told
 * before). */
int weave_read_pair(maze *m, maze *told, uint32_t a, uint32_t b, mg_err *e);

/* Checks a weave read from cells (a saved game): every site off the
 * border and none beside another, and no cell keeping a passage toward
 * a way it has not.  Returns 0, or -1 with a message. */
int weave_check(const maze *m, mg_err *e);

/* Returns the number of crossing sites of m, and in *under those whose
 * under-pass is open. */
uint32_t weave_sites(const maze *m, uint32_t *under);

#endif
