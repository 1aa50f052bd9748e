/* persist.h - keeping scores and the saved game on disk.
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

/* Reads the scores as persist_read_scores does, but a damaged file is
 * set aside under the lock (code MG_EDAMAGED; the message says where
 * it is kept), as a player's next score would set it aside.  Returns
 * 0, or -1 with a message (l then holds nothing). */
int persist_read_scores_aside(struct score_list *l, mg_err *e);

/* Saves game g (difficulty diff) at time now, replacing any saved game.
 * Returns 0 or -1 with a message. */
int persist_save_game(const struct game *g, const char *diff, uint64_t now,
    mg_err *e);

/* persist_save_game for a maze of marathon mr (NULL: a game of its
 * own): the marathon's seed, level and points are saved with it. */
int persist_save_marathon_game(const struct game *g, const char *diff,
    const struct marathon *mr, uint64_t now, mg_err *e);

/* Reads the saved game into sg without taking it (to ask the player
 * about it).  Returns 0, 1 when there is none, or -1 with a message:
 * code MG_EDAMAGED when a damaged file has been set aside (the message
 * says where), else the file is left as it is. */
int persist_load_game(struct savegame *sg, mg_err *e);

/* Takes the saved game to play it: under the lock it is read and
 * moved to a name of this process's own (.saved-game.taken-PID), then
 * resumed into g at time now without the lock (prog, when not NULL,
 * hears of the rebuild and may cancel it), then removed; so no
 * second process can resume it too.  Returns 0 with sg (free it with
 * savegame_free) and g (free it with game_free) filled; 1 when there
 * is no saved game (any more); -1 with a message, nothing to free.  A
 * save that parses but cannot be resumed is set aside like a damaged
 * one (code MG_EDAMAGED, the message names the copy), never deleted; a
 * rebuild a signal cuts short (any code but MG_EOTHER) puts the file
 * back.  After success the game is only in memory until the caller
 * saves it again: a crash then loses it, which is chosen over a game
 * resumed (and scored) twice.  A crash during the rebuild leaves the
 * hidden file, which renamed back is the saved game again. */
int persist_take_game(struct savegame *sg, struct game *g, uint64_t now,
    const struct mg_progress *prog, mg_err *e);

/* How many copies persist_keep_older_game keeps, newest first. */
#define PERSIST_OLDER_KEPT 5

/* Keeps the saved game under a name of its own, DIR's saved-game.older-
 * <seconds> (written to buf), so that another can be saved without
 * losing it; of those copies the PERSIST_OLDER_KEPT newest stay.
 * Returns 0, 1 when there is none, or -1 with a message. */
int persist_keep_older_game(char *buf, size_t size, mg_err *e);

/* Removes the saved game; returns 0 or -1 with a message. */
int persist_clear_game(mg_err *e);

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
 * there are none); a damaged file is set aside under the lock (code
 * MG_EDAMAGED, the message says where).  Returns 0 or -1. */
int persist_read_marathons_aside(struct marathon_list *l, mg_err *e);

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
