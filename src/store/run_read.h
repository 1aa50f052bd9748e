/* run_read.h - the one strict reader of run files (run.h has the format).
 *
 * Lines are at most RUN_LINE_MAX bytes with their newline, end in "\n"
 * alone (the last may lack it if it is otherwise whole), hold no
 * control bytes and are UTF-8 (anything but ASCII only in the player's
 * name).  The header has every key once, no unknown key, and ends at a
 * blank line; the moves start at 0 ms, never go back in time, step
 * along open passages only, end on the exit and agree with the
 * header's count and time.  Every refusal names its line:
 * "line 12: move walks through a wall".
 *
 * Reading is two calls, so that the caller can see the header (how big
 * the maze is, which maze it is) before the maze is made: the header,
 * then the moves against the puzzle the header names.  run_read() does
 * both and makes the puzzle.
 */
#ifndef MAZEGAME_RUN_READ_H
#define MAZEGAME_RUN_READ_H

#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/puzzle.h"
#include "store/run.h"
#include "store/run_line.h"

/* The header's keys, in the order run_write() writes them. */
enum run_key {
	RUN_K_DIFFICULTY, RUN_K_ALGORITHM, RUN_K_WIDTH, RUN_K_HEIGHT,
	RUN_K_SEED, RUN_K_ENDS, RUN_K_START, RUN_K_EXIT, RUN_K_MOVES,
	RUN_K_TIME, RUN_K_PLAYER, RUN_K_SHAPE,
	RUN_K_K, RUN_K_COUNT            /* K: under its shape's k_name */
};

/* A reader part way through a run file. */
struct run_reader {
	struct run_lines in;            /* the lines, read last in.line */
	unsigned key_line[RUN_K_COUNT]; /* where each key was (0: absent) */
	unsigned version;               /* of the file: 2 names a shape */
	uint64_t moves, time;           /* what the header says */
	struct run *r;                  /* being filled */
};

/* Reads the version line and the header of the len bytes at data (which
 * must outlive rd) into r (zeroed, or holding a run: it is freed
 * first).  With expect not
 * NULL, a header naming another maze (or difficulty) is refused.
 * Returns 0, or -1 with a message naming the line (r is then empty). */
int run_read_header(struct run_reader *rd, const char *data, size_t len,
    const struct run_maze *expect, struct run *r, mg_err *e);

/* Reads the moves after the header into rd's run, checking the header's
 * start and exit against puzzle p (the one the header names) and every
 * move against its maze.  Returns 0 (the caller frees the run with
 * run_free), or -1 with a message naming the line (the run is then
 * freed). */
int run_read_moves(struct run_reader *rd, const struct puzzle *p, mg_err *e);

/* Reads a whole run file into r, making the puzzle it names into p
 * (NULL: made to check the moves, then freed).  Returns 0 with r and p
 * to free (run_free, puzzle_free), or -1 with a message naming the
 * line, nothing to free. */
int run_read(const char *data, size_t len, const struct run_maze *expect,
    struct run *r, struct puzzle *p, mg_err *e);

/* Returns the key of the first field of run maze m that is not x's,
 * with its value in got and the expected one in want (size bytes each),
 * or RUN_K_COUNT when m and x name the same maze (run_differ.c). */
enum run_key run_differ(const struct run_maze *m, const struct run_maze *x,
    char *got, char *want, size_t size);

#endif
