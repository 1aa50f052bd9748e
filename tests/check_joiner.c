/* check_joiner.c - what a joiner of a race is told of the maze options
 * it gave (front/joiner.c): nothing when it gave none, hosts or
 * watches; else the room and the options, one or many. */
#include "config.h"

#include <string.h>

#include "front/joiner.h"
#include "gamecmd.h"
#include "suites.h"

/* Two options named, one, none; a host is told nothing. */
START_TEST(test_unused)
{
	static const char *two[] = { "mazegame", "--race=den", "-s", "5", "--hard" };
	static const char *one[] = { "mazegame", "--race=den", "-W", "20" };
	static const char *none[] = { "mazegame", "--race=den", "--ascii" };
	struct options o;
	char msg[320];

	t_options(&o, 5, two);
	ck_assert_int_eq(joiner_unused_words(&o, false, msg, sizeof msg), 2);
	ck_assert_str_eq(msg, "room den is hosted already and its host's maze "
	    "is raced: --seed, --hard are not used");
	ck_assert_int_eq(joiner_unused_words(&o, true, msg, sizeof msg), 0);
	ck_assert_str_eq(msg, "");
	t_options(&o, 4, one);
	ck_assert_int_eq(joiner_unused_words(&o, false, msg, sizeof msg), 1);
	ck_assert_str_eq(msg, "room den is hosted already and its host's maze "
	    "is raced: --width is not used");
	t_options(&o, 3, none);
	ck_assert_int_eq(joiner_unused_words(&o, false, msg, sizeof msg), 0);
	ck_assert_str_eq(joiner_unused_status(),
	    "the host's options name the maze: yours are not used");
}
END_TEST

Suite *
joiner_suite(void)
{
	Suite *su = suite_create("joiner");
	TCase *tc;

	tc = tcase_create("unused options");
	tcase_add_test(tc, test_unused);
	suite_add_tcase(su, tc);
	return su;
}
