/* paper.h - shapes on paper: how a maze of a shape other than the
 * square grid is drawn, one row a shape in one table.
 *
 * The square grid is drawn on the block grid (SPEC "Printing",
 * walls.h) and has no row.  Every other shape that prints has a row
 * here (paper.c's table; its geometry in a file of its own, such as
 * paper_hex.c) that places the maze in whole picture units: the frame,
 * the centre of each cell, and the walls as straight segments from
 * corner to corner through a print_pen (the circle's arcs through its
 * arc).  The writers (svg.c, cairo.c)
 * draw every row the same way: the walls in one stroke of round caps
 * and joins, the way out as a line through the centres of its cells,
 * the start a green disc and the exit a red square on their centres.
 * Adding a shape's drawing is one file here and its row in the table.
 */
#ifndef MAZEGAME_PRINT_PAPER_H
#define MAZEGAME_PRINT_PAPER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/maze.h"
#include "maze/puzzle.h"
#include "maze/shape.h"
#include "print/walls.h"

/* The picture of one maze in picture units: (0, 0) is its top left
 * corner, every corner and centre a whole unit. */
struct paper_frame {
	uint32_t w, h;        /* the picture's size, margins included */
	uint32_t unit;        /* units a block square: --cell's pixels, the
	                       * SVG's 10 px and the marks are per square */
};

/* One shape's drawing. */
struct paper {
	const struct shape *shape;
	/* The frame of m. */
	void (*frame)(const maze *m, struct paper_frame *f);
	/* The centre of cell i of m. */
	void (*centre)(const maze *m, uint32_t i, uint32_t *x, uint32_t *y);
	/* Draws every wall of m once, as straight segments between
	 * corners (pen->line with both steps set when it is slanted) and
	 * arcs (pen->arc); pen->dot is never called. */
	void (*walls)(const maze *m, const struct print_pen *pen);
	/* The start's disc (radius) and the exit's square (side) in block
	 * squares, as large as the room inside a cell allows with a gap
	 * to its walls (walls.h has the square grid's). */
	double start_r, exit_side;
	/* Writes the drawing's words through pen->label (a floor's name,
	 * what its marks mean), after the walls; NULL: it has none. */
	void (*labels)(const maze *m, const struct print_pen *pen);
};

/* A cell drawn as a polygon of n sides, round it clockwise: side k,
 * the wall toward way way[k], runs from corner k, at (x[k], y[k]) from
 * the point the cell is placed at, to corner k + 1. */
struct paper_polygon {
	unsigned n;
	const int32_t *x, *y;
	const unsigned *way;
};

/* Draws the walls of cell i of m, a polygon pg placed at (x, y): a
 * wall between two cells is drawn by the lower-numbered one, a border
 * wall by its only cell, and walls that follow each other round the
 * cell are one stroke. */
void paper_cell_walls(const maze *m, uint32_t i, const struct print_pen *pen,
    uint32_t x, uint32_t y, const struct paper_polygon *pg);

/* The hexagonal shape's drawing (paper_hex.c). */
extern const struct paper paper_hex;
/* The weave's drawing (paper_weave.c). */
extern const struct paper paper_weave;
/* The triangular shape's drawing (paper_triangle.c). */
extern const struct paper paper_triangle;
/* The circular shape's, round (paper_circle.c). */
extern const struct paper paper_circle;
/* The floors shape's drawing (paper_floors.c). */
extern const struct paper paper_floors;
/* The upsilon shape's drawing (paper_upsilon.c). */
extern const struct paper paper_upsilon;

/* A point of a route that is none: the route breaks there and goes on
 * from the next point (a floors maze's stairs). */
#define PRINT_BREAK UINT32_MAX

/* Returns the drawing of shape s, or NULL when s has none (the square
 * grid has the block grid instead). */
const struct paper *paper_find(const struct shape *s);

/* Returns whether mazes of shape s (NULL: the square grid) can be
 * drawn as SVG, PDF and PNG. */
bool print_shape_drawn(const struct shape *s);

/* Returns the way from the start to the exit of p, drawn by pp, as
 * the centres of its end cells and of the cells where it turns, with a
 * PRINT_BREAK point where it takes stairs (caller frees); *n is their
 * number.  NULL with a message when there
 * is no way or no memory. */
struct print_point *paper_route(const struct paper *pp,
    const struct puzzle *p, size_t *n, mg_err *e);

/* Returns the PNG side in pixels of length units of a frame of the
 * given unit drawn at cell pixels a square: rounded up, so the picture
 * fits. */
uint64_t paper_pixels(uint64_t length, uint32_t unit, uint32_t cell);

#endif
