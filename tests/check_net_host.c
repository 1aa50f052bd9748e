/* check_net_host.c - a room's life over real sockets: joining and
 * names, the countdown, checked moves, the finish table, rematch,
 * watchers, a private room, the listing, and the host going away. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "net/client_list.h"
#include "networld.h"
#include "suites.h"
#include "net/race_standings.h"

/* Client i's move toward d. */
static void
move(struct world *w, int i, enum dir d)
{
	ck_assert_int_eq(client_move(&w->cl[i], d, false, NULL), 0);
}

START_TEST(test_join_and_names)
{
	struct world w;
	struct race *hr;
	char me[PROTO_NAME_MAX + 1], name[48];
	int a, b;

	nw_world_init(&w, "join", true, getuid(), NULL);
	hr = host_race(w.h);
	ck_assert_int_eq(host_local_id(w.h), 0);
	nw_join(&w, 0, PROTO_ROLE_RACE);
	nw_join(&w, 1, PROTO_ROLE_RACE);
	a = w.cl[0].race.me;
	b = w.cl[1].race.me;
	ck_assert_int_ne(a, b);
	ck_assert_int_ne(a, 0);
	NW_UNTIL(&w, w.cl[0].race.r[b].used);
	/* Three sessions of one user: "me", "me (2)", "me (3)", each
	 * with its own letters and colour. */
	room_login(getuid(), me, sizeof me);
	ck_assert_str_eq(w.cl[0].race.r[0].login, me);
	race_display_name(&w.cl[0].race.r[a], name, sizeof name);
	ck_assert_ptr_nonnull(strstr(name, "(2)"));
	race_display_name(&w.cl[1].race.r[b], name, sizeof name);
	ck_assert_ptr_nonnull(strstr(name, "(3)"));
	ck_assert_str_ne(hr->r[0].tag, hr->r[a].tag);
	ck_assert_str_ne(hr->r[a].tag, hr->r[b].tag);
	ck_assert_str_ne(hr->r[0].tag, hr->r[b].tag);
	ck_assert_uint_ne(hr->r[0].colour, hr->r[a].colour);
	ck_assert_uint_eq(w.cl[1].race.state, PROTO_ROOM_LOBBY);
	/* No maze (no seed) reaches a racer before the go. */
	ck_assert(!w.cl[1].race.maze.known);
	ck_assert_uint_eq(w.cl[1].race.maze.seed, 0);
	ck_assert_str_eq(w.cl[1].race.room, w.room);
	/* One leaves the lobby: the others see it at once. */
	client_close(&w.cl[0]);
	w.open[0] = false;
	NW_UNTIL(&w, !w.cl[1].race.r[a].used);
	ck_assert(!hr->r[a].used);
	ck_assert(nw_noticed(hr, "left"));
	nw_world_free(&w);
}
END_TEST

