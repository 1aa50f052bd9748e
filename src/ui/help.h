/* help.h - the help screen (help.c): the keys, from the key table, over the
 * maze.  Its state is struct ui_help, in struct ui (screen.h), and the
 * status line's help field, which other screens show, is screen.h's
 * ui_help_tail. */
#ifndef MAZEGAME_UI_HELP_H
#define MAZEGAME_UI_HELP_H

#include "ui/screen.h"

/* Draws the keys in a box over the maze, from help.top on. */
void ui_help_draw(struct ui *u);

/* Scrolls the keys (the up and down moves, Page Up, Page Down); any
 * other key closes the box. */
void ui_help_key(struct ui *u, keycode k);

#endif
