/* check_net_fair.c - one racer cannot take a room from the others, on
 * the host's clock: moves and runs beyond the rate are ignored (never
 * queued, never a drop), a run is one command however far it goes, and
 * ids of those who leave before racing are free again at once. */
#include "config.h"

#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "networld.h"
#include "suites.h"
#include "net/race_standings.h"

#define HELLO "mazegame-race 1 race\n"

/* Counts the lines of fd's input so far that start with prefix. */
static unsigned
lines_with(int fd, char *buf, size_t size, size_t *len, const char *prefix)
{
	unsigned k = 0;
	const char *p;

	nw_drain(fd, buf, size, len);
	for (p = buf; (p = strstr(p, prefix)) != NULL; p++)
		k += p == buf || p[-1] == '\n';
	return k;
}

/* 30 moves at one instant: the burst passes, the rest is ignored, and
 * the peer is not dropped; a second later the rate allows more, never
 * more than the burst at once.  The host's own player obeys the same
 * rule. */
START_TEST(test_moves_rate)
{
	struct world w;
	struct race *hr;
	char burst[30 * 6 + 1] = "";
	int fd, i, me;

	nw_world_init(&w, "rate", true, getuid(), NULL);
	hr = host_race(w.h);
	fd = nw_raw(&w);
	nw_say(fd, HELLO, strlen(HELLO));
	NW_UNTIL(&w, race_racers(hr) == 2);
	for (me = 1; me < RACE_SLOTS && !hr->r[me].used; me++)
		;
	nw_count_down(&w);
	for (i = 0; i < 15; i++)
		strcat(burst, "right\nleft\n");
	nw_say(fd, burst, strlen(burst));
	NW_UNTIL(&w, hr->r[me].moves == HOST_MOVES_BURST);
	for (i = 0; i < 50; i++)
		nw_pump(&w);
	ck_assert_uint_eq(hr->r[me].moves, HOST_MOVES_BURST);
	ck_assert_uint_eq(host_peers(w.h), 1);
	w.now += 1000;
	nw_say(fd, burst, strlen(burst));
	NW_UNTIL(&w, hr->r[me].moves == 2 * HOST_MOVES_BURST);
	for (i = 0; i < 50; i++)
		nw_pump(&w);
	ck_assert_uint_eq(hr->r[me].moves, 2 * HOST_MOVES_BURST);
	/* At the rate itself nothing is lost. */
	for (i = 0; i < 60; i++) {
		w.now += 1000 / HOST_MOVES_RATE + 1;
		nw_say(fd, i % 2 ? "left\n" : "right\n", i % 2 ? 5 : 6);
		NW_UNTIL(&w, hr->r[me].moves == 2 * HOST_MOVES_BURST
		    + (uint64_t)i + 1);
	}
	ck_assert_uint_eq(host_peers(w.h), 1);
	/* The host's own player. */
	for (i = 0; i < 30; i++)
		nw_host_move(&w, i % 2 ? DIR_W : DIR_E, false);
	ck_assert_uint_eq(hr->r[0].moves, HOST_MOVES_BURST);
	close(fd);
	nw_world_free(&w);
}
END_TEST

/* "run right" from the start walks the whole corridor to the exit (9
 * cells, round the bend) as one command: one position, then the
 * finish.  A run the host's player sends through host_play does the
 * same. */
START_TEST(test_run_one_command)
{
	struct world w;
	struct race *hr;
	char got[8192] = "";
	size_t len = 0;
	int fd, me;

	nw_world_init(&w, "run", true, getuid(), NULL);
	hr = host_race(w.h);
	fd = nw_raw(&w);
	nw_say(fd, HELLO, strlen(HELLO));
	NW_UNTIL(&w, race_racers(hr) == 2);
	for (me = 1; me < RACE_SLOTS && !hr->r[me].used; me++)
		;
	nw_count_down(&w);
	NW_UNTIL(&w, lines_with(fd, got, sizeof got, &len, "go") == 1);
	nw_say(fd, "run right\n", 10);
	NW_UNTIL(&w, hr->r[me].finished);
	ck_assert_uint_eq(hr->r[me].moves, 9);
	NW_UNTIL(&w, lines_with(fd, got, sizeof got, &len, "finish") == 1);
	/* One pos at the start (go), one for the run. */
	ck_assert_uint_eq(lines_with(fd, got, sizeof got, &len, "pos 1 "), 2);
	ck_assert_ptr_nonnull(strstr(got, "pos 1 1 0 9\n"));
	/* A run into a wall is no move (the host's player at the start). */
	nw_host_move(&w, DIR_W, true);
	ck_assert_uint_eq(hr->r[0].moves, 0);
	nw_host_move(&w, DIR_E, true);
	ck_assert(hr->r[0].finished);
	ck_assert_uint_eq(hr->r[0].moves, 9);
	close(fd);
	nw_world_free(&w);
}
END_TEST

