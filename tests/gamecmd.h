/* gamecmd.h - game_command() for the suites: its redraw bits with the
 * "won" event folded in as one more bit, so that one comparison checks
 * what is redrawn and what happened. */
#ifndef MAZEGAME_TESTS_GAMECMD_H
#define MAZEGAME_TESTS_GAMECMD_H

#include "play/game.h"

#define T_RD_WON (1u << 8)

static inline unsigned
t_cmd(struct game *g, enum cmd c, uint64_t now)
{
	struct game_reply r = game_command(g, c, now);

	return r.redraw | (r.move->event == MOVE_EV_EXIT ? T_RD_WON : 0u);
}

#endif
