/* check_racer_side.c - a racer's side of a race's rules
 * (front/racer_side.c): which commands a racer may give, before the
 * race, in it, alone or watching; the rate of moves against the host's
 * own bucket; and what a command is told to the room, as the protocol
 * writes it: a move, a run as one dash, nothing for a bump or alone,
 * help once a maze. */
#include "config.h"

#include <string.h>

#include "front/racer_side.h"
#include "net/host.h"
#include "gamecmd.h"
#include "maze6x4.h"
#include "suites.h"

/* What the room was told, line by line as the protocol writes them. */
struct heard {
	char line[8][64];
	int n;
};

/* The room: keeps each message's line (its '\n' dropped). */
static void
hear(void *room, const struct proto_msg *m, uint64_t now)
{
	struct heard *h = room;
	mg_err e;
	int len;

	(void)now;
	ck_assert_int_lt(h->n, 8);
	len = proto_format(m, h->line[h->n], sizeof h->line[0], &e);
	ck_assert_msg(len > 0, "%s", e.msg);
	h->line[h->n][len - 1] = '\0';
	h->n++;
}

/* A room of racer 0 (us) and racer 1 in state room_state, ours in
 * racer_state; x tells h. */
static void
room(struct race *r, struct racer_side *x, struct heard *h,
    unsigned room_state, unsigned racer_state)
{
	race_init(r, "den");
	r->me = 0;
	r->state = room_state;
	r->r[0].used = true;
	r->r[0].state = racer_state;
	r->r[1].used = true;
	r->r[1].state = PROTO_RACER_RACING;
	memset(h, 0, sizeof *h);
	racer_side_init(x, r, hear, h);
}

/* The commands asked about: a move, a run, a climb, a hint, the way
 * out; help, the map, pause; restart, a new maze. */
static const enum cmd asked[] = { CMD_MOVE_E, CMD_RUN_S, CMD_CLIMB_UP,
	CMD_HINT, CMD_SOLUTION, CMD_HELP, CMD_MAP, CMD_PAUSE, CMD_RESTART,
	CMD_NEW };
#define NASKED (sizeof asked / sizeof asked[0])

/* Writes to may a 'y' or an 'n' for each command asked, as x allows it
 * at time 0. */
static void
allows(struct racer_side *x, char may[NASKED + 1])
{
	size_t i;

	for (i = 0; i < NASKED; i++)
		may[i] = racer_may(x, asked[i], 0) ? 'y' : 'n';
	may[NASKED] = '\0';
}

/* Before the go nothing moves; in the race moves, the way out and hints
 * do; out of it, or watching, nothing moves again; never a new maze,
 * nor a restart while the host is there.  Asking says nothing. */
START_TEST(test_when)
{
	struct race r;
	struct racer_side x;
	struct heard h;
	char may[NASKED + 1];

	room(&r, &x, &h, PROTO_ROOM_LOBBY, PROTO_RACER_READY);
	ck_assert(!racer_racing(&x));
	allows(&x, may);
	ck_assert_str_eq(may, "nnnnnyyynn");
	room(&r, &x, &h, PROTO_ROOM_COUNTDOWN, PROTO_RACER_READY);
	allows(&x, may);
	ck_assert_str_eq(may, "nnnnnyyynn");
	room(&r, &x, &h, PROTO_ROOM_RACE, PROTO_RACER_RACING);
	ck_assert(racer_racing(&x));
	allows(&x, may);
	ck_assert_str_eq(may, "yyyyyyyynn");
	room(&r, &x, &h, PROTO_ROOM_RACE, PROTO_RACER_LEFT);
	ck_assert(!racer_racing(&x));
	allows(&x, may);
	ck_assert_str_eq(may, "nnnnnyyynn");
	room(&r, &x, &h, PROTO_ROOM_RACE, PROTO_RACER_RACING);
	r.me = -1;   /* a spectator */
	ck_assert(!racer_racing(&x));
	allows(&x, may);
	ck_assert_str_eq(may, "nnnnnyyynn");
	ck_assert_int_eq(h.n, 0);
}
END_TEST

/* The host gone: a racer who was racing plays on alone (and may start
 * the maze again), anyone else's room is closed to moves. */
START_TEST(test_alone)
{
	struct race r;
	struct racer_side x;
	struct heard h;
	char may[NASKED + 1];
	int i;

	room(&r, &x, &h, PROTO_ROOM_RACE, PROTO_RACER_RACING);
	x.alone = true;
	allows(&x, may);
	ck_assert_str_eq(may, "yyyyyyyyyn");
	/* No host to keep up with: any number of moves at once. */
	for (i = 0; i < 3 * HOST_MOVES_BURST; i++)
		ck_assert(racer_may(&x, CMD_MOVE_E, 0));

	room(&r, &x, &h, PROTO_ROOM_LOBBY, PROTO_RACER_READY);
	x.alone = true;
	x.closed = true;
	allows(&x, may);
	ck_assert_str_eq(may, "nnnnnyyyyn");
}
END_TEST

/* A key held down: what the racer lets through the host's own bucket
 * takes every time, however fast the keys come; keys at one instant
 * are cut short, and moves come again once time passes.  A hint is no
 * move: the rate never refuses it. */
