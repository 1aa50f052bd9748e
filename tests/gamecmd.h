/* gamecmd.h - games for the suites: one started on a maze drawn in the
 * block format, and game_command() with its redraw bits and the "won"
 * event folded in as one more bit, so that one comparison checks what
 * is redrawn and what happened. */
#ifndef MAZEGAME_TESTS_GAMECMD_H
#define MAZEGAME_TESTS_GAMECMD_H

#include <check.h>
#include <string.h>

#include "maze/mazeio.h"
#include "play/game.h"

#define T_RD_WON (1u << 8)

/* Starts g on the maze drawn in text (start S, exit E) under rules r,
 * at time now; fails the test on any error. */
static inline void
t_game_drawn(struct game *g, const char *text, const struct game_rules *r,
    uint64_t now)
{
	struct mazeio_doc doc;
	struct puzzle p;
	mg_err e;

	ck_assert_msg(mazeio_read_mem(text, strlen(text), &doc, &e) == 0, "%s", e.msg);
	ck_assert_msg(puzzle_adopt(&p, doc.m, doc.start, doc.exit, &e) == 0, "%s", e.msg);
	ck_assert_msg(game_init(g, &p, r, now, &e) == 0, "%s", e.msg);
	ck_assert_ptr_null(p.m);
}

static inline unsigned
t_cmd(struct game *g, enum cmd c, uint64_t now)
{
	struct game_reply r = game_command(g, c, now);

	return r.redraw | (r.move->event == MOVE_EV_EXIT ? T_RD_WON : 0u);
}

#endif
