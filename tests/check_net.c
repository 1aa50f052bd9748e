/* check_net.c - rooms (abstract sockets, listing, peers, --private) and
 * the race model every screen draws from. */
#include "config.h"

#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "net/race.h"
#include "net/room.h"
#include "suites.h"
#include "net/race_standings.h"

/* Writes a room name no other test run uses. */
static void
room_name(char *buf, size_t size, const char *tag)
{
	snprintf(buf, size, "t%ld-%s", (long)getpid(), tag);
}

START_TEST(test_room_host_join_takeover)
{
	char name[40], names[ROOM_LIST_MAX][PROTO_NAME_MAX + 1];
	int lfd, fd, fd2, why, n, i, found = 0;
	bool hosting;
	uid_t uid;
	pid_t pid;
	mg_err e;

	room_name(name, sizeof name, "a");
	fd = room_connect(name, &why, &e);
	ck_assert_int_eq(fd, -1);
	ck_assert_int_eq(why, ECONNREFUSED);
	lfd = room_open(name, &hosting, &e);
	ck_assert_int_ge(lfd, 0);
	ck_assert(hosting);
	/* A second host is refused; the next one joins. */
	ck_assert_int_eq(room_listen(name, &e), -1);
	ck_assert_int_eq(e.code, MG_ELOCKED);
	fd = room_open(name, &hosting, &e);
	ck_assert_int_ge(fd, 0);
	ck_assert(!hosting);
	fd2 = accept(lfd, NULL, NULL);
	ck_assert_int_ge(fd2, 0);
	ck_assert_int_eq(room_peer(fd2, &uid, &pid, &e), 0);
	ck_assert_uint_eq(uid, getuid());
	ck_assert_int_eq(pid, getpid());
	/* Listed while open. */
	n = room_names(names, ROOM_LIST_MAX, &e);
	ck_assert_int_ge(n, 1);
	for (i = 0; i < n; i++)
		found += strcmp(names[i], name) == 0;
	ck_assert_int_eq(found, 1);
	close(fd);
	close(fd2);
	/* The host dies: the name is free at once, and the next one
	 * hosts. */
	close(lfd);
	lfd = room_open(name, &hosting, &e);
	ck_assert_int_ge(lfd, 0);
	ck_assert(hosting);
	/* --private hosts or fails, naming who holds the room (the
	 * kernel's word); it never joins. */
	{
		char me[PROTO_NAME_MAX + 1], want[128];

		room_login(getuid(), me, sizeof me);
		snprintf(want, sizeof want, "room %s is hosted by %s", name, me);
		ck_assert_int_eq(room_host(name, &e), -1);
		ck_assert_int_eq(e.code, MG_ELOCKED);
		ck_assert_str_eq(e.msg, want);
	}
	close(lfd);
	lfd = room_host(name, &e);
	ck_assert_int_ge(lfd, 0);
	close(lfd);
	n = room_names(names, ROOM_LIST_MAX, &e);
	for (i = 0; i < n; i++)
		ck_assert_str_ne(names[i], name);
}
END_TEST

START_TEST(test_room_bad_names)
{
	bool hosting;
	int why;
	mg_err e;

	ck_assert_int_eq(room_listen("../x", &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "bad room name"));
	ck_assert_int_eq(room_connect("", &why, &e), -1);
	ck_assert_int_eq(room_open("a b", &hosting, &e), -1);
	ck_assert_int_eq(room_open("abcdefghijabcdefghijabcdefghijabc", &hosting,
	    &e), -1);
}
END_TEST

