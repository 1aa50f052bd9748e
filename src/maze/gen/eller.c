/* eller.c - Eller's algorithm: one row at a time, cells labelled by
 * the set they belong to; memory beyond the maze is O(width). */
#include "config.h"

#include "maze/gen/gen.h"

/* What the vertical pass keeps for a set, indexed by its label. */
struct set_info {
	uint32_t size;     /* members in this row */
	uint32_t seen;     /* members met so far */
	uint32_t pick;     /* the member that must go down */
	uint32_t head;     /* label of the set below, or UINT32_MAX */
};

/* Per-row working state.  A set's label is its leftmost column, so a
 * left-to-right pass meets every label first at the label itself. */
struct row {
	uint32_t *set;          /* union-find parent within the row */
	uint32_t *next;         /* the labels being built for the next row */
	uint32_t *root;         /* the label of each column, cached */
	struct set_info *info;
	rng_bits coins;         /* random bits for coin flips */
};

/* Returns the set label of column c, halving the path.  Paths are
 * rarely longer than two, so two hops are taken without a test (a label
 * is its own parent) to spare a mispredicted branch. */
static inline uint32_t
find(uint32_t *set, uint32_t c)
{
	c = set[set[c]];
	while (set[c] != c) {
		set[c] = set[set[c]];
		c = set[c];
	}
	return c;
}

/* Joins neighbouring cells of row y that are in different sets, each
 * with probability 1/2, or always when last is 1 (the final row). */
static GEN_INLINE void
join_across(maze *m, struct row *rw, rng *r, uint32_t y, uint32_t last,
    const struct gen_watch *wt)
{
	uint32_t x, a, b, lo, hi, join, base = y * m->w;

	b = find(rw->set, 0);
	for (x = 0; x + 1 < m->w; x++) {
		/* b, the label of column x, carries over from the last pair.
		 * The join is written without branches: it is a coin flip. */
		a = b;
		b = find(rw->set, x + 1);
		join = (uint32_t)(a != b) & (last | rng_bit(&rw->coins, r));
		maze_or_bits(m, base + x, join * MAZE_EAST);
		if (wt != NULL && join)
			gen_tell(wt, GEN_LINK, base + x, DIR_E);
		/* The lower column keeps the label. */
		lo = a < b ? a : b;
		hi = a < b ? b : a;
		rw->set[hi] = join ? lo : hi;
		b = join ? lo : b;
	}
}

/* Opens passages from row y down: one chosen member of every set and
 * each other member with probability 1/2.  Builds the next row's sets:
 * cells below a passage share their set, the rest stand alone. */
static GEN_INLINE void
join_down(maze *m, struct row *rw, rng *r, uint32_t y,
    const struct gen_watch *wt)
{
	uint32_t x, s, down, head, *t, w = m->w, base = y * w;
	struct set_info *si;

	for (x = 0; x < w; x++) {
		s = rw->root[x] = find(rw->set, x);
		if (s == x)
			rw->info[x].size = 1;
		else
			rw->info[s].size++;
	}
	for (x = 0; x < w; x++) {
		s = rw->root[x];
		si = &rw->info[s];
		if (s == x) {
			si->seen = 0;
			si->pick = si->size == 1 ? 0 : rng_below32(r, si->size);
			si->head = UINT32_MAX;
		}
		down = (uint32_t)(si->seen++ == si->pick) | rng_bit(&rw->coins, r);
		maze_or_bits(m, base + x, down * MAZE_SOUTH);
		if (wt != NULL && down)
			gen_tell(wt, GEN_LINK, base + x, DIR_S);
		head = si->head == UINT32_MAX && down ? x : si->head;
		si->head = head;
		rw->next[x] = down ? head : x;
	}
	t = rw->set;
	rw->set = rw->next;
	rw->next = t;
}

/* Carves m row by row with Eller's algorithm. */
static GEN_INLINE int
eller_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w;
	struct row rw = { NULL, NULL, NULL, NULL, { 0, 0, false } };
	uint32_t *set, *next, x, y;
	int64_t budget = PROGRESS_EVERY;

	set = rw.set = gen_alloc(g, w, sizeof *rw.set);
	next = rw.next = gen_alloc(g, w, sizeof *rw.next);
	rw.root = gen_alloc(g, w, sizeof *rw.root);
	rw.info = gen_alloc(g, w, sizeof *rw.info);
	if (set == NULL || next == NULL || rw.root == NULL || rw.info == NULL)
		return -1;
	rng_bits_init(&rw.coins, false);
	for (x = 0; x < w; x++)
		rw.set[x] = x;
	for (y = 0; y + 1 < m->h; y++) {
		if (progress_due(&budget, w)
		    && progress_report(g->p, (uint64_t)y * w, m->n, g->e) != 0)
			return -1;
		gen_tell(wt, GEN_ROW, y, 0);
		join_across(m, &rw, r, y, 0, wt);
		join_down(m, &rw, r, y, wt);
	}
	gen_tell(wt, GEN_ROW, m->h - 1, 0);
	join_across(m, &rw, r, m->h - 1, 1, wt);
	return 0;
}

GEN_DEFINE_SQUARE(eller)
