/* pause.h - the pause screen (pause.c): the maze hidden, the clock stopped. */
#ifndef MAZEGAME_UI_PAUSE_H
#define MAZEGAME_UI_PAUSE_H

#include "ui/screen.h"

/* Draws the pause box over an empty screen. */
void ui_pause_draw(struct ui *u);

/* Any key goes back to the game. */
void ui_pause_key(struct ui *u, keycode k);

#endif
