/* check_racing.c - a race's maze: what the host's options name and a
 * racer builds from the "maze" line is the very maze --print gives. */
#include "config.h"

#include <string.h>

#include "app/racing.h"
#include "suites.h"

/* Parses argv into o (fails the test on error). */
static void
parse(struct options *o, int argc, const char **argv)
{
	mg_err e;

	ck_assert_msg(options_parse(argc, (char **)argv, o, &e) == 0, "%s",
	    e.msg);
}

/* The host's options, the line, a racer's own options: same puzzle. */
static void
same_puzzle(int argc, const char **argv)
{
	static const char *plain[] = { "mazegame", "--race" };
	struct options host, racer;
	struct session s;
	struct host_maze mz;
	struct race_maze rm;
	struct session_kind k;
	struct puzzle p, q;
	mg_err e;

	parse(&host, argc, argv);
	parse(&racer, 2, plain);
	session_init(&s, &host);
	ck_assert_int_eq(session_new_game(&s, NULL, 0, &e), 0);
	ck_assert_int_eq(session_solve(&s, NULL, &e), 0);
	racing_host_maze(&s, &mz);
	memset(&rm, 0, sizeof rm);
	rm.known = true;
	rm.w = mz.m->w;
	rm.h = mz.m->h;
	rm.seed = mz.seed;
	snprintf(rm.algo, sizeof rm.algo, "%s", mz.algo);
	snprintf(rm.diff, sizeof rm.diff, "%s", mz.diff);
	ck_assert_int_eq(racing_kind(&k, &racer, &rm, &e), 0);
	ck_assert_int_eq(session_puzzle(&k, NULL, &q, &e), 0);
	/* What --print makes of the host's options. */
	session_kind_from_options(&k, &host);
	ck_assert_int_eq(session_puzzle(&k, NULL, &p, &e), 0);
	ck_assert(maze_equal(p.m, q.m));
	ck_assert(maze_equal(s.g.p.m, q.m));
	ck_assert_uint_eq(p.start, q.start);
	ck_assert_uint_eq(p.exit, q.exit);
	ck_assert_uint_eq(mz.start, q.start);
	ck_assert_uint_eq(mz.exit, q.exit);
	ck_assert_uint_eq(p.optimal, q.optimal);
	puzzle_free(&p);
	puzzle_free(&q);
	session_free(&s);
}

START_TEST(test_same_maze)
{
	static const char *normal[] = { "mazegame", "--race", "-s", "42" };
	static const char *hard[] = { "mazegame", "--race=x", "--hard", "-s",
		"7" };
	static const char *custom[] = { "mazegame", "--race", "--easy", "-a",
		"wilson", "-W", "23", "-H", "9", "-s", "18446744073709551615" };

	same_puzzle(4, normal);
	same_puzzle(5, hard);
	same_puzzle(11, custom);
}
END_TEST

START_TEST(test_unknown_maze)
{
	static const char *plain[] = { "mazegame", "--race" };
	struct options o;
	struct race_maze rm;
	struct session_kind k;
	mg_err e;

	parse(&o, 2, plain);
	memset(&rm, 0, sizeof rm);
	rm.known = true;
	rm.w = 10;
	rm.h = 10;
	strcpy(rm.algo, "backtracker");
	strcpy(rm.diff, "nightmare");
	ck_assert_int_eq(racing_kind(&k, &o, &rm, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "nightmare"));
	strcpy(rm.diff, "hard");
	strcpy(rm.algo, "teleport");
	ck_assert_int_eq(racing_kind(&k, &o, &rm, &e), -1);
	strcpy(rm.algo, "kruskal");
	ck_assert_int_eq(racing_kind(&k, &o, &rm, &e), 0);
	ck_assert(k.rules.fog);
	ck_assert(k.far_apart);
	rm.known = false;
	ck_assert_int_eq(racing_kind(&k, &o, &rm, &e), -1);
}
END_TEST

/* A host's shape line that no honest host sends is refused in the
 * host's name: never said as an option the player did not type. */
