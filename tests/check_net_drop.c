/* check_net_drop.c - peers that break the protocol, flood, stay silent
 * or stop reading are dropped with a reason, and the race goes on for
 * everyone else. */
#include "config.h"

#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "networld.h"
#include "suites.h"
#include "net/race_standings.h"

/* Sends lines from a raw peer, and expects it dropped with a notice
 * containing want, the peer told why, and client 0 racing on. */
static void
expect_drop(const char *hello, const char *lines, size_t len,
    const char *want, const char *told)
{
	struct world w;
	struct race *hr;
	char got[8192] = "";
	size_t got_len = 0;
	int a, fd;
	bool open = true;

	nw_world_init(&w, "drop", true, getuid(), NULL);
	hr = host_race(w.h);
	nw_join(&w, 0, PROTO_ROLE_RACE);
	a = w.cl[0].race.me;
	nw_count_down(&w);
	fd = nw_raw(&w);
	if (hello != NULL)
		nw_say(fd, hello, strlen(hello));
	nw_say(fd, lines, len);
	NW_UNTIL(&w, !(open = nw_drain(fd, got, sizeof got, &got_len)));
	ck_assert_msg(nw_noticed(hr, want), "no notice '%s'", want);
	ck_assert_msg(strstr(got, told) != NULL, "peer told '%s', not '%s'",
	    got, told);
	/* The others race on. */
	ck_assert_int_eq(client_move(&w.cl[0], DIR_E, false, NULL), 0);
	NW_UNTIL(&w, hr->r[a].col == 1 && w.cl[0].race.r[a].col == 1);
	ck_assert(!w.cl[0].gone);
	ck_assert_uint_eq(host_peers(w.h), 1);
	close(fd);
	nw_world_free(&w);
}

#define HELLO "mazegame-race 1 race\n"

START_TEST(test_garbage)
{
	static const char g[] = "up\nGET / HTTP/1.0\n";

	expect_drop(HELLO, g, strlen(g), "broke the protocol", "error dropped");
}
END_TEST

START_TEST(test_nul_and_host_messages)
{
	static const char g[] = "up\0down\n";
	static const char h[] = "pos 0 4 0 9\n";

	expect_drop(HELLO, g, sizeof g - 1, "NUL", "NUL");
	expect_drop(HELLO, h, strlen(h), "a host's message", "dropped");
}
END_TEST

START_TEST(test_long_line)
{
	char big[3000];

	memset(big, 'u', sizeof big);
	expect_drop(HELLO, big, sizeof big, "too long", "too long");
	/* Long, but with its newline: refused by the parser. */
	big[PROTO_LINE_MAX + 10] = '\n';
	expect_drop(HELLO, big, PROTO_LINE_MAX + 11, "too long", "too long");
}
END_TEST

START_TEST(test_wrong_version_and_no_hello)
{
	static const char v3[] = "mazegame-race 3 race\n";
	static const char mv[] = "up\n";

	expect_drop(NULL, v3, strlen(v3), "version 3", "version 3");
	expect_drop(NULL, mv, strlen(mv), "no hello", "no hello");
	expect_drop(HELLO, HELLO, strlen(HELLO), "second hello", "hello");
}
END_TEST

START_TEST(test_flood)
{
	char lines[5 * 1000];
	size_t i;

	for (i = 0; i < 1000; i++)
		memcpy(lines + 5 * i, "ping\n", 5);
	expect_drop(HELLO, lines, sizeof lines, "flooded", "flooded");
}
END_TEST

/* 150 messages at once, then 90 a second for three seconds of the
 * host's clock: within the limit, never dropped. */