START_TEST(test_room_names_parse)
{
	static const char text[] =
	    "Num       RefCount Protocol Flags    Type St Inode Path\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 100 @mazegame-race/zed\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 101 @mazegame-race/alpha\n"
	    "0000000000000000: 00000003 00000000 00000000 0001 03 102 @mazegame-race/alpha\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 103 @mazegame-race/zed\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 104 /tmp/mazegame-race/x\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 105 @mazegame-race/a/b\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 106 @mazegame-race/\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 107 @other/x\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 108 @mazegame-race/sp ace\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 109\n"
	    "0000000000000000: 00000002 00000000 00010000 0001 01 110 @mazegame-race/last";
	char names[4][PROTO_NAME_MAX + 1];
	size_t n = room_names_parse(text, strlen(text), names, 4);

	ck_assert_uint_eq(n, 3);
	ck_assert_str_eq(names[0], "alpha");
	ck_assert_str_eq(names[1], "last");
	ck_assert_str_eq(names[2], "zed");
	ck_assert_uint_eq(room_names_parse(text, strlen(text), names, 1), 1);
	ck_assert_str_eq(names[0], "alpha");
}
END_TEST

START_TEST(test_room_acl)
{
	struct room_acl acl;
	char me[PROTO_NAME_MAX + 1], list[80];
	mg_err e;

	room_login(getuid(), me, sizeof me);
	ck_assert(proto_login_ok(me));
	snprintf(list, sizeof list, "nobody,%s", me);
	ck_assert_int_eq(room_acl_parse(&acl, list, &e), 0);
	ck_assert_uint_eq(acl.n, 2);
	ck_assert(room_acl_allows(&acl, 65534, 12345));
	ck_assert(room_acl_allows(&acl, getuid(), 12345));
	ck_assert(room_acl_allows(&acl, 12345, 12345));
	ck_assert(!room_acl_allows(&acl, 54321, 12345));
	ck_assert_int_eq(room_acl_parse(&acl, "nobody,no-such-user-zq", &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "no-such-user-zq"));
	ck_assert_int_eq(room_acl_parse(&acl, "nobody,", &e), -1);
	ck_assert_int_eq(room_acl_parse(&acl, "", &e), -1);
	ck_assert_int_eq(room_acl_parse(&acl, "a b", &e), -1);
	acl.n = 0;
	ck_assert(room_acl_allows(&acl, 54321, 12345));
	/* A uid without a passwd entry still gets a name. */
	room_login(4000000123u, me, sizeof me);
	ck_assert_str_eq(me, "uid4000000123");
}
END_TEST

/* Applies a line to r, failing the test if it is refused. */
static void
feed(struct race *r, const char *line)
{
	struct proto_msg m;
	mg_err e;

	ck_assert_msg(proto_parse(line, strlen(line), &m, &e) == 0, "%s: %s",
	    line, e.msg);
	ck_assert_msg(race_apply(r, &m, &e) == 0, "%s: %s", line, e.msg);
}

/* Expects the line to be refused by r. */
static void
refuse(struct race *r, const char *line)
{
	struct proto_msg m;
	mg_err e;

	ck_assert_int_eq(proto_parse(line, strlen(line), &m, &e), 0);
	ck_assert_msg(race_apply(r, &m, &e) == -1, "accepted %s", line);
}

/* One maze a race, and never one larger than a room races: a second
 * maze line before a rematch is refused, as is 1001x1000; after a
 * rematch a new one is taken. */
START_TEST(test_race_one_maze)
{
	struct race r;

	race_init(&r, "");
	feed(&r, "welcome 1 race lobby");
	refuse(&r, "maze 10 5 backtracker 1 normal");   /* before the go */
	feed(&r, "go");
	refuse(&r, "maze 65535 2048 aldous-broder 1 normal");
	refuse(&r, "maze 1001 1000 backtracker 1 normal");
	ck_assert(!r.maze.known);
	feed(&r, "maze 1000 1000 backtracker 1 normal");
	ck_assert(r.maze.known);
	refuse(&r, "maze 10 5 backtracker 2 normal");
	ck_assert_uint_eq(r.maze.seed, 1);
	feed(&r, "rematch");
	ck_assert(!r.maze.known);
	feed(&r, "go");
	feed(&r, "maze 10 5 backtracker 2 normal");
	ck_assert_uint_eq(r.maze.seed, 2);
	refuse(&r, "maze 10 5 backtracker 3 normal");
	ck_assert_uint_eq(r.maze.seed, 2);
}
END_TEST

