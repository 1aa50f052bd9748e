/* game_clock.c - the game's clock: it starts with the first move (or a
 * race's go), stops for whatever is over the maze, and stops at the win. */
#include "config.h"

#include "play/game.h"

void
game_start_clock(struct game *g, uint64_t now)
{
	if (g->started || g->won)
		return;
	g->started = true;
	g->elapsed_ms = 0;
	g->clock_from = now;
	g->clock_running = true;
}

void
game_pause(struct game *g, uint64_t now)
{
	if (!g->clock_running)
		return;
	g->elapsed_ms += now - g->clock_from;
	g->clock_running = false;
}

void
game_resume(struct game *g, uint64_t now)
{
	if (g->clock_running || g->won || !g->started)
		return;
	g->clock_from = now;
	g->clock_running = true;
}

uint64_t
game_elapsed(const struct game *g, uint64_t now)
{
	return g->elapsed_ms + (g->clock_running ? now - g->clock_from : 0);
}
