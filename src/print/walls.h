/* walls.h - a maze's walls as a few long strokes, and its route.
 *
 * Shared by every picture format.  Coordinates are block squares of
 * the block format (column x, line y): a stroke runs through the
 * centres of the squares it covers, so drawn one square wide with
 * square caps and mitred joins it covers exactly the '#' squares.
 */
#ifndef MAZEGAME_PRINT_WALLS_H
#define MAZEGAME_PRINT_WALLS_H

#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/maze.h"
#include "maze/puzzle.h"

/* The walls' thickness in block squares: lines through the wall
 * squares' centres about a quarter of a corridor (two squares, a cell
 * and a wall) thick, over SPEC's least of a fifth of a square; square
 * caps cover each post's centre.  Less ink than walls a square thick,
 * and more room for the start and exit marks. */
#define PRINT_WALL_WIDTH 0.5

/* The start's disc (radius) and the exit's square (side), in block
 * squares: as large as the room between thin walls allows. */
#define PRINT_START_R 0.6
#define PRINT_EXIT_SIDE 1.1

/* Where the strokes go: a writer's callbacks and their context. */
struct print_pen {
	/* Starts a stroke at block square (x, y). */
	void (*move)(void *ctx, uint32_t x, uint32_t y);
	/* Goes on in a straight line by (dx, dy) squares; one is 0. */
	void (*line)(void *ctx, int32_t dx, int32_t dy);
	/* A wall square alone (no wall beside it): only in mazes with
	 * loops, read by --load. */
	void (*dot)(void *ctx, uint32_t x, uint32_t y);
	void *ctx;
	/* An arc of its own of the circle of radius r about (cx, cy),
	 * clockwise from turn t0 to turn t1 (turns clockwise from twelve
	 * o'clock, less than half a turn apart): only the circle's
	 * drawing calls it (paper.h); NULL in the square grid's pens. */
	void (*arc)(void *ctx, uint32_t cx, uint32_t cy, uint32_t r,
	    double t0, double t1);
	/* Words (UTF-8) in the picture's sans-serif, size units high,
	 * starting at (x, y) on their baseline: only a drawing's labels
	 * call it (paper.h); NULL in the square grid's pens. */
	void (*label)(void *ctx, uint32_t x, uint32_t y, uint32_t size,
	    const char *text);
};

/* A point of the drawing, in block squares. */
struct print_point {
	uint32_t x, y;
};

/* Traces every wall of m through pen: collinear walls merge into one
 * line, a stroke turns corners rather than stopping, and strokes start
 * at dead ends and junctions, so the strokes are as few as the walls
 * allow.  Returns 0, or -1 with a message (no memory). */
int print_walls_trace(const maze *m, const struct print_pen *pen, mg_err *e);

/* Returns the way from the start to the exit of p as the centres of
 * its end cells and of the cells where it turns (caller frees); *n is
 * their number.  NULL with a message when there is no way or no
 * memory. */
struct print_point *print_route(const struct puzzle *p, size_t *n, mg_err *e);

#endif
