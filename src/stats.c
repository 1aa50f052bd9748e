/* stats.c - whole-maze counts by degree. */
#include "config.h"

#include <string.h>

#include "stats.h"

void
stats_measure(const maze *m, struct maze_stats *st)
{
	uint64_t by_degree[5] = { 0, 0, 0, 0, 0 };
	uint32_t i;

	for (i = 0; i < m->n; i++)
		by_degree[maze_degree(m, i)]++;
	memset(st, 0, sizeof *st);
	st->cells = m->n;
	st->passages = maze_passages(m);
	st->isolated = by_degree[0];
	st->dead_ends = by_degree[1];
	st->corridors = by_degree[2];
	st->junctions = by_degree[3] + by_degree[4];
}
