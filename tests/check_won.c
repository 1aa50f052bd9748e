/* check_won.c - a win kept (front/won.c): the score and the run kept,
 * and what is said when they could not be: the result's note, the
 * notices for the way out, the exit status's flag; and the notices
 * themselves (front/notices.c), each kept once. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "front/won.h"
#include "gamecmd.h"
#include "suites.h"
#include "testdir.h"

static struct session s;
static struct runs rs;
static struct notices kept;
static struct won_note w;

/* Plays a 15x8 maze of seed 3 out through rs (recorded to record, or
 * not: NULL), then keeps the win for alice. */
static void
win(const char *record)
{
	static char *argv[] = { (char *)"mazegame", (char *)"-W", (char *)"15",
	    (char *)"-H", (char *)"8", (char *)"-s", (char *)"3", NULL };
	struct options o;
	char note[320];
	uint64_t now = 1000;
	mg_err e;

	ck_assert_msg(options_parse(7, argv, &o, &e) == 0, "%s", e.msg);
	session_init(&s, &o);
	ck_assert_msg(session_new_game(&s, NULL, now, &e) == 0, "%s", e.msg);
	runs_init(&rs, "alice", record, false);
	runs_new_game(&rs, &s, note, sizeof note);
	while (!s.g.won) {
		runs_command(&rs, &s.g, game_next_move(&s.g), now);
		now += 100;
	}
	memset(&kept, 0, sizeof kept);
	memset(&w, 'x', sizeof w);
	won_keep(&s, &rs, "alice", 1700000000, &kept, &w);
}

static void
done(void)
{
	runs_free(&rs);
	session_free(&s);
}

/* A win kept: in the scores, with nothing to say about it but the run
 * (your best on this maze, kept for --ghost), nothing unwritten. */
START_TEST(test_kept)
{
	struct testdir t;

	testdir_setup(&t);
	win(NULL);
	ck_assert(!w.unwritten);
	ck_assert_int_ge(s.score_index, 0);
	ck_assert_str_eq(s.scores.v[s.score_index].name, "alice");
	ck_assert_str_eq(w.text, "");
	ck_assert_str_eq(kept.v[0], "");
	done();
	testdir_cleanup(&t);
}
END_TEST

/* No data directory (a file stands where it should be): the score is
 * not recorded, which the result says and the way out repeats, and the
 * exit status will say it too. */
START_TEST(test_not_recorded)
{
	struct testdir t;

	testdir_setup(&t);
	testdir_write(t.data, "not a directory\n", 16);
	win(NULL);
	ck_assert(w.unwritten);
	ck_assert_int_lt(s.score_index, 0);
	ck_assert_msg(strncmp(w.text, "Not recorded: cannot open ", 26) == 0, "%s", w.text);
	ck_assert_ptr_nonnull(strstr(w.text, "Not a directory"));
	/* Said once on the way out, though the run's best failed alike. */
	ck_assert_str_eq(kept.v[0], w.text + strlen("Not recorded: "));
	ck_assert_str_eq(kept.v[1], "");
	done();
	testdir_cleanup(&t);
}
END_TEST

/* --record to a directory that is not there: the run is not written;
 * the result says so first, and the exit status will too. */
START_TEST(test_run_unwritten)
{
	struct testdir t;
	char path[512];

	testdir_setup(&t);
	snprintf(path, sizeof path, "%s/no/such/dir.run", t.root);
	win(path);
	ck_assert(w.unwritten);
	ck_assert_int_ge(s.score_index, 0);
	ck_assert_msg(strncmp(w.text, "Run: cannot write ", 18) == 0, "%s", w.text);
	ck_assert_str_eq(kept.v[0], w.text + strlen("Run: "));
	done();
	testdir_cleanup(&t);

	/* The score not recorded either: the run, which --record asked
	 * for, is what the result says; both are kept for the way out. */
	testdir_setup(&t);
	snprintf(path, sizeof path, "%s/no/such/dir.run", t.root);
	testdir_write(t.data, "not a directory\n", 16);
	win(path);
	ck_assert(w.unwritten);
	ck_assert_msg(strncmp(w.text, "Run: cannot write ", 18) == 0, "%s", w.text);
	ck_assert_msg(strncmp(kept.v[0], "cannot open ", 12) == 0, "%s", kept.v[0]);
	ck_assert_str_eq(kept.v[1], w.text + strlen("Run: "));
	done();
	testdir_cleanup(&t);
}
END_TEST

/* Notices are kept in order, each once, four at most. */
START_TEST(test_notices)
{
	struct notices n;
	char big[NOTICE_MAX + 40];

	memset(&n, 0, sizeof n);
	notices_keep(&n, "one");
	notices_keep(&n, "two");
	notices_keep(&n, "one");
	ck_assert_str_eq(n.v[0], "one");
	ck_assert_str_eq(n.v[1], "two");
	ck_assert_str_eq(n.v[2], "");
	notices_keep(&n, "three");
	notices_keep(&n, "four");
	notices_keep(&n, "five");
	ck_assert_str_eq(n.v[3], "four");
	memset(&n, 0, sizeof n);
	memset(big, 'a', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	notices_keep(&n, big);
	ck_assert_uint_eq(strlen(n.v[0]), NOTICE_MAX - 1);
}
END_TEST

Suite *
won_suite(void)
{
	Suite *su = suite_create("won");
	TCase *tc;

	tc = tcase_create("kept");
	tcase_add_test(tc, test_kept);
	suite_add_tcase(su, tc);

	tc = tcase_create("not written");
	tcase_add_test(tc, test_not_recorded);
	tcase_add_test(tc, test_run_unwritten);
	suite_add_tcase(su, tc);

	tc = tcase_create("notices");
	tcase_add_test(tc, test_notices);
	suite_add_tcase(su, tc);
	return su;
}
