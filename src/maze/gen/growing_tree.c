/* growing_tree.c - growing tree: each step takes the newest active
 * cell, or on a coin flip a uniformly random one, and carves onward. */
#include "config.h"

#include <stdlib.h>

#include "base/bitset.h"
#include "maze/gen/gen.h"

/* The active cells in the order they were added.  Cells that stop
 * being active stay behind as tombstones (entries with the DEAD bit)
 * until they reach the top or outnumber the live ones, so "newest" is
 * exact and a random live entry is found by redrawing, in fewer than
 * two tries on average. */
struct active {
	uint32_t *cell;
	size_t len, cap;
	size_t dead;       /* tombstones among cell[0..len) */
};

/* Marks a tombstone; cell numbers stay below 2^27. */
#define DEAD UINT32_C(0x80000000)

/* Appends cell c, doubling the storage when full. */
static inline int
push(struct active *a, uint32_t c, mg_err *e)
{
	return gen_push(&a->cell, &a->len, &a->cap, c, e);
}

/* Drops the tombstones, keeping the order of the live cells. */
static void
compact(struct active *a)
{
	size_t k, j = 0;

	for (k = 0; k < a->len; k++)
		if (!(a->cell[k] & DEAD))
			a->cell[j++] = a->cell[k];
	a->len = j;
	a->dead = 0;
}

/* Makes the cell at position at a tombstone (popped at once from the
 * top), compacting when tombstones outnumber the live cells. */
static void
drop(struct active *a, size_t at)
{
	a->cell[at] |= DEAD;
	if (at == a->len - 1)
		a->len--;
	else if (++a->dead * 2 > a->len)
		compact(a);
}

/* Returns the position of the newest live cell, popping tombstones. */
static size_t
newest(struct active *a)
{
	while (a->cell[a->len - 1] & DEAD) {
		a->len--;
		a->dead--;
	}
	return a->len - 1;
}

/* Returns the position of a uniformly random live cell. */
static size_t
any(struct active *a, rng *r)
{
	size_t at;

	do
		at = a->len == 1 ? 0 : rng_below32(r, (uint32_t)a->len);
	while (a->cell[at] & DEAD);
	return at;
}

/* Carves m by growing one tree from a random cell with the rule above:
 * half the time it behaves like the backtracker, half like Prim. */
static GEN_INLINE int
growing_tree_carve(maze *m, rng *r, const struct mg_progress *p,
    const struct gen_watch *wt, mg_err *e)
{
	const uint32_t w = m->w, h = m->h;
	struct active a = { NULL, 0, 1024, 0 };
	uint64_t *vis;
	int64_t budget = PROGRESS_EVERY;
	uint32_t i, x, y, live, added = 1;
	size_t at;
	rng_bits b;
	int d;
	int rc = -1;

	vis = bitset_create(m->n, e);
	a.cell = mg_calloc(a.cap, sizeof *a.cell, e);
	if (vis == NULL || a.cell == NULL)
		goto out;
	i = rng_below32(r, m->n);
	bitset_set(vis, i);
	a.cell[a.len++] = i;
	gen_tell(wt, GEN_ADD, i, 0);
	live = 1;
	rng_bits_init(&b, true);
	while (live > 0) {
		/* Checked as the coin flips run out: every 64 steps. */
		if (b.left == 0 && progress_due(&budget, 64)
		    && progress_report(p, added, m->n, e) != 0)
			goto out;
		at = rng_bit(&b, r) ? newest(&a) : any(&a, r);
		i = a.cell[at];
		x = i % w;
		y = i / w;
		d = gen_random_neighbour(vis, false, i, x, y, w, h, r);
		if (d < 0) {
			gen_tell(wt, GEN_DROP, i, 0);
			drop(&a, at);
			live--;
			continue;
		}
		maze_carve(m, i, (enum dir)d);
		gen_tell(wt, GEN_DIG, i, (unsigned)d);
		i = maze_step(m, i, (enum dir)d);
		bitset_set(vis, i);
		if (push(&a, i, e) != 0)
			goto out;
		live++;
		added++;
	}
	rc = 0;
out:
	free(a.cell);
	free(vis);
	return rc;
}

/* Carves a maze of any shape by the same rule, the neighbours asked of
 * the shape. */
static int
growing_tree_any(maze *m, rng *r, const struct mg_progress *p,
    const struct gen_watch *wt, mg_err *e)
{
	uint64_t *vis = bitset_create(m->n, e);
	int64_t budget = PROGRESS_EVERY;
	struct active a = { NULL, 0, 1024, 0 };
	uint32_t c, j, live = 1;
	size_t at;
	int d, rc = -1;

	if (vis == NULL || (a.cell = mg_calloc(a.cap, sizeof *a.cell, e)) == NULL)
		goto out;
	c = rng_below32(r, m->n);
	bitset_set(vis, c);
	a.cell[a.len++] = c;
	gen_tell(wt, GEN_ADD, c, 0);
	while (live > 0) {
		if (progress_due(&budget, 1) && progress_report(p, m->n - live, m->n, e) != 0)
			goto out;
		at = rng_below32(r, 2) ? newest(&a) : any(&a, r);
		c = a.cell[at];
		d = gen_any_neighbour(m, vis, false, c, r, &j);
		if (d < 0) {
			gen_tell(wt, GEN_DROP, c, 0);
			drop(&a, at);
			live--;
			continue;
		}
		maze_set_way(m, c, (unsigned)d, true);
		gen_tell(wt, GEN_DIG, c, (unsigned)d);
		bitset_set(vis, j);
		if (push(&a, j, e) != 0)
			goto out;
		live++;
	}
	rc = 0;
out:
	free(a.cell);
	free(vis);
	return rc;
}

GEN_DEFINE(growing_tree)
