/* gen.c - the generator table and lookup by name. */
#include "config.h"

#include <string.h>

#include "base/i18n.h"
#include "maze/gen/gen.h"

const struct gen_algo gen_algos[] = {
#define GEN_ALGO(id, name, alias, winding, any, summary) \
	{ name, alias, summary, winding, any, gen_##id },
#include "maze/gen/list.h"
};

const size_t gen_algo_count = sizeof gen_algos / sizeof gen_algos[0];

const struct gen_algo *
gen_find(const char *name)
{
	size_t i;

	for (i = 0; i < gen_algo_count; i++) {
		if (strcmp(name, gen_algos[i].name) == 0
		    || (gen_algos[i].alias != NULL
		        && strcmp(name, gen_algos[i].alias) == 0))
			return &gen_algos[i];
	}
	return NULL;
}

const struct gen_algo *
gen_next(const struct gen_algo *a, bool square)
{
	size_t i = a != NULL ? (size_t)(a - gen_algos) : gen_algo_count - 1, k;

	for (k = 1; k <= gen_algo_count; k++) {
		a = &gen_algos[(i + k) % gen_algo_count];
		if (square || a->any_shape)
			break;
	}
	return a;
}

int
gen_square_only(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	(void)m;
	(void)r;
	(void)wt;
	return err_set(g->e, _("this generator makes square mazes only"));
}
