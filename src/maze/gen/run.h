/* run.h - one run of a generator: the hooks it was given and the
 * storage it works in, freed in one place.
 *
 * gen_NAME (GEN_DEFINE, gen.h) makes the run (GEN_RUN_INIT, gen.h,
 * which knows the progress count's start), hands it to the
 * generator and frees the storage after the generator returns,
 * whichever way it returns: a generator allocates through the run
 * and returns -1 at once on failure or cancel, freeing nothing.
 */
#ifndef MAZEGAME_GEN_RUN_H
#define MAZEGAME_GEN_RUN_H

#include <stddef.h>
#include <stdint.h>

#include "base/err.h"

struct mg_progress;

/* The most blocks one run holds (Aldous-Broder's visited set and its
 * two levels of two arrays take the most, five). */
#define GEN_BLOCKS 6

/* One run.  The square grid's carving loops count their steps toward
 * a progress report in a register of their own (progress_due); the
 * loops on other shapes count in budget (gen_due, gen.h). */
struct gen_run {
	const struct mg_progress *p;   /* the progress hook, or NULL */
	mg_err *e;                     /* where a failure's message goes */
	int64_t budget;                /* steps to the next gen_due report */
	void *block[GEN_BLOCKS];       /* what gen_alloc handed out */
};

/* Allocates n zeroed elements of size bytes, owned by g.  Returns
 * them, or NULL with a message. */
void *gen_alloc(struct gen_run *g, size_t n, size_t size);

/* Resizes block b of g (from gen_alloc) to n elements of size bytes,
 * still owned by g.  Returns it, or NULL with a message (b is then
 * kept). */
void *gen_realloc(struct gen_run *g, void *b, size_t n, size_t size);

/* A zeroed set of n bits (base/bitset.h), owned by g.  Returns it, or
 * NULL with a message. */
uint64_t *gen_set(struct gen_run *g, uint64_t n);

/* Frees what g holds (gen_NAME's last word). */
void gen_run_free(struct gen_run *g);

/* A list of cells (a stack, a frontier, an active list) in storage
 * owned by a run, growing as cells come. */
struct gen_cells {
	uint32_t *cell;
	size_t len, cap;
};

/* Makes l an empty list with room for cap cells (cap > 0), owned by
 * g.  Returns 0, or -1 with a message. */
int gen_cells_make(struct gen_run *g, struct gen_cells *l, size_t cap);

/* Doubles l's room.  Returns 0, or -1 with a message. */
int gen_cells_grow(struct gen_run *g, struct gen_cells *l);

/* Appends c to l, doubling its room when full.  Returns 0, or -1 with
 * a message. */
static inline int
gen_push(struct gen_run *g, struct gen_cells *l, uint32_t c)
{
	if (l->len == l->cap && gen_cells_grow(g, l) != 0)
		return -1;
	l->cell[l->len++] = c;
	return 0;
}

#endif
