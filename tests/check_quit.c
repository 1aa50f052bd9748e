/* check_quit.c - leaving a game (front/quit.c): nothing kept of a game
 * not begun, a question before another saved game is replaced, the
 * save itself, the questions' words and answers, and the save nobody
 * is asked about when a signal or a lost terminal ends the game. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "front/quit.h"
#include "gamecmd.h"
#include "store/persist.h"
#include "suites.h"
#include "testdir.h"

static int signals_asked;

/* No signal ends the game; counts how often it was asked. */
static int
no_signal(void)
{
	signals_asked++;
	return 0;
}

/* Not begun: it ends; begun: saved (on its own: no other saved game
 * is in its way, so nothing is asked); won: it ends. */
START_TEST(test_first)
{
	struct session s;

	t_session(&s, 0);
	ck_assert_int_eq(quit_first(&s), QUIT_END);
	session_free(&s);
	t_session(&s, 2);
	ck_assert_int_eq(quit_first(&s), QUIT_SAVE);
	while (!s.g.won)
		t_cmd(&s.g, game_next_move(&s.g), 20);
	ck_assert_int_eq(quit_first(&s), QUIT_END);
	session_free(&s);
}
END_TEST

/* The game saved where --resume finds it; no data directory (a file
 * stands there): -1 and why, and no second try for a failure that is
 * not a wait cut short. */
START_TEST(test_save)
{
	struct testdir t;
	struct session s;
	struct notices kept;
	struct savegame sg;
	mg_err e;

	memset(&kept, 0, sizeof kept);
	testdir_setup(&t);
	t_session(&s, 3);
	ck_assert_msg(quit_save(&s, no_signal, &kept, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_uint_eq(sg.pr.moves, 3);
	savegame_free(&sg);
	session_free(&s);
	testdir_cleanup(&t);

	testdir_setup(&t);
	testdir_write(t.data, "not a directory\n", 16);
	t_session(&s, 3);
	signals_asked = 0;
	ck_assert_int_eq(quit_save(&s, no_signal, &kept, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "Not a directory"));
	ck_assert_int_eq(signals_asked, 0);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* The question when saving failed says what went wrong in two lines,
 * and offers y, d and n with what each keeps or loses. */
START_TEST(test_questions)
{
	char lines[QUESTION_LINES][QUESTION_LINE_MAX];

	ck_assert_int_eq(quit_failed_lines("disk full", lines), 2);
	ck_assert_str_eq(lines[0], "The game could not be saved:");
	ck_assert_str_eq(lines[1], "disk full");
	ck_assert_int_eq(quit_failed_answers[0].key, CMD_YES);
	ck_assert_int_eq(quit_failed_answers[1].key, CMD_DISCARD);
	ck_assert_int_eq(quit_failed_answers[2].key, CMD_NO);
	ck_assert_str_eq(quit_failed_answers[1].says, "quit; this game is lost");
}
END_TEST

/* Ended by a signal: an unfinished game is saved where --resume finds
 * it.  Ended as asked (status 0), quit unsaved, or not begun: nothing
 * is saved. */
START_TEST(test_unasked)
{
	struct testdir t;
	struct session s;
	struct notices kept;
	struct savegame sg;
	struct leave l;
	mg_err e;

	memset(&kept, 0, sizeof kept);
	testdir_setup(&t);
	memset(&l, 0, sizeof l);
	t_session(&s, 3);
	quit_save_unasked(&l, &s, 2000, &kept);
	ck_assert(!l.saved);
	l.quit_unsaved = true;
	l.status = MG_EXIT_SIGNAL + 15;
	quit_save_unasked(&l, &s, 2000, &kept);
	ck_assert(!l.saved);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 1);
	l.quit_unsaved = false;
	quit_save_unasked(&l, &s, 2000, &kept);
	ck_assert(l.saved);
	ck_assert_str_eq(kept.v[0], "");
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_uint_eq(sg.pr.moves, 3);
	savegame_free(&sg);
	session_free(&s);

	/* Not begun: nothing to keep. */
	memset(&l, 0, sizeof l);
	l.status = MG_EXIT_HANGUP;
	t_session(&s, 0);
	quit_save_unasked(&l, &s, 2000, &kept);
	ck_assert(!l.saved);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* Another saved game is never replaced, asked or not: a game saved by a
 * hang-up is kept beside it, both whole, and nothing needs telling. */
START_TEST(test_other_kept)
{
	struct testdir t;
	struct session s;
	struct notices kept;
	struct savegame sg;
	struct leave l;
	mg_err e;

	memset(&kept, 0, sizeof kept);
	memset(&l, 0, sizeof l);
	testdir_setup(&t);
	t_session(&s, 2);
	ck_assert_msg(session_save(&s, 1000, &e) == 0, "%s", e.msg);
	session_free(&s);
	t_session(&s, 4);
	l.status = MG_EXIT_HANGUP;
	quit_save_unasked(&l, &s, 2000, &kept);
	ck_assert(l.saved);
	ck_assert_str_eq(kept.v[0], "");
	session_free(&s);
	ck_assert_int_eq(testdir_saves(), 2);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_uint_eq(sg.pr.moves, 4);
	savegame_free(&sg);
	testdir_cleanup(&t);
}
END_TEST

Suite *
quit_suite(void)
{
	Suite *su = suite_create("quit");
	TCase *tc;

	tc = tcase_create("first step");
	tcase_add_test(tc, test_first);
	suite_add_tcase(su, tc);

	tc = tcase_create("saving");
	tcase_add_test(tc, test_save);
	suite_add_tcase(su, tc);

	tc = tcase_create("questions");
	tcase_add_test(tc, test_questions);
	suite_add_tcase(su, tc);

	tc = tcase_create("saved unasked");
	tcase_add_test(tc, test_unasked);
	tcase_add_test(tc, test_other_kept);
	suite_add_tcase(su, tc);
	return su;
}
