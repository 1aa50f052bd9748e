/* click.h - where a click of the mouse on a cell takes the player. */
#ifndef MAZEGAME_CLICK_H
#define MAZEGAME_CLICK_H

#include <stdint.h>

#include "play/game.h"

/* When cell lies in a straight open line from the player's cell of g
 * (every cell of it in sight), sets *c to the move that steps along it
 * and *steps to the moves of the run there, which stops early at a junction or the
 * exit as a run (Shift-arrow) does, and returns 1: the front end then
 * makes the moves one by one.  Returns 0 for any other cell (off every
 * line, behind a wall, in the fog, the player's own): a click never
 * gives the way away. */
int click_plan(const struct game *g, uint32_t cell, enum cmd *c,
    uint32_t *steps);

#endif
