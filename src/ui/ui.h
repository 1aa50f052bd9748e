/* ui.h - the curses front end: the only code that includes curses. */
#ifndef MAZEGAME_UI_H
#define MAZEGAME_UI_H

#include "app/options.h"

/* Plays games as the options ask until the player quits.  Prints its
 * own one-line errors (after restoring the terminal) and returns the
 * exit status for main. */
int ui_play(const struct options *o);

#endif
