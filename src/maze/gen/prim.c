/* prim.c - randomized (simplified) Prim: join a random frontier cell
 * to a random neighbour already in the maze, until no frontier is left. */
#include "config.h"

#include "base/bitset.h"
#include "maze/gen/gen.h"

/* Puts cell i (at column x) into the maze and its neighbours that have
 * not been seen yet into the frontier f (cells next to the maze but not
 * in it, in no order), telling wt. */
static inline int
add_cell(struct gen_run *g, const maze *m, uint32_t i, uint32_t x,
    uint64_t *in, uint64_t *seen, struct gen_cells *f,
    const struct gen_watch *wt)
{
	uint32_t nb[4], k = 0, j;

	bitset_set(in, i);
	bitset_set(seen, i);
	if (i >= m->w)
		nb[k++] = i - m->w;
	if (x + 1 < m->w)
		nb[k++] = i + 1;
	if (i < m->n - m->w)
		nb[k++] = i + m->w;
	if (x > 0)
		nb[k++] = i - 1;
	for (j = 0; j < k; j++) {
		if (bitset_get(seen, nb[j]))
			continue;
		bitset_set(seen, nb[j]);
		if (gen_push(g, f, nb[j]) != 0)
			return -1;
		gen_tell(wt, GEN_ADD, nb[j], 0);
	}
	return 0;
}

/* Carves m by growing one tree from a random cell: each step removes a
 * random frontier cell and links it to a random neighbour in the tree. */
static GEN_INLINE int
prim_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w, h = m->h;
	struct gen_cells f;
	uint64_t *in = gen_set(g, m->n), *seen = gen_set(g, m->n);
	int64_t budget = PROGRESS_EVERY;
	uint32_t i, x, k, added = 1;
	unsigned d;

	if (in == NULL || seen == NULL || gen_cells_make(g, &f, 1024) != 0)
		return -1;
	i = rng_below32(r, m->n);
	gen_tell(wt, GEN_BEGIN, i, 0);
	if (add_cell(g, m, i, i % w, in, seen, &f, wt) != 0)
		return -1;
	while (f.len > 0) {
		if (progress_due(&budget, 1)
		    && progress_report(g->p, added, m->n, g->e) != 0)
			return -1;
		added++;
		k = f.len == 1 ? 0 : rng_below32(r, (uint32_t)f.len);
		i = f.cell[k];
		f.cell[k] = f.cell[--f.len];
		x = i % w;
		/* A frontier cell always has a neighbour in the maze. */
		d = (unsigned)gen_random_neighbour(in, true, i, x, i / w, w, h, r);
		maze_carve(m, i, (enum dir)d);
		gen_tell(wt, GEN_TAKE, i, d);
		if (add_cell(g, m, i, x, in, seen, &f, wt) != 0)
			return -1;
	}
	return 0;
}

/* Carves a maze of any shape: a random cell of the frontier joins the
 * maze through a random neighbour already in it. */
static int
prim_any(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const unsigned ways = maze_ways(m);
	uint64_t *in = gen_set(g, m->n), *front = gen_set(g, m->n);
	struct gen_cells list;
	size_t at;
	uint32_t c, j, done = 1;
	unsigned d;
	int way;

	if (in == NULL || front == NULL || gen_cells_make(g, &list, 1024) != 0)
		return -1;
	c = rng_below32(r, m->n);
	gen_tell(wt, GEN_START, c, 0);
	for (;;) {
		uint32_t nb[MAZE_MAX_WAYS];

		bitset_set(in, c);
		maze_links(m, c, nb);
		for (d = 0; d < ways; d++) {
			j = nb[d];
			if (j == UINT32_MAX || bitset_get(in, j) || bitset_get(front, j))
				continue;
			bitset_set(front, j);
			if (gen_push(g, &list, j) != 0)
				return -1;
			gen_tell(wt, GEN_ADD, j, 0);
		}
		if (list.len == 0)
			break;
		if (gen_due(g, done, m->n))
			return -1;
		at = rng_below64(r, list.len);
		c = list.cell[at];
		list.cell[at] = list.cell[--list.len];
		way = gen_any_neighbour(m, in, true, c, r, &j);
		maze_set_way(m, c, (unsigned)way, true);
		gen_tell(wt, GEN_TAKE, c, (unsigned)way);
		done++;
	}
	return 0;
}

GEN_DEFINE(prim)
