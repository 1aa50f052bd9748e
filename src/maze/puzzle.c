/* puzzle.c - generate or adopt a maze and root its solution at the exit. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/bitset.h"
#include "maze/floors.h"
#include "maze/mazeio.h"
#include "maze/puzzle.h"
#include "maze/weave_sites.h"

/* One phase of puzzle_generate's work (the generation, then each BFS)
 * as a stretch of the overall scale that the caller's hook sees. */
struct phase {
	const struct mg_progress *outer;  /* the caller's hook */
	uint64_t base, span;              /* where the phase lies */
	uint64_t total;                   /* the whole scale */
	uint64_t last;                    /* the last figure reported */
};

/* Maps a phase's done of total onto the overall scale and passes it on;
 * never reports less than before. */
static int
phase_report(void *ctx, uint64_t done, uint64_t total)
{
	struct phase *ph = ctx;
	uint64_t at;

	while (total > UINT32_MAX) {
		total >>= 1;
		done >>= 1;
	}
	if (total == 0)
		total = 1;
	at = ph->base + (done < total ? done : total) * ph->span / total;
	if (at > ph->last)
		ph->last = at;
	return ph->outer->report(ph->outer->ctx, ph->last, ph->total);
}

/* Roots the tree at p->exit and measures the start's distance. */
static int
root_at_exit(struct puzzle *p, mg_err *e)
{
	struct bfs_result r;

	if (p->tree == NULL) {
		p->tree = solve_create(p->m, e);
		if (p->tree == NULL)
			return -1;
	}
	if (solve_root(p->tree) != p->exit || p->reached == 0) {
		if (solve_bfs(p->tree, p->exit, &r, e) != 0)
			return -1;
		p->reached = r.reached;
	}
	p->optimal = solve_distance(p->tree, p->start);
	p->solved = true;
	return 0;
}

void
puzzle_spec_set(struct puzzle_spec *spec, uint32_t w, uint32_t h,
    const struct gen_algo *algo, uint64_t seed, bool far_apart,
    const struct mg_progress *prog)
{
	memset(spec, 0, sizeof *spec);
	spec->w = w;
	spec->h = h;
	spec->algo = algo;
	spec->seed = seed;
	spec->far_apart = far_apart;
	spec->progress = prog;
}

/* Puts in *far the cell from first to last - 1 farthest from the
 * last search's root (the lowest of those as far): a floors maze's far
 * ends.  Each cell's distance is found once, walking toward the root
 * only as far as a cell already known.  Returns 0, or -1 with a
 * message. */
static int
farthest_in(const maze *m, const solver *tree, uint32_t first, uint32_t last,
    uint32_t *far, mg_err *e)
{
	uint32_t *dist = mg_reallocarray(NULL, m->n, sizeof *dist, e);
	uint32_t *path = mg_reallocarray(NULL, m->n, sizeof *path, e);
	uint32_t i, c, k, d;

	if (dist == NULL || path == NULL) {
		free(dist);
		free(path);
		return -1;
	}
	memset(dist, 0xff, (size_t)m->n * sizeof *dist);
	dist[solve_root(tree)] = 0;
	*far = first;
	for (i = first; i < last; i++) {
		if (!solve_reached(tree, i))
			continue;
		for (k = 0, c = i; dist[c] == UINT32_MAX; k++) {
			path[k] = c;
			maze_next(m, c, solve_toward_root(tree, c), &c);
		}
		for (d = dist[c]; k > 0; k--)
			dist[path[k - 1]] = ++d;
		if (dist[i] > dist[*far] || dist[*far] == UINT32_MAX)
			*far = i;
	}
	free(dist);
	free(path);
	return 0;
}

int
puzzle_generate(struct puzzle *p, const struct puzzle_spec *spec, mg_err *e)
{
	rng r;
	uint64_t n;
	struct bfs_result res;
	struct phase ph;
	struct mg_progress hook = { phase_report, &ph };
	const struct mg_progress *hp = spec->progress != NULL ? &hook : NULL;

	memset(p, 0, sizeof *p);
	if (spec->shape != NULL && spec->shape != &shape_square
	    && !spec->algo->any_shape)
		return err_set(e, _("the %s generator makes square mazes only"),
		    spec->algo->name);
	p->m = shape_maze_floors(spec->shape, spec->w, spec->h,
	    spec->shape == &shape_floors && spec->k != 0 ? spec->k : 1, e);
	if (p->m == NULL)
		return -1;
	/* The scale: generation counts as two searches, then one search
	 * (two to find the ends of the longest path), n cells each. */
	n = p->m->n;
	ph.outer = spec->progress;
	ph.base = 0;
	ph.span = 2 * n;
	ph.total = (spec->far_apart ? 4 : 3) * n;
	ph.last = 0;
	rng_seed(&r, spec->seed);
	/* A weave's crossings first, from the seed's own stream: then
	 * the generator carves a fixed graph. */
	puzzle_prepare(p->m, &r, spec);
	if (spec->algo->generate(p->m, &r, hp, spec->watch, e) != 0)
		goto fail;
	puzzle_settle(p->m);
	p->algo = spec->algo;
	p->seed = spec->seed;
	p->far_apart = spec->far_apart;
	if (spec->shape == &shape_weave)
		p->k = spec->k != 0 ? spec->k : WEAVE_DEFAULT;
	p->start = 0;
	p->exit = p->m->n - 1;
	p->tree = solve_create(p->m, e);
	if (p->tree == NULL)
		goto fail;
	solve_set_progress(p->tree, hp);
	ph.base = 2 * n;
	ph.span = n;
	if (spec->far_apart) {
		/* The ends of the longest path: the farthest cell from any
		 * cell, then the farthest from that one.  The second search
		 * is rooted at its start: make that the exit, so the tree
		 * is already the one the game needs. */
		if (solve_bfs(p->tree, 0, &res, e) != 0)
			goto fail;
		ph.base = 3 * n;
		/* Floors: the exit on the last floor, the start on the first. */
		if (p->m->floors > 1 && farthest_in(p->m, p->tree,
		    (uint32_t)(n - n / p->m->floors), (uint32_t)n, &res.farthest, e) != 0)
			goto fail;
		if (solve_bfs(p->tree, res.farthest, &res, e) != 0)
			goto fail;
		if (p->m->floors > 1 && farthest_in(p->m, p->tree, 0,
		    (uint32_t)(n / p->m->floors), &res.farthest, e) != 0)
			goto fail;
		p->exit = res.root;
		p->start = res.farthest;
		p->reached = res.reached;
	} else if (spec->defer_solve) {
		solve_set_progress(p->tree, NULL);
		return 0;
	}
	if (root_at_exit(p, e) != 0)
		goto fail;
	solve_set_progress(p->tree, NULL);
	return 0;
fail:
	puzzle_free(p);
	return -1;
}

