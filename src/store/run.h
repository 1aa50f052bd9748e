/* run.h - a recorded run: the maze it was on and every move with its
 * time, as --record writes it and --ghost plays it.
 *
 * The file is text (run_read.h reads it back, strictly):
 *
 *     mazegame-run 1
 *     difficulty: normal
 *     algorithm: backtracker
 *     width: 39
 *     height: 11
 *     seed: 12345
 *     ends: corners
 *     start: 0 0
 *     exit: 38 10
 *     moves: 58
 *     time: 21850
 *     player: ann
 *
 *     0 right
 *     140 right
 *     ...
 *
 * A move line is the milliseconds of the game's clock since the first
 * move, a space and one of "up down left right"; a run of the player
 * (Shift-arrow) is one line a cell, all at the same time.  "ends" is
 * "corners" (top left to bottom right) or "far-apart" (the ends of the
 * longest path), so a run names its maze without the presets of the
 * version that wrote it; start and exit (column row, from 0) check the
 * maze that is made again.  "player" may be left out.  A run on a
 * maze of another shape than the square grid is version 2: its header
 * has "shape: NAME" too, and its moves are that shape's way words
 * ("e se sw w nw ne" for hex).
 */
#ifndef MAZEGAME_RUN_H
#define MAZEGAME_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "base/progress.h"
#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "maze/puzzle.h"
#include "maze/shape.h"

#define RUN_MAGIC "mazegame-run"
#define RUN_VERSION 1
#define RUN_VERSION_SHAPED 2                  /* with a shape: line */
#define RUN_LINE_MAX 128                      /* bytes, newline included */
#define RUN_MOVES_MAX (UINT64_C(1) << 21)     /* moves in one run */
#define RUN_MS_MAX (UINT64_C(1) << 42)        /* a move's time, at most */
#define RUN_FILE_MAX ((size_t)RUN_MOVES_MAX * 24 + 4096)   /* bytes */
#define RUN_DIFF_MAX 15                       /* bytes of a difficulty */
#define RUN_PLAYER_MAX 32                     /* bytes of a player's name */

/* The maze a run was on: what makes it again. */
struct run_maze {
	char difficulty[RUN_DIFF_MAX + 1];   /* [a-z]+ */
	const struct gen_algo *algo;
	uint32_t w, h;                       /* h: the rows of all floors */
	uint64_t seed;
	bool far_apart;
	const struct shape *shape;           /* NULL: the square grid */
	/* The shape's own number K (a weave's density, the floors), on
	 * the line named by its k_name; 0 for a shape without one. */
	uint32_t k;
};

/* A run: its maze, its ends and its moves in order. */
struct run {
	struct run_maze maze;
	uint32_t start, exit;            /* cells of the maze */
	char player[RUN_PLAYER_MAX + 1]; /* UTF-8, no control bytes; "" none */
	uint64_t *move;                  /* owned: ms << 3 | the way */
	size_t n, cap;                   /* moves made, room for */
	bool broken;                     /* the recording missed moves */
};

/* Returns the time of move i (ms since the first move). */
static inline uint64_t
run_move_ms(const struct run *r, size_t i)
{
	return r->move[i] >> 3;
}

/* Returns the way of move i (an enum dir on the square grid). */
static inline unsigned
run_move_dir(const struct run *r, size_t i)
{
	return (unsigned)(r->move[i] & 7u);
}

/* Returns the word a direction is written as ("up", "right", ...). */
const char *run_dir_name(enum dir d);

/* Finds the direction written as word; returns 0, or -1 when it is
 * none of "up down left right". */
int run_dir_parse(const char *word, enum dir *d);

/* Returns the word way d of m's shape is written as. */
const char *run_way_word(const struct run_maze *m, unsigned d);

/* Finds the way of m's shape written as word; returns 0, or -1 when it
 * is none of the shape's words. */
int run_way_parse(const struct run_maze *m, const char *word, unsigned *d);

/* Returns whether the len bytes at name make a player's name: 1 to
 * RUN_PLAYER_MAX bytes of UTF-8, no control characters, no space at
 * either end (run_player.c). */
bool run_player_valid(const char *name, size_t len);

/* Fills m with the maze of puzzle p played at difficulty diff.
 * Returns 0, or -1 with a message: a loaded maze (no algorithm) or a
 * difficulty name that is not [a-z], 1 to RUN_DIFF_MAX letters. */
int run_maze_of(struct run_maze *m, const struct puzzle *p, const char *diff,
    mg_err *e);

/* Returns whether a and b name the same maze at the same difficulty. */
bool run_maze_same(const struct run_maze *a, const struct run_maze *b);

/* Generates the puzzle m names into p (prog may be NULL).  Returns 0,
 * or -1 with a message; p needs puzzle_free() only after success. */
int run_maze_puzzle(const struct run_maze *m, const struct mg_progress *prog,
    struct puzzle *p, mg_err *e);

/* Takes one step from *pos the way d on m.  Returns 0 with *pos
 * moved, 1 when the step would leave the maze, 2 when a wall stands in
 * the way (*pos unchanged then). */
int run_step(const maze *m, uint32_t *pos, unsigned d);

/* Starts recording into r (cleared first; free it with run_free) a run
 * on maze m from start to exit by player (NULL or "": unnamed; a name
 * with control bytes, bad UTF-8 or too long is left out).  Never fails. */
void run_begin(struct run *r, const struct run_maze *m, uint32_t start,
    uint32_t exit, const char *player);

/* Forgets r's moves, keeping its maze (the game restarted). */
void run_restart(struct run *r);

/* Adds a move toward d at ms since the first move (the first move must
 * be at 0, and no move earlier than the one before).  Returns 0, or -1
 * with a message; a failure marks r broken, and so does every later
 * add. */
int run_add(struct run *r, unsigned d, uint64_t ms, mg_err *e);

/* Checks that the recording in r is whole: not broken, every move a
 * step along an open passage of m and the last one onto the exit.
 * Returns 0, or -1 with a message. */
int run_finish(const struct run *r, const maze *m, mg_err *e);

/* Returns the run's time: that of its last move (0 without moves). */
uint64_t run_time(const struct run *r);

/* Writes r in the run format to f.  Returns 0 or -1 with a message. */
int run_write(FILE *f, const struct run *r, mg_err *e);

/* Formats r in the run format into a new buffer (*buf, which the
 * caller frees; not NUL-terminated).  Returns 0 or -1 with a message. */
int run_format(const struct run *r, char **buf, size_t *len, mg_err *e);

/* Frees what r owns and clears it. */
void run_free(struct run *r);

#endif
