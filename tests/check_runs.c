/* check_runs.c - the session's runs: a game played through
 * runs_command() is recorded step by step (runs and restarts too),
 * written at the win and read back as a ghost that walks by the game's
 * clock; your unassisted bests are kept for --ghost. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/runs.h"
#include "app/session.h"
#include "store/run_read.h"
#include "suites.h"
#include "testdir.h"

#define T0 1000

/* Starts a session of a 15x8 backtracker maze of seed 3 in s. */
static void
start_session(struct session *s, struct options *o)
{
	static char *argv[] = { (char *)"mazegame", (char *)"-W", (char *)"15",
	    (char *)"-H", (char *)"8", (char *)"-a", (char *)"backtracker",
	    (char *)"-s", (char *)"3", NULL };
	mg_err e;

	ck_assert_msg(options_parse(9, argv, o, &e) == 0, "%s", e.msg);
	session_init(s, o);
	ck_assert_msg(session_new_game(s, NULL, T0, &e) == 0, "%s", e.msg);
}

/* Plays g to the exit through rs from *now, a command every pace ms,
 * running along corridors when runs is set; returns the commands. */
static int
play_out(struct runs *rs, struct game *g, uint64_t *now, uint64_t pace,
    bool runs)
{
	int n = 0;

	while (!g->won) {
		enum cmd c = game_next_move(g);

		runs_command(rs, g, cmd_move(cmd_dir(c), runs), *now);
		*now += pace;
		n++;
	}
	return n;
}

/* Returns a path in the test directory. */
static void
path_in(const struct testdir *t, const char *name, char *buf, size_t size)
{
	snprintf(buf, size, "%s/%s", t->root, name);
}

