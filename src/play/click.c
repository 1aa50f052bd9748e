/* click.c - where a click runs. */
#include "config.h"

#include "play/click.h"

int
click_plan(const struct game *g, uint32_t cell, enum dir *d, uint32_t *steps)
{
	const maze *m = g->p.m;
	uint32_t px = g->pos % m->w, py = g->pos / m->w;
	uint32_t cx = cell % m->w, cy = cell / m->w, c = g->pos, n = 0;
	enum dir dir;

	if (cell >= m->n || cell == g->pos || (px != cx && py != cy))
		return 0;
	dir = px == cx ? (cy < py ? DIR_N : DIR_S) : (cx < px ? DIR_W : DIR_E);
	/* The whole line open and in sight: a click never tells of a wall
	 * the player cannot see. */
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
	} while (c != cell
	    && maze_corridor_next(m, c, dir, g->p.exit) >= 0);
	*d = dir;
	*steps = n;
	return 1;
}
