/* ask.h - the question screen (ask.c): a question over the screen (u->ask),
 * answered with one key; one with no answers is a notice. */
#ifndef MAZEGAME_UI_ASK_H
#define MAZEGAME_UI_ASK_H

#include "ui/screen.h"

/* Draws the question in a box, a part at a time when it is taller
 * than the screen. */
void ui_ask_draw(struct ui *u);

/* Takes an answer (hands it to the question's answer function) or
 * shows the notice's next part. */
void ui_ask_key(struct ui *u, keycode k);

#endif
