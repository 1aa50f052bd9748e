/* run_differ.c - which field of a run's maze is not the one expected,
 * and both values in words, for the reader's message. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "store/run_read.h"

/* The name of a run's shape. */
static const char *
shape_of_run(const struct run_maze *m)
{
	return m->shape != NULL ? m->shape->name : "square";
}

enum run_key
run_differ(const struct run_maze *m, const struct run_maze *x, char *got,
    char *want, size_t size)
{
	enum run_key k;

	if (strcmp(m->difficulty, x->difficulty) != 0) {
		k = RUN_K_DIFFICULTY;
		snprintf(got, size, "%s", m->difficulty);
		snprintf(want, size, "%s", x->difficulty);
	} else if (m->algo != x->algo) {
		k = RUN_K_ALGORITHM;
		snprintf(got, size, "%s", m->algo->name);
		snprintf(want, size, "%s", x->algo != NULL ? x->algo->name : "none");
	} else if (m->shape == x->shape && m->shape != NULL
	    && m->shape->k_name != NULL && m->k != x->k) {
		/* The shape's K ("floors 3", "weave 30"), before the size:
		 * a floors maze's height counts its floors. */
		k = RUN_K_K;
		snprintf(got, size, "%s %u", m->shape->k_name, m->k);
		snprintf(want, size, "%s %u", x->shape->k_name, x->k);
	} else if (m->w != x->w || m->h != x->h) {
		k = m->w != x->w ? RUN_K_WIDTH : RUN_K_HEIGHT;
		snprintf(got, size, "%ux%u", m->w, m->h);
		snprintf(want, size, "%ux%u", x->w, x->h);
	} else if (m->seed != x->seed) {
		k = RUN_K_SEED;
		snprintf(got, size, "seed %llu", (unsigned long long)m->seed);
		snprintf(want, size, "seed %llu", (unsigned long long)x->seed);
	} else if (m->shape != x->shape) {
		k = RUN_K_SHAPE;
		snprintf(got, size, "%s", shape_of_run(m));
		snprintf(want, size, "%s", shape_of_run(x));
	} else if (m->far_apart != x->far_apart) {
		k = RUN_K_ENDS;
		snprintf(got, size, "%s", m->far_apart ? "far-apart" : "corners");
		snprintf(want, size, "%s", x->far_apart ? "far-apart" : "corners");
	} else {
		k = RUN_K_COUNT;
	}
	return k;
}
