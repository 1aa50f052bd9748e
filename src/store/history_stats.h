/* history_stats.h - what the history adds up to: games played and
 * escaped per difficulty, best and median efficiency, the daily
 * streak.
 *
 * Efficiency is optimal/moves in thousandths (1000 for the shortest
 * way), over escaped games.  A game counts as played when it was
 * escaped or quit; a "resumed" line takes one quit back, so a game
 * saved and taken up again counts once.  The daily streak is the run
 * of days in a row, each with an escape from that day's daily maze,
 * that ends today, or yesterday while today is still to play; the
 * longest streak is the longest such run ever.
 */
#ifndef MAZEGAME_HISTORY_STATS_H
#define MAZEGAME_HISTORY_STATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "store/history.h"

#define HISTORY_ROWS_MAX 32   /* difficulties told apart */

/* One difficulty's counts. */
struct history_row {
	char diff[HISTORY_DIFF_MAX + 1];
	uint64_t played, escaped;
	uint32_t best, median;   /* thousandths; 0 with no escape */
};

/* What the history adds up to. */
struct history_stats {
	struct history_row row[HISTORY_ROWS_MAX];  /* easy, normal, hard,
	                                            * then the others by name */
	size_t n;
	uint32_t streak, longest;                  /* days */
};

/* Returns a game's efficiency in thousandths (1000 for no moves). */
uint32_t history_efficiency(uint64_t optimal, uint64_t moves);

/* Adds h up as of day number today into st.  Returns 0, or -1 with a
 * message when out of memory. */
int history_stats(const struct history *h, int32_t today,
    struct history_stats *st, mg_err *e);

/* Returns the daily streak of h as of today (see above). */
uint32_t history_streak(const struct history *h, int32_t today,
    uint32_t *longest);

/* Returns the best efficiency of escaped games of difficulty diff in
 * the first n lines of h, or 0 when there is none. */
uint32_t history_best(const struct history *h, size_t n, const char *diff);

/* Writes thousandths t as a percentage ("96.5%") to buf; returns buf. */
char *history_percent(uint32_t t, char *buf, size_t size);

#endif