START_TEST(test_race_table_rematch)
{
	struct world w;
	struct race *hr;
	struct host_maze mz;
	unsigned ids[4];
	int a, b, i;
	mg_err e;

	nw_world_init(&w, "race", true, getuid(), NULL);
	hr = host_race(w.h);
	nw_join(&w, 0, PROTO_ROLE_RACE);
	nw_join(&w, 1, PROTO_ROLE_RACE);
	a = w.cl[0].race.me;
	b = w.cl[1].race.me;
	nw_count_down(&w);
	ck_assert_int_eq(host_start(w.h, w.now, &e), -1);
	NW_UNTIL(&w, w.cl[1].race.state == PROTO_ROOM_RACE
	    && w.cl[1].race.r[a].state == PROTO_RACER_RACING);
	/* Through a wall: nothing happens.  Along the corridor: seen on
	 * the other screen, counted by the host. */
	move(&w, 0, DIR_N);
	move(&w, 0, DIR_W);
	move(&w, 0, DIR_E);
	NW_UNTIL(&w, w.cl[1].race.r[a].col == 1);
	ck_assert_uint_eq(w.cl[1].race.r[a].moves, 1);
	ck_assert_uint_eq(hr->r[a].moves, 1);
	/* a is shown the way (assisted) and finishes first; b later,
	 * unassisted, ranks above a. */
	ck_assert_int_eq(client_send(&w.cl[0], PROTO_ASSIST, NULL), 0);
	for (i = 0; i < 3; i++)
		move(&w, 0, DIR_E);
	move(&w, 0, DIR_S);
	for (i = 0; i < 4; i++)
		move(&w, 0, DIR_W);
	w.now += 5000;
	NW_UNTIL(&w, w.cl[1].race.r[a].finished);
	ck_assert(w.cl[1].race.r[a].assisted);
	ck_assert_uint_eq(w.cl[1].race.r[a].ms, 5000);
	ck_assert_uint_eq(w.cl[1].race.r[a].moves, 9);
	w.now += 2000;
	for (i = 0; i < 4; i++)
		move(&w, 1, DIR_E);
	move(&w, 1, DIR_S);
	for (i = 0; i < 4; i++)
		move(&w, 1, DIR_W);
	NW_UNTIL(&w, w.cl[0].race.r[b].finished);
	ck_assert_uint_eq(race_table(&w.cl[0].race, ids, 4), 2);
	ck_assert_uint_eq(ids[0], (unsigned)b);
	ck_assert_uint_eq(ids[1], (unsigned)a);
	ck_assert_uint_eq(w.cl[0].race.r[b].place, 1);
	ck_assert_uint_eq(w.cl[0].race.r[b].ms, 7000);
	/* The host's own player, still racing, finishes through its
	 * calls; then the results. */
	ck_assert_uint_eq(hr->state, PROTO_ROOM_RACE);
	nw_host_move(&w, DIR_S, false);
	ck_assert_uint_eq(hr->r[0].moves, 0);
	nw_host_assist(&w);
	for (i = 0; i < 4; i++)
		nw_host_move(&w, DIR_E, false);
	nw_host_move(&w, DIR_S, false);
	for (i = 0; i < 4; i++)
		nw_host_move(&w, DIR_W, false);
	ck_assert(hr->r[0].finished);
	ck_assert(hr->r[0].assisted);
	ck_assert_uint_eq(hr->r[0].place, 3);
	ck_assert_uint_eq(hr->state, PROTO_ROOM_RESULTS);
	NW_UNTIL(&w, w.cl[0].race.state == PROTO_ROOM_RESULTS);
	/* Rematch: a new seed, everyone ready again, the countdown on. */
	nw_maze_of(&w, &mz, 43);
	ck_assert_int_eq(host_rematch(w.h, &mz, w.now, &e), 0);
	NW_UNTIL(&w, w.cl[1].race.state == PROTO_ROOM_COUNTDOWN);
	/* The last maze is gone, the next not yet told. */
	ck_assert(!w.cl[1].race.maze.known);
	ck_assert_uint_eq(w.cl[1].race.r[a].state, PROTO_RACER_READY);
	ck_assert(!w.cl[1].race.r[a].finished);
	ck_assert_uint_eq(w.cl[1].race.count, 3);
	w.now += 3000;
	NW_UNTIL(&w, w.cl[1].race.state == PROTO_ROOM_RACE);
	/* At the go: the new maze, seed and all. */
	ck_assert(w.cl[1].race.maze.known);
	ck_assert_uint_eq(w.cl[1].race.maze.seed, 43);
	ck_assert_uint_eq(w.cl[1].race.maze.w, 5);
	ck_assert_str_eq(w.cl[1].race.maze.algo, "backtracker");
	ck_assert_uint_eq(w.cl[1].race.r[a].state, PROTO_RACER_RACING);
	ck_assert_int_eq(host_rematch(w.h, &mz, w.now, &e), -1);
	nw_world_free(&w);
}
END_TEST

START_TEST(test_watchers)
{
	struct world w;
	int a, late, spec;

	nw_world_init(&w, "watch", true, getuid(), NULL);
	nw_join(&w, 0, PROTO_ROLE_RACE);
	a = w.cl[0].race.me;
	nw_count_down(&w);
	move(&w, 0, DIR_E);
	NW_UNTIL(&w, host_race(w.h)->r[a].col == 1);
	/* Joining mid-race: watching, and sees everyone where they are. */
	nw_join(&w, 1, PROTO_ROLE_RACE);
	nw_join(&w, 2, PROTO_ROLE_WATCH);
	late = w.cl[1].race.me;
	spec = w.cl[2].race.me;
	ck_assert_uint_eq(w.cl[1].race.r[late].state, PROTO_RACER_WATCHING);
	ck_assert_uint_eq(w.cl[2].race.r[spec].state, PROTO_RACER_SPECTATOR);
	ck_assert_uint_eq(w.cl[1].race.state, PROTO_ROOM_RACE);
	ck_assert_uint_eq(w.cl[1].race.r[a].col, 1);
	ck_assert(w.cl[2].race.r[a].placed);
	/* Their moves do nothing; a's move reaches both. */
	move(&w, 1, DIR_E);
	move(&w, 2, DIR_E);
	move(&w, 0, DIR_E);
	NW_UNTIL(&w, w.cl[1].race.r[a].col == 2 && w.cl[2].race.r[a].col == 2);
	ck_assert(!host_race(w.h)->r[late].placed);
	ck_assert_uint_eq(race_in_race(host_race(w.h)), 2);
	/* a's terminal goes away mid-race: "left" everywhere, at once. */
	client_close(&w.cl[0]);
	w.open[0] = false;
	NW_UNTIL(&w, w.cl[2].race.r[a].state == PROTO_RACER_LEFT);
	ck_assert(w.cl[2].race.r[a].used);
	nw_world_free(&w);
}
END_TEST

