/* click.c - where a click runs. */
#include "config.h"

#include "play/click.h"

/* Finds the way out of the player's cell of g along which cell lies, in
 * a straight open line in sight: on the square grid by its row or
 * column, on other shapes by following each way in turn.  Returns
 * whether there is one, in *d. */
static bool
line_to(const struct game *g, uint32_t cell, unsigned *d)
{
	const maze *m = g->p.m;
	uint32_t px = g->pos % m->w, py = g->pos / m->w;
	uint32_t cx = cell % m->w, cy = cell / m->w, c;
	unsigned way;

	if (m->shape == NULL) {
		if (px != cx && py != cy)
			return false;
		*d = px == cx ? (cy < py ? DIR_N : DIR_S) : (cx < px ? DIR_W : DIR_E);
		/* The whole line open and in sight: a click never tells of
		 * a wall the player cannot see. */
		for (c = g->pos; c != cell; ) {
			if (!maze_way_open(m, c, *d) || !maze_next(m, c, *d, &c)
			    || !game_visible(g, c))
				return false;
		}
		return true;
	}
	for (way = 0; way < maze_ways(m); way++)
		for (c = g->pos; maze_way_open(m, c, way) && maze_next(m, c, way, &c)
		    && game_visible(g, c); )
			if (c == cell) {
				*d = way;
				return true;
			}
	return false;
}

int
click_plan(const struct game *g, uint32_t cell, enum cmd *cmd,
    uint32_t *steps)
{
	const maze *m = g->p.m;
	uint32_t c, n = 0;
	unsigned d;

	if (cell >= m->n || cell == g->pos || !line_to(g, cell, &d))
		return 0;
	/* The run: as far as the cell clicked, a junction or the exit. */
	c = g->pos;
	do {
		maze_next(m, c, d, &c);
		n++;
	} while (c != cell && maze_corridor_next(m, c, d, g->p.exit) >= 0);
	*cmd = m->shape == NULL ? cmd_move((enum dir)d, false)
	    : cmd_move_compass(shape_compass_at(m, g->pos, d), false);
	*steps = n;
	return 1;
}
