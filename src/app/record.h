/* record.h - your record: each game that ends goes into the history
 * (store/history.h), and an escape may bring news (a new best
 * efficiency, the daily streak) for the result screen.
 */
#ifndef MAZEGAME_RECORD_H
#define MAZEGAME_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "play/game.h"
#include "store/history.h"

/* Adds game g (of difficulty diff; daily_date the daily maze's date,
 * or NULL) that ended as r at wall-clock time when to the history.
 * For an escape, note gets what is new ("New best efficiency for
 * normal: 96.5% (was 90.0%)", "Daily streak: 3 days"), else it is
 * emptied; warn gets what went wrong keeping it (empty: nothing). */
void record_game(const struct game *g, const char *diff,
    const char *daily_date, enum history_result r, int64_t when,
    char *note, size_t note_size, char *warn, size_t warn_size);

#endif
