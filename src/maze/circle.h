/* circle.h - the circular (theta) shape's rings, inline for the hot
 * loops that ask them of every cell (the search on a circle maze);
 * everyone else asks through maze.h and the shape's row (circle.c).
 *
 * A circle maze of size W x H has H rings around a solid centre, the
 * innermost ring W cells (at least 3).  Ring r (from 0) lies between
 * radii r + 1 and r + 2, and has W * 2^k cells, k = floor(log2(r + 1)):
 * the count doubles where the radius doubles, so a cell stays between
 * about 0.8 and 1.6 times as wide as deep for W = 8 (1 and 2 for 6).  Cells are
 * numbered ring by ring from the centre, each ring clockwise from
 * twelve o'clock; a cell whose next ring doubles has two outward
 * neighbours, 2p and 2p + 1 of that ring.
 */
#ifndef MAZEGAME_CIRCLE_H
#define MAZEGAME_CIRCLE_H

#include <stdint.h>

#include "maze/maze.h"

/* The ways of circle, paired as d and d + 3.  OUT is the only outward
 * neighbour or the counter-clockwise one of two, OUT2 the clockwise
 * one; a cell reaches its inner neighbour by IN when it is that
 * neighbour's OUT, by IN2 when it is its OUT2 (so the way back from
 * any way is known without the cell it came from).  A cell keeps its
 * clockwise and outward passages, bits 0 to 2. */
enum { CIRCLE_CW, CIRCLE_OUT, CIRCLE_OUT2, CIRCLE_CCW, CIRCLE_IN,
    CIRCLE_IN2 };

/* The circle for a difficulty preset of square size pw x ph: 6 cells
 * in the first ring (3 where 6 would make fewer than 5 rings) and as
 * many rings as keep its cells at most pw * ph and its unrolled
 * picture no wider than the square maze's (4 pw + 1 columns); at
 * least 2 rings. */
void circle_preset_size(uint32_t pw, uint32_t ph, uint32_t *w, uint32_t *h);

/* Where a cell is: its ring, its place p in the ring, the ring's cell
 * count, the index of the ring's first cell, and k (count = W << k). */
struct circle_at {
	uint32_t ring, p, count, start;
	unsigned k;
};

/* The index of the first cell of ring r of a circle of first ring w
 * (r may be the number of rings: the cell count).  Never overflows
 * for w and r below 2^16. */
static inline uint64_t
circle_ring_start(uint32_t w, uint32_t r)
{
	uint64_t big = (uint64_t)r + 1;
	unsigned k = 0;

	while ((big >> (k + 1)) != 0)
		k++;
	return (uint64_t)w * (((UINT64_C(1) << (2 * k)) - 1) / 3
	    + ((big - (UINT64_C(1) << k)) << k));
}

/* The floor of log2 of v (v > 0). */
static inline unsigned
circle_log2(uint64_t v)
{
#if defined(__GNUC__) || defined(__clang__)
	return 63u - (unsigned)__builtin_clzll(v);
#else
	unsigned k = 0;

	while (v >>= 1)
		k++;
	return k;
#endif
}

/* Where cell i of circle maze m is. */
static inline void
circle_locate(const maze *m, uint32_t i, struct circle_at *a)
{
	uint64_t q = maze_row(m, i), t;
	unsigned k = circle_log2(3 * q + 1) / 2;
	uint64_t band = ((UINT64_C(1) << (2 * k)) - 1) / 3;

	t = (q - band) >> k;
	a->k = k;
	a->ring = (uint32_t)((UINT64_C(1) << k) - 1 + t);
	a->count = m->w << k;
	a->start = (uint32_t)((uint64_t)m->w * (band + (t << k)));
	a->p = i - a->start;
}

/* Every neighbour of cell i of circle maze m (UINT32_MAX where a way
 * has none) and the mask of the open ways. */
static inline unsigned
circle_links_of(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	struct circle_at a;
	unsigned own = maze_nibble(m, i), open = 0;
	uint32_t c, ccw;

	circle_locate(m, i, &a);
	ccw = a.p == 0 ? a.start + a.count - 1 : i - 1;
	open |= maze_link(nb, CIRCLE_CW, a.p + 1 == a.count ? a.start : i + 1,
	    own, 0);
	open |= maze_link(nb, CIRCLE_CCW, ccw, maze_nibble(m, ccw), 0);
	nb[CIRCLE_OUT] = nb[CIRCLE_OUT2] = UINT32_MAX;
	nb[CIRCLE_IN] = nb[CIRCLE_IN2] = UINT32_MAX;
	if (a.ring + 1 < m->h && ((a.ring + 2) & (a.ring + 1)) == 0) {
		/* The next ring doubles. */
		c = a.start + a.count + 2 * a.p;
		open |= maze_link(nb, CIRCLE_OUT, c, own, 1);
		open |= maze_link(nb, CIRCLE_OUT2, c + 1, own, 2);
	} else if (a.ring + 1 < m->h) {
		open |= maze_link(nb, CIRCLE_OUT, a.start + a.count + a.p, own, 1);
	}
	if (a.ring > 0 && ((a.ring + 1) & a.ring) == 0) {
		/* This ring doubled its inner one: an odd cell is the second
		 * outward of its inner cell. */
		c = a.start - a.count / 2 + a.p / 2;
		if (a.p & 1u)
			open |= maze_link(nb, CIRCLE_IN2, c, maze_nibble(m, c), 2);
		else
			open |= maze_link(nb, CIRCLE_IN, c, maze_nibble(m, c), 1);
	} else if (a.ring > 0) {
		c = a.start - a.count + a.p;
		open |= maze_link(nb, CIRCLE_IN, c, maze_nibble(m, c), 1);
	}
	return open;
}

/* The circle drawn round (circle_round.c, shape.h's round_size,
 * round_cell and round_at), a ring t tenths of a row thick. */
void circle_round_size(const maze *m, unsigned t, uint32_t *rows,
    uint32_t *cols);
void circle_round_cell(const maze *m, unsigned t, uint32_t i, uint32_t *row,
    uint32_t *col);
int circle_round_at(const maze *m, unsigned t, uint32_t row, uint32_t col,
    unsigned want, uint32_t *i, unsigned *k);

#endif
