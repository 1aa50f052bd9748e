/* gen.h - the maze generators: one signature, one table.
 *
 * Every generator takes a maze with every wall standing (as made by
 * maze_create) and carves a perfect maze into it: a spanning tree of the
 * grid, so exactly one path joins any two cells and there are exactly
 * cells - 1 passages.  All randomness comes from r, so the same seed
 * gives the same maze everywhere.  No generator recurses: working
 * storage is allocated on the heap and freed before returning.
 * Adding an algorithm is one new gen_NAME.c file and one table row.
 */
#ifndef MAZEGAME_GEN_H
#define MAZEGAME_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bitset.h"
#include "err.h"
#include "maze.h"
#include "rng.h"

/* Carves a perfect maze into m (all walls standing on entry).  Returns 0,
 * or -1 with a message (out of memory); m is then unspecified. */
typedef int gen_fn(maze *m, rng *r, mg_err *e);

/* One row of the generator table. */
struct gen_algo {
	const char *name;      /* the name --algorithm takes */
	const char *alias;     /* another accepted name, or NULL */
	const char *summary;   /* one short line for --list-algorithms */
	gen_fn *generate;
};

/* The table, in the order --list-algorithms prints it. */
extern const struct gen_algo gen_algos[];
extern const size_t gen_algo_count;

/* Returns the table row whose name or alias is name, or NULL. */
const struct gen_algo *gen_find(const char *name);

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

gen_fn gen_backtracker;    /* gen_backtracker.c */
gen_fn gen_kruskal;        /* gen_kruskal.c */
gen_fn gen_prim;           /* gen_prim.c */
gen_fn gen_wilson;         /* gen_wilson.c */
gen_fn gen_aldous_broder;  /* gen_aldous_broder.c */
gen_fn gen_eller;          /* gen_eller.c */
gen_fn gen_hunt_and_kill;  /* gen_hunt_and_kill.c */
gen_fn gen_growing_tree;   /* gen_growing_tree.c */
gen_fn gen_sidewinder;     /* gen_sidewinder.c */
gen_fn gen_binary_tree;    /* gen_binary_tree.c */
gen_fn gen_division;       /* gen_division.c */

#endif
