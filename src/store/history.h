/* history.h - your record: one line a game that ended, and what they
 * add up to (--history, and the result screen's new best and streak).
 *
 * The file "history" is "mazegame-history 2" and then one line a game,
 * oldest first: "game WHEN DIFFICULTY RESULT MOVES OPTIMAL DAILY SHAPE" with
 * WHEN in seconds since the epoch, RESULT one of escaped, quit (saved
 * on quitting) and resumed (a quit game taken up again: it cancels one
 * quit, so a game counts once however often it is saved), and DAILY
 * the date of the daily maze (YYYY-MM-DD) or "-", SHAPE the maze's
 * shape as the score tables name it (square, hex, floors3, weave70) or
 * "-" where it is not known: a file of version 1 (its lines have no
 * SHAPE) is read, and written again as version 2.  Lines are only
 * added; past HISTORY_FILE_MAX bytes the oldest are dropped.  The
 * parser is strict: every field is checked, lines are at most
 * HISTORY_LINE_MAX bytes.
 */
#ifndef MAZEGAME_HISTORY_H
#define MAZEGAME_HISTORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"

#define HISTORY_FILE "history"
#define HISTORY_FILE_MAX (1024 * 1024)   /* bytes */
#define HISTORY_LINE_MAX 128             /* bytes, newline included */
#define HISTORY_DIFF_MAX 15              /* letters of a difficulty */
#define HISTORY_SHAPE_MAX 15             /* characters of a shape's word */
#define HISTORY_NO_DAY INT32_MIN         /* not a daily maze */

/* How a game ended. */
enum history_result { HISTORY_ESCAPED, HISTORY_QUIT, HISTORY_RESUMED };

/* One line: a game that ended (or was taken up again). */
struct history_game {
	int64_t when;                    /* seconds since the epoch */
	char diff[HISTORY_DIFF_MAX + 1]; /* easy, normal, hard, custom, marathon */
	enum history_result result;
	uint64_t moves, optimal;
	int32_t daily;                   /* the daily maze's day number, or
	                                  * HISTORY_NO_DAY */
	char shape[HISTORY_SHAPE_MAX + 1]; /* "hex", "floors3"; "" unknown */
};

/* The lines of a file, oldest first; free with history_free. */
struct history {
	struct history_game *v;
	size_t n, cap;
};

/* Returns the day number (days since 1970-01-01) of a date, or sets
 * *ok false for a date that does not exist. */
int32_t history_day(int year, int month, int day, bool *ok);

/* Parses "YYYY-MM-DD" strictly into a day number; returns 0 or -1. */
int history_parse_date(const char *text, int32_t *day);

/* Writes day number day as YYYY-MM-DD to buf (11 bytes); returns buf. */
char *history_date(int32_t day, char *buf);

/* Returns the name of a result (escaped, quit, resumed). */
const char *history_result_name(enum history_result r);

/* Formats g as one line of the file (with its newline) into buf.
 * Returns 0, or -1 when it does not fit or a field is bad. */
int history_format(const struct history_game *g, char *buf, size_t size);

/* Parses a history file.  Returns 0 with h filled, or -1 with a
 * message naming the line (h then holds nothing). */
int history_parse(const char *data, size_t len, struct history *h,
    mg_err *e);

/* Writes h in the file format to f, dropping its oldest lines until it
 * fits in HISTORY_FILE_MAX bytes.  Returns 0 or -1. */
int history_write(FILE *f, const struct history *h, mg_err *e);

/* Adds g at the end of h.  Returns 0, or -1 when out of memory. */
int history_push(struct history *h, const struct history_game *g, mg_err *e);

/* Frees h's lines. */
void history_free(struct history *h);

#endif
