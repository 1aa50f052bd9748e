/* aldous_broder.c - Aldous-Broder: a random walk that carves the
 * passage into each cell it enters for the first time (uniform tree). */
#include "config.h"

#include "base/bitset.h"
#include "maze/gen/gen.h"

/* Late in the walk nearly every step lands on a visited cell and
 * changes nothing but the position, so such steps are taken in bulk.
 * The grid is cut into blocks of 2^shift cells a side, at two sizes.
 * A block is "safe" when it and its eight neighbours are whole blocks
 * inside the maze with every cell visited: from anywhere in it the next
 * 2^shift steps cannot reach the border or a new cell, so only where
 * they end up matters, and that is the sum of 2^shift random steps. */
#define LEVELS 2

/* Block bookkeeping at one block size. */
struct level {
	unsigned shift;        /* blocks are 2^shift cells a side */
	uint32_t bw, bh;       /* blocks across and down */
	uint16_t *unvisited;   /* unvisited cells in each block */
	uint8_t *safe;         /* whether a block allows a jump */
};

/* Returns the number of set bits of v, whose set bits all sit at even
 * positions (so each 2-bit field already counts 0 or 1): a few shifts
 * and adds, where __builtin_popcountll without -mpopcnt is a call. */
static inline uint32_t
count_even_bits(uint64_t v)
{
	v = (v & UINT64_C(0x3333333333333333)) + ((v >> 2) & UINT64_C(0x3333333333333333));
	v = (v + (v >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (uint32_t)((v * UINT64_C(0x0101010101010101)) >> 56);
}

/* Returns whether block (bx, by) of lv and its neighbours are whole
 * blocks inside m with every cell visited. */
static bool
block_safe(const maze *m, const struct level *lv, uint32_t bx, uint32_t by)
{
	uint32_t x, y;

	if (bx == 0 || by == 0 || (uint64_t)(bx + 2) << lv->shift > m->w
	    || (uint64_t)(by + 2) << lv->shift > m->h)
		return false;
	for (y = by - 1; y <= by + 1; y++)
		for (x = bx - 1; x <= bx + 1; x++)
			if (lv->unvisited[y * lv->bw + x] != 0)
				return false;
	return true;
}

/* Sets up lv for blocks of 2^shift cells on m, its arrays owned by g;
 * returns 0 or -1. */
static int
level_init(struct gen_run *g, const maze *m, struct level *lv,
    unsigned shift)
{
	uint32_t bx, by, nx, ny, side = UINT32_C(1) << shift;

	lv->shift = shift;
	lv->bw = (uint32_t)(((uint64_t)m->w + side - 1) >> shift);
	lv->bh = (uint32_t)(((uint64_t)m->h + side - 1) >> shift);
	lv->unvisited = gen_alloc(g, (size_t)lv->bw * lv->bh, sizeof *lv->unvisited);
	lv->safe = gen_alloc(g, (size_t)lv->bw * lv->bh, 1);
	if (lv->unvisited == NULL || lv->safe == NULL)
		return -1;
	for (by = 0; by < lv->bh; by++) {
		for (bx = 0; bx < lv->bw; bx++) {
			nx = m->w - bx * side < side ? m->w - bx * side : side;
			ny = m->h - by * side < side ? m->h - by * side : side;
			lv->unvisited[by * lv->bw + bx] = (uint16_t)(nx * ny);
		}
	}
	return 0;
}

/* Notes that cell (x, y) was visited; when its block fills up, the
 * block and its neighbours may become safe. */
static void
level_visit(const maze *m, struct level *lv, uint32_t x, uint32_t y)
{
	uint32_t bx = x >> lv->shift, by = y >> lv->shift, cx, cy;

	if (--lv->unvisited[by * lv->bw + bx] != 0)
		return;
	for (cy = by == 0 ? 0 : by - 1; cy <= by + 1 && cy < lv->bh; cy++)
		for (cx = bx == 0 ? 0 : bx - 1; cx <= bx + 1 && cx < lv->bw; cx++)
			lv->safe[cy * lv->bw + cx] = block_safe(m, lv, cx, cy);
}

/* Moves (x, y) by the steps packed in v, one 2-bit direction in each
 * of the steps fields selected by mask (N = 00, E = 01, S = 10,
 * W = 11). */
static inline void
jump(uint64_t v, uint64_t mask, uint32_t steps, uint32_t *x, uint32_t *y)
{
	uint64_t lo = v & mask, hi = (v >> 1) & mask;
	uint32_t east = count_even_bits(lo & ~hi);
	uint32_t south = count_even_bits(~lo & hi);
	uint32_t west = count_even_bits(lo & hi);
	uint32_t north = steps - east - south - west;

	*x = *x + east - west;
	*y = *y + south - north;
}

/* Tells wt (may be NULL) that the walk moved to (x, y) over steps
 * steps without a new cell. */
static inline void
wander(const struct gen_watch *wt, const maze *m, uint32_t x, uint32_t y,
    uint32_t steps)
{
	if (wt != NULL) {
		struct gen_step s = { GEN_WANDER, 0, y * m->w + x, 0, steps };

		wt->step(wt->ctx, &s);
	}
}

/* Carves m with an Aldous-Broder walk from a random cell.  Progress is
 * checked by steps of the walk (a jump counts as one), since the walk
 * may wander for a long time between two new cells; done is the cells
 * visited. */
static GEN_INLINE int
aldous_broder_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w, h = m->h;
	/* Steps in the maze by direction, for the watch. */
	const uint32_t mdi[4] = { (uint32_t)0 - w, 1, w, UINT32_MAX };
	struct level lv[LEVELS] = { { 0, 0, 0, NULL, NULL }, { 0, 0, 0, NULL, NULL } };
	struct level *fine = &lv[0], *coarse = &lv[1];
	uint64_t *vis;
	int64_t budget = PROGRESS_EVERY;
	uint32_t i, x, y, left;
	unsigned d, k;
	rng_bits b;

	vis = gen_set(g, m->n);
	if (vis == NULL || level_init(g, m, fine, 3) != 0
	    || level_init(g, m, coarse, 5) != 0)
		return -1;
	i = rng_below32(r, m->n);
	x = i % w;
	y = i / w;
	bitset_set(vis, i);
	for (k = 0; k < LEVELS; k++)
		level_visit(m, &lv[k], x, y);
	left = m->n - 1;
	gen_tell(wt, GEN_BEGIN, i, 0);
	rng_bits_init(&b, false);
	while (left > 0) {
		if (progress_due(&budget, 1)
		    && progress_report(g->p, m->n - left, m->n, g->e) != 0)
			return -1;
		if (coarse->safe[(y >> 5) * coarse->bw + (x >> 5)]) {
			/* 32 steps from a whole random word. */
			jump(rng_next(r), UINT64_C(0x5555555555555555), 32, &x, &y);
			wander(wt, m, x, y, 32);
			continue;
		}
		/* Whatever comes next, at least 16 bits are at hand. */
		rng_bits_reserve(&b, r, 16);
		if (fine->safe[(y >> 3) * fine->bw + (x >> 3)]) {
			/* 8 steps from 16 bits. */
			jump(rng_bits_pop(&b, 16), UINT64_C(0x5555), 8, &x, &y);
			wander(wt, m, x, y, 8);
			continue;
		}
		/* One step.  A step off the grid is redrawn, which is the
		 * same as standing still for a draw. */
		d = (unsigned)rng_bits_pop(&b, 2);
		gen_walk(d, w, h, &x, &y);
		i = y * w + x;
		if (!bitset_get(vis, i)) {
			bitset_set(vis, i);
			maze_carve(m, i, DIR_OPPOSITE(d));
			gen_tell(wt, GEN_ENTER, i - mdi[d], d);
			for (k = 0; k < LEVELS; k++)
				level_visit(m, &lv[k], x, y);
			left--;
		} else {
			wander(wt, m, x, y, 1);
		}
	}
	return 0;
}

/* Carves a maze of any shape by the same walk, a draw of a way with
 * no neighbour drawn again. */
static int
aldous_broder_any(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const unsigned ways = maze_ways(m);
	uint32_t i = rng_below32(r, m->n), j, left = m->n - 1;
	uint64_t *vis = gen_any_begin(m, i, g, wt);
	unsigned d;
	rng_bits b;

	if (vis == NULL)
		return -1;
	rng_bits_init(&b, false);
	while (left > 0) {
		if (gen_due(g, m->n - left, m->n))
			return -1;
		d = gen_any_way(&b, r, ways);
		if (!maze_next(m, i, d, &j))
			continue;
		if (!bitset_get(vis, j)) {
			bitset_set(vis, j);
			maze_set_way(m, i, d, true);
			gen_tell(wt, GEN_ENTER, i, d);
			left--;
		} else {
			gen_tell(wt, GEN_WANDER, j, 0);
		}
		i = j;
	}
	return 0;
}

GEN_DEFINE(aldous_broder)
