/* way.h - the way out shown (the solution overlay) and hints, for the
 * rules in game.c.  Each marks the cells it changes dirty. */
#ifndef MAZEGAME_WAY_H
#define MAZEGAME_WAY_H

#include <stdint.h>

#include "play/game_state.h"

/* Turns the overlay on: the path from the player's cell to the exit.
 * Returns 0, or -1 when there is no memory for it. */
int way_path_show(struct game *g);

/* Turns the overlay off, marking its cells dirty. */
void way_path_hide(struct game *g);

/* Moves the overlay along after the player stepped from old to g->pos:
 * cells from the new position up to where it meets the old path are
 * added, cells from the old position up to that point are dropped. */
void way_path_follow(struct game *g, uint32_t old);

/* Removes the hint, marking its cells dirty. */
void way_hint_hide(struct game *g);

/* Shows the way from the player's cell as far as the first junction
 * and one step beyond it: which way to turn, not the whole path.
 * Returns redraw bits. */
unsigned way_hint_show(struct game *g);

#endif
