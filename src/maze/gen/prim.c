/* prim.c - randomized (simplified) Prim: join a random frontier cell
 * to a random neighbour already in the maze, until no frontier is left. */
#include "config.h"

#include <stdlib.h>

#include "base/bitset.h"
#include "maze/gen/gen.h"

/* The frontier: cells next to the maze but not in it, in no order. */
struct frontier {
	uint32_t *cell;
	size_t len, cap;
};

/* Appends cell c to f, doubling its storage when full. */
static int
push(struct frontier *f, uint32_t c, mg_err *e)
{
	return gen_push(&f->cell, &f->len, &f->cap, c, e);
}

/* Puts cell i (at column x) into the maze and its neighbours that have
 * not been seen yet into the frontier, telling wt. */
static inline int
add_cell(const maze *m, uint32_t i, uint32_t x, uint64_t *in, uint64_t *seen,
    struct frontier *f, const struct gen_watch *wt, mg_err *e)
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
		if (push(f, nb[j], e) != 0)
			return -1;
		gen_tell(wt, GEN_ADD, nb[j], 0);
	}
	return 0;
}

/* Carves m by growing one tree from a random cell: each step removes a
 * random frontier cell and links it to a random neighbour in the tree. */
static GEN_INLINE int
prim_carve(maze *m, rng *r, const struct mg_progress *p,
    const struct gen_watch *wt, mg_err *e)
{
	const uint32_t w = m->w, h = m->h;
	struct frontier f = { NULL, 0, 1024 };
	uint64_t *in, *seen;
	int64_t budget = PROGRESS_EVERY;
	uint32_t i, x, k, added = 1;
	unsigned d;
	int rc = -1;

	in = bitset_create(m->n, e);
	seen = bitset_create(m->n, e);
	f.cell = mg_calloc(f.cap, sizeof *f.cell, e);
	if (in == NULL || seen == NULL || f.cell == NULL)
		goto out;
	i = rng_below32(r, m->n);
	gen_tell(wt, GEN_BEGIN, i, 0);
	if (add_cell(m, i, i % w, in, seen, &f, wt, e) != 0)
		goto out;
	while (f.len > 0) {
		if (progress_due(&budget, 1) && progress_report(p, added, m->n, e) != 0)
			goto out;
		added++;
		k = f.len == 1 ? 0 : rng_below32(r, (uint32_t)f.len);
		i = f.cell[k];
		f.cell[k] = f.cell[--f.len];
		x = i % w;
		/* A frontier cell always has a neighbour in the maze. */
		d = (unsigned)gen_random_neighbour(in, true, i, x, i / w, w, h, r);
		maze_carve(m, i, (enum dir)d);
		gen_tell(wt, GEN_TAKE, i, d);
		if (add_cell(m, i, x, in, seen, &f, wt, e) != 0)
			goto out;
	}
	rc = 0;
out:
	free(f.cell);
	free(seen);
	free(in);
	return rc;
}

/* Carves a maze of any shape: a random cell of the frontier joins the
 * maze through a random neighbour already in it. */
static int
prim_any(maze *m, rng *r, const struct mg_progress *p,
    const struct gen_watch *wt, mg_err *e)
{
	const unsigned ways = maze_ways(m);
	uint64_t *in = bitset_create(m->n, e), *front = bitset_create(m->n, e);
	int64_t budget = PROGRESS_EVERY;
	size_t len = 0, cap = 1024, at;
	uint32_t *list = NULL, c, j, done = 1;
	unsigned d;
	int way, rc = -1;

	if (in == NULL || front == NULL
	    || (list = mg_calloc(cap, sizeof *list, e)) == NULL)
		goto out;
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
			if (gen_push(&list, &len, &cap, j, e) != 0)
				goto out;
			gen_tell(wt, GEN_ADD, j, 0);
		}
		if (len == 0)
			break;
		if (progress_due(&budget, 1) && progress_report(p, done, m->n, e) != 0)
			goto out;
		at = rng_below64(r, len);
		c = list[at];
		list[at] = list[--len];
		way = gen_any_neighbour(m, in, true, c, r, &j);
		maze_set_way(m, c, (unsigned)way, true);
		gen_tell(wt, GEN_TAKE, c, (unsigned)way);
		done++;
	}
	rc = 0;
out:
	free(list);
	free(front);
	free(in);
	return rc;
}

GEN_DEFINE(prim)
