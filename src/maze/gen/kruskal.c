/* kruskal.c - randomized Kruskal: interior walls in Fisher-Yates
 * order, each removed when it joins two trees (union-find by size). */
#include "config.h"

#include "maze/gen/gen.h"
#include "base/prefetch.h"
#include "base/union_find.h"


/* Lists every interior wall as cell * 2 plus 0 (east) or 1 (south),
 * makes every cell a tree of its own in set, and sets *count to the
 * number of walls; returns 0, or -1 when p cancels. */
static int
list_walls(const maze *m, uint32_t *walls, int32_t *set, size_t *count,
    size_t total, const struct mg_progress *p, mg_err *e)
{
	int64_t budget = PROGRESS_EVERY;
	size_t k = 0;
	uint32_t x, y, i;

	for (y = 0, i = 0; y < m->h; y++) {
		if (progress_due(&budget, m->w) && progress_report(p, k, total, e) != 0)
			return -1;
		for (x = 0; x < m->w; x++, i++) {
			set[i] = -1;
			if (x + 1 < m->w)
				walls[k++] = i * 2;
			if (y + 1 < m->h)
				walls[k++] = i * 2 + 1;
		}
	}
	*count = k;
	return 0;
}

/* Shuffles walls[0..count) with Fisher-Yates, drawing the swap partners
 * a few steps early so that their cache lines can be fetched first.
 * Reports to p as the second third of total; returns 0, or -1 when p
 * cancels. */
static int
shuffle(uint32_t *walls, size_t count, rng *r, size_t total,
    const struct mg_progress *p, mg_err *e)
{
	int64_t budget = PROGRESS_EVERY;
	uint32_t ring[AHEAD], t, j;
	size_t i, ahead;

	if (count < 2)
		return 0;
	/* ring[i % AHEAD] is the partner for position i, i counting down. */
	for (i = count - 1, ahead = 0; i >= 1 && ahead < AHEAD; i--, ahead++) {
		ring[i % AHEAD] = rng_below32(r, (uint32_t)i + 1);
		PREFETCH(&walls[ring[i % AHEAD]]);
	}
	for (i = count - 1; i >= 1; i--) {
		if (progress_due(&budget, 1)
		    && progress_report(p, 2 * count - i, total, e) != 0)
			return -1;
		j = ring[i % AHEAD];
		if (i >= AHEAD + 1) {
			ring[(i - AHEAD) % AHEAD] = rng_below32(r, (uint32_t)(i - AHEAD) + 1);
			PREFETCH(&walls[ring[(i - AHEAD) % AHEAD]]);
		}
		t = walls[i];
		walls[i] = walls[j];
		walls[j] = t;
	}
	return 0;
}

/* Carves m by taking the walls in random order and removing each one
 * whose two cells are not yet connected. */
static GEN_INLINE int
kruskal_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w;
	uint32_t *walls, a, b, ra, rb, need;
	int32_t *set;
	int64_t budget = PROGRESS_EVERY;
	size_t count, k, total;

	/* Progress: listing, shuffling and joining, a wall a step each. */
	count = (size_t)(m->w - 1) * m->h + (size_t)m->w * (m->h - 1);
	total = 3 * count;
	walls = gen_alloc(g, count == 0 ? 1 : count, sizeof *walls);
	if (walls == NULL)
		return -1;
	set = gen_alloc(g, m->n, sizeof *set);
	if (set == NULL
	    || list_walls(m, walls, set, &count, total, g->p, g->e) != 0
	    || shuffle(walls, count, r, total, g->p, g->e) != 0)
		return -1;
	need = m->n - 1;
	for (k = 0; k < count && need > 0; k++) {
		if (progress_due(&budget, 1)
		    && progress_report(g->p, 2 * count + k, total, g->e) != 0)
			return -1;
		if (k + AHEAD < count) {
			a = walls[k + AHEAD] >> 1;
			PREFETCH(&set[a]);
			PREFETCH(&set[(walls[k + AHEAD] & 1) ? a + w : a + 1]);
		}
		a = walls[k] >> 1;
		b = (walls[k] & 1) ? a + w : a + 1;
		ra = union_find_root(set, a);
		rb = union_find_root(set, b);
		if (ra == rb) {
			gen_tell(wt, GEN_KEEP, a, (walls[k] & 1) ? DIR_S : DIR_E);
			continue;
		}
		maze_carve(m, a, (walls[k] & 1) ? DIR_S : DIR_E);
		gen_tell(wt, GEN_LINK, a, (walls[k] & 1) ? DIR_S : DIR_E);
		need--;
		/* Hang the smaller tree under the larger. */
		if (set[ra] > set[rb]) {
			uint32_t t = ra;

			ra = rb;
			rb = t;
		}
		set[ra] += set[rb];
		set[rb] = (int32_t)ra;
	}
	return 0;
}

/* Carves a maze of any shape: every pair of neighbours once (from the
 * lower cell), shuffled, joined when their sets differ. */
static int
kruskal_any(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const unsigned ways = maze_ways(m);
	struct gen_cells edge;
	uint32_t i, j, a, b, t;
	int32_t *set = gen_alloc(g, m->n, sizeof *set);
	size_t k;
	unsigned d;

	if (set == NULL || gen_cells_make(g, &edge, 1024) != 0)
		return -1;
	for (i = 0; i < m->n; i++) {
		uint32_t nb[MAZE_MAX_WAYS];

		set[i] = -1;
		maze_links(m, i, nb);
		for (d = 0; d < ways; d++)
			if (nb[d] != UINT32_MAX && nb[d] > i
			    && gen_push(g, &edge, i * MAZE_MAX_WAYS + d) != 0)
				return -1;
	}
	for (k = edge.len; k > 1; k--) {
		size_t at = rng_below64(r, k);

		t = edge.cell[k - 1];
		edge.cell[k - 1] = edge.cell[at];
		edge.cell[at] = t;
	}
	for (k = 0; k < edge.len; k++) {
		if (gen_due(g, k, edge.len))
			return -1;
		i = edge.cell[k] / MAZE_MAX_WAYS;
		d = edge.cell[k] % MAZE_MAX_WAYS;
		maze_next(m, i, d, &j);
		a = union_find_root(set, i);
		b = union_find_root(set, j);
		if (a == b)
			continue;
		if (set[a] > set[b]) {
			t = a;
			a = b;
			b = t;
		}
		set[a] += set[b];
		set[b] = (int32_t)a;
		maze_set_way(m, i, d, true);
		gen_tell(wt, GEN_LINK, i, d);
	}
	return 0;
}

GEN_DEFINE(kruskal)
