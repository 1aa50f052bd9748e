/* shape_text.h - a maze of any shape as a text picture, for --print:
 * the shape's character grid in plain ASCII ('|' and '-' walls, '+'
 * posts; a triangle's '/', '\\' and '_'), S and E on the start and
 * exit, '.' on the solution. */
#ifndef MAZEGAME_SHAPE_TEXT_H
#define MAZEGAME_SHAPE_TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "base/err.h"
#include "maze/puzzle.h"

/* Returns the character of the wall of cell i toward its way d as the
 * shape's text_draw draws it: '/' or '\\' for a triangle's slanting
 * sides, '_' for its flat ones, else '|' in a cell's row and '-'
 * between rows. */
char shape_text_wall_char(const maze *m, uint32_t i, unsigned d);

/* Returns the picture of p (solution: with the way out marked) as rows
 * of cols characters, no NUL: caller frees it.  NULL with a message. */
char *shape_text_picture(const struct puzzle *p, bool solution,
    uint32_t *rows, uint32_t *cols, mg_err *e);

/* Writes the picture of p to f, each row without its trailing spaces.
 * Returns 0, or -1 with a message. */
int shape_text_write(FILE *f, const struct puzzle *p, bool solution,
    mg_err *e);

#endif
