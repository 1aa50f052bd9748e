/* racing.h - what a race needs of the options and the session: the kind
 * of maze a host's "maze" line names, and the host's maze as that line
 * names it.  Both sides build the puzzle through the session, so a
 * racer's maze is the one --print gives for the host's options. */
#ifndef MAZEGAME_APP_RACING_H
#define MAZEGAME_APP_RACING_H

#include "app/options.h"
#include "app/session.h"
#include "net/host.h"
#include "net/race.h"

/* Sets k to the maze the host named (size, algorithm, seed, difficulty:
 * its preset's rules and ends), the looks from o.  Returns 0, or -1
 * with a message for an algorithm or difficulty not known here. */
int racing_kind(struct session_kind *k, const struct options *o,
    const struct race_maze *rm, mg_err *e);

/* Fills mz with the session's game (which must be on) as clients are
 * to build it; mz borrows the session's maze and the names. */
void racing_host_maze(const struct session *s, struct host_maze *mz);

#endif
