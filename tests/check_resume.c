/* check_resume.c - the saved game offered again (front/resume.c): the
 * question about a game saved on disk and its answers, and what is
 * said when the saved game cannot be taken. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "app/session.h"
#include "front/resume.h"
#include "gamecmd.h"
#include "store/persist.h"
#include "suites.h"
#include "testdir.h"

/* A game of 3 moves saved and read back: the question names it and
 * asks; y resumes, n keeps it saved. */
START_TEST(test_question)
{
	static char *argv[] = { (char *)"mazegame", (char *)"-W", (char *)"15",
	    (char *)"-H", (char *)"8", (char *)"-a", (char *)"kruskal",
	    (char *)"-s", (char *)"3", NULL };
	char lines[QUESTION_LINES][QUESTION_LINE_MAX];
	struct testdir t;
	struct options o;
	struct session s;
	struct savegame sg;
	mg_err e;
	int i;

	testdir_setup(&t);
	ck_assert_msg(options_parse(9, argv, &o, &e) == 0, "%s", e.msg);
	session_init(&s, &o);
	ck_assert_msg(session_new_game(&s, NULL, 0, &e) == 0, "%s", e.msg);
	for (i = 0; i < 3; i++)
		t_cmd(&s.g, game_next_move(&s.g), 1000);
	ck_assert_msg(session_save(&s, 2000, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_int_eq(resume_question_lines(&sg, 0, lines), 3);
	ck_assert_str_eq(lines[0], "You have a saved game: normal, 15x8 kruskal");
	ck_assert_msg(strncmp(lines[1], "3 moves in ", 11) == 0, "%s", lines[1]);
	ck_assert_str_eq(lines[2], "Resume it?");
	/* Others kept beside it are counted, one or more. */
	ck_assert_int_eq(resume_question_lines(&sg, 1, lines), 4);
	ck_assert_str_eq(lines[2], "1 other saved game is kept too.");
	ck_assert_str_eq(lines[3], "Resume it?");
	ck_assert_int_eq(resume_question_lines(&sg, 5, lines), 4);
	ck_assert_str_eq(lines[2], "5 other saved games are kept too.");
	ck_assert_int_eq(resume_answers[0].key, CMD_YES);
	ck_assert_str_eq(resume_answers[0].says, "resume it");
	ck_assert_int_eq(resume_answers[1].key, CMD_NO);
	ck_assert_str_eq(resume_answers[1].says, "new game; it stays saved");
	savegame_free(&sg);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* Gone, damaged (its own words) or unreadable (why, after what). */
START_TEST(test_failed)
{
	mg_err e;
	char buf[400];

	memset(&e, 0, sizeof e);
	ck_assert_str_eq(resume_failed_words(1, &e, buf, sizeof buf),
	    "The saved game is gone: another mazegame took it.");
	e.code = MG_EDAMAGED;
	snprintf(e.msg, sizeof e.msg, "saved-game: line 3: bad; set aside");
	ck_assert_str_eq(resume_failed_words(-1, &e, buf, sizeof buf),
	    "saved-game: line 3: bad; set aside");
	e.code = MG_EOTHER;
	snprintf(e.msg, sizeof e.msg, "no memory");
	ck_assert_str_eq(resume_failed_words(-1, &e, buf, sizeof buf),
	    "cannot resume the saved game: no memory");
}
END_TEST

Suite *
resume_suite(void)
{
	Suite *su = suite_create("resume");
	TCase *tc;

	tc = tcase_create("question");
	tcase_add_test(tc, test_question);
	suite_add_tcase(su, tc);

	tc = tcase_create("failed");
	tcase_add_test(tc, test_failed);
	suite_add_tcase(su, tc);
	return su;
}
