/* puzzle.c - generate or adopt a maze and root its solution at the exit. */
#include "config.h"

#include <string.h>

#include "bitset.h"
#include "puzzle.h"

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
	return 0;
}

int
puzzle_generate(struct puzzle *p, const struct puzzle_spec *spec, mg_err *e)
{
	rng r;
	uint32_t a, b;
	uint64_t len;
	struct bfs_result res;

	memset(p, 0, sizeof *p);
	p->m = maze_create(spec->w, spec->h, e);
	if (p->m == NULL)
		return -1;
	rng_seed(&r, spec->seed);
	if (spec->algo->generate(p->m, &r, e) != 0)
		goto fail;
	p->algo = spec->algo;
	p->seed = spec->seed;
	p->far_apart = spec->far_apart;
	p->start = 0;
	p->exit = p->m->n - 1;
	if (spec->far_apart) {
		p->tree = solve_create(p->m, e);
		if (p->tree == NULL)
			goto fail;
		/* The second search is rooted at a: make a the exit, so the
		 * tree is already the one the game needs. */
		if (solve_diameter(p->tree, 0, &a, &b, &len, e) != 0)
			goto fail;
		p->exit = a;
		p->start = b;
		if (solve_bfs(p->tree, a, &res, e) != 0)
			goto fail;
		p->reached = res.reached;
	}
	if (root_at_exit(p, e) != 0)
		goto fail;
	return 0;
fail:
	puzzle_free(p);
	return -1;
}

int
puzzle_adopt(struct puzzle *p, maze *m, uint32_t start, uint32_t exit,
    mg_err *e)
{
	memset(p, 0, sizeof *p);
	p->m = m;
	p->start = start;
	p->exit = exit;
	if (root_at_exit(p, e) != 0)
		goto fail;
	if (!solve_reached(p->tree, start)) {
		err_set(e, "the exit (line %lu, column %lu) cannot be reached from the start (line %lu, column %lu)",
		    2 * (unsigned long)(exit / m->w) + 2, 2 * (unsigned long)(exit % m->w) + 2,
		    2 * (unsigned long)(start / m->w) + 2, 2 * (unsigned long)(start % m->w) + 2);
		goto fail;
	}
	return 0;
fail:
	puzzle_free(p);
	return -1;
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
		cell = maze_step(p->m, cell, solve_toward_root(p->tree, cell));
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
