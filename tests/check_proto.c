/* check_proto.c - the racing protocol: every message round-trips, and
 * anything else is refused with a message. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "net/proto.h"
#include "net/proto_move.h"
#include "suites.h"

/* Lines that must parse, and be written back byte for byte. */
static const char *const good[] = {
	"mazegame-race 1 race", "mazegame-race 1 watch", "mazegame-race 1 list",
	"up", "down", "left", "right", "start", "assist", "quit", "ping",
	"run up", "run right", "run down", "run left",
	"welcome 0 race lobby", "welcome 255 a.b_c-9 racing",
	"racer 3 ann 1 A 0 ready", "racer 4 ann 2 A2 7 left",
	"racer 200 web$ 99 Zz 3 spectator", "racer 0 a.b@c 1 x 1 watching",
	"maze 39 10 backtracker 42 normal",
	"maze 65535 1 aldous-broder 18446744073709551615 hard",
	"maze 1 1 dfs 0 easy",
	"count 3", "count 1", "go", "pos 1 0 0 0", "pos 255 65534 12 1000000",
	/* A row past 65534: a large circle's outer rings (cell / W). */
	"pos 1 134217727 0 5",
	"finish 2 1 61234 58 0", "finish 9 256 0 0 1", "gone 7", "results",
	"rematch", "pong", "error room race is private", "error x",
	"info race ann 3 lobby", "info a0 root 0 results",
	"shut party private", "shut race full",
	"mazegame-race 2 race", "mazegame-race 2 watch",
	"step ne", "step e", "dash sw", "dash out-left",
	"shape hex 0", "shape floors 3", "shape weave 65535",
	"mazegame-visitor 2 race Ann", "mazegame-visitor 2 watch a_b-9",
};

/* Lines that must be refused, and a word of the message each gets. */
static const struct { const char *line; const char *want; } bad[] = {
	{ "", "empty" },
	{ "mazegame-race 3 race", "version 3" },
	{ "mazegame-race 0 race", "version 0" },
	{ "mazegame-race 01 race", "version" },
	{ "mazegame-race one race", "version" },
	{ "mazegame-race 1 fly", "role" },
	{ "mazegame-race 1", "missing" },
	{ "mazegame-race 1 race extra", "too many" },
	{ "mazegame-visitor 2 race", "missing" },
	{ "mazegame-visitor 2 race -ann", "name" },
	{ "mazegame-visitor 2 race a b", "too many" },
	{ "mazegame-visitor 3 race ann", "version 3" },
	{ "mazegame-race  1 race", "version" },
	{ "UP", "unknown" },
	{ "up ", "too many" },
	{ " up", "unknown" },
	{ "up\r", "bad byte" },
	{ "move up", "unknown" },
	{ "pos 1 2 3", "missing" },
	{ "pos 1 2 3 -4", "moves" },
	{ "pos 1 2 3 +4", "moves" },
	{ "pos 256 2 3 4", "id" },
	{ "pos 1 134217728 3 4", "row" },
	{ "pos 1 2 3 04", "moves" },
	{ "pos 1 2 3 1000000000000001", "moves" },
	{ "pos 1 2 3 99999999999999999999999", "moves" },
	{ "pos 1 2 3 4 5", "too many" },
	{ "pos 1  2 3 4", "row" },
	{ "count 0", "n" },
	{ "count 10", "n" },
	{ "finish 1 0 5 5 0", "place" },
	{ "finish 1 1 5 5 2", "assisted" },
	{ "maze 0 10 backtracker 1 normal", "w" },
	{ "maze 10 10 Backtracker 1 normal", "algorithm" },
	{ "maze 10 10 backtracker 18446744073709551616 normal", "seed" },
	{ "maze 10 10 -dfs 1 normal", "algorithm" },
	{ "racer 1 ann 0 A 0 ready", "session" },
	{ "racer 1 ann 1 ABC 0 ready", "tag" },
	{ "racer 1 ann 1 A 8 ready", "colour" },
	{ "racer 1 -ann 1 A 0 ready", "login" },
	{ "racer 1 a/b 1 A 0 ready", "login" },
	{ "racer 1 ann 1 A 0 sleeping", "state" },
	{ "racer 1 abcdefghijabcdefghijabcdefghijabc 1 A 0 ready", "login" },
	{ "welcome 1 .hidden lobby", "room" },
	{ "welcome 1 a/b lobby", "room" },
	{ "error", "missing" },
	{ "error ", "text" },
	{ "gone", "missing" },
	{ "pong pong", "too many" },
	{ "go\t", "bad byte" },
	{ "caf\xc3\xa9", "bad byte" },
	{ "info race ann 3 sleeping", "state" },
	{ "step", "missing" },
	{ "step NE", "way" },
	{ "step ne sw", "too many" },
	{ "dash -ne", "way" },
	{ "dash abcdefghijabcdefghijabcd", "way" },
	{ "shape hex", "missing" },
	{ "shape Hex 0", "shape" },
	{ "shape hex 65536", "shape_k" },
	{ "shape hex 01", "shape_k" },
	{ "run", "missing" },
	{ "run sideways", "dir" },
	{ "run UP", "dir" },
	{ "run up up", "too many" },
	{ "run  up", "dir" },
	{ "runup", "unknown" },
	{ "shut party open", "state" },
	{ "shut party", "missing" },
	{ "shut a/b full", "room" },
};

