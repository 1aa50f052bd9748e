/* stats.h - measurements of a puzzle for --stats and the tests. */
#ifndef MAZEGAME_STATS_H
#define MAZEGAME_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/maze.h"
#include "maze/solve.h"

/* Counts over every cell of a maze. */
struct maze_stats {
	uint64_t cells;
	uint64_t passages;
	uint64_t dead_ends;     /* cells with exactly one passage */
	uint64_t corridors;     /* cells with exactly two */
	uint64_t junctions;     /* cells with three or more */
	uint64_t isolated;      /* cells with none */
};

/* Fills st with the counts for m, in a pass of its own over m. */
void stats_measure(const maze *m, struct maze_stats *st);

/* Fills st with the counts for m from the degree counts a BFS over m
 * already made, without another pass; returns false (st untouched)
 * when that search did not reach every cell, and the caller then uses
 * stats_measure(). */
bool stats_from_bfs(const maze *m, const struct bfs_result *r,
    struct maze_stats *st);

#endif
