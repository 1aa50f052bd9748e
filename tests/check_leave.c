/* check_leave.c - the way out of a front end (front/leave.c): the exit
 * status and the lines read after the screen is gone. */
#include "config.h"

#include <string.h>

#include "base/err.h"
#include "front/leave.h"
#include "suites.h"

/* 0 stays 0 unless something was not written (then 1); a signal's or
 * a hangup's status stays as it is. */
START_TEST(test_status)
{
	struct leave l;

	memset(&l, 0, sizeof l);
	ck_assert_int_eq(leave_status(&l), 0);
	l.unwritten = true;
	ck_assert_int_eq(leave_status(&l), 1);
	l.status = 143;
	ck_assert_int_eq(leave_status(&l), 143);
	l.status = 2;
	l.unwritten = false;
	ck_assert_int_eq(leave_status(&l), 2);
}
END_TEST

/* The notices first, in order, then whether the game was saved (not
 * told to a terminal that went away) or quit unsaved. */
START_TEST(test_lines)
{
	char lines[LEAVE_LINES][NOTICE_MAX];
	struct notices kept;
	struct leave l;

	memset(&l, 0, sizeof l);
	memset(&kept, 0, sizeof kept);
	ck_assert_int_eq(leave_lines(&l, &kept, lines), 0);
	notices_keep(&kept, "scores set aside");
	notices_keep(&kept, "run not written");
	l.saved = true;
	ck_assert_int_eq(leave_lines(&l, &kept, lines), 3);
	ck_assert_str_eq(lines[0], "scores set aside");
	ck_assert_str_eq(lines[1], "run not written");
	ck_assert_str_eq(lines[2], "game saved; continue it with 'mazegame --resume'");
	/* An arcade's visitor types no command: the arcade's screen. */
	l.arcade = true;
	ck_assert_int_eq(leave_lines(&l, &kept, lines), 3);
	ck_assert_str_eq(lines[2], "game saved; p on the arcade's screen offers it again");
	l.lost = true;
	ck_assert_int_eq(leave_lines(&l, &kept, lines), 2);
	memset(&l, 0, sizeof l);
	l.quit_unsaved = true;
	ck_assert_int_eq(leave_lines(&l, &kept, lines), 3);
	ck_assert_str_eq(lines[2], "the game was not saved");
}
END_TEST

Suite *
leave_suite(void)
{
	Suite *su = suite_create("leave");
	TCase *tc;

	tc = tcase_create("status");
	tcase_add_test(tc, test_status);
	suite_add_tcase(su, tc);

	tc = tcase_create("lines");
	tcase_add_test(tc, test_lines);
	suite_add_tcase(su, tc);

	return su;
}
