/* persist.h - keeping scores, the best marathons and the history on
 * disk (the saved games: saves.h).
 *
 * Ties the file formats (scores.h, savegame.h) to the data directory
 * (storage.h): every read-merge-write holds the lock, and a file that
 * does not parse is renamed aside, never overwritten; one that cannot
 * be read (permissions) is neither renamed nor overwritten.  A fault costs
 * only the saving: each function returns an error message for the
 * caller to show, and the game goes on.
 */
#ifndef MAZEGAME_PERSIST_H
#define MAZEGAME_PERSIST_H

#include <stdint.h>

#include "base/err.h"
#include "base/progress.h"
#include "play/game.h"
#include "store/history.h"
#include "store/marathons.h"
#include "store/savegame.h"
#include "store/scores.h"

/* Reads the scores into l (empty when there are none) for showing
 * them: only reads, never waits for the lock, never renames.  Returns
 * 0, or -1 with a message (code MG_EDAMAGED for a damaged file, which
 * is left where it is; l is then empty). */
int persist_read_scores(struct score_list *l, mg_err *e);

/* Adds s to the scores on disk and leaves the merged tables in l (the
 * caller frees it) and the new entry's index in *index (-1 when it did
 * not make its table).  Returns 0, or -1 with a message; l is filled
 * on failure too when the tables could be read, else empty.  A damaged
 * file is set aside and a new table started (code MG_EDAMAGED); an
 * unreadable one fails the call and stays as it is. */
int persist_add_score(const struct score *s, struct score_list *l,
    int *index, mg_err *e);

/* (persist_marathon.c) Reads the best marathons into l (empty when
 * there are none) for showing them, as persist_read_scores reads the
 * scores: only reads, never waits for the lock, never renames (code
 * MG_EDAMAGED for a damaged file, left where it is).  Returns 0 or -1. */
int persist_read_marathons(struct marathon_list *l, mg_err *e);

/* (persist_marathon.c) Adds m to the best marathons on disk, leaving
 * the list in l and m's place in *index (-1: it did not make it).
 * Returns 0, or -1 with a message; a damaged file is set aside and a
 * new list started (code MG_EDAMAGED), an unreadable one left alone. */
int persist_add_marathon(const struct marathon_entry *m,
    struct marathon_list *l, int *index, mg_err *e);

/* (persist_history.c) Reads the history into h (empty when there is
 * none; free it with history_free); a damaged file is set aside under
 * the lock (code MG_EDAMAGED, the message says where).  Returns 0 or
 * -1 (h then empty). */
int persist_read_history_aside(struct history *h, mg_err *e);

/* (persist_history.c) Adds game g to the history on disk and leaves
 * the whole history, g last, in h (free it).  Returns 0, or -1 with a
 * message: a damaged file is set aside and a new history begun with g
 * (code MG_EDAMAGED; h holds g), an unreadable one is left alone. */
int persist_add_history(const struct history_game *g, struct history *h,
    mg_err *e);

/* (persist_history.c) Adds game g (of difficulty diff; daily_date the
 * daily maze's date, or NULL) that ended as r at wall-clock time when
 * to the history.  For an escape, note gets what is new ("New best
 * efficiency for normal: 96.5% (was 90.0%).", "Daily streak: 3
 * days."), else it is emptied; warn gets what went wrong keeping it
 * (empty: nothing). */
void persist_record_game(const struct game *g, const char *diff,
    const char *daily_date, enum history_result r, int64_t when,
    char *note, size_t note_size, char *warn, size_t warn_size);

#endif