START_TEST(test_private_room)
{
	struct world w;
	struct room_acl acl;
	struct client cl;
	int why, fd;
	mg_err e;

	/* The host is someone else, and lets only "nobody" in. */
	ck_assert_int_eq(room_acl_parse(&acl, "nobody", &e), 0);
	nw_world_init(&w, "priv", false, 4000000123u, &acl);
	fd = room_connect(w.room, &why, &e);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(client_open(&cl, fd, NULL, PROTO_ROLE_RACE, &e), 0);
	/* Pump the host and this client until the host has refused it. */
	{
		uint64_t end = clock_ms() + 10000;

		while (!cl.gone) {
			struct pollfd pfd[2];
			size_t n = host_pollfds(w.h, pfd, 1);

			n += client_pollfds(&cl, pfd + n, 1);
			poll(pfd, (nfds_t)n, 10);
			host_service(w.h, pfd, 1, w.now);
			client_service(&cl, pfd + 1, n - 1);
			ck_assert(clock_ms() < end);
		}
	}
	ck_assert_ptr_nonnull(strstr(cl.why, "is private"));
	ck_assert_ptr_nonnull(strstr(cl.why, w.room));
	ck_assert_int_eq(client_wait_ready(&cl, 100, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "is private"));
	client_close(&cl);
	ck_assert_uint_eq(host_peers(w.h), 0);
	ck_assert_int_eq(host_local_id(w.h), -1);
	nw_world_free(&w);
}
END_TEST

START_TEST(test_list_and_host_gone)
{
	struct world w;
	struct client_room rooms[ROOM_LIST_MAX];
	struct client *cl;
	int i, n, found = -1;

	nw_world_init(&w, "list", true, getuid(), NULL);
	nw_join(&w, 0, PROTO_ROLE_RACE);
	cl = &w.cl[0];
	/* The listing blocks until the host answers, and the host
	 * answers only in its loop: list from a child while this process
	 * pumps the host. */
	{
		pid_t pid = fork();

		ck_assert_int_ge(pid, 0);
		if (pid == 0) {
			size_t cut;
			char me[PROTO_NAME_MAX + 1];

			/* The host is named by the kernel: our own login. */
			room_login(getuid(), me, sizeof me);
			n = client_list(rooms, ROOM_LIST_MAX, &cut, 5000, NULL);
			for (i = 0; i < n; i++)
				if (strcmp(rooms[i].room, w.room) == 0
				    && strcmp(rooms[i].host, me) == 0
				    && rooms[i].answered && rooms[i].racers == 2
				    && rooms[i].state == PROTO_ROOM_LOBBY)
					_exit(0);
			_exit(1);
		}
		for (;;) {
			int st;
			pid_t r = waitpid(pid, &st, WNOHANG);

			if (r == pid) {
				found = WIFEXITED(st) ? WEXITSTATUS(st) : 2;
				break;
			}
			nw_pump(&w);
		}
	}
	ck_assert_int_eq(found, 0);
	/* The host goes away mid-race: the client says so and goes on. */
	nw_count_down(&w);
	NW_UNTIL(&w, cl->race.state == PROTO_ROOM_RACE);
	host_destroy(w.h);
	w.h = NULL;
	NW_UNTIL(&w, cl->gone);
	ck_assert(nw_noticed(&cl->race, "the host is gone"));
	ck_assert_int_eq(client_move(cl, DIR_E, false, NULL), -1);
	ck_assert_uint_eq(client_pollfds(cl, NULL, 0), 0);
	nw_world_free(&w);
}
END_TEST

