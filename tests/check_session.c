/* check_session.c - the session's policy: kinds of maze, the one puzzle
 * constructor, the next maze, keeping and winning games. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gamecmd.h"
#include "maze/mazeio.h"
#include "store/persist.h"
#include "app/session.h"
#include "suites.h"
#include "testdir.h"

/* Parses a command line (NULL-terminated) into o. */
static void
parse(struct options *o, const char *const *args)
{
	char *argv[32];
	int argc = 0;
	mg_err e;

	argv[argc++] = (char *)"mazegame";
	while (*args != NULL)
		argv[argc++] = (char *)*args++;
	argv[argc] = NULL;
	ck_assert_msg(options_parse(argc, argv, o, &e) == 0, "%s", e.msg);
}

/* Walks g's shortest way out but for the last step. */
static void
walk_to_before_exit(struct game *g)
{
	while (game_distance_left(g) > 1)
		t_cmd(g, game_next_move(g), 50);
}

START_TEST(test_kind_from_options)
{
	static const char *const args[] = { "--hard", "-s", "77", NULL };
	struct options o;
	struct session_kind k;

	parse(&o, args);
	session_kind_from_options(&k, &o);
	ck_assert_str_eq(k.diff, "hard");
	ck_assert_uint_eq(k.seed, 77);
	ck_assert_uint_eq(k.w, o.preset->w);
	ck_assert_uint_eq(k.pw, o.preset->w);
	ck_assert(k.far_apart);
	ck_assert(k.rules.fog);
	ck_assert_ptr_null(k.load_path);
	ck_assert(o.maze_named);
}
END_TEST

/* The one constructor makes the very puzzle puzzle_generate makes of
 * the same spec (so --print and the game agree). */
START_TEST(test_puzzle_is_the_spec_maze)
{
	static const char *const args[] = { "-W", "23", "-H", "9", "-a", "wilson", "-s", "5", NULL };
	struct options o;
	struct session_kind k;
	struct puzzle a, b;
	struct puzzle_spec spec;
	mg_err e;

	parse(&o, args);
	session_kind_from_options(&k, &o);
	ck_assert_int_eq(session_puzzle(&k, NULL, &a, &e), 0);
	memset(&spec, 0, sizeof spec);
	spec.w = 23;
	spec.h = 9;
	spec.algo = gen_find("wilson");
	spec.seed = 5;
	ck_assert_int_eq(puzzle_generate(&b, &spec, &e), 0);
	ck_assert(maze_equal(a.m, b.m));
	ck_assert_uint_eq(a.start, b.start);
	ck_assert_uint_eq(a.exit, b.exit);
	ck_assert_uint_eq(a.optimal, b.optimal);
	puzzle_free(&a);
	puzzle_free(&b);
}
END_TEST

/* A maze from a file; "new maze" after it is a generated one of its
 * size, and says so. */
START_TEST(test_loaded_then_generated)
{
	static const char maze_text[] =
	    "#########\n#S  #   #\n### # # #\n#     #E#\n#########\n";
	char path[] = "/tmp/mazegame-session-XXXXXX";
	const char *args[] = { "--load", path, NULL };
	struct options o;
	struct session s;
	char text[160];
	uint64_t seed;
	mg_err e;
	FILE *f;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	f = fdopen(fd, "w");
	fputs(maze_text, f);
	fclose(f);
	parse(&o, args);
	session_init(&s, &o);
	ck_assert_int_eq(session_new_game(&s, NULL, 0, &e), 0);
	ck_assert_ptr_null(s.g.p.algo);
	ck_assert_uint_eq(s.g.p.m->w, 4);
	ck_assert_uint_eq(s.g.p.m->h, 2);
	/* S, right, down, right, up, right, down to E. */
	ck_assert_uint_eq(s.g.p.optimal, 6);
	ck_assert_ptr_nonnull(strstr(session_new_maze_text(&s, text, sizeof text),
	    "from the file"));
	seed = s.kind.seed;
	session_next_maze(&s);
	ck_assert_ptr_null(s.kind.load_path);
	ck_assert_uint_eq(s.kind.w, 4);
	ck_assert_uint_eq(s.kind.h, 2);
	ck_assert_uint_eq(s.kind.seed, rng_splitmix64(&seed));
	ck_assert_int_eq(session_new_game(&s, NULL, 0, &e), 0);
	ck_assert_ptr_nonnull(s.g.p.algo);
	session_free(&s);
	unlink(path);
}
END_TEST

START_TEST(test_help_text)
{
	struct game g;
	char buf[32];

	memset(&g, 0, sizeof g);
	ck_assert_str_eq(session_help_text(&g, buf, sizeof buf), "no hints");
	g.hints = 1;
	ck_assert_str_eq(session_help_text(&g, buf, sizeof buf), "1 hint");
	g.hints = 3;
	ck_assert_str_eq(session_help_text(&g, buf, sizeof buf), "3 hints");
	g.assisted = true;
	ck_assert_str_eq(session_help_text(&g, buf, sizeof buf), "assisted");
}
END_TEST

/* A game is kept once begun: not before its first move, not after the
 * win. */
START_TEST(test_save_only_begun_games)
{
	static const char *const args[] = { "-s", "3", NULL };
	struct testdir t;
	struct options o;
	struct session s;
	struct savegame sg;
	mg_err e;

	testdir_setup(&t);
	parse(&o, args);
	session_init(&s, &o);
	ck_assert_int_eq(session_new_game(&s, NULL, 0, &e), 0);
	ck_assert(!session_unfinished(&s));
	ck_assert_int_eq(session_save(&s, 10, &e), 0);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 1);
	walk_to_before_exit(&s.g);
	ck_assert(session_unfinished(&s));
	ck_assert_int_eq(session_save(&s, 100, &e), 0);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_uint_eq(sg.pr.moves, s.g.moves);
	ck_assert_uint_eq(sg.seed, 3);
	savegame_free(&sg);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* A win goes into the scores and removes the game's own save, but not
 * another game's; a daily win leaves its shareable line. */
