/* ghosts.h - your best run on each maze, kept for --ghost.
 *
 * Every unassisted finish that beats your best on its maze is kept in
 * the data directory (storage.h) as a run file (run.h) named for the
 * maze: ghost-DIFFICULTY-ALGORITHM-WxH-ENDS-SEED.run, ENDS being c
 * (corners) or f (far apart).  Only the newest GHOSTS_MAX of them stay:
 * keeping one more removes the oldest.  Writes are atomic and hold the
 * directory's lock; a damaged file is set aside (name.corrupt-<seconds>)
 * with a warning, never overwritten, and never counts as a best.
 * Faster is better; at the same time, fewer moves.
 */
#ifndef MAZEGAME_GHOSTS_H
#define MAZEGAME_GHOSTS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/err.h"
#include "maze/puzzle.h"
#include "store/run.h"

/* How many mazes keep a best run. */
#define GHOSTS_MAX 200

/* Writes the file name of maze m's best run to buf.  Returns 0, or -1
 * when it does not fit. */
int ghosts_name(const struct run_maze *m, char *buf, size_t size);

/* Returns whether run a beats run b: less time, or as much in fewer
 * moves. */
bool ghosts_better(const struct run *a, const struct run *b);

/* Keeps r (a whole run on puzzle p, as run_finish() accepts) when it
 * beats the best kept for its maze, or none is kept; then removes the
 * oldest bests past GHOSTS_MAX.  *kept says whether r is now the best
 * on disk.  Returns 0, or -1 with a message: a failure (nothing
 * written), or a warning about a damaged best set aside (code
 * MG_EDAMAGED; *kept may then be true). */
int ghosts_keep(const struct run *r, const struct puzzle *p, bool *kept,
    mg_err *e);

/* Reads the best run kept for maze m (whose puzzle is p) into r.
 * Returns 0 (free r with run_free), 1 when none is kept, or -1 with a
 * message (a damaged file is set aside: code MG_EDAMAGED). */
int ghosts_load(const struct run_maze *m, const struct puzzle *p,
    struct run *r, mg_err *e);

#endif
