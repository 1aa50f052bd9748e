/* check_options.c - command-line parsing, presets and usage errors. */
#include "config.h"

#include <string.h>

#include "app/options.h"
#include "suites.h"

/* Parses a NULL-terminated list of arguments after "mazegame". */
static int
parse(struct options *o, mg_err *e, const char *const *args)
{
	char *argv[32];
	int argc = 0;

	argv[argc++] = (char *)"mazegame";
	while (*args != NULL && argc < 31)
		argv[argc++] = (char *)*args++;
	argv[argc] = NULL;
	e->msg[0] = '\0';
	return options_parse(argc, argv, o, e);
}

/* Expects a usage error whose message contains want. */
static void
expect_usage(const char *const *args, const char *want)
{
	struct options o;
	mg_err e;

	ck_assert_int_eq(parse(&o, &e, args), 2);
	ck_assert_msg(strstr(e.msg, want) != NULL, "message '%s' lacks '%s'",
	    e.msg, want);
}

START_TEST(test_defaults_are_normal)
{
	struct options o;
	mg_err e;
	const char *args[] = { NULL };

	ck_assert_int_eq(parse(&o, &e, args), 0);
	ck_assert_int_eq(o.action, ACT_PLAY);
	ck_assert_int_eq(o.difficulty, DIFF_NORMAL);
	ck_assert_uint_eq(o.width, 19);
	ck_assert_uint_eq(o.height, 11);
	ck_assert(!o.seed_given);
	/* normal fits 80x24: 4 columns and 2 rows a cell, plus a status line */
	ck_assert_uint_le(4 * o.width + 1, 80);
	ck_assert_uint_le(2 * o.height + 1 + 1, 24);
}
END_TEST

START_TEST(test_explicit_options_override_preset)
{
	struct options o;
	mg_err e;
	const char *args[] = { "--hard", "-W", "7", "--algorithm=dfs", "-s", "18446744073709551615", NULL };

	ck_assert_int_eq(parse(&o, &e, args), 0);
	ck_assert_int_eq(o.difficulty, DIFF_HARD);
	ck_assert_uint_eq(o.width, 7);
	ck_assert_uint_eq(o.height, preset_get(DIFF_HARD)->h);
	ck_assert_str_eq(o.algo->name, "backtracker");
	ck_assert_uint_eq(o.seed, UINT64_MAX);
	ck_assert(o.preset->far_apart && o.preset->fog);
}
END_TEST

START_TEST(test_hard_is_larger_than_normal)
{
	const struct preset *n = preset_get(DIFF_NORMAL);
	const struct preset *h = preset_get(DIFF_HARD);
	const struct preset *e = preset_get(DIFF_EASY);

	ck_assert_uint_gt((uint64_t)h->w * h->h, (uint64_t)n->w * n->h);
	ck_assert_uint_gt((uint64_t)n->w * n->h, (uint64_t)e->w * e->h);
	ck_assert(h->fog && !n->fog && !e->fog);
	ck_assert(e->trail);
}
END_TEST

START_TEST(test_print_stats_actions)
{
	struct options o;
	mg_err e;
	const char *a1[] = { "--print", "--solution", "--stats", NULL };
	const char *a2[] = { "--stats", "--size", "4000x3000", NULL };

	ck_assert_int_eq(parse(&o, &e, a1), 0);
	ck_assert_int_eq(o.action, ACT_PRINT);
	ck_assert(o.solution && o.stats);
	ck_assert_int_eq(parse(&o, &e, a2), 0);
	ck_assert_int_eq(o.action, ACT_STATS);
	ck_assert_uint_eq(o.width, 4000);
	ck_assert_uint_eq(o.height, 3000);
}
END_TEST

START_TEST(test_usage_errors)
{
	const char *a1[] = { "--width", "0", NULL };
	const char *a2[] = { "--width", "abc", NULL };
	const char *a3[] = { "--width", "999999999", NULL };
	const char *a4[] = { "-a", "nonsense", NULL };
	const char *a5[] = { "--bogus", NULL };
	const char *a6[] = { "--solution", NULL };
	const char *a7[] = { "--width", NULL };
	const char *a8[] = { "-W", "60000", "-H", "60000", NULL };
	const char *a9[] = { "--load", "x", "--seed", "3", NULL };
	const char *a10[] = { "--easy", "--hard", NULL };
	const char *a11[] = { "--seed", "-1", NULL };
	const char *a12[] = { "--seed", "18446744073709551616", NULL };
	const char *a13[] = { "stray", NULL };
	const char *a14[] = { "--size", "10by10", NULL };
	const char *a15[] = { "-x", NULL };

	expect_usage(a1, "--width: 0 is out of range");
	expect_usage(a2, "--width: 'abc' is not a number");
	expect_usage(a3, "--width: 999999999 is out of range");
	expect_usage(a4, "unknown algorithm 'nonsense'");
	expect_usage(a5, "unknown option '--bogus'");
	expect_usage(a6, "--solution only works with --print");
	expect_usage(a7, "needs a value");
	expect_usage(a8, "cells is more than the limit");
	expect_usage(a9, "--load");
	expect_usage(a10, "choose one of");
	expect_usage(a11, "not a number");
	expect_usage(a12, "too large");
	expect_usage(a13, "unexpected argument 'stray'");
	expect_usage(a14, "WIDTHxHEIGHT");
	expect_usage(a15, "unknown option '-x'");
}
END_TEST

/* A mode refuses what it would ignore, naming the option and itself;
 * what it uses goes through. */
