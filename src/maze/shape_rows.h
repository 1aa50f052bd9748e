/* shape_rows.h - the character grid of a shape whose cells sit in rows,
 * or whose walls sit a fixed step from their centres, drawn from a
 * table (shape_rows.c): the text_size, text_cell and text_wall such a
 * shape takes in its row of shape.c's table. */
#ifndef MAZEGAME_SHAPE_ROWS_H
#define MAZEGAME_SHAPE_ROWS_H

#include <stdint.h>

#include "maze/maze.h"
#include "maze/shape.h"

/* How a shape's cells sit on the character grid when they sit in
 * rows: row y of cells on grid row 2y + 1 (2h + 1 rows in all), cell x
 * at column step * x + first, odd rows shifted by odd more columns,
 * step * w + extra columns; and the wall toward way d at the centre's
 * row + dr[d], column + dc[d]. */
struct shape_rows {
	unsigned char step, first, odd, extra;
	signed char dr[MAZE_MAX_WAYS], dc[MAZE_MAX_WAYS];
};

/* The grid's size, a cell's centre and a wall's place from the shape's
 * rows, for text_size, text_cell and text_wall. */
void shape_rows_size(const maze *m, uint32_t *rows, uint32_t *cols);
void shape_rows_cell(const maze *m, uint32_t i, uint32_t *row,
    uint32_t *col);
void shape_rows_wall(const maze *m, uint32_t i, unsigned d,
    uint32_t *row, uint32_t *col);

/* The cells first to last - 1 of a shape in rows (cell y * w + x on
 * grid row 2y + 1) whose rows reach band b, walls and posts a row
 * above and below included. */
void shape_rows_band(const maze *m, const struct shape_band *b,
    uint32_t *first, uint32_t *last);

/* A text_draw for a shape in rows of cells and wall rows between them,
 * from its text_at alone: '+' posts, '|' and '-' walls that stand,
 * ':' and '=' over a way under (TEXT_UNDER), and a corner '+' when
 * its way is closed, '\\' or '/' along it when open. */
void shape_rows_draw(const maze *m, const struct shape_band *b);

#endif