int
puzzle_solve(struct puzzle *p, const struct mg_progress *prog, mg_err *e)
{
	int rc;

	if (p->solved)
		return 0;
	if (p->tree == NULL && (p->tree = solve_create(p->m, e)) == NULL)
		return -1;
	/* The scale is the search's own: done of total cells. */
	solve_set_progress(p->tree, prog);
	rc = root_at_exit(p, e);
	solve_set_progress(p->tree, NULL);
	return rc;
}

/* puzzle_adopt, naming cells by number when by_cell. */
static int
adopt(struct puzzle *p, maze *m, uint32_t start, uint32_t exit,
    bool by_cell, mg_err *e)
{
	memset(p, 0, sizeof *p);
	p->m = m;
	p->start = start;
	p->exit = exit;
	if (root_at_exit(p, e) != 0)
		goto fail;
	if (!solve_reached(p->tree, start) && by_cell) {
		err_set(e, _("the exit (cell %lu) cannot be reached from the start (cell %lu)"),
		    (unsigned long)exit, (unsigned long)start);
		goto fail;
	}
	if (!solve_reached(p->tree, start)) {
		err_set(e, _("the exit (line %lu, column %lu) cannot be reached from the start (line %lu, column %lu)"),
		    2 * (unsigned long)(exit / m->w) + 2, 2 * (unsigned long)(exit % m->w) + 2,
		    2 * (unsigned long)(start / m->w) + 2, 2 * (unsigned long)(start % m->w) + 2);
		goto fail;
	}
	return 0;
fail:
	puzzle_free(p);
	return -1;
}

int
puzzle_adopt(struct puzzle *p, maze *m, uint32_t start, uint32_t exit,
    mg_err *e)
{
	return adopt(p, m, start, exit, m->shape != NULL, e);
}

int
puzzle_adopt_doc(struct puzzle *p, struct mazeio_doc *doc, mg_err *e)
{
	maze *m = doc->m;

	doc->m = NULL;
	return adopt(p, m, doc->start, doc->exit, doc->by_cell || m->shape != NULL, e);
}

void
puzzle_prepare(maze *m, rng *r, const struct puzzle_spec *spec)
{
	if (spec->shape == &shape_weave)
		weave_place_sites(m, r, spec->k);
}

void
puzzle_settle(maze *m)
{
	if (m->shape == &shape_weave)
		weave_settle(m);
}

char *
puzzle_shape_word(const struct puzzle *p, char *buf, size_t size)
{
	const struct shape *s = p->m->shape != NULL ? p->m->shape : &shape_square;
	unsigned k = s == &shape_floors ? puzzle_k(p)
	    : s == &shape_weave && p->k != WEAVE_DEFAULT ? p->k : 0;

	/* %.0u writes no 0. */
	snprintf(buf, size, "%s%.0u", s->name, k);
	return buf;
}

unsigned
puzzle_k(const struct puzzle *p)
{
	if (p->m->shape == &shape_floors)
		return floors_count(p->m);
	return p->m->shape == &shape_weave ? p->k : 0;
}

bool
puzzle_is_perfect(const struct puzzle *p)
{
	return p->reached == p->m->n && maze_passages(p->m) == (uint64_t)p->m->n - 1;
}

uint64_t *
puzzle_path_bits(const struct puzzle *p, uint32_t cell, mg_err *e)
{
	uint64_t *bits = bitset_create(p->m->n, e);

	if (bits == NULL)
		return NULL;
	if (!solve_reached(p->tree, cell))
		return bits;
	bitset_set(bits, cell);
	while (cell != p->exit) {
		maze_next(p->m, cell, solve_toward_root(p->tree, cell), &cell);
		bitset_set(bits, cell);
	}
	return bits;
}

void
puzzle_free(struct puzzle *p)
{
	maze_destroy(p->m);
	solve_destroy(p->tree);
	memset(p, 0, sizeof *p);
}
