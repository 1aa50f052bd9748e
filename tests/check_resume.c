/* check_resume.c - the saved game offered again (front/resume.c): the
 * question about a game saved on disk and its answers, and what is
 * said when the saved game cannot be taken. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>

#include "app/session.h"
#include "front/resume.h"
#include "front/start.h"
#include "store/saves.h"
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
	ck_assert_int_eq(resume_question_lines(&sg, 7, 0, lines), 3);
	ck_assert_str_eq(lines[0], "You have a saved game, number 7: normal, square 15x8, kruskal, seed 3");
	ck_assert_msg(strncmp(lines[1], "3 moves in ", 11) == 0, "%s", lines[1]);
	ck_assert_str_eq(lines[2], "Resume it?");
	/* Others kept beside it are counted, one or more. */
	ck_assert_int_eq(resume_question_lines(&sg, 7, 1, lines), 4);
	ck_assert_str_eq(lines[2], "1 other saved game is kept too.");
	ck_assert_str_eq(lines[3], "Resume it?");
	ck_assert_int_eq(resume_question_lines(&sg, 7, 5, lines), 4);
	ck_assert_str_eq(lines[2], "5 other saved games are kept too.");
	ck_assert_int_eq(resume_answers[0].key, CMD_YES);
	ck_assert_str_eq(resume_answers[0].says, "resume it");
	ck_assert_int_eq(resume_answers[1].key, CMD_NO);
	ck_assert_str_eq(resume_answers[1].says, "new game; it stays saved");
	ck_assert_int_eq(resume_answers[2].key, CMD_DISCARD);
	ck_assert_int_eq(resume_answers[3].key, CMD_OTHER);
	savegame_free(&sg);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* Saves a new game of seed seed with one move, as a game of its own. */
static void
save_seed(uint64_t seed)
{
	static char *argv[] = { (char *)"mazegame", (char *)"--size=12x6",
	    (char *)"-a", (char *)"prim", NULL };
	struct options o;
	struct session s;
	mg_err e;

	ck_assert_msg(options_parse(4, argv, &o, &e) == 0, "%s", e.msg);
	o.seed = seed;
	o.seed_given = true;
	session_init(&s, &o);
	ck_assert_msg(session_new_game(&s, NULL, 0, &e) == 0, "%s", e.msg);
	t_cmd(&s.g, game_next_move(&s.g), 1000);
	ck_assert_msg(testdir_save_new(&s.g, "normal", 2000, &e) == 0, "%s", e.msg);
	session_free(&s);
}

/* The next saved game goes newest first and round again, and skips a
 * game another session has open. */
START_TEST(test_next_save)
{
	struct testdir t;
	struct savegame sg, held;
	struct save_hold h;
	struct game g;
	uint32_t id = 99;
	size_t others = 99;
	mg_err e;

	testdir_setup(&t);
	ck_assert_int_eq(start_next_save(0, &sg, &id, &others, &e), 1);
	save_seed(11);   /* game 1 */
	save_seed(22);   /* 2 */
	save_seed(33);   /* 3, the newest */
	ck_assert_int_eq(start_next_save(0, &sg, &id, &others, &e), 0);
	ck_assert_uint_eq(id, 3);
	ck_assert_uint_eq(sg.seed, 33);
	ck_assert_uint_eq(others, 2);
	savegame_free(&sg);
	ck_assert_int_eq(start_next_save(3, &sg, &id, &others, &e), 0);
	ck_assert_uint_eq(id, 2);
	ck_assert_uint_eq(sg.seed, 22);
	savegame_free(&sg);
	ck_assert_int_eq(start_next_save(1, &sg, &id, &others, &e), 0);
	ck_assert_uint_eq(id, 3);   /* round again */
	savegame_free(&sg);
	/* Game 2 open in another session: 3, then 1. */
	saves_hold_init(&h);
	ck_assert_msg(saves_take(&h, 2, &held, &g, 0, NULL, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(start_next_save(3, &sg, &id, &others, &e), 0);
	ck_assert_uint_eq(id, 1);
	ck_assert_uint_eq(sg.seed, 11);
	ck_assert_uint_eq(others, 2);
	savegame_free(&sg);
	/* A game deleted: the one after it comes next. */
	ck_assert_int_eq(saves_remove(1, &e), 0);
	ck_assert_int_eq(start_next_save(1, &sg, &id, &others, &e), 0);
	ck_assert_uint_eq(id, 3);
	ck_assert_uint_eq(others, 1);
	savegame_free(&sg);
	/* The open game cannot be deleted. */
	ck_assert_int_eq(saves_remove(2, &e), -1);
	ck_assert_int_eq(e.code, MG_ELOCKED);
	savegame_free(&held);
	game_free(&g);
	saves_release(&h);
	testdir_cleanup(&t);
}
END_TEST

/* A line of --saved: its ID first, then when, shape and size,
 * algorithm, seed or day, moves, time, assisted, open. */
START_TEST(test_saved_line)
{
	struct save_info si;
	char line[400];
	struct testdir t;
	mg_err e;

	testdir_setup(&t);
	setenv("TZ", "UTC", 1);
	tzset();
	save_seed(42);
	ck_assert_int_eq(testdir_newest_save(&si.sg, &si.id, &e), 0);
	si.saved = 86400 * 365 + 3600 + 120;   /* 1971-01-01 01:02 */
	si.open = false;
	si.sg.pr.elapsed_ms = 61500;
	session_save_line(&si, line, sizeof line);
	ck_assert_str_eq(line, "1  1971-01-01 01:02  square 12x6  prim  seed 42  1 move  1:01");
	si.sg.pr.moves = 12;
	si.sg.pr.assisted = true;
	si.open = true;
	snprintf(si.sg.daily_date, sizeof si.sg.daily_date, "2026-12-07");
	session_save_line(&si, line, sizeof line);
	ck_assert_str_eq(line, "1  1971-01-01 01:02  square 12x6  prim  daily 2026-12-07  12 moves  1:01  assisted  (open in another mazegame)");
	savegame_free(&si.sg);
	unsetenv("TZ");
	tzset();
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

	tc = tcase_create("next");
	tcase_add_test(tc, test_next_save);
	tcase_add_test(tc, test_saved_line);
	suite_add_tcase(su, tc);

	tc = tcase_create("failed");
	tcase_add_test(tc, test_failed);
	suite_add_tcase(su, tc);
	return su;
}
