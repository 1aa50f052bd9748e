/* gen.h - the maze generators: one signature, one table.
 *
 * Every generator takes a maze with every wall standing (as made by
 * maze_create) and carves a perfect maze into it: a spanning tree of the
 * grid, so exactly one path joins any two cells and there are exactly
 * cells - 1 passages.  All randomness comes from r, so the same seed
 * gives the same maze everywhere.  No generator recurses: working
 * storage is on the heap, held by the run (run.h) and freed before
 * gen_NAME returns.
 * Adding an algorithm is one new NAME.c file and one row in list.h;
 * the rest that follows is in this folder's README.
 */
#ifndef MAZEGAME_GEN_H
#define MAZEGAME_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/bitset.h"
#include "base/err.h"
#include "maze/maze.h"
#include "base/progress.h"
#include "base/rng.h"
#include "maze/gen/run.h"

/* What one step of a generator did, as --watch shows it.  Cells are
 * maze indexes; "the working set" is the algorithm's own: the
 * backtracker's stack, Prim's frontier, the growing tree's active
 * list, Wilson's walk, the sidewinder's run. */
enum gen_step_kind {
	GEN_BEGIN,     /* the work starts at cell */
	GEN_START,     /* a new stack or walk starts at cell, alone in the set */
	GEN_DIG,       /* carve from cell toward dir; the neighbour there
	                * joins the set and is where the work is */
	GEN_BACK,      /* back up to cell; the cell left leaves the set */
	GEN_ENTER,     /* carve from cell toward dir and move on there */
	GEN_WANDER,    /* move to cell over len steps, carving nothing */
	GEN_ADD,       /* cell joins the set */
	GEN_DROP,      /* cell leaves the set: nothing left to do there */
	GEN_TAKE,      /* carve from cell toward dir; cell leaves the set */
	GEN_LINK,      /* carve from cell toward dir */
	GEN_EXTEND,    /* carve from cell toward dir; cell joins the set */
	GEN_CLOSE,     /* carve from cell toward dir; the set is emptied */
	GEN_KEEP,      /* the wall from cell toward dir stays */
	GEN_WALK,      /* the walk moves to cell (a loop closed is erased) */
	GEN_HUNT,      /* the hunt finds cell and carves toward dir */
	GEN_ROW,       /* work moves to row cell */
	GEN_CHAMBER,   /* the chamber from cell to cell other is divided */
	GEN_WALL,      /* a wall of len cells goes up on the dir side of
	                * cell and the cells after it (down for DIR_E, across
	                * for DIR_S), leaving a gap at cell other */
	GEN_STEP_KINDS
};

/* One step. */
struct gen_step {
	enum gen_step_kind kind;
	unsigned dir;          /* enum dir, where the kind has one */
	uint32_t cell, other, len;
};

/* A hook told of every step of a generator, for watching it.  Without
 * it (NULL) a generator pays one well-predicted test a step. */
struct gen_watch {
	void (*step)(void *ctx, const struct gen_step *s);
	void *ctx;
};

/* Tells wt (may be NULL) of a step of kind k at cell toward dir. */
static inline void
gen_tell(const struct gen_watch *wt, enum gen_step_kind k, uint32_t cell,
    unsigned dir)
{
	if (wt != NULL) {
		struct gen_step s = { k, dir, cell, 0, 1 };

		wt->step(wt->ctx, &s);
	}
}

/* A run (run.h) for the hooks p (may be NULL) and e, holding nothing
 * yet, its progress count at the start. */
#define GEN_RUN_INIT(p, e) { (p), (e), PROGRESS_EVERY, { NULL } }

/* Counts a step of g's work on a shape other than the square grid;
 * when a report is due, tells g's progress hook done of total.
 * Returns whether the hook cancelled (with a message in g). */
static inline bool
gen_due(struct gen_run *g, uint64_t done, uint64_t total)
{
	return progress_due(&g->budget, 1)
	    && progress_report(g->p, done, total, g->e) != 0;
}

/* Opens the whole top row of m eastward, telling wt of each link: the
 * start of the generators whose top row is one corridor (binary tree,
 * sidewinder). */
