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

/* Puts in r the rectangle of floor f on m's character grid: first
 * column, first row, last column, last row (walls included). */
void floors_text_rect(const maze *m, uint32_t f, uint32_t r[4]);

#endif