/* An arcade's room: visitors (peers of the host's own account, the
 * arcade's) race under the names they give, and are held to places a
 * visitor, not an account: with the host's own visitor and four more,
 * five places of one account are taken (one user may hold four); a
 * fifth place of one visitor is refused.  A room that is not an
 * arcade's drops a peer that names itself. */
START_TEST(test_arcade_names)
{
	static const char *const names[NCL] = { "Bo", "Cy", "Di", "Ed" };
	struct world w;
	struct race *hr;
	char got[4096] = "", line[64];
	size_t got_len = 0;
	unsigned id, bo = 0;
	int i, fd[4], why;
	mg_err e;

	nw_world_init_arcade(&w, "arc", true, getuid(), NULL, "Ann");
	hr = host_race(w.h);
	ck_assert_str_eq(hr->r[host_local_id(w.h)].login, "Ann");
	for (i = 0; i < NCL; i++) {
		int f = room_connect(w.room, &why, NULL);

		ck_assert_int_ge(f, 0);
		ck_assert_int_eq(client_open_as(&w.cl[i], f, w.room,
		    PROTO_ROLE_RACE, names[i], &e), 0);
		w.open[i] = true;
		NW_UNTIL(&w, w.cl[i].race.me >= 0);
		ck_assert_str_eq(hr->r[w.cl[i].race.me].login, names[i]);
		ck_assert_uint_eq(hr->r[w.cl[i].race.me].session, 1);
	}
	ck_assert_uint_eq(race_racers(hr), 5);
	/* Bo comes three more times, then a fourth: refused. */
	snprintf(line, sizeof line, "mazegame-visitor %d race Bo\n", PROTO_VERSION);
	for (i = 0; i < 4; i++) {
		fd[i] = nw_raw(&w);
		nw_say(fd[i], line, strlen(line));
		if (i < 3)
			NW_UNTIL(&w, race_racers(hr) == 6u + (unsigned)i);
	}
	NW_UNTIL(&w, !nw_drain(fd[3], got, sizeof got, &got_len));
	ck_assert_ptr_nonnull(strstr(got, "already in the room 4 times"));
	for (id = 0; id < RACE_SLOTS; id++)
		bo += hr->r[id].used && strcmp(hr->r[id].login, "Bo") == 0;
	ck_assert_uint_eq(bo, 4);
	for (i = 0; i < 4; i++)
		close(fd[i]);
	nw_world_free(&w);

	/* Not an arcade's room: a name is not believed. */
	nw_world_init(&w, "notarc", true, getuid(), NULL);
	hr = host_race(w.h);
	fd[0] = nw_raw(&w);
	nw_say(fd[0], line, strlen(line));
	got_len = 0;
	got[0] = '\0';
	NW_UNTIL(&w, !nw_drain(fd[0], got, sizeof got, &got_len));
	ck_assert_ptr_nonnull(strstr(got, "only the arcade's visitors"));
	ck_assert_uint_eq(race_racers(hr), 1);
	close(fd[0]);
	nw_world_free(&w);
}
END_TEST

/* A visitor's own game on show: on from the first moment, watched and
 * never raced; the player's positions told as the game has them, the
 * win, and the next game. */