static inline void
gen_open_top_row(maze *m, const struct gen_watch *wt)
{
	uint32_t x;

	for (x = 0; x + 1 < m->w; x++) {
		maze_carve(m, x, DIR_E);
		gen_tell(wt, GEN_LINK, x, DIR_E);
	}
}

/* A generator's body is written once, as a function NAME_carve(m, r, g,
 * wt) marked GEN_INLINE, and GEN_DEFINE(NAME) makes gen_NAME of it
 * twice over: once with no hook, where every test of wt folds away so
 * that a game pays nothing for --watch, and once with the hook.  g is
 * the run (run.h): the progress hook, the error and the storage,
 * which gen_NAME frees when the body returns. */
#if defined(__GNUC__)
#define GEN_INLINE inline __attribute__((always_inline))
#else
#define GEN_INLINE inline
#endif
/* A generator that runs on every shape also has NAME_any(m, r, g,
 * wt), which asks the shape for each cell's neighbours (maze_next) and
 * is what gen_NAME runs on any maze but the square grid; one that only
 * runs on the square grid is made with GEN_DEFINE_SQUARE, which
 * refuses other shapes (its list.h row says so, and callers check
 * that first).  Both are GEN_DEFINE_AS(name, other), other being what
 * carves the other shapes. */
#define GEN_DEFINE_AS(name, other) \
	int \
	gen_##name(maze *m, rng *r, const struct mg_progress *p, \
	    const struct gen_watch *wt, mg_err *e) \
	{ \
		struct gen_run g = GEN_RUN_INIT(p, e); \
		int rc; \
\
		if (m->shape == NULL && wt == NULL) \
			rc = name##_carve(m, r, &g, NULL); \
		else if (m->shape == NULL) \
			rc = name##_carve(m, r, &g, wt); \
		else \
			rc = other(m, r, &g, wt); \
		gen_run_free(&g); \
		return rc; \
	}
#define GEN_DEFINE(name) GEN_DEFINE_AS(name, name##_any)
#define GEN_DEFINE_SQUARE(name) GEN_DEFINE_AS(name, gen_square_only)

/* The other shapes of a square-only generator: sets the error that
 * it makes square mazes only, in g.  Returns -1. */
int gen_square_only(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt);

/* Carves a perfect maze into m (all walls standing on entry), reporting
 * to p (NULL: no hook) every PROGRESS_EVERY steps or so, with done and
 * total in the generator's own unit, and every step to wt (NULL: no
 * hook).  Hooks that never cancel change nothing: the maze depends on
 * r alone.  Returns 0, or -1 with a message (out of memory, or
 * cancelled: code MG_ECANCELLED); m is then unspecified and everything
 * else the generator allocated is freed. */
typedef int gen_fn(maze *m, rng *r, const struct mg_progress *p,
    const struct gen_watch *wt, mg_err *e);

/* One row of the generator table. */
struct gen_algo {
	const char *name;      /* the name --algorithm takes */
	const char *alias;     /* another accepted name, or NULL */
	const char *summary;   /* one short line for --list-algorithms */
	unsigned winding;      /* regular (low) to winding (high); unique */
	bool any_shape;        /* runs on every shape, not the square grid alone */
	gen_fn *generate;
};

/* The table, one row for each row of list.h and in its order, the
 * order --list-algorithms prints. */
extern const struct gen_algo gen_algos[];
extern const size_t gen_algo_count;

/* Returns the table row whose name or alias is name, or NULL. */
const struct gen_algo *gen_find(const char *name);

/* Returns the row after a in the table's order (round to the first),
 * passing over those that make square mazes only unless square. */
const struct gen_algo *gen_next(const struct gen_algo *a, bool square);

/* For the generators: picks a random neighbour of cell i at (x, y) of
 * a w x h grid whose mark in vis equals want (true: visited), checking
 * N, E, S, W in that order; draws from r only when two or more qualify.
 * Returns its direction, or -1 when none does.  w and h come as values
 * so that an inner loop keeps them in registers. */
