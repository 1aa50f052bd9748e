/* scores.h - the high-score tables: ranking, merging and the file format.
 *
 * One file holds every table.  A table is a difficulty ("easy",
 * "normal", "hard") or, for mazes of another size, a difficulty and a
 * size class ("normal-large").  Entries rank by assistance first (none,
 * then hints, then the solution shown), then by efficiency (optimal
 * against moves), then by time, then by age.
 *
 * The file ("mazegame-scores 1" then one "score" line an entry) is
 * parsed strictly: every field is range-checked and names are limited to
 * printable characters without spaces.
 */
#ifndef MAZEGAME_SCORES_H
#define MAZEGAME_SCORES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"

#define SCORES_FILE "scores"
#define SCORES_FILE_MAX (256 * 1024)   /* bytes */
#define SCORES_KEEP 10                 /* entries kept per table */
#define SCORES_MAX 1000                /* entries in a file */
#define SCORE_NAME_MAX 16
#define SCORE_TABLE_MAX 47
#define SCORE_ALGO_MAX 23
#define SCORE_MOVES_MAX (UINT64_C(1) << 36)   /* keeps products in 64 bits */

/* One finished game. */
struct score {
	char table[SCORE_TABLE_MAX + 1];
	char name[SCORE_NAME_MAX + 1];
	uint64_t moves, optimal, elapsed_ms;
	uint32_t hints;
	bool assisted;
	int64_t when;                      /* seconds since the epoch */
	char algo[SCORE_ALGO_MAX + 1];     /* or "loaded" */
	uint32_t w, h;
	uint64_t seed;
};

/* A growable list of entries; the caller frees v. */
struct score_list {
	struct score *v;
	size_t n, cap;
};

/* Returns the table name for a game of difficulty diff on a w x h maze
 * whose preset size is pw x ph (a size class when they differ). */
const char *scores_table(const char *diff, uint32_t w, uint32_t h,
    uint32_t pw, uint32_t ph, char *buf, size_t size);

/* Copies name into out (SCORE_NAME_MAX + 1 bytes) with anything but
 * printable ASCII turned into '_', cut to SCORE_NAME_MAX; an empty name
 * becomes "player". */
void scores_sanitize_name(const char *name, char *out);

/* Returns whether every field of a and b is the same. */
bool scores_equal(const struct score *a, const struct score *b);

/* Compares two entries by rank: < 0 when a ranks above b. */
int scores_compare(const struct score *a, const struct score *b);

/* Parses a scores file.  Returns 0 with l filled (sorted), or -1 with a
 * message naming the line. */
int scores_parse(const char *data, size_t len, struct score_list *l,
    mg_err *e);

/* Writes l in the file format to f; returns 0 or -1 with a message. */
int scores_write(FILE *f, const struct score_list *l, mg_err *e);

/* Adds s to l, keeping the SCORES_KEEP best of its table, and sorts l
 * by table and rank.  Returns the new entry's index in l, -2 when it did
 * not make the table, or -1 with a message when out of memory or when s
 * could not be read back (a bad name, table or number). */
int scores_add(struct score_list *l, const struct score *s, mg_err *e);

/* Returns the rank of entry i of a sorted l within its table (0 is
 * first). */
size_t scores_rank(const struct score_list *l, size_t i);

/* Returns optimal as a rounded percentage of moves (100 for no moves). */
unsigned scores_percent(uint64_t optimal, uint64_t moves);

/* Formats entry s at rank (0 is first) as one line of a table, under
 * the heading scores_heading() returns. */
void scores_format(const struct score *s, size_t rank, char *buf,
    size_t size);

/* Returns the column headings that go above scores_format() lines. */
const char *scores_heading(void);

/* Frees the entries. */
void scores_free(struct score_list *l);

#endif
