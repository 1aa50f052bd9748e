/* check_demo.c - --demo's pace (front/demo.c): a step every 70 ms, a
 * rest of a second and a half at the exit, then the next maze. */
#include "config.h"

#include "front/demo.h"
#include "suites.h"

/* Steps at once, then not before 70 ms have passed; again at 70. */
START_TEST(test_steps)
{
	struct demo_pace p = { 0, 0 };
	int wait = -1;

	ck_assert_int_eq(demo_due(&p, false, 1000, &wait), DEMO_STEP);
	ck_assert_int_eq(wait, 70);
	ck_assert_int_eq(demo_due(&p, false, 1030, &wait), DEMO_WAIT);
	ck_assert_int_eq(wait, 40);
	ck_assert_int_eq(demo_due(&p, false, 1069, &wait), DEMO_WAIT);
	ck_assert_int_eq(wait, 1);
	ck_assert_int_eq(demo_due(&p, false, 1070, &wait), DEMO_STEP);
	ck_assert_int_eq(wait, 70);
	/* Late (a slow terminal): the next step counts from now. */
	ck_assert_int_eq(demo_due(&p, false, 1500, &wait), DEMO_STEP);
	ck_assert_int_eq(demo_due(&p, false, 1569, &wait), DEMO_WAIT);
}
END_TEST

/* A maze walked out rests 1500 ms from when it was seen won, then the
 * next one is due once; the rest starts over for the maze after. */
START_TEST(test_rest)
{
	struct demo_pace p = { 0, 0 };
	int wait = -1;

	ck_assert_int_eq(demo_due(&p, false, 100, &wait), DEMO_STEP);
	ck_assert_int_eq(demo_due(&p, true, 2000, &wait), DEMO_WAIT);
	ck_assert_int_eq(wait, 1500);
	ck_assert_int_eq(demo_due(&p, true, 3000, &wait), DEMO_WAIT);
	ck_assert_int_eq(wait, 500);
	ck_assert_int_eq(demo_due(&p, true, 3500, &wait), DEMO_NEXT);
	ck_assert_int_eq(wait, 0);
	/* Still won (the next maze not made yet): a new rest. */
	ck_assert_int_eq(demo_due(&p, true, 3600, &wait), DEMO_WAIT);
	ck_assert_int_eq(wait, 1500);
}
END_TEST

Suite *
demo_suite(void)
{
	Suite *su = suite_create("demo");
	TCase *tc;

	tc = tcase_create("pace");
	tcase_add_test(tc, test_steps);
	tcase_add_test(tc, test_rest);
	suite_add_tcase(su, tc);
	return su;
}
