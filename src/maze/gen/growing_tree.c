/* growing_tree.c - growing tree: each step takes the newest active
 * cell, or on a coin flip a uniformly random one, and carves onward. */
#include "config.h"

#include "base/bitset.h"
#include "maze/gen/gen.h"

/* The active cells in the order they were added.  Cells that stop
 * being active stay behind as tombstones (entries with the DEAD bit)
 * until they reach the top or outnumber the live ones, so "newest" is
 * exact and a random live entry is found by redrawing, in fewer than
 * two tries on average. */
struct active {
	struct gen_cells l;
	size_t dead;       /* tombstones among l.cell[0..l.len) */
};

/* Marks a tombstone; cell numbers stay below 2^27. */
#define DEAD UINT32_C(0x80000000)

/* Drops the tombstones, keeping the order of the live cells. */
static void
compact(struct active *a)
{
	size_t k, j = 0;

	for (k = 0; k < a->l.len; k++)
		if (!(a->l.cell[k] & DEAD))
			a->l.cell[j++] = a->l.cell[k];
	a->l.len = j;
	a->dead = 0;
}

/* Makes the cell at position at a tombstone (popped at once from the
 * top), compacting when tombstones outnumber the live cells. */
static void
drop(struct active *a, size_t at)
{
	a->l.cell[at] |= DEAD;
	if (at == a->l.len - 1)
		a->l.len--;
	else if (++a->dead * 2 > a->l.len)
		compact(a);
}

/* Returns the position of the newest live cell, popping tombstones. */
static size_t
newest(struct active *a)
{
	while (a->l.cell[a->l.len - 1] & DEAD) {
		a->l.len--;
		a->dead--;
	}
	return a->l.len - 1;
}

/* Returns how many live cells a holds. */
static inline size_t
live(const struct active *a)
{
	return a->l.len - a->dead;
}

/* Returns the position of a uniformly random live cell. */
static size_t
any(struct active *a, rng *r)
{
	size_t at;

	do
		at = a->l.len == 1 ? 0 : rng_below32(r, (uint32_t)a->l.len);
	while (a->l.cell[at] & DEAD);
	return at;
}

/* Starts a's list with room for 1024 cells, owned by g, holding a
 * random cell of m, marked in a new visited set of m's cells, also
 * owned by g and returned (NULL with a message). */
static uint64_t *
begin(struct gen_run *g, struct active *a, const maze *m, rng *r,
    const struct gen_watch *wt)
{
	uint64_t *vis = gen_set(g, m->n);
	uint32_t i;

	a->dead = 0;
	if (gen_cells_make(g, &a->l, 1024) != 0 || vis == NULL)
		return NULL;
	i = rng_below32(r, m->n);
	bitset_set(vis, i);
	a->l.cell[a->l.len++] = i;
	gen_tell(wt, GEN_ADD, i, 0);
	return vis;
}

/* Carves m by growing one tree from a random cell with the rule above:
 * half the time it behaves like the backtracker, half like Prim. */
static GEN_INLINE int
growing_tree_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w, h = m->h;
	struct active a;
	uint64_t *vis = begin(g, &a, m, r, wt);
	int64_t budget = PROGRESS_EVERY;
	uint32_t i, x, y, added = 1;
	size_t at;
	rng_bits b;
	int d;

	if (vis == NULL)
		return -1;
	rng_bits_init(&b, true);
	while (live(&a) > 0) {
		/* Checked as the coin flips run out: every 64 steps. */
		if (b.left == 0 && progress_due(&budget, 64)
		    && progress_report(g->p, added, m->n, g->e) != 0)
			return -1;
		at = rng_bit(&b, r) ? newest(&a) : any(&a, r);
		i = a.l.cell[at];
		x = i % w;
		y = i / w;
		d = gen_random_neighbour(vis, false, i, x, y, w, h, r);
		if (d < 0) {
			gen_tell(wt, GEN_DROP, i, 0);
			drop(&a, at);
			continue;
		}
		maze_carve(m, i, (enum dir)d);
		gen_tell(wt, GEN_DIG, i, (unsigned)d);
		i = maze_step(m, i, (enum dir)d);
		bitset_set(vis, i);
		if (gen_push(g, &a.l, i) != 0)
			return -1;
		added++;
	}
	return 0;
}

/* Carves a maze of any shape by the same rule, the neighbours asked of
 * the shape. */
static int
growing_tree_any(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	struct active a;
	uint64_t *vis = begin(g, &a, m, r, wt);
	uint32_t c, j;
	size_t at;
	int d;

	if (vis == NULL)
		return -1;
	while (live(&a) > 0) {
		if (gen_due(g, m->n - live(&a), m->n))
			return -1;
		at = rng_below32(r, 2) ? newest(&a) : any(&a, r);
		c = a.l.cell[at];
		d = gen_any_neighbour(m, vis, false, c, r, &j);
		if (d < 0) {
			gen_tell(wt, GEN_DROP, c, 0);
			drop(&a, at);
			continue;
		}
		maze_set_way(m, c, (unsigned)d, true);
		gen_tell(wt, GEN_DIG, c, (unsigned)d);
		bitset_set(vis, j);
		if (gen_push(g, &a.l, j) != 0)
			return -1;
	}
	return 0;
}

GEN_DEFINE(growing_tree)
