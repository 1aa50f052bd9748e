/* run.c - one run of a generator: the storage it works in. */
#include "config.h"

#include <stdlib.h>

#include "maze/gen/run.h"

/* Returns the slot of g that holds b (NULL: a free one), or NULL. */
static void **
slot(struct gen_run *g, const void *b)
{
	size_t k;

	for (k = 0; k < GEN_BLOCKS; k++)
		if (g->block[k] == b)
			return &g->block[k];
	return NULL;
}

void *
gen_alloc(struct gen_run *g, size_t n, size_t size)
{
	void **s = slot(g, NULL);

	if (s == NULL) {
		err_set(g->e, "%s", "a generator wants more blocks than a run holds");
		return NULL;
	}
	*s = mg_calloc(n, size, g->e);
	return *s;
}

void *
gen_realloc(struct gen_run *g, void *b, size_t n, size_t size)
{
	void **s = slot(g, b), *nb;

	nb = mg_reallocarray(b, n, size, g->e);
	if (nb != NULL)
		*s = nb;
	return nb;
}

uint64_t *
gen_set(struct gen_run *g, uint64_t n)
{
	return gen_alloc(g, (size_t)((n + 63) / 64), sizeof(uint64_t));
}

void
gen_run_free(struct gen_run *g)
{
	size_t k;

	for (k = 0; k < GEN_BLOCKS; k++) {
		free(g->block[k]);
		g->block[k] = NULL;
	}
}

int
gen_cells_make(struct gen_run *g, struct gen_cells *l, size_t cap)
{
	l->cell = gen_alloc(g, cap, sizeof *l->cell);
	l->len = 0;
	l->cap = cap;
	return l->cell == NULL ? -1 : 0;
}

int
gen_cells_grow(struct gen_run *g, struct gen_cells *l)
{
	uint32_t *c = gen_realloc(g, l->cell, l->cap * 2, sizeof *c);

	if (c == NULL)
		return -1;
	l->cell = c;
	l->cap *= 2;
	return 0;
}
