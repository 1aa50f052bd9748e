/* detour.h - where a won game went astray, for the replay.
 *
 * In a perfect maze every cell walked off the shortest way belongs to
 * a branch that hangs off it: the player went in and had to come back
 * out.  Each such branch is one detour; it cost at least two moves a
 * cell of it (in and back out).
 */
#ifndef MAZEGAME_DETOUR_H
#define MAZEGAME_DETOUR_H

#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "play/game.h"

/* One detour of a won game. */
struct detour {
	uint32_t at;          /* the first cell off the shortest way */
	uint32_t deepest;     /* the cell walked farthest from it */
	uint64_t cells;       /* cells of the branch walked */
	uint64_t cost;        /* moves it cost at least (in and out) */
	bool dead_end;        /* it ended in a dead end (a cell with one way) */
};

/* Finds the detours of won game g, costliest first, and writes up to
 * max of them to out; returns how many there are in all (may be more
 * than max), or -1 with a message when memory runs out. */
int64_t detour_find(const struct game *g, struct detour *out, size_t max,
    mg_err *e);

#endif