START_TEST(test_rate)
{
	struct race r;
	struct racer_side x;
	struct heard h;
	struct rate host;
	uint64_t t;
	int let = 0, cut = 0, i;

	room(&r, &x, &h, PROTO_ROOM_RACE, PROTO_RACER_RACING);
	memset(&host, 0, sizeof host);
	for (i = 0; i < 4 * HOST_MOVES_BURST; i++) {
		if (racer_may(&x, CMD_MOVE_E, 1000)) {
			let++;
			ck_assert(rate_take(&host, 1000, HOST_MOVES_RATE,
			    HOST_MOVES_BURST));
		} else {
			cut++;
		}
	}
	ck_assert_int_gt(let, 0);
	ck_assert_int_gt(cut, 0);
	ck_assert_int_lt(let, HOST_MOVES_BURST);
	ck_assert(racer_may(&x, CMD_HINT, 1000));
	ck_assert(racer_may(&x, CMD_SOLUTION, 1000));
	ck_assert(!racer_may(&x, CMD_RUN_E, 1000));   /* a run is one move */

	/* Held for five seconds, a key every 2 ms: the host ignores none. */
	let = cut = 0;
	for (t = 1001; t < 6000; t += 2) {
		if (racer_may(&x, CMD_MOVE_E, t)) {
			let++;
			ck_assert_msg(rate_take(&host, t, HOST_MOVES_RATE,
			    HOST_MOVES_BURST), "the host ignored a move at %llu",
			    (unsigned long long)t);
		} else {
			cut++;
		}
	}
	ck_assert_int_gt(let, 0);
	ck_assert_int_gt(cut, let);
}
END_TEST

/* Starts the plain 6x4 game (no fog, no trail). */
static void
start6(struct game *g)
{
	struct game_rules rules = { false, false, 0 };

	t_game_drawn(g, MAZE6X4, &rules, 0);
}

/* Plays c on g and tells the room what it did. */
static void
play(struct racer_side *x, struct game *g, enum cmd c, uint64_t now)
{
	struct game_reply rp = game_command(g, c, now);

	racer_played(x, g, rp.move, now);
}

/* A move is one line; a run, however far it goes, is one dash; a bump
 * says nothing, nor anything alone. */
START_TEST(test_told)
{
	struct race r;
	struct racer_side x;
	struct heard h;
	struct game g;

	start6(&g);
	room(&r, &x, &h, PROTO_ROOM_RACE, PROTO_RACER_RACING);
	play(&x, &g, CMD_MOVE_N, 1);   /* the top wall */
	ck_assert_int_eq(h.n, 0);
	play(&x, &g, CMD_MOVE_E, 2);
	ck_assert_int_eq(h.n, 1);
	ck_assert_str_eq(h.line[0], "right");
	/* Alone, the room hears nothing (the moves are made all the same). */
	x.alone = true;
	play(&x, &g, CMD_MOVE_W, 3);
	play(&x, &g, CMD_MOVE_E, 3);
	ck_assert_uint_eq(g.pos, 1);
	ck_assert_int_eq(h.n, 1);
	x.alone = false;
	/* A run from (0,1) stops at the junction (0,2); the next goes on
	 * along row 0, round the corner and down to the junction (2,5):
	 * five cells, told as the one command the player gave. */
	play(&x, &g, CMD_RUN_E, 3);
	ck_assert_uint_eq(g.pos, 2);
	ck_assert_int_eq(h.n, 2);
	ck_assert_str_eq(h.line[1], "run right");
	play(&x, &g, CMD_RUN_E, 4);
	ck_assert_uint_eq(g.pos, 2 * 6 + 5);
	ck_assert_int_eq(h.n, 3);
	ck_assert_str_eq(h.line[2], "run right");
	play(&x, &g, CMD_RUN_S, 5);   /* the last cell, the exit */
	ck_assert_uint_eq(g.pos, 3 * 6 + 5);
	ck_assert_int_eq(h.n, 4);
	ck_assert_str_eq(h.line[3], "run down");
	game_free(&g);
}
END_TEST

/* A hint or the way out: the room hears "assist" once a maze, however
 * often help is taken; a new maze, once more. */
START_TEST(test_assist)
{
	struct race r;
	struct racer_side x;
	struct heard h;
	struct game g;
	int i, assists;

	start6(&g);
	room(&r, &x, &h, PROTO_ROOM_RACE, PROTO_RACER_RACING);
	play(&x, &g, CMD_MOVE_E, 1);
	ck_assert_int_eq(h.n, 1);
	play(&x, &g, CMD_HINT, 2);
	play(&x, &g, CMD_MOVE_E, 3);
	play(&x, &g, CMD_HINT, 4);
	play(&x, &g, CMD_SOLUTION, 5);
	for (assists = 0, i = 0; i < h.n; i++)
		assists += strcmp(h.line[i], "assist") == 0;
	ck_assert_int_eq(assists, 1);
	ck_assert_str_eq(h.line[1], "assist");   /* at the first hint */
	game_free(&g);

	/* The next maze: no help yet, so nothing; then help, told again. */
	racer_side_new_maze(&x);
	start6(&g);
	h.n = 0;
	play(&x, &g, CMD_MOVE_E, 6);
	ck_assert_int_eq(h.n, 1);
	ck_assert_str_eq(h.line[0], "right");
	play(&x, &g, CMD_SOLUTION, 7);
	ck_assert_int_eq(h.n, 2);
	ck_assert_str_eq(h.line[1], "assist");
	game_free(&g);
}
END_TEST

Suite *
racer_side_suite(void)
{
	Suite *su = suite_create("racer_side");
	TCase *tc;

	tc = tcase_create("when");
	tcase_add_test(tc, test_when);
	tcase_add_test(tc, test_alone);
	suite_add_tcase(su, tc);
	tc = tcase_create("rate");
	tcase_add_test(tc, test_rate);
	suite_add_tcase(su, tc);
	tc = tcase_create("told");
	tcase_add_test(tc, test_told);
	tcase_add_test(tc, test_assist);
	suite_add_tcase(su, tc);
	return su;
}
