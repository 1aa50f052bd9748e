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

#endif
