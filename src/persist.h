/* persist.h - keeping scores and the saved game on disk.
 *
 * Ties the file formats (scores.h, savegame.h) to the data directory
 * (storage.h): every read-merge-write holds the lock, and a file that
 * does not parse is renamed aside, never overwritten.  A fault costs
 * only the saving: each function returns an error message for the
 * caller to show, and the game goes on.
 */
#ifndef MAZEGAME_PERSIST_H
#define MAZEGAME_PERSIST_H

#include <stdint.h>

#include "err.h"
#include "game.h"
#include "savegame.h"
#include "scores.h"

/* Saves game g (difficulty diff) at time now, replacing any saved game.
 * Returns 0 or -1 with a message. */
int persist_save_game(const struct game *g, const char *diff, uint64_t now,
    mg_err *e);

/* Reads the saved game into sg.  Returns 0, 1 when there is none, or -1
 * with a message (a corrupt file has been set aside; the message says
 * where). */
int persist_load_game(struct savegame *sg, mg_err *e);

/* Removes the saved game; returns 0 or -1 with a message. */
int persist_clear_game(mg_err *e);

/* Reads the scores into l (empty when there are none).  Returns 0, or
 * -1 with a message (a corrupt file has been set aside). */
int persist_read_scores(struct score_list *l, mg_err *e);

/* Adds s to the scores on disk and leaves the merged tables in l (the
 * caller frees it) and the new entry's index in *index (-1 when it did
 * not make its table).  Returns 0, or -1 with a message; l is filled
 * on failure too when the tables could be read, else empty. */
int persist_add_score(const struct score *s, struct score_list *l,
    int *index, mg_err *e);

#endif
