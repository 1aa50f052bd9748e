/* status.h - the status line under the maze. */
#ifndef MAZEGAME_UI_STATUS_H
#define MAZEGAME_UI_STATUS_H

#include "play/game.h"
#include "ui/draw.h"

/* Writes what the status says, in words, to buf (status_words, with
 * what d says of the game: the screen reader's last sentence, the
 * race's news); with all, the time and the help taken too (the key
 * that reads the whole status).  Returns buf. */
char *status_text(const struct draw *d, const struct game *g, bool all,
    char *buf, size_t size);

/* Draws the status line (the status rows in the screen-reader mode). */
void status_draw(struct draw *d, const struct game *g);

#endif