START_TEST(test_race_model)
{
	struct race r;
	struct race_event ev;
	unsigned ids[8];
	char name[48];
	int kinds[8] = { 0 }, i;

	race_init(&r, "");
	refuse(&r, "pos 1 0 0 0");
	feed(&r, "welcome 2 race lobby");
	refuse(&r, "welcome 2 race lobby");
	refuse(&r, "up");
	ck_assert_int_eq(r.me, 2);
	ck_assert_str_eq(r.room, "race");
	/* No maze before the go. */
	refuse(&r, "maze 5 2 backtracker 42 normal");
	feed(&r, "racer 0 ann 1 A 0 ready");
	feed(&r, "racer 1 bob 1 B 1 ready");
	feed(&r, "racer 2 ann 2 An 2 ready");
	feed(&r, "racer 3 cy 1 C 3 spectator");
	race_display_name(&r.r[2], name, sizeof name);
	ck_assert_str_eq(name, "ann (2)");
	race_display_name(&r.r[0], name, sizeof name);
	ck_assert_str_eq(name, "ann");
	ck_assert_uint_eq(race_racers(&r), 3);
	refuse(&r, "pos 7 0 0 0");
	feed(&r, "count 3");
	ck_assert_uint_eq(r.state, PROTO_ROOM_COUNTDOWN);
	ck_assert_uint_eq(r.count, 3);
	feed(&r, "racer 0 ann 1 A 0 racing");
	feed(&r, "racer 1 bob 1 B 1 racing");
	feed(&r, "racer 2 ann 2 An 2 racing");
	feed(&r, "go");
	feed(&r, "maze 5 2 backtracker 42 normal");
	ck_assert(r.maze.known);
	refuse(&r, "pos 0 2 0 0");
	refuse(&r, "pos 0 0 5 0");
	ck_assert_uint_eq(race_in_race(&r), 3);
	feed(&r, "pos 1 1 4 9");
	ck_assert_uint_eq(r.r[1].row, 1);
	ck_assert_uint_eq(r.r[1].col, 4);
	ck_assert_uint_eq(r.r[1].moves, 9);
	/* An assisted finisher ranks after every unassisted one. */
	feed(&r, "finish 1 1 5000 9 1");
	feed(&r, "finish 0 2 9000 12 0");
	feed(&r, "finish 2 3 7000 10 0");
	ck_assert_uint_eq(race_table(&r, ids, 8), 3);
	ck_assert_uint_eq(ids[0], 2);
	ck_assert_uint_eq(ids[1], 0);
	ck_assert_uint_eq(ids[2], 1);
	ck_assert_uint_eq(r.r[1].place, 3);
	ck_assert_uint_eq(r.r[2].place, 1);
	ck_assert_uint_eq(race_table(&r, ids, 1), 1);
	/* Mid-race, one who goes is shown as left; after a rematch the
	 * left are gone and the rest start again. */
	feed(&r, "gone 0");
	ck_assert(r.r[0].used);
	ck_assert_uint_eq(r.r[0].state, PROTO_RACER_LEFT);
	feed(&r, "results");
	ck_assert_uint_eq(r.state, PROTO_ROOM_RESULTS);
	feed(&r, "error careful");
	feed(&r, "rematch");
	ck_assert(!r.r[0].used);
	ck_assert(!r.r[1].finished);
	ck_assert(!r.maze.known);
	refuse(&r, "pos 1 0 0 0");
	refuse(&r, "maze 5 2 backtracker 43 normal");   /* before its go */
	feed(&r, "gone 3");
	ck_assert(!r.r[3].used);
	/* The events came; the queue overflowed into one "redraw all". */
	while (race_next_event(&r, &ev))
		if (ev.kind < 8)
			kinds[ev.kind]++;
	ck_assert_int_eq(kinds[RACE_EV_LOST], 1);
	ck_assert(!race_next_event(&r, &ev));
	race_notice(&r, "%s dropped", "bob");
	ck_assert(race_next_event(&r, &ev));
	ck_assert_uint_eq(ev.kind, RACE_EV_NOTICE);
	ck_assert(race_next_notice(&r, name, sizeof name));
	ck_assert_str_eq(name, "the host says: careful");
	ck_assert(race_next_notice(&r, name, sizeof name));
	ck_assert_str_eq(name, "bob dropped");
	ck_assert(!race_next_notice(&r, name, sizeof name));
	/* The queue keeps the newest RACE_NOTICES: the oldest go. */
	for (i = 0; i < RACE_NOTICES + 12; i++)
		race_notice(&r, "n%d", i);
	ck_assert(race_next_notice(&r, name, sizeof name));
	ck_assert_str_eq(name, "n12");
	ck_assert_uint_eq(race_percent(52, 58), 89);
	ck_assert_uint_eq(race_percent(52, 52), 100);
	ck_assert_uint_eq(race_percent(52, 0), 0);
}
END_TEST

