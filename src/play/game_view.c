/* game_view.c - what the game shows: each cell's mark (fog, player,
 * exit, overlay, hint, trail, the replay after a win) and the counts
 * the result screen reads. */
#include "config.h"

#include "base/bitset.h"
#include "play/game.h"

bool
game_visible(const struct game *g, uint32_t cell)
{
	return !g->rules.fog || bitset_get(g->seen, cell);
}

bool
game_in(const struct game *g, enum game_set s, uint32_t cell)
{
	const uint64_t *const sets[] = {
		[GAME_WALKED] = g->walked, [GAME_AGAIN] = g->again,
		[GAME_PATH] = g->path, [GAME_HINT] = g->hint, [GAME_BEST] = g->best,
	};

	return sets[s] != NULL && bitset_get(sets[s], cell);
}

uint64_t
game_dead_ends_explored(const struct game *g)
{
	return g->dead_ends;
}

bool
game_best_missed(const struct game *g)
{
	uint32_t c;

	if (!g->won)
		return false;
	for (c = g->p.start; c != g->p.exit;
	    maze_next(g->p.m, c, solve_toward_root(g->p.tree, c), &c))
		if (!game_in(g, GAME_WALKED, c))
			return true;
	return false;
}

uint64_t
game_distance_left(const struct game *g)
{
	return solve_distance(g->p.tree, g->pos);
}

enum cell_mark
game_cell(const struct game *g, uint32_t c)
{
	/* Once won, the fog lifts for the replay. */
	if (!g->won && !game_visible(g, c))
		return MARK_HIDDEN;
	/* The replay shows where it began and ended: S and E, not the
	 * player standing on the exit. */
	if (g->won && c == g->p.start)
		return MARK_START;
	if (g->won && c == g->p.exit)
		return MARK_EXIT;
	if (c == g->pos)
		return MARK_PLAYER;
	if (c == g->p.exit)
		return MARK_EXIT;
	if (g->won) {
		/* The replay: the player's route beside the shortest way. */
		if (game_in(g, GAME_AGAIN, c))
			return MARK_AGAIN;
		if (game_in(g, GAME_WALKED, c))
			return MARK_ONCE;
		if (game_in(g, GAME_BEST, c))
			return MARK_BEST;
		return MARK_EMPTY;
	}
	if (game_in(g, GAME_PATH, c))
		return MARK_PATH;
	if (game_in(g, GAME_HINT, c))
		return MARK_HINT;
	if (c == g->p.start)
		return MARK_START;
	if (g->rules.trail && game_in(g, GAME_WALKED, c))
		return MARK_TRAIL;
	return MARK_EMPTY;
}

bool
game_link_on_path(const struct game *g, uint32_t a, uint32_t b)
{
	return !g->won && game_in(g, GAME_PATH, a) && game_in(g, GAME_PATH, b);
}

enum cmd
game_next_move(const struct game *g)
{
	const maze *m = g->p.m;
	unsigned d = solve_toward_root(g->p.tree, g->pos);

	return m->shape == NULL ? cmd_move((enum dir)d, false)
	    : cmd_move_compass(shape_compass_at(m, g->pos, d), false);
}