START_TEST(test_round_trip)
{
	size_t i;

	for (i = 0; i < sizeof good / sizeof good[0]; i++) {
		struct proto_msg m, again;
		char buf[PROTO_LINE_MAX + 1], want[PROTO_LINE_MAX + 1];
		mg_err e;
		int n;

		e.msg[0] = '\0';
		ck_assert_msg(proto_parse(good[i], strlen(good[i]), &m, &e) == 0,
		    "refused '%s': %s", good[i], e.msg);
		n = proto_format(&m, buf, sizeof buf, &e);
		ck_assert_msg(n > 0, "cannot format '%s': %s", good[i], e.msg);
		snprintf(want, sizeof want, "%s\n", good[i]);
		ck_assert_str_eq(buf, want);
		ck_assert_int_eq(n, (int)strlen(want));
		ck_assert_int_eq(proto_parse(buf, (size_t)n - 1, &again, &e), 0);
		ck_assert_uint_eq(again.type, m.type);
		ck_assert_int_eq(memcmp(&again, &m, sizeof m), 0);
		ck_assert_str_eq(proto_type_name(m.type), proto_type_name(again.type));
	}
}
END_TEST

START_TEST(test_refused)
{
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct proto_msg m;
		mg_err e;

		e.msg[0] = '\0';
		ck_assert_msg(proto_parse(bad[i].line, strlen(bad[i].line), &m,
		    &e) == -1, "accepted '%s'", bad[i].line);
		ck_assert_msg(strstr(e.msg, bad[i].want) != NULL,
		    "'%s': message '%s' lacks '%s'", bad[i].line, e.msg,
		    bad[i].want);
		ck_assert_uint_eq(m.type, 0);
		ck_assert_uint_eq(m.id, 0);
	}
}
END_TEST

/* Every message type, filled in by hand, formats and parses back. */
START_TEST(test_every_type)
{
	unsigned t;

	for (t = 0; t < PROTO_TYPES; t++) {
		struct proto_msg m, again;
		char buf[PROTO_LINE_MAX + 1];
		mg_err e;
		int n;

		proto_init(&m, (enum proto_type)t);
		m.id = 17;
		m.session = 2;
		m.colour = 5;
		m.n = 3;
		m.place = 4;
		m.w = 20;
		m.h = 9;
		m.row = 8;
		m.col = 19;
		m.seed = UINT64_MAX;
		m.moves = 123;
		m.ms = 4567;
		m.assisted = true;
		m.state = t == PROTO_SHUT ? PROTO_SHUT_FULL : 2;
		m.role = 1;
		m.dir = 3;
		strcpy(m.room, "race");
		strcpy(m.login, "ann");
		strcpy(m.tag, "A2");
		strcpy(m.algo, "kruskal");
		strcpy(m.diff, "hard");
		strcpy(m.text, "room race is private");
		strcpy(m.way, "ne");
		strcpy(m.shape, "hex");
		m.shape_k = 3;
		n = proto_format(&m, buf, sizeof buf, &e);
		ck_assert_msg(n > 1 && n < 64, "type %u: %s", t, e.msg);
		ck_assert_int_eq(buf[n - 1], '\n');
		ck_assert_msg(proto_parse(buf, (size_t)n - 1, &again, &e) == 0,
		    "type %u '%s': %s", t, buf, e.msg);
		ck_assert_uint_eq(again.type, t);
		ck_assert_str_ne(proto_type_name(t), "?");
	}
	ck_assert(proto_from_client(PROTO_MOVE_W));
	ck_assert(proto_from_client(PROTO_RUN));
	ck_assert(proto_from_client(PROTO_HELLO));
	ck_assert(proto_from_client(PROTO_VISIT));
	ck_assert(!proto_from_client(PROTO_POS));
	ck_assert(!proto_from_client(PROTO_ERROR));
	ck_assert_str_eq(proto_type_name(PROTO_TYPES), "?");
	ck_assert_str_eq(proto_room_state_name(PROTO_ROOM_RACE), "racing");
	ck_assert_str_eq(proto_racer_state_name(PROTO_RACER_LEFT), "left");
	ck_assert_str_eq(proto_racer_state_name(99), "?");
}
END_TEST