START_TEST(test_record_win)
{
	static const char *const args[] = { "-s", "3", NULL };
	struct testdir t;
	struct options o;
	struct session s;
	struct savegame sg;
	mg_err e;
	int pass;

	testdir_setup(&t);
	parse(&o, args);
	for (pass = 0; pass < 2; pass++) {
		session_init(&s, &o);
		ck_assert_int_eq(session_new_game(&s, NULL, 0, &e), 0);
		walk_to_before_exit(&s.g);
		ck_assert_int_eq(session_save(&s, 100, &e), 0);
		/* Another game saved beside it (the second time). */
		if (pass == 1)
			ck_assert_int_eq(testdir_save_new(&s.g, "hard", 50, &e), 0);
		s.kind.daily = pass == 1;
		snprintf(s.kind.daily_date, sizeof s.kind.daily_date, "2026-11-23");
		ck_assert(t_cmd(&s.g, game_next_move(&s.g),
		    200) & T_RD_WON);
		ck_assert_int_eq(session_record_win(&s, "alice", 1700000000, &e), 0);
		ck_assert_int_ge(s.score_index, 0);
		ck_assert_str_eq(s.scores.v[s.score_index].name, "alice");
		ck_assert_uint_eq(s.scores.v[s.score_index].moves, s.g.p.optimal);
		ck_assert_int_eq(testdir_saves(), pass);
		ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), pass == 0 ? 1 : 0);
		if (pass == 1) {
			ck_assert_str_eq(sg.difficulty, "hard");
			savegame_free(&sg);
			ck_assert_int_eq(saves_remove(1 + 1, &e), 0);
			ck_assert_msg(strncmp(s.daily_line, "mazegame daily 2026-11-23 backtracker 19x11: ", 45) == 0,
			    "%s", s.daily_line);
			ck_assert_ptr_nonnull(strstr(s.daily_line, "(100%), "));
			ck_assert_ptr_nonnull(strstr(s.daily_line, ", no hints"));
		} else {
			ck_assert_str_eq(s.daily_line, "");
		}
		session_free(&s);
	}
	testdir_cleanup(&t);
}
END_TEST

/* Each shape's wins go into tables of its own: floors one for each
 * number of floors, weave one for each density but its default; a
 * difficulty's own size is that difficulty's table on every shape (a
 * circle's size is its own), another size's is named for how big. */
START_TEST(test_record_win_shapes)
{
	static const struct {
		const char *args[7];
		const char *table;
	} wins[] = {
		{ { "-s", "3", "--shape=hex", NULL }, "normal-hex" },
		{ { "-s", "3", "--shape=floors", "--floors=3", NULL }, "normal-floors3" },
		{ { "-s", "3", "--floors=4", NULL }, "normal-floors4" },
		{ { "-s", "3", "--shape=weave", NULL }, "normal-weave" },
		{ { "-s", "3", "--shape=weave", "--weave=30", NULL }, "normal-weave" },
		{ { "-s", "3", "--shape=weave", "--weave=70", NULL }, "normal-weave70" },
		{ { "-s", "3", "--shape=circle", NULL }, "normal-circle" },
		{ { "-s", "3", "--shape=circle", "--easy", NULL }, "easy-circle" },
		{ { "-s", "3", "--shape=circle", "--hard", NULL }, "hard-circle" },
		{ { "-s", "3", "--shape=triangle", NULL }, "normal-triangle" },
		{ { "-s", "3", "--shape=hex", "--size=5x5", NULL }, "normal-tiny-hex" },
		{ { "-s", "3", "--shape=circle", "--size=6x3", NULL }, "normal-tiny-circle" },
	};
	struct testdir t;
	struct options o;
	struct session s;
	mg_err e;
	size_t k;

	testdir_setup(&t);
	for (k = 0; k < sizeof wins / sizeof wins[0]; k++) {
		parse(&o, wins[k].args);
		session_init(&s, &o);
		ck_assert_int_eq(session_new_game(&s, NULL, 0, &e), 0);
		walk_to_before_exit(&s.g);
		ck_assert(t_cmd(&s.g, game_next_move(&s.g), 200) & T_RD_WON);
		ck_assert_int_eq(session_record_win(&s, "alice", 1700000000, &e), 0);
		ck_assert_int_ge(s.score_index, 0);
		ck_assert_msg(strcmp(s.scores.v[s.score_index].table, wins[k].table) == 0,
		    "#%zu: table %s, not %s", k, s.scores.v[s.score_index].table,
		    wins[k].table);
		session_free(&s);
	}
	testdir_cleanup(&t);
}
END_TEST

Suite *
session_suite(void)
{
	Suite *s = suite_create("session");
	TCase *tc;

	tc = tcase_create("kinds");
	tcase_add_test(tc, test_kind_from_options);
	tcase_add_test(tc, test_puzzle_is_the_spec_maze);
	tcase_add_test(tc, test_loaded_then_generated);
	suite_add_tcase(s, tc);

	tc = tcase_create("help");
	tcase_add_test(tc, test_help_text);
	suite_add_tcase(s, tc);

	tc = tcase_create("saving");
	tcase_add_test(tc, test_save_only_begun_games);
	tcase_add_test(tc, test_record_win);
	tcase_add_test(tc, test_record_win_shapes);
	suite_add_tcase(s, tc);
	return s;
}
