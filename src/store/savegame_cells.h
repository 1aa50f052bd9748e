/* savegame_cells.h - the cells of a loaded maze in a saved game, as
 * "cells FIRST HEX" lines: on the square grid a hex digit holds two
 * cells (2 bits each, east and south), on every other shape a digit
 * holds one cell (the passages it keeps, maze/shape.h).  The reader
 * refuses a passage out of the maze.
 */
#ifndef MAZEGAME_SAVEGAME_CELLS_H
#define MAZEGAME_SAVEGAME_CELLS_H

#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "base/text.h"
#include "maze/maze.h"

/* Writes the cells of m to f. */
void savegame_cells_write(FILE *f, const maze *m);

/* Parses a "cells FIRST HEX" line into m (all walls standing where no
 * line said otherwise; NULL: the maze is generated, and cells are
 * refused); *next is the cell the line must start at, and becomes the
 * next one's.  Returns 0, or -1 with a message naming the line. */
int savegame_cells_parse(const struct text_reader *r, maze *m,
    uint32_t *next, mg_err *e);

#endif
