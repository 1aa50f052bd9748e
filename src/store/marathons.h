/* marathons.h - the best marathons, kept with the high scores.
 *
 * The file "marathons" is "mazegame-marathons 1" and then one line a
 * marathon, best first: "marathon POINTS MAZES DATE DAILY SEED NAME"
 * (points in thousandths of a maze, mazes reached, seconds since the
 * epoch, 1 for the marathon of the day).  Parsed strictly, as the
 * scores are; at most MARATHONS_KEEP are kept.
 */
#ifndef MAZEGAME_MARATHONS_H
#define MAZEGAME_MARATHONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "store/scores.h"

#define MARATHONS_FILE "marathons"
#define MARATHONS_FILE_MAX (64 * 1024)   /* bytes */
#define MARATHONS_KEEP 5

/* One finished marathon. */
struct marathon_entry {
	uint64_t points;              /* thousandths */
	uint32_t mazes;               /* mazes reached */
	int64_t when;                 /* seconds since the epoch */
	bool daily;
	uint64_t seed;
	char name[SCORE_NAME_MAX + 1];
};

/* The kept marathons, best first. */
struct marathon_list {
	struct marathon_entry v[MARATHONS_KEEP];
	size_t n;
};

/* Compares by rank: < 0 when a ranks above b (more points, then more
 * mazes, then older). */
int marathons_compare(const struct marathon_entry *a,
    const struct marathon_entry *b);

/* Parses a marathons file into l.  Returns 0, or -1 with a message
 * naming the line. */
int marathons_parse(const char *data, size_t len, struct marathon_list *l,
    mg_err *e);

/* Writes l in the file format to f; returns 0 or -1 with a message. */
int marathons_write(FILE *f, const struct marathon_list *l, mg_err *e);

/* Adds m to l in its place; returns its index, or -1 when it did not
 * make the list. */
int marathons_add(struct marathon_list *l, const struct marathon_entry *m);

/* Formats m at rank (0 is first) as a line under marathons_heading(). */
void marathons_format(const struct marathon_entry *m, size_t rank,
    char *buf, size_t size);

/* Returns the column headings of marathons_format() lines. */
const char *marathons_heading(void);

#endif