START_TEST(test_impossible_shape)
{
	static const char *plain[] = { "mazegame", "--race" };
	static const struct {
		const char *shape, *algo;
		unsigned k;
		uint32_t w, h;
		const char *says;
	} bad[] = {
		{ "floors", "backtracker", 65535, 10, 10, "the shape floors with the number 65535" },
		{ "floors", "backtracker", 0, 10, 10, "the shape floors with the number 0" },
		{ "weave", "backtracker", 101, 10, 10, "the shape weave with the number 101" },
		{ "hex", "backtracker", 3, 10, 10, "the shape hex with the number 3" },
		{ "hex", "eller", 0, 10, 10, "(eller on hex)" },
		{ "floors", "backtracker", 64, 10, 2000, "the host's maze: maze size 10x2000 on 64 floors" },
		{ "circle", "backtracker", 0, 2, 3, "the host's maze: a circle" },
	};
	struct options o;
	struct race_maze rm;
	struct session_kind k;
	mg_err e;
	size_t i;

	parse(&o, 2, plain);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		memset(&rm, 0, sizeof rm);
		rm.known = true;
		rm.w = bad[i].w;
		rm.h = bad[i].h;
		strcpy(rm.algo, bad[i].algo);
		strcpy(rm.diff, "normal");
		strcpy(rm.shape, bad[i].shape);
		rm.shape_k = bad[i].k;
		e.msg[0] = '\0';
		ck_assert_msg(racing_kind(&k, &o, &rm, &e) == -1, "#%zu accepted", i);
		ck_assert_msg(strstr(e.msg, bad[i].says) != NULL, "#%zu: %s", i, e.msg);
		ck_assert_msg(strstr(e.msg, "--") == NULL, "#%zu names an option: %s", i, e.msg);
	}
	/* What an honest host sends is taken. */
	strcpy(rm.shape, "floors");
	rm.shape_k = 3;
	rm.w = 10;
	rm.h = 10;
	ck_assert_int_eq(racing_kind(&k, &o, &rm, &e), 0);
	ck_assert_uint_eq(k.k, 3);
}
END_TEST

START_TEST(test_race_options)
{
	static const struct { int argc; const char *argv[4]; const char *want; } bad[] = {
		{ 2, { "mazegame", "--race=a/b" }, "bad room name" },
		{ 2, { "mazegame", "--private=root" }, "--private only works" },
		{ 3, { "mazegame", "--spectate=r", "--private=root" }, "--private only works" },
		{ 3, { "mazegame", "--race", "--print" }, "cannot be combined" },
		{ 3, { "mazegame", "--race", "--load=x" }, "cannot be combined" },
		{ 3, { "mazegame", "--spectate=r", "--hard" }, "no maze options" },
		{ 3, { "mazegame", "--race", "--spectate=r" }, "not together" },
		{ 3, { "mazegame", "--races", "--print" }, "cannot be combined" },
	};
	struct options o;
	mg_err e;
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		e.msg[0] = '\0';
		ck_assert_msg(options_parse(bad[i].argc, (char **)bad[i].argv, &o,
		    &e) == 2, "accepted %s", bad[i].argv[1]);
		ck_assert_msg(strstr(e.msg, bad[i].want) != NULL, "'%s' lacks '%s'",
		    e.msg, bad[i].want);
	}
	{
		static const char *a[] = { "mazegame", "--race" };
		static const char *b[] = { "mazegame", "--spectate=room.1" };
		static const char *c[] = { "mazegame", "--races" };

		parse(&o, 2, a);
		ck_assert_str_eq(o.room, "race");
		ck_assert(!o.spectate);
		parse(&o, 2, b);
		ck_assert_str_eq(o.room, "room.1");
		ck_assert(o.spectate);
		parse(&o, 2, c);
		ck_assert_int_eq(o.action, ACT_RACES);
	}
}
END_TEST

Suite *
racing_suite(void)
{
	Suite *s = suite_create("racing");
	TCase *tc;

	tc = tcase_create("same maze");
	tcase_add_test(tc, test_same_maze);
	tcase_add_test(tc, test_unknown_maze);
	tcase_add_test(tc, test_impossible_shape);
	suite_add_tcase(s, tc);

	tc = tcase_create("options");
	tcase_add_test(tc, test_race_options);
	suite_add_tcase(s, tc);
	return s;
}
