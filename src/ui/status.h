/* status.h - the status line under the maze. */
#ifndef MAZEGAME_UI_STATUS_H
#define MAZEGAME_UI_STATUS_H

#include "play/game.h"
#include "ui/draw.h"

/* Draws the status line. */
void status_draw(struct draw *d, const struct game *g);

#endif
