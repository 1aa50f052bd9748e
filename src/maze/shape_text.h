/* shape_text.h - a maze of any shape as a text picture, for --print:
 * the shape's character grid in plain ASCII ('|' and '-' walls, '+'
 * posts; a triangle's '/', '\\' and '_'), S and E on the start and
 * exit, '.' on the solution. */
#ifndef MAZEGAME_SHAPE_TEXT_H
#define MAZEGAME_SHAPE_TEXT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "maze/puzzle.h"

/* Returns the character of the wall of cell i toward its way d as the
 * shape's text_draw draws it: '/' or '\\' for a triangle's slanting
 * sides, '_' for its flat ones, else '|' in a cell's row and '-'
 * between rows. */
char shape_text_wall_char(const maze *m, uint32_t i, unsigned d);

/* Returns the picture of p (solution: with the way out marked) whole,
 * as rows of cols characters, no NUL: caller frees it.  NULL with a
 * message.  (For small pictures: shape_text_write draws any size.) */
char *shape_text_picture(const struct puzzle *p, bool solution,
    uint32_t *rows, uint32_t *cols, mg_err *e);

/* Writes the picture of p (solution: with the way out marked) to f,
 * each row without its trailing spaces, drawn a band of rows at a
 * time (about 16 MiB), so that a picture of any size takes little
 * memory.  Returns 0, or -1 with a message. */
int shape_text_write(FILE *f, const struct puzzle *p, bool solution,
    mg_err *e);

/* The bytes of a band: 16 MiB. */
#define SHAPE_TEXT_BAND (UINT64_C(16) << 20)

/* shape_text_write with bands of about band_bytes (at least a row). */
int shape_text_write_band(FILE *f, const struct puzzle *p, bool solution,
    uint64_t band_bytes, mg_err *e);

#endif