START_TEST(test_game_on_show)
{
	struct world w;
	struct race *hr;
	struct host_maze mz;
	char got[4096] = "", line[64];
	size_t got_len = 0;
	int me, fd, why;
	unsigned id;
	mg_err e;

	nw_world_init_show(&w, "show", "Ann");
	hr = host_race(w.h);
	me = host_local_id(w.h);
	ck_assert_int_ge(me, 0);
	ck_assert_uint_eq(hr->state, PROTO_ROOM_RACE);
	ck_assert_uint_eq(hr->r[me].state, PROTO_RACER_RACING);
	ck_assert_uint_eq(host_watchers(w.h), 0);
	/* Bo watches: the maze and Ann where she is, by her name. */
	host_show_at(w.h, 2, 2, w.now);
	fd = room_connect(w.room, &why, NULL);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(client_open_as(&w.cl[0], fd, w.room, PROTO_ROLE_WATCH,
	    "Bo", &e), 0);
	w.open[0] = true;
	NW_UNTIL(&w, w.cl[0].race.me >= 0 && w.cl[0].race.maze.known
	    && w.cl[0].race.r[me].placed);
	ck_assert_str_eq(w.cl[0].race.r[me].login, "Ann");
	ck_assert_uint_eq(w.cl[0].race.r[me].col, 2);
	ck_assert_uint_eq(w.cl[0].race.r[me].moves, 2);
	ck_assert_uint_eq(host_watchers(w.h), 1);
	/* A watcher's moves move nobody. */
	move(&w, 0, DIR_E);
	host_show_at(w.h, 3, 3, w.now);
	NW_UNTIL(&w, w.cl[0].race.r[me].col == 3);
	ck_assert_uint_eq(w.cl[0].race.r[me].moves, 3);
	ck_assert_uint_eq(host_race(w.h)->r[w.cl[0].race.me].state,
	    PROTO_RACER_SPECTATOR);
	/* Nobody races in it, by name or not. */
	snprintf(line, sizeof line, "mazegame-visitor %d race Cy\n", PROTO_VERSION);
	fd = nw_raw(&w);
	nw_say(fd, line, strlen(line));
	NW_UNTIL(&w, !nw_drain(fd, got, sizeof got, &got_len));
	ck_assert_ptr_nonnull(strstr(got, "which others only watch"));
	close(fd);
	for (id = 0; id < RACE_SLOTS; id++)
		ck_assert(!hr->r[id].used || (int)id == me
		    || hr->r[id].state == PROTO_RACER_SPECTATOR);
	/* Any position the game has (a jump, too), and the win. */
	host_show_at(w.h, 5, 9, w.now + 5000);
	NW_UNTIL(&w, w.cl[0].race.state == PROTO_ROOM_RESULTS);
	ck_assert(w.cl[0].race.r[me].finished);
	ck_assert_uint_eq(w.cl[0].race.r[me].place, 1);
	ck_assert_uint_eq(w.cl[0].race.r[me].moves, 9);
	/* Told again after the win: nothing. */
	host_show_at(w.h, 4, 10, w.now);
	ck_assert_uint_eq(hr->r[me].moves, 9);
	/* The next game: the watcher sees it from its start. */
	nw_maze_of(&w, &mz, 43);
	ck_assert_int_eq(host_show_maze(w.h, &mz, w.now, &e), 0);
	NW_UNTIL(&w, w.cl[0].race.state == PROTO_ROOM_RACE
	    && w.cl[0].race.maze.known && w.cl[0].race.maze.seed == 43
	    && w.cl[0].race.r[me].state == PROTO_RACER_RACING);
	ck_assert_uint_eq(w.cl[0].race.r[me].col, 0);
	/* A game left unfinished for another: its end, then the next. */
	host_show_at(w.h, 1, 1, w.now);
	nw_maze_of(&w, &mz, 44);
	ck_assert_int_eq(host_show_maze(w.h, &mz, w.now, &e), 0);
	NW_UNTIL(&w, w.cl[0].race.maze.known && w.cl[0].race.maze.seed == 44
	    && w.cl[0].race.state == PROTO_ROOM_RACE);
	NW_UNTIL(&w, w.cl[0].race.r[me].placed && w.cl[0].race.r[me].col == 0);
	/* The watcher leaves: none watch. */
	client_close(&w.cl[0]);
	w.open[0] = false;
	NW_UNTIL(&w, host_watchers(w.h) == 0);
	nw_world_free(&w);

	/* A room that is not on show takes none of it. */
	nw_world_init(&w, "noshow", true, getuid(), NULL);
	nw_maze_of(&w, &mz, 45);
	ck_assert_int_eq(host_show_maze(w.h, &mz, w.now, &e), -1);
	host_show_at(w.h, 1, 1, w.now);
	ck_assert(!host_race(w.h)->r[host_local_id(w.h)].placed);
	nw_world_free(&w);
}
END_TEST

Suite *
net_host_suite(void)
{
	Suite *s = suite_create("net_host");
	TCase *tc;

	tc = tcase_create("joining");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_join_and_names);
	tcase_add_test(tc, test_private_room);
	tcase_add_test(tc, test_arcade_names);
	suite_add_tcase(s, tc);

	tc = tcase_create("race");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_race_table_rematch);
	tcase_add_test(tc, test_watchers);
	tcase_add_test(tc, test_game_on_show);
	suite_add_tcase(s, tc);

	tc = tcase_create("listing");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_list_and_host_gone);
	suite_add_tcase(s, tc);
	return s;
}
