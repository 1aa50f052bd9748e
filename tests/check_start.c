/* check_start.c - how a front end opens (front/start.c): the first
 * game for each way of starting, and the player's name. */
#include "config.h"

#include <string.h>

#include "front/start.h"
#include "suites.h"

/* Parses the arguments into o; fails the test on an error. */
static void
parse(struct options *o, int argc, const char *const *args)
{
	char *argv[8];
	mg_err e;
	int i;

	for (i = 0; i < argc; i++)
		argv[i] = (char *)args[i];
	argv[argc] = NULL;
	ck_assert_msg(options_parse(argc, argv, o, &e) == 0, "%s", e.msg);
}

/* A room first; then --demo or --watch; then a run raced; then the
 * saved game: taken with --resume, asked about when no maze is named,
 * passed over when one is. */
START_TEST(test_how)
{
	static const char *plain[] = { "mazegame" };
	static const char *seed[] = { "mazegame", "-s", "4" };
	static const char *resume[] = { "mazegame", "--resume" };
	static const char *demo[] = { "mazegame", "--demo" };
	static const char *watch[] = { "mazegame", "--watch" };
	static const char *ghost[] = { "mazegame", "--ghost=run.txt" };
	struct options o;

	parse(&o, 1, plain);
	ck_assert_int_eq(start_how(&o, false, 1), START_NEW);
	ck_assert_int_eq(start_how(&o, false, -1), START_NEW);
	ck_assert_int_eq(start_how(&o, false, 0), START_OFFER);
	ck_assert_int_eq(start_how(&o, true, 0), START_RACE);
	parse(&o, 3, seed);
	ck_assert_int_eq(start_how(&o, false, 0), START_NEW);
	parse(&o, 2, resume);
	ck_assert_int_eq(start_how(&o, false, 0), START_RESUME);
	parse(&o, 2, demo);
	ck_assert_int_eq(start_how(&o, false, 1), START_WATCH);
	parse(&o, 2, watch);
	ck_assert_int_eq(start_how(&o, false, 0), START_WATCH);
	parse(&o, 2, ghost);
	ck_assert_int_eq(start_how(&o, false, 0), START_GHOST);
}
END_TEST

/* A name given is the name; none: a login name of some kind, never
 * empty. */
START_TEST(test_player)
{
	static const char *plain[] = { "mazegame" };
	struct options o;
	const char *name;

	parse(&o, 1, plain);
	o.player = "alice";
	ck_assert_str_eq(start_player(&o), "alice");
	o.player = NULL;
	name = start_player(&o);
	ck_assert_ptr_nonnull(name);
	ck_assert_uint_gt(strlen(name), 0);
}
END_TEST

Suite *
start_suite(void)
{
	Suite *su = suite_create("start");
	TCase *tc;

	tc = tcase_create("first game");
	tcase_add_test(tc, test_how);
	suite_add_tcase(su, tc);

	tc = tcase_create("player");
	tcase_add_test(tc, test_player);
	suite_add_tcase(su, tc);
	return su;
}
