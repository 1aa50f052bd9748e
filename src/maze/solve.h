/* solve.h - breadth-first search over a maze.
 *
 * One BFS from a root leaves a tree of "next step toward the root" for
 * every reached cell, stored in 2 bits a cell (plus a 1-bit visited set
 * when the maze is not a tree: at most 3/8 byte a cell), so the path
 * from any cell to the root is read by following the tree.  The same
 * pass counts the reached cells by their number of passages.  Rooting the tree at the exit gives the solution
 * from wherever the player stands.  Works on mazes with loops too: BFS
 * paths are shortest paths.
 */
#ifndef MAZEGAME_SOLVE_H
#define MAZEGAME_SOLVE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/maze.h"
#include "base/progress.h"

/* What one BFS found. */
struct bfs_result {
	uint32_t root;       /* where the search started */
	uint32_t farthest;   /* a reached cell farthest from the root */
	uint64_t radius;     /* its distance in moves */
	uint64_t reached;    /* number of cells reached, root included */
	uint64_t degree[MAZE_MAX_WAYS + 1];  /* reached cells by passages */
};

/* BFS workspace and the last search's tree. */
typedef struct solver solver;

/* Creates a solver for m (which must outlive it).  Returns NULL with a
 * message on failure.  Caller frees it with solve_destroy(). */
solver *solve_create(const maze *m, mg_err *e);

/* Frees s; NULL is fine. */
void solve_destroy(solver *s);

/* Makes the searches of s report to p (NULL: no hook, the default),
 * done and total counted in cells, each search from 0; p must outlive
 * its use. */
void solve_set_progress(solver *s, const struct mg_progress *p);

/* Runs a BFS from root over every cell reachable from it, replacing the
 * previous tree; out (may be NULL) gets what it found.  Returns 0, or -1
 * with a message (out of memory, or cancelled: code MG_ECANCELLED); no
 * cell counts as reached after a failure. */
int solve_bfs(solver *s, uint32_t root, struct bfs_result *out, mg_err *e);

/* Returns what the last successful search found (all zero before the
 * first one or after a failure); owned by s. */
const struct bfs_result *solve_last(const solver *s);

/* Returns whether the last search reached cell. */
bool solve_reached(const solver *s, uint32_t cell);

/* Returns the way of the first step from cell toward the root of the
 * last search (an enum dir on the square grid).  cell must be reached
 * and must not be the root. */
unsigned solve_toward_root(const solver *s, uint32_t cell);

/* Returns the distance in moves from cell to the root of the last
 * search (by walking the tree), or UINT64_MAX when it was not reached. */
uint64_t solve_distance(const solver *s, uint32_t cell);

/* Returns the root of the last search. */
uint32_t solve_root(const solver *s);

/* Finds two cells far apart (the ends of the longest path in a perfect
 * maze) with two searches from hint: *a and *b, and the distance
 * between them.  Leaves the tree rooted at *a.  Returns 0 or -1. */
int solve_diameter(solver *s, uint32_t hint, uint32_t *a, uint32_t *b,
    uint64_t *len, mg_err *e);

/* Returns the bytes of working storage s holds (excluding the maze). */
size_t solve_storage_bytes(const solver *s);

struct solve_ring;

/* The search of solve_bfs on any shape but the square grid, defined in
 * solve_any.c, queueing in ring (maze/solve_ring.h): writes the way
 * toward root into toward (a byte a cell), and on a maze that is not a
 * tree marks every cell reached in seen (cleared first).  tree says the maze has cells
 * - 1 passages, and is searched as a tree first.  Fills out and
 * returns 0, or -1 with a message. */
int solve_any_search(const maze *m, uint32_t root, bool tree,
    uint8_t *toward, uint64_t *seen, struct solve_ring *ring,
    const struct mg_progress *p, struct bfs_result *out, mg_err *e);

#endif