/* 300 peers join during a race and leave at once: each was only
 * watching, so none keeps an id, and a spectator still gets one (a low
 * one: they are reused). */
START_TEST(test_ids_reused)
{
	struct world w;
	struct race *hr;
	int i, fd;

	nw_world_init(&w, "ids", true, getuid(), NULL);
	hr = host_race(w.h);
	nw_count_down(&w);
	for (i = 0; i < 300; i++) {
		fd = nw_raw(&w);
		nw_say(fd, HELLO, strlen(HELLO));
		NW_UNTIL(&w, race_racers(hr) == 2);
		close(fd);
		NW_UNTIL(&w, race_racers(hr) == 1 && host_peers(w.h) == 0);
	}
	nw_join(&w, 0, PROTO_ROLE_WATCH);
	ck_assert_int_lt(w.cl[0].race.me, 4);
	nw_world_free(&w);
}
END_TEST

/* A racer who raced and left keeps its row as left until the
 * rematch; one who never raced leaves no row. */
START_TEST(test_left_rows)
{
	struct world w;
	struct race *hr;
	int a, b;
	mg_err e;
	struct host_maze mz;

	nw_world_init(&w, "rows", true, getuid(), NULL);
	hr = host_race(w.h);
	nw_join(&w, 0, PROTO_ROLE_RACE);
	a = w.cl[0].race.me;
	nw_count_down(&w);
	nw_join(&w, 1, PROTO_ROLE_RACE);
	b = w.cl[1].race.me;
	client_close(&w.cl[0]);
	w.open[0] = false;
	client_close(&w.cl[1]);
	w.open[1] = false;
	NW_UNTIL(&w, host_peers(w.h) == 0);
	ck_assert(hr->r[a].used);
	ck_assert_uint_eq(hr->r[a].state, PROTO_RACER_LEFT);
	ck_assert(!hr->r[b].used);
	nw_host_move(&w, DIR_E, false);
	nw_host_move(&w, DIR_E, true);
	ck_assert_uint_eq(hr->state, PROTO_ROOM_RESULTS);
	nw_maze_of(&w, &mz, 43);
	ck_assert_int_eq(host_rematch(w.h, &mz, w.now, &e), 0);
	ck_assert(!hr->r[a].used);
	nw_world_free(&w);
}
END_TEST

/* One user (this test's) holds at most HOST_USER_PLACES places and
 * HOST_USER_CONNS connections; connections without hello hold none of
 * its places.  The host here is another user's, whose own player is
 * not one of ours. */
START_TEST(test_places_per_user)
{
	struct world w;
	struct race *hr;
	int fd[HOST_USER_CONNS + 1], i;
	char got[4096] = "";
	size_t len = 0;

	nw_world_init(&w, "places", true, getuid() + 1, NULL);
	hr = host_race(w.h);
	/* Half our connections say nothing: they hold no place. */
	for (i = 0; i < HOST_USER_CONNS - HOST_USER_PLACES; i++)
		fd[i] = nw_raw(&w);
	for (; i < HOST_USER_CONNS; i++) {
		fd[i] = nw_raw(&w);
		nw_say(fd[i], "mazegame-race 1 watch\n", 22);
	}
	NW_UNTIL(&w, race_racers(hr) == 1 && host_peers(w.h) == HOST_USER_CONNS);
	NW_UNTIL(&w, hr->r[HOST_USER_PLACES].used);
	ck_assert_uint_eq(host_peers(w.h), HOST_USER_CONNS);
	/* One connection more is refused, with the reason. */
	fd[i] = nw_raw(&w);
	NW_UNTIL(&w, lines_with(fd[i], got, sizeof got, &len, "error ") == 1);
	ck_assert_ptr_nonnull(strstr(got, "one user may have"));
	close(fd[i]);
	/* A fifth place is refused too, when a silent one says hello. */
	nw_say(fd[0], "mazegame-race 1 watch\n", 22);
	NW_UNTIL(&w, host_peers(w.h) == HOST_USER_CONNS - 1);
	ck_assert(nw_noticed(hr, "already in the room 4 times"));
	for (i = 0; i < HOST_USER_CONNS; i++)
		close(fd[i]);
	nw_world_free(&w);
}
END_TEST

Suite *
net_fair_suite(void)
{
	Suite *s = suite_create("net_fair");
	TCase *tc;

	tc = tcase_create("rate");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_moves_rate);
	tcase_add_test(tc, test_run_one_command);
	suite_add_tcase(s, tc);

	tc = tcase_create("places");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_ids_reused);
	tcase_add_test(tc, test_left_rows);
	tcase_add_test(tc, test_places_per_user);
	suite_add_tcase(s, tc);
	return s;
}