/* A notice carries its short form for the status line: a drop's and
 * the host's error's reason without the details in parentheses,
 * whatever the language of the words around it. */
/* A racer's move comes as one event that says where it stood before
 * (none the first time), so a screen draws only the cells it changed. */
START_TEST(test_race_move_event)
{
	struct race r;
	struct race_event ev;

	race_init(&r, "");
	feed(&r, "welcome 0 race lobby");
	feed(&r, "racer 1 bob 1 B 1 ready");
	feed(&r, "count 1");
	feed(&r, "racer 1 bob 1 B 1 racing");
	feed(&r, "go");
	feed(&r, "maze 5 2 backtracker 42 normal");
	while (race_next_event(&r, &ev))
		;
	feed(&r, "pos 1 0 0 0");
	ck_assert(race_next_event(&r, &ev));
	ck_assert_uint_eq(ev.kind, RACE_EV_POS);
	ck_assert_uint_eq(ev.id, 1);
	ck_assert(!ev.was_placed);
	feed(&r, "pos 1 1 3 6");
	ck_assert(race_next_event(&r, &ev));
	ck_assert_uint_eq(ev.kind, RACE_EV_POS);
	ck_assert(ev.was_placed);
	ck_assert_uint_eq(ev.was_row, 0);
	ck_assert_uint_eq(ev.was_col, 0);
	feed(&r, "pos 1 1 4 7");
	ck_assert(race_next_event(&r, &ev));
	ck_assert_uint_eq(ev.was_row, 1);
	ck_assert_uint_eq(ev.was_col, 3);
	ck_assert_uint_eq(r.r[1].col, 4);
	ck_assert(!race_next_event(&r, &ev));
}
END_TEST

START_TEST(test_race_notice_brief)
{
	static struct race r;
	struct proto_msg m;
	char text[RACE_NOTICE_MAX], brief[RACE_NOTICE_MAX];
	mg_err e;

	race_init(&r, "room");
	race_notice_drop(&r, "bob", "broke the protocol (line 3: odd bytes)");
	race_notice(&r, "the host is gone (%s)", "eof");
	proto_init(&m, PROTO_ERROR);
	snprintf(m.text, sizeof m.text, "dropped: flooding (32 KiB waiting)");
	ck_assert_int_eq(race_apply(&r, &m, &e), 0);
	ck_assert(race_next_notice_brief(&r, text, sizeof text, brief, sizeof brief));
	ck_assert_str_eq(text, "bob dropped: broke the protocol (line 3: odd bytes)");
	ck_assert_str_eq(brief, "bob dropped: broke the protocol");
	ck_assert(race_next_notice_brief(&r, text, sizeof text, brief, sizeof brief));
	ck_assert_str_eq(brief, "the host is gone (eof)");   /* whole */
	ck_assert(race_next_notice_brief(&r, text, sizeof text, brief, sizeof brief));
	ck_assert_str_eq(text, "the host says: dropped: flooding (32 KiB waiting)");
	ck_assert_str_eq(brief, "the host says: dropped: flooding");
	ck_assert(!race_next_notice_brief(&r, text, sizeof text, brief, sizeof brief));
}
END_TEST