START_TEST(test_lengths_and_bytes)
{
	char line[PROTO_LINE_MAX + 8];
	struct proto_msg m;
	mg_err e;

	/* "error " and text up to 255 bytes in all: the text is too long
	 * for the field before the line is too long for the limit. */
	memset(line, 'x', sizeof line);
	memcpy(line, "error ", 6);
	ck_assert_int_eq(proto_parse(line, 6 + PROTO_TEXT_MAX, &m, &e), 0);
	ck_assert_int_eq(proto_parse(line, 6 + PROTO_TEXT_MAX + 1, &m, &e), -1);
	ck_assert_int_eq(proto_parse(line, PROTO_LINE_MAX - 1, &m, &e), -1);
	ck_assert_int_eq(proto_parse(line, PROTO_LINE_MAX, &m, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "too long"));
	ck_assert_int_eq(proto_parse(line, 100000, &m, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "too long"));
	/* An embedded NUL is refused, not read as the end. */
	memcpy(line, "go\0go", 5);
	ck_assert_int_eq(proto_parse(line, 5, &m, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "NUL"));
	ck_assert_int_eq(proto_parse(line, 2, &m, &e), 0);
	ck_assert_uint_eq(m.type, PROTO_GO);
	memcpy(line, "up\n", 3);
	ck_assert_int_eq(proto_parse(line, 3, &m, &e), -1);
	/* The formatter refuses what the parser would. */
	proto_init(&m, PROTO_POS);
	m.id = 256;
	ck_assert_int_eq(proto_format(&m, line, sizeof line, &e), -1);
	proto_init(&m, PROTO_RACER);
	strcpy(m.login, "a b");
	strcpy(m.tag, "A");
	m.session = 1;
	ck_assert_int_eq(proto_format(&m, line, sizeof line, &e), -1);
	proto_init(&m, PROTO_HELLO);
	m.version = 3;
	ck_assert_int_eq(proto_format(&m, line, sizeof line, &e), -1);
	proto_init(&m, PROTO_STEP);
	ck_assert_int_eq(proto_format(&m, line, sizeof line, &e), -1);
	proto_init(&m, PROTO_COUNT);
	m.n = 3;
	ck_assert_int_eq(proto_format(&m, line, 5, &e), -1);
	ck_assert_int_eq(proto_format(&m, line, 9, &e), 8);
	m.type = PROTO_TYPES;
	ck_assert_int_eq(proto_format(&m, line, sizeof line, &e), -1);
	proto_init(&m, PROTO_WELCOME);
	strcpy(m.room, "race");
	m.state = 4;
	ck_assert_int_eq(proto_format(&m, line, sizeof line, &e), -1);
}
END_TEST

START_TEST(test_names)
{
	ck_assert(proto_room_name_ok("race"));
	ck_assert(proto_room_name_ok("a.b-c_9"));
	ck_assert(!proto_room_name_ok(""));
	ck_assert(!proto_room_name_ok(".x"));
	ck_assert(!proto_room_name_ok("-x"));
	ck_assert(!proto_room_name_ok("a/b"));
	ck_assert(!proto_room_name_ok("a b"));
	ck_assert(!proto_room_name_ok("abcdefghijabcdefghijabcdefghijabc"));
	ck_assert(proto_room_name_ok("abcdefghijabcdefghijabcdefghijab"));
	ck_assert(proto_login_ok("ann"));
	ck_assert(proto_login_ok("machine$"));
	ck_assert(!proto_login_ok("-ann"));
	ck_assert(!proto_login_ok("an n"));
}
END_TEST

