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

/* Every neighbour of cell i of hex maze m (UINT32_MAX where a way has
 * none) and the mask of the open ways: from the cell's own bits (east,
 * south-east, south-west) and those of its west, north-west and
 * north-east neighbours. */
static inline unsigned
hex_links_of(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	uint32_t w = m->w, y = maze_row(m, i), x = i - y * w, odd = y & 1u, c;
	unsigned own = maze_nibble(m, i), open = 0;

	nb[HEX_E] = nb[HEX_SE] = nb[HEX_SW] = UINT32_MAX;
	nb[HEX_W] = nb[HEX_NW] = nb[HEX_NE] = UINT32_MAX;
	if (x + 1 < w)
		open |= maze_link(nb, HEX_E, i + 1, own, 0);
	if (y + 1 < m->h && x + odd < w)
		open |= maze_link(nb, HEX_SE, i + w + odd, own, 1);
	if (y + 1 < m->h && x + odd >= 1)
		open |= maze_link(nb, HEX_SW, i + w + odd - 1, own, 2);
	if (x > 0)
		open |= maze_link(nb, HEX_W, i - 1, maze_nibble(m, i - 1), 0);
	if (y > 0 && x + odd >= 1) {
		c = i - w + odd - 1;
		open |= maze_link(nb, HEX_NW, c, maze_nibble(m, c), 1);
	}
	if (y > 0 && x + odd < w) {
		c = i - w + odd;
		open |= maze_link(nb, HEX_NE, c, maze_nibble(m, c), 2);
	}
	return open;
}

#endif
