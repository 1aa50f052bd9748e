/* cairo_paper.h - mazes of shapes other than the square grid through
 * cairo, for cairo.c's PDF pages and PNG images (built only with
 * cairo). */
#ifndef MAZEGAME_PRINT_CAIRO_PAPER_H
#define MAZEGAME_PRINT_CAIRO_PAPER_H

#include <stdbool.h>

#include <cairo.h>

#include "base/err.h"
#include "maze/puzzle.h"
#include "print/paper.h"
#include "print/walls.h"

/* Strokes the way out through the n points pt in orange, width wide,
 * with round caps and joins: the same line on every shape. */
void print_cairo_route(cairo_t *cr, const struct print_point *pt, size_t n,
    double width);

/* Draws p, of a shape with the drawing pp, in block squares at cr's
 * transformation, as cairo.c draws the square grid: the walls (round
 * caps and joins), the way out when solution is set, the start's
 * green disc and the exit's red square.  Returns 0, or -1 with a
 * message. */
int print_cairo_paper(cairo_t *cr, const struct paper *pp,
    const struct puzzle *p, bool solution, mg_err *e);

#endif
