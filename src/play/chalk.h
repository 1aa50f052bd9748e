/* chalk.h - chalk marks: the player's own notes on the maze's cells,
 * as Trémaux's method uses them (a cell walked once, a cell crossed
 * out).
 *
 * A mark goes none, once, crossed, none again, on the cell the player
 * stands on (CMD_CHALK, game.c).  Marks count in no score, show through
 * the fog where they were made, and stay over a restart of the same
 * maze: the chalk is the player's, as what was seen stays seen.
 */
#ifndef MAZEGAME_CHALK_H
#define MAZEGAME_CHALK_H

#include <stdint.h>

#include "base/err.h"

/* A cell's chalk. */
enum chalk {
	CHALK_NONE,
	CHALK_ONCE,       /* marked once */
	CHALK_CROSSED,    /* marked again: crossed out */
};

/* The marks of a maze's cells: two bitsets, NULL until the first mark
 * (most games chalk nothing). */
struct chalk_marks {
	uint64_t *marked;
	uint64_t *crossed;
};

/* Returns the mark after c in the cycle none, once, crossed, none. */
enum chalk chalk_next(enum chalk c);

/* Returns the chalk on cell of cm. */
enum chalk chalk_get(const struct chalk_marks *cm, uint32_t cell);

/* Puts chalk c on cell (< n, the maze's cells) of cm.  Returns 0, or
 * -1 with a message when there is no memory for the marks. */
int chalk_put(struct chalk_marks *cm, uint64_t n, uint32_t cell, enum chalk c,
    mg_err *e);

/* Returns how many of the n cells of cm carry a mark. */
uint64_t chalk_count(const struct chalk_marks *cm, uint64_t n);

/* Copies the marks of from to to (both of n cells), where the player
 * stood (walked): chalk is put only there.  Returns 0, or -1 with a
 * message when a mark lies off the trail or memory runs out. */
int chalk_restore(struct chalk_marks *to, const struct chalk_marks *from,
    const uint64_t *walked, uint64_t n, mg_err *e);

/* Frees the sets of cm and clears it. */
void chalk_free(struct chalk_marks *cm);

#endif