static inline int
gen_random_neighbour(const uint64_t *vis, bool want, uint32_t i, uint32_t x,
    uint32_t y, uint32_t w, uint32_t h, rng *r)
{
	unsigned dirs[4], k = 0;

	if (y > 0 && bitset_get(vis, i - w) == want)
		dirs[k++] = DIR_N;
	if (x + 1 < w && bitset_get(vis, i + 1) == want)
		dirs[k++] = DIR_E;
	if (y + 1 < h && bitset_get(vis, i + w) == want)
		dirs[k++] = DIR_S;
	if (x > 0 && bitset_get(vis, i - 1) == want)
		dirs[k++] = DIR_W;
	if (k == 0)
		return -1;
	return (int)dirs[k == 1 ? 0 : rng_below32(r, k)];
}

/* For the generators: moves cell i at (x, y) of a grid w wide one step
 * in direction d (the neighbour must exist). */
static inline void
gen_move(uint32_t w, unsigned d, uint32_t *i, uint32_t *x, uint32_t *y)
{
	switch (d) {
	case DIR_N: *i -= w; (*y)--; break;
	case DIR_E: (*i)++; (*x)++; break;
	case DIR_S: *i += w; (*y)++; break;
	default:    (*i)--; (*x)--; break;
	}
}

/* For the random walks: moves (x, y) one step in direction d unless
 * the step would leave the w x h grid, in which case it stays (the same
 * as drawing again).  Branch-free, since the direction is a coin toss. */
static inline void
gen_walk(unsigned d, uint32_t w, uint32_t h, uint32_t *x, uint32_t *y)
{
	static const uint32_t dx[4] = { 0, 1, 0, UINT32_MAX };
	static const uint32_t dy[4] = { UINT32_MAX, 0, 1, 0 };
	uint32_t nx = *x + dx[d], ny = *y + dy[d];
	uint32_t ok = (uint32_t)0 - ((uint32_t)(nx < w) & (uint32_t)(ny < h));

	*x ^= (*x ^ nx) & ok;
	*y ^= (*y ^ ny) & ok;
}

/* For the generators on any shape: picks a random way from cell i to
 * a neighbour whose mark in vis equals want, trying the ways in order
 * and drawing from r only when two or more qualify.  Returns the way
 * (the neighbour in *j), or -1 when none does. */
static inline int
gen_any_neighbour(const maze *m, const uint64_t *vis, bool want, uint32_t i,
    rng *r, uint32_t *j)
{
	unsigned ways = maze_ways(m), d, k = 0, pick[MAZE_MAX_WAYS];
	uint32_t nb[MAZE_MAX_WAYS];

	maze_links(m, i, nb);
	for (d = 0; d < ways; d++) {
		if (nb[d] != UINT32_MAX && bitset_get(vis, nb[d]) == want)
			pick[k++] = d;
	}
	if (k == 0)
		return -1;
	d = pick[k == 1 ? 0 : rng_below32(r, k)];
	*j = nb[d];
	return (int)d;
}

/* For the generators on any shape: a new visited set of m's cells,
 * owned by g, holding cell start, told to wt (may be NULL) as where
 * the work starts.  Returns it, or NULL with a message. */
static inline uint64_t *
gen_any_begin(const maze *m, uint32_t start, struct gen_run *g,
    const struct gen_watch *wt)
{
	uint64_t *vis = gen_set(g, m->n);

	if (vis != NULL) {
		bitset_set(vis, start);
		gen_tell(wt, GEN_START, start, 0);
	}
	return vis;
}

/* For the random walks on any shape: draws a way uniformly from the
 * shape's ways, a few bits of b at a time (a draw past the last way is
 * drawn again). */
static inline unsigned
gen_any_way(rng_bits *b, rng *r, unsigned ways)
{
	unsigned k = ways <= 4 ? 2 : 3, d;

	do
		d = (unsigned)rng_bits_take(b, r, k);
	while (d >= ways);
	return d;
}

/* The generators, one for each row of list.h. */
#define GEN_ALGO(id, name, alias, winding, any, summary) gen_fn gen_##id;
#include "maze/gen/list.h"

#endif
