/* term_background.h - the terminal asked for its background colour
 * (--theme auto), before curses starts. */
#ifndef MAZEGAME_UI_TERM_BACKGROUND_H
#define MAZEGAME_UI_TERM_BACKGROUND_H

#include <stddef.h>

#include "app/theme.h"

/* Asks the terminal for its background colour (OSC 11), before curses
 * starts, waiting a fifth of a second at most; returns THEME_DARK or
 * THEME_LIGHT, or THEME_DEFAULT when it does not answer.  Nothing is
 * echoed, and what else arrives meanwhile is discarded. */
enum theme ui_term_background(void);

/* As ui_term_background, and writes why it chose so to why ("the
 * terminal says its background is dark", "the terminal did not
 * answer ...") for --dump-config. */
enum theme ui_term_background_why(char *why, size_t size);

#endif
