/* stats.c - whole-maze counts by degree. */
#include "config.h"

#include <string.h>

#include "maze/stats.h"

/* Fills st from the number of cells of each degree. */
static void
from_degrees(uint64_t cells, const uint64_t by_degree[5], struct maze_stats *st)
{
	memset(st, 0, sizeof *st);
	st->cells = cells;
	/* Every passage joins two cells. */
	st->passages = (by_degree[1] + 2 * by_degree[2] + 3 * by_degree[3]
	    + 4 * by_degree[4]) / 2;
	st->isolated = by_degree[0];
	st->dead_ends = by_degree[1];
	st->corridors = by_degree[2];
	st->junctions = by_degree[3] + by_degree[4];
}

void
stats_measure(const maze *m, struct maze_stats *st)
{
	uint64_t by_degree[5] = { 0, 0, 0, 0, 0 };
	uint32_t i;

	for (i = 0; i < m->n; i++)
		by_degree[maze_degree(m, i)]++;
	from_degrees(m->n, by_degree, st);
}

bool
stats_from_bfs(const maze *m, const struct bfs_result *r, struct maze_stats *st)
{
	if (r->reached != m->n)
		return false;
	from_degrees(m->n, r->degree, st);
	return true;
}