START_TEST(test_no_flood)
{
	struct world w;
	int i, s;

	nw_world_init(&w, "calm", true, getuid(), NULL);
	nw_join(&w, 0, PROTO_ROLE_RACE);
	for (i = 0; i < 150; i++)
		ck_assert_int_eq(client_send(&w.cl[0], PROTO_PING, NULL), 0);
	for (s = 0; s < 30; s++) {
		/* Let the host read the last batch before time moves. */
		NW_UNTIL(&w, w.cl[0].c.out_len == 0 && !w.cl[0].gone);
		for (i = 0; i < 20; i++)
			nw_pump(&w);
		w.now += 100;
		for (i = 0; i < 9; i++)
			ck_assert_int_eq(client_send(&w.cl[0], PROTO_PING, NULL), 0);
	}
	for (i = 0; i < 20; i++)
		nw_pump(&w);
	ck_assert(!w.cl[0].gone);
	ck_assert_uint_eq(host_peers(w.h), 1);
	nw_world_free(&w);
}
END_TEST

/* A peer that says hello and never reads: once its queue is full it
 * is dropped, and the host never blocked on it. */
START_TEST(test_not_reading)
{
	struct world w;
	struct race *hr;
	int fd, a, i;
	uint64_t t0;

	nw_world_init(&w, "deaf", true, getuid(), NULL);
	hr = host_race(w.h);
	nw_join(&w, 0, PROTO_ROLE_RACE);
	a = w.cl[0].race.me;
	fd = nw_raw(&w);
	nw_say(fd, HELLO, strlen(HELLO));
	NW_UNTIL(&w, host_peers(w.h) == 2 && race_racers(hr) == 3);
	nw_count_down(&w);
	t0 = clock_ms();
	for (i = 0; i < 20000 && host_peers(w.h) == 2; i++) {
		/* At the rate of moves: the host ignores none. */
		w.now += 1000 / HOST_MOVES_RATE + 1;
		nw_host_move(&w, i % 2 ? DIR_W : DIR_E, false);
		if (i % 64 == 0)
			nw_pump(&w);
	}
	ck_assert_uint_eq(host_peers(w.h), 1);
	ck_assert(nw_noticed(hr, "not reading"));
	/* No wait on the deaf peer: 20000 moves take well under the
	 * 10 s deadline (in practice a fraction of a second). */
	ck_assert_uint_lt(clock_ms() - t0, 10000);
	ck_assert_int_eq(client_move(&w.cl[0], DIR_E, false, NULL), 0);
	NW_UNTIL(&w, w.cl[0].race.r[a].col == 1);
	close(fd);
	nw_world_free(&w);
}
END_TEST

/* A peer that connects and says nothing is dropped after the hello
 * deadline of the host's clock; one that half-closes is gone. */
START_TEST(test_silent_and_half_closed)
{
	struct world w;
	struct race *hr;
	int fd, fd2;

	nw_world_init(&w, "mute", true, getuid(), NULL);
	hr = host_race(w.h);
	fd = nw_raw(&w);
	NW_UNTIL(&w, host_peers(w.h) == 1);
	ck_assert_int_le(host_timeout(w.h, w.now), HOST_HELLO_MS + 1);
	ck_assert_int_ge(host_timeout(w.h, w.now), 1);
	w.now += HOST_HELLO_MS + 1;
	NW_UNTIL(&w, host_peers(w.h) == 0);
	ck_assert(nw_noticed(hr, "said no hello"));
	fd2 = nw_raw(&w);
	nw_say(fd2, HELLO, strlen(HELLO));
	NW_UNTIL(&w, race_racers(hr) == 2);
	shutdown(fd2, SHUT_WR);
	NW_UNTIL(&w, race_racers(hr) == 1);
	ck_assert(nw_noticed(hr, "left"));
	close(fd);
	close(fd2);
	nw_world_free(&w);
}
END_TEST

Suite *
net_drop_suite(void)
{
	Suite *s = suite_create("net_drop");
	TCase *tc;

	tc = tcase_create("garbage");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_garbage);
	tcase_add_test(tc, test_nul_and_host_messages);
	tcase_add_test(tc, test_long_line);
	tcase_add_test(tc, test_wrong_version_and_no_hello);
	suite_add_tcase(s, tc);

	tc = tcase_create("floods");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_flood);
	tcase_add_test(tc, test_no_flood);
	suite_add_tcase(s, tc);

	tc = tcase_create("silence");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_not_reading);
	tcase_add_test(tc, test_silent_and_half_closed);
	suite_add_tcase(s, tc);
	return s;
}
