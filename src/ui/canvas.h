/* canvas.h - the maze's canvas, whoever draws on it (the game, the watch). */
#ifndef MAZEGAME_UI_CANVAS_H
#define MAZEGAME_UI_CANVAS_H

#include "maze/maze.h"
#include "ui/draw.h"

/* What a canvas shows: the walls of maze m, and what the screen that
 * draws it (ctx) gives each cell and open passage. */
struct canvas {
	const maze *m;
	const void *ctx;
	/* Whether cell i is shown (NULL: every cell); the walls of cells
	 * not shown are blank too. */
	bool (*shown)(const void *ctx, uint32_t i);
	/* The glyph of column k (1 to CELL_COLS - 1) inside cell i. */
	struct glyph (*cell)(const struct draw *d, const void *ctx, uint32_t i,
	    unsigned k);
	/* Whether the open passage from cell i the way d (on the square
	 * grid DIR_W or DIR_N) is drawn as part of the way out (NULL:
	 * never). */
	bool (*on_path)(const void *ctx, uint32_t i, unsigned d);
};

/* The size of m's canvas: on the square grid cells CELL_COLS by
 * CELL_ROWS with the walls on their left and top; on every other shape
 * the shape's character grid (maze/shape.h). */
/* Chooses how maze m is drawn in an area of rows x cols: round where
 * its shape has a round picture (the circle) that fits, as large as
 * fits; else on its shape's character grid.  Returns whether round. */
bool canvas_fit(const maze *m, int rows, int cols);

/* Whether m is drawn round (canvas_fit). */
bool canvas_round(const maze *m);

void canvas_size(const maze *m, int64_t *cw, int64_t *ch);

/* The rectangle of m's canvas a view of the player at cell shows, in
 * r: first column, first row, last column, last row: the whole canvas,
 * or on a floors maze that cell's floor. */
void canvas_bounds(const maze *m, uint32_t cell, int64_t r[4]);

/* Whether a view of the player at cell at shows cell i: on a floors
 * maze, whether i is on the player's floor. */
bool canvas_shows(const maze *m, uint32_t at, uint32_t i);

/* Where on m's canvas the middle of cell i is (the column of the
 * player's mark). */
void canvas_cell(const maze *m, uint32_t i, int64_t *cx, int64_t *cy);

/* The canvas rectangle that holds cells (x0, y0) to (x1, y1) (x = cell
 * % width, y = cell / width) with their walls; on a floors maze, rows
 * of two floors give every floor between them whole. */
void canvas_rect(const maze *m, uint32_t x0, uint32_t y0, uint32_t x1,
    uint32_t y1, int64_t r[4]);

/* Returns the glyph of canvas c at canvas position (cx, cy), inside
 * it: cells CELL_COLS by CELL_ROWS with the walls on their left and
 * top, posts where walls meet. */
/* Whether canvas position (cx, cy) of a maze of a shape (not the
 * square grid) lies in a cell, *i. */
bool canvas_cell_at(const maze *m, int64_t cx, int64_t cy, uint32_t *i);

struct glyph canvas_glyph(const struct draw *d, const struct canvas *c,
    uint32_t cx, uint32_t cy);

#endif
