/* chalk.h - chalk marks: the player's own notes on the maze's cells,
 * as Trémaux's method uses them (a cell walked once, a cell crossed
 * out), and where a click of the mouse may run.
 *
 * A mark goes none, once, crossed, none again, on the cell the player
 * stands on.  Marks count in no score, stay visible in the fog where
 * they were made, and survive a restart of the same maze (the chalk is
 * the player's, as what was seen stays seen).
 */
#ifndef MAZEGAME_CHALK_H
#define MAZEGAME_CHALK_H

#include <stdint.h>

#include "base/err.h"
#include "play/game.h"

/* A cell's chalk. */
enum chalk {
	CHALK_NONE,
	CHALK_ONCE,       /* marked once */
	CHALK_CROSSED,    /* marked again: crossed out */
};

/* Returns the mark after c in the cycle none, once, crossed, none. */
enum chalk chalk_next(enum chalk c);

/* Returns the chalk on cell of g. */
enum chalk game_chalk(const struct game *g, uint32_t cell);

/* Puts chalk c on cell (< the maze's cells) of g.  Returns 0, or -1
 * with a message when there is no memory for the marks. */
int game_chalk_set(struct game *g, uint32_t cell, enum chalk c, mg_err *e);

/* Returns how many cells of g carry a mark. */
uint64_t game_chalk_count(const struct game *g);

/* Where a click on cell takes the player: when cell lies in a straight
 * open line from the player's cell (every cell between in sight),
 * sets *d to the direction and *steps to the moves of the run there,
 * which stops early at a junction or the exit as a run (Shift-arrow)
 * does, and returns 1.  Returns 0 for a cell off any straight open line
 * (or the player's own cell): the click moves nothing. */
int game_click_plan(const struct game *g, uint32_t cell, enum dir *d,
    uint32_t *steps);

#endif