START_TEST(test_modes_refuse_ignored_options)
{
	struct options o;
	mg_err e;
	const char *races_seed[] = { "--races", "-s", "4", NULL };
	const char *scores_hard[] = { "--high-scores", "--hard", NULL };
	const char *list_algo[] = { "--list-algorithms", "-a", "prim", NULL };
	const char *history_w[] = { "--history", "-W", "9", NULL };
	const char *print_theme[] = { "--print", "--theme=dark", NULL };
	const char *spectate_rec[] = { "--spectate=r", "--record=x", NULL };
	const char *two[] = { "--races", "--seed=1", "--easy", NULL };
	const char *history_csv[] = { "--history", "--format=csv", NULL };
	const char *print_ok[] = { "--print", "--stats", "-s", "3", "--hard", NULL };
	const char *config_ok[] = { "--dump-config", "--hard", "--theme=dark", NULL };
	const char *spectate_ok[] = { "--spectate=r", "--ascii", "--describe", NULL };

	expect_usage(races_seed, "--races does not use --seed");
	expect_usage(scores_hard, "--high-scores does not use --hard");
	expect_usage(list_algo, "--list-algorithms does not use --algorithm");
	expect_usage(history_w, "--history does not use --width");
	expect_usage(print_theme, "--print does not use --theme");
	expect_usage(spectate_rec, "--spectate does not use --record");
	expect_usage(two, "--races does not use --seed, --easy: leave them out");
	ck_assert_int_eq(parse(&o, &e, history_csv), 0);
	ck_assert_int_eq(parse(&o, &e, print_ok), 0);
	ck_assert_int_eq(parse(&o, &e, config_ok), 0);
	ck_assert_int_eq(parse(&o, &e, spectate_ok), 0);
}
END_TEST

START_TEST(test_help_and_version_win)
{
	struct options o;
	mg_err e;
	const char *a1[] = { "--print", "--help", NULL };
	const char *a2[] = { "-V", NULL };

	ck_assert_int_eq(parse(&o, &e, a1), 0);
	ck_assert_int_eq(o.action, ACT_HELP);
	ck_assert_int_eq(parse(&o, &e, a2), 0);
	ck_assert_int_eq(o.action, ACT_VERSION);
	ck_assert_ptr_nonnull(strstr(options_help(), "--list-algorithms"));
}
END_TEST

/* Every option a mode may refuse, by the name --help gives it, in the
 * order of enum opt_given; a short option counts as its long one. */
START_TEST(test_given_names)
{
	char buf[1024];
	struct options o;
	mg_err e;
	const char *a[] = { "-s", "4", "--ascii", "-W", "12", NULL };

	ck_assert_int_eq(options_given_names(~(uint64_t)0, ~(uint64_t)0, buf,
	    sizeof buf), OPTG_N);
	ck_assert_str_eq(buf, "--width, --height, --size, --fit, --seed, "
	    "--algorithm, --easy, --normal, --hard, --load, --daily, "
	    "--solution, --stats, --format, --output, --page, --count, --cell, "
	    "--ascii, --no-color, --theme, --describe, --no-mouse, --resume, "
	    "--demo, --watch, --marathon, --record, --ghost, --race, "
	    "--spectate, --private, --shape, --weave, --floors");
	ck_assert_int_eq(options_given_names(0, ~(uint64_t)0, buf, sizeof buf), 0);
	ck_assert_str_eq(buf, "");
	ck_assert_uint_eq(options_given_bit('s'), OPTG(OPTG_SEED));
	ck_assert_uint_eq(options_given_bit('o'), OPTG(OPTG_OUTPUT));
	ck_assert_uint_eq(options_given_bit('h'), 0);
	ck_assert_int_eq(parse(&o, &e, a), 0);
	ck_assert_uint_eq(o.given, OPTG(OPTG_SEED) | OPTG(OPTG_ASCII)
	    | OPTG(OPTG_WIDTH));
	/* Cut to the buffer, never past it. */
	ck_assert_int_eq(options_given_names(o.given, OPTG_MAZE, buf, 12), 2);
	ck_assert_str_eq(buf, "--width, --");
}
END_TEST

/* One option's name, as the manual spells it, by its code: those that
 * name a mode in the refusals come from here. */
START_TEST(test_option_name)
{
	char buf[32];

	ck_assert_str_eq(options_name('s', buf, sizeof buf), "--seed");
	ck_assert_str_eq(options_name('V', buf, sizeof buf), "--version");
	ck_assert_str_eq(options_name(OPT_LIST, buf, sizeof buf),
	    "--list-algorithms");
	ck_assert_str_eq(options_name(OPT_DUMP_CONFIG, buf, sizeof buf),
	    "--dump-config");
	ck_assert_str_eq(options_name(-5, buf, sizeof buf), "--?");
	/* Cut to the buffer. */
	ck_assert_str_eq(options_name(OPT_HIGH_SCORES, buf, 6), "--hig");
}
END_TEST

Suite *
options_suite(void)
{
	Suite *s = suite_create("options");
	TCase *tc;

	tc = tcase_create("presets");
	tcase_add_test(tc, test_defaults_are_normal);
	tcase_add_test(tc, test_explicit_options_override_preset);
	tcase_add_test(tc, test_hard_is_larger_than_normal);
	suite_add_tcase(s, tc);

	tc = tcase_create("actions");
	tcase_add_test(tc, test_print_stats_actions);
	tcase_add_test(tc, test_help_and_version_win);
	suite_add_tcase(s, tc);

	tc = tcase_create("refusals");
	tcase_add_test(tc, test_usage_errors);
	tcase_add_test(tc, test_modes_refuse_ignored_options);
	suite_add_tcase(s, tc);

	tc = tcase_create("names");
	tcase_add_test(tc, test_given_names);
	tcase_add_test(tc, test_option_name);
	suite_add_tcase(s, tc);
	return s;
}
