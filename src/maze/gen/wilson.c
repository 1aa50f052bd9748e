/* wilson.c - Wilson's algorithm: loop-erased random walks joined to
 * a growing tree, which gives a uniformly random spanning tree. */
#include "config.h"

#include "maze/gen/gen.h"

/* Per-cell state: the last direction the walk left the cell by, and a
 * flag for cells already in the tree.  The state grid has a frame one
 * cell wide of BORDER cells around the maze, so a step off the maze is
 * seen by reading the cell it lands on, with no coordinates to keep. */
#define IN_TREE 0x80u
#define BORDER 0x40u

/* Carves m with Wilson's algorithm.  The walk from each cell not yet in
 * the tree only records the way it left each cell, so a loop is erased
 * simply by leaving a cell again; the tree is reached, the walk is
 * retraced from its start and every cell on it joins the tree. */
static GEN_INLINE int
wilson_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w, h = m->h, n = m->n, pw = w + 2;
	/* Steps in the framed grid and in the maze, by direction. */
	const uint32_t pdi[4] = { (uint32_t)0 - pw, 1, pw, UINT32_MAX };
	const uint32_t mdi[4] = { (uint32_t)0 - w, 1, w, UINT32_MAX };
	int64_t budget = PROGRESS_EVERY;
	uint8_t *st;
	uint32_t x, y, start, pstart, i, mi, ni;
	unsigned d, v;
	rng_bits b;

	st = gen_alloc(g, (size_t)pw * (h + 2), 1);
	if (st == NULL)
		return -1;
	for (x = 0; x < pw; x++) {
		st[x] = BORDER;
		st[(size_t)(h + 1) * pw + x] = BORDER;
	}
	for (y = 1; y <= h; y++) {
		st[(size_t)y * pw] = BORDER;
		st[(size_t)y * pw + w + 1] = BORDER;
	}
	rng_bits_init(&b, false);
	/* Any root gives a uniform tree; the centre keeps the walks short. */
	st[(h / 2 + 1) * pw + w / 2 + 1] = IN_TREE;
	/* Progress counts the rows passed over and the steps walked, 32 at
	 * a time as the random bits run out; done is the cells passed. */
	for (y = 0, start = 0; y < h; y++) {
		if (progress_due(&budget, w)
		    && progress_report(g->p, start, n, g->e) != 0)
			return -1;
		for (x = 0, pstart = (y + 1) * pw + 1; x < w; x++, start++, pstart++) {
			if (st[pstart] & IN_TREE)
				continue;
			i = pstart;
			gen_tell(wt, GEN_START, start, 0);
			do {
				/* A draw pointing off the grid leaves the walk
				 * where it is, which is the same as redrawing;
				 * the direction stored for i is overwritten by
				 * the draw that finally leaves it. */
				if (b.left < 2 && progress_due(&budget, 32)
				    && progress_report(g->p, start, n, g->e) != 0)
					return -1;
				d = rng_dir(&b, r);
				st[i] = (uint8_t)d;
				ni = i + pdi[d];
				v = st[ni];
				i = v == BORDER ? i : ni;
				if (wt != NULL && v != BORDER && !(v & IN_TREE))
					gen_tell(wt, GEN_WALK, (i / pw - 1) * w + i % pw - 1, 0);
			} while (!(v & IN_TREE));
			/* Retrace the loop-erased path into the tree. */
			for (i = pstart, mi = start; !(st[i] & IN_TREE); i += pdi[d], mi += mdi[d]) {
				d = st[i];
				st[i] |= IN_TREE;
				maze_carve(m, mi, (enum dir)d);
				gen_tell(wt, GEN_TAKE, mi, d);
			}
		}
	}
	return 0;
}

/* Carves a maze of any shape by the same walks: a draw of a way with
 * no neighbour is drawn again, which leaves the walk uniform over the
 * neighbours, so the tree stays uniform. */
static int
wilson_any(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const unsigned ways = maze_ways(m);
	uint32_t start, i, j;
	unsigned d;
	uint8_t *st = gen_alloc(g, m->n, 1);
	rng_bits b;

	if (st == NULL)
		return -1;
	rng_bits_init(&b, false);
	st[m->n / 2] = IN_TREE;
	for (start = 0; start < m->n; start++) {
		if (st[start] & IN_TREE)
			continue;
		gen_tell(wt, GEN_START, start, 0);
		i = start;
		do {
			if (gen_due(g, start, m->n))
				return -1;
			d = gen_any_way(&b, r, ways);
			if (!maze_next(m, i, d, &j))
				continue;
			st[i] = (uint8_t)d;
			i = j;
			gen_tell(wt, GEN_WALK, i, 0);
		} while (!(st[i] & IN_TREE));
		for (i = start; !(st[i] & IN_TREE); i = j) {
			d = st[i];
			st[i] |= IN_TREE;
			maze_set_way(m, i, d, true);
			gen_tell(wt, GEN_TAKE, i, d);
			maze_next(m, i, d, &j);
		}
	}
	return 0;
}

GEN_DEFINE(wilson)
