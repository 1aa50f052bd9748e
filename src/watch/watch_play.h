/* watch_play.h - between watch.c and watch_play.c: the picture's cell
 * states, and the generator's steps played into it. */
#ifndef MAZEGAME_WATCH_PLAY_H
#define MAZEGAME_WATCH_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "maze/gen/gen.h"
#include "watch/watch_state.h"

/* State bits of a cell in the picture. */
#define WS_SET 1u          /* in the working set */
#define WS_QUEUED 2u       /* found by the search, not looked from */
#define WS_PATH 4u         /* on the solution traced so far */

/* No cell, row or chamber. */
#define WATCH_NONE UINT32_MAX

/* Plays generator step s into w's picture and says what it did. */
void watch_play(struct watch *w, const struct gen_step *s);

/* Empties the working set. */
void watch_clear_set(struct watch *w);

/* Writes "x,y" of cell i (counted from 1, column first; on floors
 * "x,y,floor") to buf; returns buf. */
const char *watch_xy(const struct watch *w, uint32_t i, char *buf, size_t size);

#endif
