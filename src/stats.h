/* stats.h - measurements of a puzzle for --stats and the tests. */
#ifndef MAZEGAME_STATS_H
#define MAZEGAME_STATS_H

#include <stdint.h>

#include "maze.h"

/* Counts over every cell of a maze. */
struct maze_stats {
	uint64_t cells;
	uint64_t passages;
	uint64_t dead_ends;     /* cells with exactly one passage */
	uint64_t corridors;     /* cells with exactly two */
	uint64_t junctions;     /* cells with three or four */
	uint64_t isolated;      /* cells with none */
};

/* Fills st with the counts for m. */
void stats_measure(const maze *m, struct maze_stats *st);

#endif
