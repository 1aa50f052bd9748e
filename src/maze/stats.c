/* stats.c - whole-maze counts by degree. */
#include "config.h"

#include <string.h>

#include "maze/stats.h"

/* Fills st from the number of cells of each degree. */
static void
from_degrees(uint64_t cells, const uint64_t by_degree[MAZE_MAX_WAYS + 1],
    struct maze_stats *st)
{
	uint64_t ends = 0;
	unsigned k;

	memset(st, 0, sizeof *st);
	st->cells = cells;
	for (k = 0; k <= MAZE_MAX_WAYS; k++) {
		ends += k * by_degree[k];
		if (k >= 3)
			st->junctions += by_degree[k];
	}
	/* Every passage joins two cells. */
	st->passages = ends / 2;
	st->isolated = by_degree[0];
	st->dead_ends = by_degree[1];
	st->corridors = by_degree[2];
}

void
stats_measure(const maze *m, struct maze_stats *st)
{
	uint64_t by_degree[MAZE_MAX_WAYS + 1] = { 0 };
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
