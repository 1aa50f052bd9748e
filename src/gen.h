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

#include <stddef.h>

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