/* Who hosts is the kernel's word (race.host): the host's own entry
 * (racer 0) shows it whatever name the host's line gives, the host's
 * words are shown as its own, and a welcome does not rename the room
 * that was dialled. */
START_TEST(test_race_host_named_by_kernel)
{
	static struct race r;
	char text[RACE_NOTICE_MAX];
	struct race_event ev;

	race_init(&r, "party");
	snprintf(r.host, sizeof r.host, "squatter");
	feed(&r, "welcome 1 other lobby");
	ck_assert_str_eq(r.room, "party");
	feed(&r, "racer 0 ann 1 A 0 ready");
	feed(&r, "racer 1 ann 2 An 1 ready");
	ck_assert_str_eq(r.r[0].login, "squatter");
	ck_assert_str_eq(r.r[1].login, "ann");     /* a racer: the host's word */
	/* A host that welcomes us as racer 0 does not rename us. */
	{
		static struct race r2;

		race_init(&r2, "party");
		snprintf(r2.host, sizeof r2.host, "squatter");
		feed(&r2, "welcome 0 party lobby");
		feed(&r2, "racer 0 ann 1 A 0 ready");
		ck_assert_str_eq(r2.r[0].login, "ann");
	}
	feed(&r, "error room party is private; ask root to run this");
	while (race_next_event(&r, &ev))
		;
	ck_assert(race_next_notice(&r, text, sizeof text));
	ck_assert_str_eq(text, "the host (squatter) says: room party is private; ask root to run this");
}
END_TEST

/* Contradictory data from a host never shows a place past the count of
 * racers ("256th of 128"): a finish for someone not racing is refused,
 * and a finisher who left still counts in the race. */
START_TEST(test_race_place_within_count)
{
	static struct race r;
	unsigned id, ids[RACE_SLOTS];
	char line[64];
	size_t n;

	race_init(&r, "room");
	feed(&r, "welcome 0 room racing");
	feed(&r, "maze 5 2 backtracker 43 normal");
	feed(&r, "racer 0 ann 1 A 0 racing");
	feed(&r, "racer 1 bob 1 B 1 ready");
	feed(&r, "racer 2 cy 1 C 2 spectator");
	refuse(&r, "finish 1 1 10 5 0");
	refuse(&r, "finish 2 1 10 5 0");
	for (id = 3; id < 40; id++) {
		snprintf(line, sizeof line, "racer %u x%u 1 X 3 racing", id, id);
		feed(&r, line);
		snprintf(line, sizeof line, "finish %u 256 %u 5 0", id, id);
		feed(&r, line);
		snprintf(line, sizeof line, "gone %u", id);
		feed(&r, line);
	}
	feed(&r, "finish 0 1 9999 5 0");
	n = race_table(&r, ids, RACE_SLOTS);
	ck_assert_uint_eq(n, 38);
	ck_assert_uint_eq(r.r[0].place, 38);
	ck_assert_uint_le(r.r[0].place, race_in_race(&r));
	for (id = 0; id < RACE_SLOTS; id++)
		if (r.r[id].used && r.r[id].finished)
			ck_assert_uint_le(r.r[id].place, race_in_race(&r));
}
END_TEST

Suite *
net_suite(void)
{
	Suite *s = suite_create("net");
	TCase *tc;

	tc = tcase_create("rooms");
	tcase_add_test(tc, test_room_host_join_takeover);
	tcase_add_test(tc, test_room_bad_names);
	tcase_add_test(tc, test_room_names_parse);
	tcase_add_test(tc, test_room_acl);
	suite_add_tcase(s, tc);

	tc = tcase_create("race");
	tcase_add_test(tc, test_race_model);
	tcase_add_test(tc, test_race_one_maze);
	tcase_add_test(tc, test_race_move_event);
	tcase_add_test(tc, test_race_notice_brief);
	tcase_add_test(tc, test_race_host_named_by_kernel);
	tcase_add_test(tc, test_race_place_within_count);
	suite_add_tcase(s, tc);
	return s;
}
