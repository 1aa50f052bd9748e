/* watch.h - watching a generator carve a maze, then the BFS spread from
 * the start and the solution traced back from the exit (--watch).
 *
 * The maze is generated once, as --print would make it, with a hook
 * that records every step the generator tells of (gen.h).  The steps
 * are then played back, one at a time, into a picture of their own: the
 * walls as far as the steps went and the algorithm's working state (its
 * stack, frontier, walk, sets, row or chamber).  After the last step the
 * picture's walls are the maze's.  No terminal here: the front end
 * draws what watch_cell() says of each cell.
 */
#ifndef MAZEGAME_WATCH_H
#define MAZEGAME_WATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "maze/puzzle.h"
#include "watch/watch_state.h"


/* Generates the maze spec describes (its watch and progress fields are
 * the recorder's own; spec->progress may still hear of the work and
 * cancel it) and readies the playback at its first step.  Returns 0, or
 * -1 with a message: out of memory, cancelled, or more than max steps
 * (the maze is too large to watch).  Nothing is left to free after a
 * failure. */
int watch_create(struct watch *w, const struct puzzle_spec *spec,
    size_t max, mg_err *e);

/* Plays one step; returns false when everything was played. */
bool watch_step(struct watch *w);

/* Plays every step left. */
void watch_finish(struct watch *w);

/* Returns what cell i shows now. */
struct watch_cell watch_cell(const struct watch *w, uint32_t i);

/* Hands the puzzle over to the caller (who frees it) and frees the
 * rest; w is cleared. */
void watch_take_puzzle(struct watch *w, struct puzzle *out);

/* Frees what w owns and clears it. */
void watch_free(struct watch *w);

#endif
