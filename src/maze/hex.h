/* hex.h - the hexagonal shape's neighbours, inline for the hot loops
 * that ask them of every cell (the search on a hex maze); everyone
 * else asks through maze.h and the shape's row (hex.c).
 */
#ifndef MAZEGAME_HEX_H
#define MAZEGAME_HEX_H

#include <stdint.h>

#include "maze/maze.h"

/* The ways of hex, clockwise from east; the way back from d is
 * (d + 3) % 6.  A cell keeps its east, south-east and south-west
 * passages. */
enum { HEX_E, HEX_SE, HEX_SW, HEX_W, HEX_NW, HEX_NE };

/* The 4 bits of cell c of a hex maze. */
static inline unsigned
hex_nibble(const maze *m, uint32_t c)
{
	return (unsigned)(m->bits[c >> 1] >> ((c & 1) * 4)) & 15u;
}

/* Every neighbour of cell i of hex maze m (UINT32_MAX where a way has
 * none) and the mask of the open ways: from the cell's own bits (east,
 * south-east, south-west) and those of its west, north-west and
 * north-east neighbours. */
static inline unsigned
hex_links_of(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	uint32_t w = m->w, y = maze_row(m, i), x = i - y * w, odd = y & 1u, c;
	unsigned own = hex_nibble(m, i), open = 0;

	nb[HEX_E] = nb[HEX_SE] = nb[HEX_SW] = UINT32_MAX;
	nb[HEX_W] = nb[HEX_NW] = nb[HEX_NE] = UINT32_MAX;
	if (x + 1 < w) {
		nb[HEX_E] = i + 1;
		open |= own & 1u;
	}
	if (y + 1 < m->h) {
		if (x + odd < w) {
			nb[HEX_SE] = i + w + odd;
			open |= own & 2u;
		}
		if (x + odd >= 1) {
			nb[HEX_SW] = i + w + odd - 1;
			open |= own & 4u;
		}
	}
	if (x > 0) {
		nb[HEX_W] = i - 1;
		open |= (hex_nibble(m, i - 1) & 1u) << HEX_W;
	}
	if (y > 0) {
		if (x + odd >= 1) {
			nb[HEX_NW] = c = i - w + odd - 1;
			open |= (hex_nibble(m, c) >> 1 & 1u) << HEX_NW;
		}
		if (x + odd < w) {
			nb[HEX_NE] = c = i - w + odd;
			open |= (hex_nibble(m, c) >> 2 & 1u) << HEX_NE;
		}
	}
	return open;
}

#endif
