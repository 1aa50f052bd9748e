/* move_report.h - what one command of the rules did, worked out once.
 *
 * The game (game.c) fills the report as it applies a command: the cells
 * entered in order, each with the direction of its step, and how the
 * move ended (a bump, a corridor, a junction, a dead end, the exit).
 * Whoever follows the game reads it and walks nothing again: the
 * recorder (app/runs.c), the race link (front/racer_side.c), the
 * screen-reader words (describe) and the screen.  Cells are indexes
 * and directions are the shape's ways (enum dir on the square grid),
 * never coordinates.
 */
#ifndef MAZEGAME_MOVE_REPORT_H
#define MAZEGAME_MOVE_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/maze.h"
#include "play/command.h"

/* How a command ended. */
enum move_event {
	MOVE_EV_NONE,      /* not a move (or a command the rules ignored) */
	MOVE_EV_BUMP,      /* a wall toward dir: no cell entered */
	MOVE_EV_CORRIDOR,  /* a step that ended in a corridor */
	MOVE_EV_JUNCTION,  /* stopped where three or more ways meet */
	MOVE_EV_DEAD_END,  /* stopped where the only way is back */
	MOVE_EV_EXIT,      /* reached the exit: the game is won */
	MOVE_EV_CHOICE,    /* the key means two open ways (hex's up or
	                    * down): nothing moved, the diagonals choose */
};

/* One cell entered, and the direction of the step into it. */
struct move_step {
	uint32_t cell;
	unsigned dir;      /* the shape's way (enum dir on the square grid) */
};

/* The report of the last command. */
struct move_report {
	enum cmd cmd;
	enum move_event event;
	unsigned dir;          /* a move's direction (the wall, on a bump) */
	uint32_t from;         /* the player's cell before */
	uint64_t n;            /* cells entered */
	struct move_step *step;   /* the cells entered, in order (owned) */
	size_t cap;
	bool lost;             /* no memory: step holds fewer than n */
	bool hint_ended;       /* the move reached the end of the hint shown */
};

/* Starts the report of command c from cell from (steps kept for reuse). */
void move_report_begin(struct move_report *r, enum cmd c, uint32_t from);

/* Adds the step toward d into cell; a step that finds no memory is
 * counted and marks the report lost. */
void move_report_step(struct move_report *r, uint32_t cell, unsigned d);

/* Ends the report of a move at cell of maze m: the exit (cell exit), a
 * junction, a dead end or a corridor; a bump when no cell was
 * entered. */
void move_report_end(struct move_report *r, const maze *m, uint32_t exit,
    uint32_t cell);

/* Frees what r owns. */
void move_report_free(struct move_report *r);

#endif
