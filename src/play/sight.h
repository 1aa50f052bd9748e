/* sight.h - what the player sees in fog (sight.c). */
#ifndef MAZEGAME_PLAY_SIGHT_H
#define MAZEGAME_PLAY_SIGHT_H

#include "play/game_state.h"

/* Reveals the cells within sight of g's player (rules.sight cells: on
 * the square grid and hex a square of rows and columns around them,
 * on a shape whose cells are not rows of w the cells that many steps
 * away); marks new ones dirty.  Nothing without fog. */
void sight_look(struct game *g);

#endif
