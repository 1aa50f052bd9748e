/* floors.h - the floors shape: square levels stacked and joined by
 * stairs.  Its row is in floors.c; what the game, the screen and the
 * paper ask of its floors is here.
 */
#ifndef MAZEGAME_FLOORS_H
#define MAZEGAME_FLOORS_H

#include <stdint.h>

#include "base/err.h"
#include "maze/maze.h"
#include "maze/shape.h"

/* The ways of floors: the square's four and the stairs, paired as d and
 * d + 3; up leads to the floor above (the next one, f + 1).  A cell
 * keeps its east, south and up passages. */
enum { FLOORS_E, FLOORS_S, FLOORS_UP, FLOORS_W, FLOORS_N, FLOORS_DOWN };

/* The open stairs of a cell: up, down. */
#define FLOORS_STAIRS_UP 1u
#define FLOORS_STAIRS_DOWN 2u

/* The most floors a maze may have. */
#define FLOORS_MAX SHAPE_FLOORS_MAX

/* Creates a maze of f floors of w x h cells each, every wall standing:
 * its h holds every floor's rows (h * f) and n is w * h * f.  Returns
 * NULL with a message for a bad size.  Caller frees it with
 * maze_destroy(). */
maze *floors_maze_create(uint32_t w, uint32_t h, uint32_t f, mg_err *e);

/* Returns the number of floors of m: 1 for every other shape. */
uint32_t floors_count(const maze *m);

/* Returns the rows of one floor of m (m->h for every other shape). */
uint32_t floors_height(const maze *m);

/* Returns the floor of cell i, from 0. */
uint32_t floors_of(const maze *m, uint32_t i);

/* Returns the open stairs of cell i (FLOORS_STAIRS_UP, _DOWN); 0 on
 * every other shape. */
unsigned floors_stairs(const maze *m, uint32_t i);

/* Every neighbour of cell i of floors maze m (UINT32_MAX where a way
 * has none) and the mask of the open ways: the cell's own bits (east,
 * south, up) and those of its west, north and down neighbours.  Inline
 * for the search's loop (solve_any.c). */
static inline unsigned
floors_links_of(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	uint32_t w = m->w, fh = m->h / m->floors, row = maze_row(m, i);
	/* The row's floor, row / fh, by a multiplication: exact for rows
	 * below 2^16, and the reciprocal the same for every cell, so a
	 * loop over the cells divides once. */
	uint64_t inv = UINT32_MAX / fh + UINT64_C(1);
	uint32_t x = i - row * w, y = row - (uint32_t)((row * inv) >> 32) * fh;
	uint32_t level = w * fh;
	unsigned own = maze_nibble(m, i), open = 0;

	nb[FLOORS_E] = nb[FLOORS_S] = nb[FLOORS_UP] = UINT32_MAX;
	nb[FLOORS_W] = nb[FLOORS_N] = nb[FLOORS_DOWN] = UINT32_MAX;
	if (x + 1 < w)
		open |= maze_link(nb, FLOORS_E, i + 1, own, 0);
	if (y + 1 < fh)
		open |= maze_link(nb, FLOORS_S, i + w, own, 1);
	if (row + fh < m->h)
		open |= maze_link(nb, FLOORS_UP, i + level, own, 2);
	if (x > 0)
		open |= maze_link(nb, FLOORS_W, i - 1, maze_nibble(m, i - 1), 0);
	if (y > 0)
		open |= maze_link(nb, FLOORS_N, i - w, maze_nibble(m, i - w), 1);
	if (row >= fh)
		open |= maze_link(nb, FLOORS_DOWN, i - level,
		    maze_nibble(m, i - level), 2);
	return open;
}

/* Puts in r the rectangle of floor f on m's character grid: first
 * column, first row, last column, last row (walls included). */
void floors_text_rect(const maze *m, uint32_t f, uint32_t r[4]);

#endif
