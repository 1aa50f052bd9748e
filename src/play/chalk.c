/* chalk.c - chalk marks and where a click runs. */
#include "config.h"

#include <stdlib.h>

#include "base/bitset.h"
#include "play/chalk.h"

enum chalk
chalk_next(enum chalk c)
{
	return c == CHALK_NONE ? CHALK_ONCE : c == CHALK_ONCE ? CHALK_CROSSED
	    : CHALK_NONE;
}

enum chalk
game_chalk(const struct game *g, uint32_t cell)
{
	if (g->chalk == NULL || !bitset_get(g->chalk, cell))
		return CHALK_NONE;
	return bitset_get(g->crossed, cell) ? CHALK_CROSSED : CHALK_ONCE;
}

int
game_chalk_set(struct game *g, uint32_t cell, enum chalk c, mg_err *e)
{
	/* Most games chalk nothing: the sets come with the first mark. */
	if (g->chalk == NULL) {
		if (c == CHALK_NONE)
			return 0;
		g->chalk = bitset_create(g->p.m->n, e);
		g->crossed = bitset_create(g->p.m->n, e);
		if (g->chalk == NULL || g->crossed == NULL) {
			free(g->chalk);
			free(g->crossed);
			g->chalk = g->crossed = NULL;
			return -1;
		}
	}
	if (c == CHALK_NONE)
		bitset_clear(g->chalk, cell);
	else
		bitset_set(g->chalk, cell);
	if (c == CHALK_CROSSED)
		bitset_set(g->crossed, cell);
	else
		bitset_clear(g->crossed, cell);
	game_touch(g, cell);
	return 0;
}

uint64_t
game_chalk_count(const struct game *g)
{
	uint64_t words = (g->p.m->n + 63) / 64, i, n = 0;

	for (i = 0; g->chalk != NULL && i < words; i++) {
		uint64_t w = g->chalk[i];

		for (; w != 0; w &= w - 1)
			n++;
	}
	return n;
}

int
game_click_plan(const struct game *g, uint32_t cell, enum dir *d,
    uint32_t *steps)
{
	const maze *m = g->p.m;
	uint32_t px = g->pos % m->w, py = g->pos / m->w;
	uint32_t cx = cell % m->w, cy = cell / m->w, c = g->pos, n = 0;
	enum dir dir;

	if (cell >= m->n || cell == g->pos || (px != cx && py != cy))
		return 0;
	dir = px == cx ? (cy < py ? DIR_N : DIR_S) : (cx < px ? DIR_W : DIR_E);
	/* The whole line must be open and in sight: a click never tells
	 * of a wall the player cannot see. */
	while (c != cell) {
		if (!maze_is_open(m, c, dir))
			return 0;
		c = maze_step(m, c, dir);
		if (!game_visible(g, c))
			return 0;
	}
	/* The run: as far as the cell clicked, a junction or the exit. */
	c = g->pos;
	do {
		c = maze_step(m, c, dir);
		n++;
	} while (c != cell && c != g->p.exit
	    && game_corridor_next(g, c, DIR_OPPOSITE(dir)) >= 0);
	*d = dir;
	*steps = n;
	return 1;
}
