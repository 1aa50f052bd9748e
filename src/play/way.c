/* way.c - the way out shown: the solution overlay (p), which follows
 * the player, and hints as far as the next junction. */
#include "config.h"

#include <stdlib.h>

#include "base/bitset.h"
#include "play/way.h"

/* Returns the cell one step nearer the exit than c (c is not the exit). */
static uint32_t
toward_exit(const struct game *g, uint32_t c)
{
	maze_next(g->p.m, c, solve_toward_root(g->p.tree, c), &c);
	return c;
}

int
way_path_show(struct game *g)
{
	uint32_t c;

	g->path = puzzle_path_bits(&g->p, g->pos, NULL);
	if (g->path == NULL)
		return -1;
	for (c = g->pos; c != g->p.exit; c = toward_exit(g, c))
		game_touch(g, c);
	game_touch(g, g->p.exit);
	return 0;
}

void
way_path_hide(struct game *g)
{
	uint32_t c;

	for (c = g->pos; c != g->p.exit; c = toward_exit(g, c))
		game_touch(g, c);
	game_touch(g, g->p.exit);
	free(g->path);
	g->path = NULL;
}

void
way_path_follow(struct game *g, uint32_t old)
{
	uint32_t c, meet;

	for (c = g->pos; !bitset_get(g->path, c); c = toward_exit(g, c)) {
		bitset_set(g->path, c);
		game_touch(g, c);
	}
	meet = c;
	for (c = old; c != meet; c = toward_exit(g, c)) {
		bitset_clear(g->path, c);
		game_touch(g, c);
	}
}

void
way_hint_hide(struct game *g)
{
	uint32_t c = g->hint_start;

	do {
		c = toward_exit(g, c);
		game_touch(g, c);
	} while (c != g->hint_end);
	free(g->hint);
	g->hint = NULL;
}

unsigned
way_hint_show(struct game *g)
{
	uint32_t c = g->pos;

	/* The hint of this very cell is on screen already: nothing new
	 * is learnt, so nothing more is counted. */
	if (g->hint != NULL && g->hint_start == c)
		return RD_NONE;
	if (g->hint != NULL)
		way_hint_hide(g);
	if (c == g->p.exit)
		return RD_NONE;
	g->hint_start = c;
	g->hint = bitset_create(g->p.m->n, NULL);
	if (g->hint == NULL)
		return RD_CELLS;
	do {
		bool junction = maze_degree(g->p.m, c) >= 3;

		c = toward_exit(g, c);
		bitset_set(g->hint, c);
		game_touch(g, c);
		if (junction)
			break;
	} while (c != g->p.exit);
	g->hint_end = c;
	g->hints++;
	return RD_CELLS | RD_STATUS;
}