/* A move costs a few bytes on the wire. */
START_TEST(test_small)
{
	struct proto_msg m;
	char buf[PROTO_LINE_MAX + 1];
	mg_err e;

	proto_init(&m, PROTO_POS);
	m.id = 12;
	m.row = 40;
	m.col = 120;
	m.moves = 1234;
	ck_assert_int_le(proto_format(&m, buf, sizeof buf, &e), 20);
	proto_init(&m, PROTO_MOVE_E);
	ck_assert_int_eq(proto_format(&m, buf, sizeof buf, &e), 6);
}
END_TEST

/* Who may send what is the table's word, not the order of the types:
 * exactly the client's words of the README, and each move says its way
 * as "run" does. */
START_TEST(test_from_client_and_moves)
{
	static const char *const client[] = { "mazegame-race", "up", "down",
		"left", "right", "start", "assist", "quit", "ping", "run",
		"step", "dash", "mazegame-visitor" };
	static const char *const ways[4] = { [DIR_N] = "up",
		[DIR_E] = "right", [DIR_S] = "down", [DIR_W] = "left" };
	struct proto_msg m;
	char line[32];
	unsigned t, k, n = 0;
	enum dir d, back;
	bool named;
	mg_err e;

	for (t = 0; t < PROTO_TYPES; t++) {
		named = false;
		for (k = 0; k < sizeof client / sizeof client[0]; k++)
			named |= strcmp(proto_type_name(t), client[k]) == 0;
		ck_assert_msg(proto_from_client(t) == named, "type %s",
		    proto_type_name(t));
		n += proto_from_client(t);
		ck_assert(proto_move_dir(t, &back) == (t == proto_move(DIR_N)
		    || t == proto_move(DIR_E) || t == proto_move(DIR_S)
		    || t == proto_move(DIR_W)));
	}
	ck_assert_uint_eq(n, sizeof client / sizeof client[0]);
	ck_assert(!proto_from_client(PROTO_TYPES));
	for (d = DIR_N; d <= DIR_W; d++) {
		ck_assert_str_eq(proto_type_name(proto_move(d)), ways[d]);
		ck_assert(proto_move_dir(proto_move(d), &back));
		ck_assert_int_eq(back, d);
		snprintf(line, sizeof line, "run %s", ways[d]);
		ck_assert_int_eq(proto_parse(line, strlen(line), &m, &e), 0);
		ck_assert_uint_eq(m.dir, (unsigned)d);
		/* The square grid's moves are version 1's words still. */
		proto_way_msg(&m, NULL, (unsigned)d, false);
		ck_assert_str_eq(proto_type_name(m.type), ways[d]);
		proto_way_msg(&m, &shape_square, (unsigned)d, true);
		ck_assert_uint_eq(m.type, PROTO_RUN);
		ck_assert_uint_eq(m.dir, (unsigned)d);
	}
	/* Another shape's are its way words, as "step" and "dash". */
	proto_way_msg(&m, &shape_hex, 5, false);
	ck_assert(proto_format(&m, line, sizeof line, &e) > 0);
	ck_assert_str_eq(line, "step ne\n");
	proto_way_msg(&m, &shape_hex, 2, true);
	ck_assert(proto_format(&m, line, sizeof line, &e) > 0);
	ck_assert_str_eq(line, "dash sw\n");
}
END_TEST

Suite *
proto_suite(void)
{
	Suite *s = suite_create("proto");
	TCase *tc;

	tc = tcase_create("round trip");
	tcase_add_test(tc, test_round_trip);
	tcase_add_test(tc, test_every_type);
	tcase_add_test(tc, test_names);
	tcase_add_test(tc, test_small);
	tcase_add_test(tc, test_from_client_and_moves);
	suite_add_tcase(s, tc);

	tc = tcase_create("refusals");
	tcase_add_test(tc, test_refused);
	tcase_add_test(tc, test_lengths_and_bytes);
	suite_add_tcase(s, tc);
	return s;
}
