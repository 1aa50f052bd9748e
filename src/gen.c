/* gen.c - the generator table and lookup by name. */
#include "config.h"

#include <string.h>

#include "gen.h"

const struct gen_algo gen_algos[] = {
	{ "backtracker", "dfs",
	  "recursive backtracker: long winding corridors, few dead ends",
	  gen_backtracker },
	{ "kruskal", NULL,
	  "randomized Kruskal (union-find): many short dead ends",
	  gen_kruskal },
	{ "prim", NULL,
	  "randomized Prim: radial texture, many short dead ends",
	  gen_prim },
	{ "wilson", NULL,
	  "Wilson's loop-erased walks: a uniform spanning tree",
	  gen_wilson },
	{ "aldous-broder", NULL,
	  "Aldous-Broder random walk: a uniform spanning tree, slowly",
	  gen_aldous_broder },
	{ "eller", NULL,
	  "Eller's row-by-row sets: constant memory per row",
	  gen_eller },
	{ "hunt-and-kill", NULL,
	  "hunt-and-kill: long corridors like the backtracker",
	  gen_hunt_and_kill },
	{ "growing-tree", NULL,
	  "growing tree: newest cell half the time, random otherwise",
	  gen_growing_tree },
	{ "sidewinder", NULL,
	  "sidewinder: row runs joined upward, an open top corridor",
	  gen_sidewinder },
	{ "binary-tree", NULL,
	  "binary tree: north or east at each cell, open top and right",
	  gen_binary_tree },
	{ "division", NULL,
	  "recursive division: long straight walls, boxy rooms",
	  gen_division },
};

const size_t gen_algo_count = sizeof gen_algos / sizeof gen_algos[0];

const struct gen_algo *
gen_find(const char *name)
{
	size_t i;

	for (i = 0; i < gen_algo_count; i++) {
		if (strcmp(name, gen_algos[i].name) == 0
		    || (gen_algos[i].alias != NULL
		        && strcmp(name, gen_algos[i].alias) == 0))
			return &gen_algos[i];
	}
	return NULL;
}
