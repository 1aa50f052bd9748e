/* check_marathon_flow.c - a marathon between screens
 * (front/marathon_flow.c): r, n and q on a maze's result, r and n
 * refused on its mazes, and its end kept once, or said when it cannot
 * be. */
#include "config.h"

#include <string.h>

#include "app/session_marathon.h"
#include "front/marathon_flow.h"
#include "store/marathons.h"
#include "suites.h"
#include "testdir.h"

static struct session s;

/* A session with a marathon of seed 5 on, at its first maze. */
static void
begin(void)
{
	static char *argv[] = { (char *)"mazegame", (char *)"--marathon", NULL };
	struct options o;
	mg_err e;

	ck_assert_msg(options_parse(2, argv, &o, &e) == 0, "%s", e.msg);
	session_init(&s, &o);
	session_marathon_start(&s, 5, false);
}

/* Without a marathon nothing is its; on one, r stays, n goes on to
 * the next maze (not once it is over), q ends it, others are not its. */
START_TEST(test_result)
{
	begin();
	s.marathon_on = false;
	ck_assert_int_eq(marathon_flow_result(&s, CMD_NEW), MARATHON_NOT_MINE);
	ck_assert(!marathon_flow_refuses(&s, CMD_RESTART));
	s.marathon_on = true;
	ck_assert_int_eq(marathon_flow_result(&s, CMD_RESTART), MARATHON_STAY);
	ck_assert_int_eq(marathon_flow_result(&s, CMD_HELP), MARATHON_NOT_MINE);
	ck_assert_int_eq(marathon_flow_result(&s, CMD_QUIT), MARATHON_END);
	ck_assert_uint_eq(s.mr.level, 1);
	ck_assert_int_eq(marathon_flow_result(&s, CMD_NEW), MARATHON_NEXT);
	ck_assert_uint_eq(s.mr.level, 2);
	s.mr.over = true;
	ck_assert_int_eq(marathon_flow_result(&s, CMD_NEW), MARATHON_STAY);
	ck_assert_uint_eq(s.mr.level, 2);
	ck_assert(marathon_flow_refuses(&s, CMD_RESTART));
	ck_assert(marathon_flow_refuses(&s, CMD_NEW));
	ck_assert(!marathon_flow_refuses(&s, CMD_QUIT));
	session_free(&s);
}
END_TEST

/* The end goes with the best marathons once; without a data directory
 * it is said, and counts as not written. */
START_TEST(test_end)
{
	struct testdir t;
	struct notices kept;

	memset(&kept, 0, sizeof kept);
	testdir_setup(&t);
	begin();
	s.mr.points = 1500;
	ck_assert(!marathon_flow_end(&s, "alice", 1700000000, &kept));
	ck_assert(s.marathon_ended);
	ck_assert_int_eq(s.marathon_index, 0);
	ck_assert_uint_eq(s.marathons.n, 1);
	ck_assert(!marathon_flow_end(&s, "alice", 1700000001, &kept));
	ck_assert_uint_eq(s.marathons.n, 1);
	ck_assert_str_eq(kept.v[0], "");
	session_free(&s);
	testdir_cleanup(&t);

	testdir_setup(&t);
	testdir_write(t.data, "not a directory\n", 16);
	begin();
	ck_assert(marathon_flow_end(&s, "alice", 1700000000, &kept));
	ck_assert_ptr_nonnull(strstr(kept.v[0], "Not a directory"));
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

Suite *
marathon_flow_suite(void)
{
	Suite *su = suite_create("marathon_flow");
	TCase *tc;

	tc = tcase_create("result");
	tcase_add_test(tc, test_result);
	suite_add_tcase(su, tc);

	tc = tcase_create("end");
	tcase_add_test(tc, test_end);
	suite_add_tcase(su, tc);
	return su;
}
