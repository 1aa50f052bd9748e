/* triangle.h - the triangular shape's ways and which way its cells
 * point, for the drawings that slant its walls (shape_text, print/);
 * everyone else asks through maze.h and the shape's row (triangle.c).
 */
#ifndef MAZEGAME_TRIANGLE_H
#define MAZEGAME_TRIANGLE_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/maze.h"

/* The ways of triangle are the square grid's four (enum dir): the way
 * back from d is d ^ 2.  A cell keeps its north (bit 0: only cells
 * pointing down have one) and east (bit 1) passages. */
enum { TRI_N, TRI_E, TRI_S, TRI_W };

/* Whether cell i of triangle maze m points up: cell (x, y) does when
 * x + y is even. */
static inline bool
triangle_up(const maze *m, uint32_t i)
{
	uint32_t y = maze_row(m, i);

	return ((i - y * m->w + y) & 1u) == 0;
}

/* Every neighbour of cell i of triangle maze m (UINT32_MAX where a way
 * has none) and the mask of the open ways: north and east from the
 * cell's own bits, south from the north bit of the cell below, west
 * from the east bit of the cell before.  Inline for the search's loop. */
static inline unsigned
triangle_links_of(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	uint32_t w = m->w, y = maze_row(m, i), x = i - y * w;
	unsigned own = maze_nibble(m, i), open = 0;

	nb[TRI_N] = nb[TRI_E] = nb[TRI_S] = nb[TRI_W] = UINT32_MAX;
	if (((x + y) & 1u) != 0 && y > 0)
		open |= maze_link(nb, TRI_N, i - w, own, 0);
	else if (((x + y) & 1u) == 0 && y + 1 < m->h)
		open |= maze_link(nb, TRI_S, i + w, maze_nibble(m, i + w), 0);
	if (x + 1 < w)
		open |= maze_link(nb, TRI_E, i + 1, own, 1);
	if (x > 0)
		open |= maze_link(nb, TRI_W, i - 1, maze_nibble(m, i - 1), 1);
	return open;
}

#endif
