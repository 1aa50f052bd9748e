/* gamecmd.h - games for the suites: one started on a maze drawn in the
 * block format, and game_command() with its redraw bits and the "won"
 * event folded in as one more bit, so that one comparison checks what
 * is redrawn and what happened. */
#ifndef MAZEGAME_TESTS_GAMECMD_H
#define MAZEGAME_TESTS_GAMECMD_H

#include <check.h>
#include <string.h>

#include "app/session.h"
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

/* Parses the argc arguments args (args[0] the program's name) into o;
 * fails the test on an error. */
static inline void
t_options(struct options *o, int argc, const char *const *args)
{
	char *argv[16];
	mg_err e;
	int i;

	ck_assert_int_lt(argc, 16);
	for (i = 0; i < argc; i++)
		argv[i] = (char *)args[i];
	argv[argc] = NULL;
	ck_assert_msg(options_parse(argc, argv, o, &e) == 0, "%s", e.msg);
}

/* Starts s on a 15x8 maze of seed 3, with moves of its way out played
 * 10 ms apart; fails the test on any error.  The caller frees s. */
static inline void
t_session(struct session *s, int moves)
{
	static const char *const args[] = { "mazegame", "-W", "15", "-H",
	    "8", "-s", "3" };
	struct options o;
	mg_err e;

	t_options(&o, 7, args);
	session_init(s, &o);
	ck_assert_msg(session_new_game(s, NULL, 0, &e) == 0, "%s", e.msg);
	while (moves-- > 0)
		t_cmd(&s->g, game_next_move(&s->g), 10);
}

#endif