START_TEST(record_and_read)
{
	struct testdir t;
	struct options o;
	struct session s;
	struct runs rs, back;
	struct puzzle p;
	char path[512], note[320];
	uint64_t now = T0;
	int cmds;
	mg_err e;

	testdir_setup(&t);
	path_in(&t, "my.run", path, sizeof path);
	start_session(&s, &o);
	runs_init(&rs, NULL, path, false);
	runs_new_game(&rs, &s, note, sizeof note);
	ck_assert_str_eq(note, "");
	/* A bump, a step there and back, a restart: none of it is kept. */
	runs_command(&rs, &s.g, CMD_MOVE_N, now);
	runs_command(&rs, &s.g, game_next_move(&s.g), now);
	runs_command(&rs, &s.g, game_next_move(&s.g), now + 10);
	ck_assert_uint_eq(rs.rec.n, 2);
	runs_command(&rs, &s.g, CMD_RESTART, now + 20);
	now += 100;
	/* Then out, running along corridors. */
	cmds = play_out(&rs, &s.g, &now, 250, true);
	ck_assert_int_lt(cmds, (int)s.g.moves);
	ck_assert_uint_eq(rs.rec.n, s.g.moves);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	ck_assert_msg(strstr(note, "Run written to ") == note, "%s", note);
	ck_assert_ptr_null(runs_result_text(&rs, note, sizeof note));
	/* Read back: every step, at the game clock's times. */
	runs_init(&back, NULL, NULL, false);
	ck_assert_msg(runs_load_file(&back, path, NULL, &p, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(back.ghost.n, s.g.moves);
	ck_assert_uint_eq(run_time(&back.ghost), s.g.elapsed_ms);
	ck_assert_uint_eq(run_time(&back.ghost), (uint64_t)(cmds - 1) * 250);
	ck_assert_uint_eq(p.start, s.g.p.start);
	ck_assert(maze_equal(p.m, s.g.p.m));
	puzzle_free(&p);
	runs_free(&back);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* The recorder walks nothing itself: after every command the moves it
 * added are the steps of the game's report, in order, and a bump adds
 * none. */
START_TEST(recorded_from_report)
{
	struct options o;
	struct session s;
	struct runs rs;
	char note[320];
	uint64_t now = T0, had, i;
	struct game_reply r;
	int k, bumps = 0;

	start_session(&s, &o);
	runs_init(&rs, NULL, NULL, false);
	runs_new_game(&rs, &s, note, sizeof note);
	for (k = 0; !s.g.won && k < 1000; k++) {
		/* A run the way out, with a bump where north is a wall. */
		bool bump = k % 2 == 1 && !maze_is_open(s.g.p.m, s.g.pos, DIR_N);
		enum cmd c = bump ? CMD_RUN_N : cmd_move(cmd_dir(game_next_move(&s.g)), true);

		had = rs.rec.n;
		r = runs_command(&rs, &s.g, c, now);
		ck_assert_uint_eq(rs.rec.n - had, r.move->n);
		for (i = 0; i < r.move->n; i++)
			ck_assert_uint_eq((unsigned)run_move_dir(&rs.rec, had + i),
			    r.move->step[i].dir);
		bumps += bump;
		now += 100;
	}
	ck_assert(s.g.won);
	ck_assert_int_gt(bumps, 0);
	ck_assert_uint_eq(rs.rec.n, s.g.moves);
	ck_assert(!rs.rec.broken);
	runs_free(&rs);
	session_free(&s);
}
END_TEST

START_TEST(race_a_file)
{
	struct testdir t;
	struct options o;
	struct session s, s2;
	struct runs rs, race;
	struct puzzle p;
	char path[512], note[320], text[160], letter;
	uint64_t now = T0, made;
	uint32_t was, cell;
	mg_err e;

	testdir_setup(&t);
	path_in(&t, "ghost.run", path, sizeof path);
	start_session(&s, &o);
	runs_init(&rs, "Ann", path, false);
	runs_new_game(&rs, &s, note, sizeof note);
	play_out(&rs, &s.g, &now, 300, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	/* Race it: the file's maze, the ghost at the start until the
	 * first move, then at its own pace by the game's clock. */
	runs_init(&race, NULL, NULL, false);
	ck_assert_msg(runs_load_file(&race, path, NULL, &p, &e) == 0, "%s", e.msg);
	session_init(&s2, &o);
	runs_kind(&race, &s2.kind);
	ck_assert_str_eq(s2.kind.diff, "normal");
	ck_assert_uint_eq(s2.kind.seed, 3);
	ck_assert_int_eq(session_play_puzzle(&s2, &p, T0, &e), 0);
	runs_new_game(&race, &s2, note, sizeof note);
	ck_assert(runs_ghost_at(&race, &cell, &letter));
	ck_assert_uint_eq(cell, s2.g.p.start);
	ck_assert_int_eq(letter, 'a');
	ck_assert(!runs_ghost_seek(&race, &s2.g, T0 + 5000, &was));
	ck_assert_int_eq(runs_ghost_wait(&race, &s2.g, T0 + 5000), -1);
	now = 20000;
	runs_command(&race, &s2.g, game_next_move(&s2.g), now);
	ck_assert(runs_ghost_seek(&race, &s2.g, now, &was));
	ck_assert_uint_eq(was, s2.g.p.start);
	ck_assert_uint_eq(race.gh.done, 1);
	ck_assert_int_eq(runs_ghost_wait(&race, &s2.g, now + 100), 200);
	ck_assert(runs_ghost_seek(&race, &s2.g, now + 650, &was));
	ck_assert_uint_eq(race.gh.done, 3);
	/* The clock stops: so does the ghost. */
	game_pause(&s2.g, now + 700);
	ck_assert(!runs_ghost_seek(&race, &s2.g, now + 5000, &was));
	ck_assert_int_eq(runs_ghost_wait(&race, &s2.g, now + 5000), -1);
	game_resume(&s2.g, now + 5000);
	now += 5000;
	/* The player is faster: 100 ms a move against 300. */
	play_out(&race, &s2.g, &now, 100, false);
	made = s2.g.moves;
	ck_assert_int_eq(runs_won(&race, &s2, note, sizeof note, &e), 0);
	ck_assert_ptr_nonnull(runs_result_text(&race, text, sizeof text));
	ck_assert_msg(strstr(text, "You beat the ghost by ") == text, "%s", text);
	ck_assert_msg(strstr(text, " in as many moves") != NULL, "%s", text);
	ck_assert_uint_eq(race.result.player_moves, made);
	runs_free(&race);
	runs_free(&rs);
	session_free(&s2);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(bad_files)
{
	struct testdir t;
	struct options o;
	struct session s;
	struct runs rs, bad;
	struct puzzle p;
	char path[512], note[320], want[600], *text, *good, *nl;
	uint64_t now = T0;
	size_t len;
	mg_err e;

	testdir_setup(&t);
	path_in(&t, "r.run", path, sizeof path);
	start_session(&s, &o);
	runs_init(&rs, NULL, path, false);
	runs_new_game(&rs, &s, note, sizeof note);
	play_out(&rs, &s.g, &now, 10, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	/* Line 13 is the first move (no player line): made to go up from the top row. */
	text = testdir_read(path, &len);
	ck_assert_ptr_nonnull(text);
	good = strdup(text);
	ck_assert_ptr_nonnull(good);
	nl = strstr(text, "\n\n0 ");
	ck_assert_ptr_nonnull(nl);
	memcpy(nl + 2, "0 up\n", 5);
	memmove(nl + 7, strchr(nl + 5, '\n') + 1, strlen(strchr(nl + 5, '\n') + 1) + 1);
	testdir_write(path, text, strlen(text));
	runs_init(&bad, NULL, NULL, false);
	ck_assert_int_eq(runs_load_file(&bad, path, NULL, &p, &e), -1);
	snprintf(want, sizeof want, "%s: line 13: move leaves the maze", path);
	ck_assert_str_eq(e.msg, want);
	/* A run of another maze than the options name. */
	testdir_write(path, good, len);
	s.kind.seed = 4;
	ck_assert_int_eq(runs_load_file(&bad, path, &s.kind, &p, &e), -1);
	snprintf(want, sizeof want, "%s: line 6: the run is of another maze (seed 3, not seed 4)", path);
	ck_assert_str_eq(e.msg, want);
	s.kind.seed = 3;
	ck_assert_int_eq(runs_load_file(&bad, path, &s.kind, &p, &e), 0);
	puzzle_free(&p);
	runs_free(&bad);
	ck_assert_int_eq(runs_load_file(&bad, t.root, NULL, &p, &e), -1);
	ck_assert_msg(strstr(e.msg, " is a directory, not a regular file") != NULL, "%s", e.msg);
	path_in(&t, "none.run", path, sizeof path);
	ck_assert_int_eq(runs_load_file(&bad, path, NULL, &p, &e), -1);
	ck_assert_msg(strstr(e.msg, "none.run: No such file") != NULL, "%s", e.msg);
	runs_free(&bad);
	/* Where --record writes is checked before the game. */
	runs_init(&bad, NULL, path, false);
	ck_assert_int_eq(runs_check_record(&bad, &e), 0);
	runs_init(&bad, NULL, t.root, false);
	ck_assert_int_eq(runs_check_record(&bad, &e), -1);
	ck_assert_msg(strstr(e.msg, "is a directory") != NULL, "%s", e.msg);
	runs_init(&bad, NULL, "/nonexistent-mazegame-dir/x.run", false);
	ck_assert_int_eq(runs_check_record(&bad, &e), -1);
	ck_assert_msg(strstr(e.msg, "cannot write the run in /nonexistent-mazegame-dir") == e.msg,
	    "%s", e.msg);
	free(good);
	free(text);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(your_best)
{
	struct testdir t;
	struct options o;
	struct session s;
	struct runs rs;
	char note[320], text[160], name[128], path[512];
	uint64_t now = T0;
	mg_err e;

	testdir_setup(&t);
	start_session(&s, &o);
	runs_init(&rs, NULL, NULL, true);
	ck_assert_int_eq(runs_new_game(&rs, &s, note, sizeof note), 0);
	ck_assert_msg(strstr(note, "No best run on this maze yet") == note, "%s", note);
	play_out(&rs, &s.g, &now, 200, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	ck_assert_str_eq(note, "Your best on this maze: the ghost from now on.");
	ck_assert_ptr_null(runs_result_text(&rs, text, sizeof text));
	/* The same maze again: your ghost; slower and assisted, not kept. */
	ck_assert_int_eq(session_new_game(&s, NULL, now, &e), 0);
	runs_new_game(&rs, &s, note, sizeof note);
	ck_assert_str_eq(note, "");
	ck_assert(rs.has_ghost);
	ck_assert_int_eq(runs_command(&rs, &s.g, CMD_SOLUTION, now).redraw != 0, 1);
	play_out(&rs, &s.g, &now, 150, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	ck_assert_str_eq(note, "");
	ck_assert_msg(strstr(runs_result_text(&rs, text, sizeof text),
	    "You beat the ghost by ") == text, "%s", text);
	ck_assert_int_eq(session_new_game(&s, NULL, now, &e), 0);
	runs_new_game(&rs, &s, note, sizeof note);
	play_out(&rs, &s.g, &now, 300, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	ck_assert_str_eq(note, "");
	ck_assert_msg(strstr(runs_result_text(&rs, text, sizeof text),
	    "The ghost won by ") == text, "%s", text);
	ck_assert_int_eq(testdir_count(&t, "ghost-", NULL, 0), 1);
	/* A damaged best is set aside, with a warning to keep. */
	testdir_count(&t, "ghost-", name, sizeof name);
	testdir_path(&t, name, path, sizeof path);
	testdir_write(path, "mazegame-run 1\n", 15);
	ck_assert_int_eq(session_new_game(&s, NULL, now, &e), 0);
	ck_assert_int_eq(runs_new_game(&rs, &s, note, sizeof note), 1);
	ck_assert_msg(strstr(note, "was damaged (line 2: the header ends without a blank line)") != NULL,
	    "%s", note);
	ck_assert(!rs.has_ghost);
	/* Another maze: no best there. */
	session_next_maze(&s);
	ck_assert_int_eq(session_new_game(&s, NULL, now, &e), 0);
	runs_new_game(&rs, &s, note, sizeof note);
	ck_assert(!rs.has_ghost);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* Every unassisted win that beats the best is kept, with --record, with
 * --ghost=FILE or with neither: --ghost alone then races it. */
START_TEST(best_kept_without_ghost)
{
	struct testdir t;
	struct options o;
	struct session s;
	struct runs rs, file, best;
	struct puzzle p;
	char note[320], path[512];
	uint64_t now = T0;
	mg_err e;

	testdir_setup(&t);
	path_in(&t, "mine.run", path, sizeof path);
	start_session(&s, &o);
	/* A plain game with --record: kept, and nothing said of it. */
	runs_init(&rs, NULL, path, false);
	runs_new_game(&rs, &s, note, sizeof note);
	play_out(&rs, &s.g, &now, 200, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	ck_assert_msg(strstr(note, "Your best") == NULL, "%s", note);
	ck_assert_int_eq(testdir_count(&t, "ghost-", NULL, 0), 1);
	runs_free(&rs);
	/* --ghost=FILE, faster: the new best. */
	runs_init(&file, NULL, NULL, false);
	ck_assert_msg(runs_load_file(&file, path, NULL, &p, &e) == 0, "%s", e.msg);
	puzzle_free(&p);
	ck_assert_int_eq(session_new_game(&s, NULL, now, &e), 0);
	runs_new_game(&file, &s, note, sizeof note);
	ck_assert(file.has_ghost);
	play_out(&file, &s.g, &now, 100, false);
	ck_assert_int_eq(runs_won(&file, &s, note, sizeof note, &e), 0);
	ck_assert_msg(strstr(note, "Your best on this maze") != NULL, "%s", note);
	runs_free(&file);
	/* A plain game with no option at all, faster still: kept too. */
	runs_init(&rs, NULL, NULL, false);
	ck_assert_int_eq(session_new_game(&s, NULL, now, &e), 0);
	runs_new_game(&rs, &s, note, sizeof note);
	play_out(&rs, &s.g, &now, 50, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	ck_assert_str_eq(note, "");
	runs_free(&rs);
	/* --ghost alone: the best is there, and it is the fastest. */
	runs_init(&best, NULL, NULL, true);
	ck_assert_int_eq(session_new_game(&s, NULL, now, &e), 0);
	ck_assert_int_eq(runs_new_game(&best, &s, note, sizeof note), 0);
	ck_assert_str_eq(note, "");
	ck_assert(best.has_ghost);
	ck_assert_uint_le(run_move_ms(&best.ghost, best.ghost.n - 1), 50 * (uint64_t)best.ghost.n);
	runs_free(&best);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* A game with moves before the runs knew of it (a resumed game) is not
 * written until it is restarted. */
START_TEST(resumed)
{
	struct testdir t;
	struct options o;
	struct session s;
	struct runs rs;
	char path[512], note[320];
	uint64_t now = T0;
	mg_err e;

	testdir_setup(&t);
	path_in(&t, "r.run", path, sizeof path);
	start_session(&s, &o);
	game_command(&s.g, game_next_move(&s.g), now);
	runs_init(&rs, NULL, path, false);
	runs_new_game(&rs, &s, note, sizeof note);
	play_out(&rs, &s.g, &now, 50, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), -1);
	ck_assert_str_eq(e.msg, "the run is not written: a resumed game is recorded from a restart on");
	ck_assert_str_eq(note, "");
	ck_assert_int_ne(access(path, F_OK), 0);
	runs_command(&rs, &s.g, CMD_RESTART, now);
	play_out(&rs, &s.g, &now, 50, false);
	ck_assert_int_eq(runs_won(&rs, &s, note, sizeof note, &e), 0);
	ck_assert_msg(strstr(note, "Run written to ") == note, "%s", note);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(options)
{
	static char *argv[] = { (char *)"mazegame", (char *)"--record=a.run",
	    (char *)"--ghost", NULL };
	static char *file[] = { (char *)"mazegame", (char *)"--ghost=b.run", NULL };
	static char *print[] = { (char *)"mazegame", (char *)"--print",
	    (char *)"--ghost", NULL };
	static char *load[] = { (char *)"mazegame", (char *)"--load=x",
	    (char *)"--ghost=b.run", NULL };
	struct options o;
	mg_err e;

	ck_assert_int_eq(options_parse(3, argv, &o, &e), 0);
	ck_assert_str_eq(o.record_path, "a.run");
	ck_assert(o.ghost);
	ck_assert_ptr_null(o.ghost_path);
	ck_assert(!o.maze_named);
	ck_assert_int_eq(options_parse(2, file, &o, &e), 0);
	ck_assert_str_eq(o.ghost_path, "b.run");
	ck_assert(o.maze_named);
	ck_assert_int_eq(options_parse(3, print, &o, &e), 2);
	ck_assert_int_eq(options_parse(3, load, &o, &e), 2);
	ck_assert_msg(strstr(e.msg, "--ghost=FILE plays the run's own maze") == e.msg,
	    "%s", e.msg);
}
END_TEST

Suite *
runs_suite(void)
{
	Suite *s = suite_create("runs");
	TCase *tc;

	tc = tcase_create("recorded");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, record_and_read);
	tcase_add_test(tc, recorded_from_report);
	tcase_add_test(tc, resumed);
	tcase_add_test(tc, options);
	suite_add_tcase(s, tc);

	tc = tcase_create("race a file");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, race_a_file);
	tcase_add_test(tc, bad_files);
	suite_add_tcase(s, tc);

	tc = tcase_create("best");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, your_best);
	tcase_add_test(tc, best_kept_without_ghost);
	suite_add_tcase(s, tc);
	return s;
}
