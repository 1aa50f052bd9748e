/* check_history.c - the history file and what it adds up to: dates,
 * the strict parser, writing within the cap, counts, best and median
 * efficiency, and the daily streak across month ends and gaps.  Day
 * numbers were worked out apart from the code (days since 1970-01-01
 * by Python's datetime). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/history.h"
#include "store/history_stats.h"
#include "suites.h"
#include "loop_assert.h"

/* Most texts here are of version 1, which is still read (its lines
 * have no shape); HEAD2 starts one of version 2. */
#define HEAD "mazegame-history 1\n"
#define HEAD2 "mazegame-history 2\n"

/* Parses text, which must parse. */
static void
parse_ok(const char *text, struct history *h)
{
	mg_err e;

	ck_assert_msg(history_parse(text, strlen(text), h, &e) == 0, "%s", e.msg);
}

/* Parses text, which must be refused with a message containing what. */
static void
parse_bad(const char *text, const char *what)
{
	struct history h;
	mg_err e;

	ck_assert_int_eq(history_parse(text, strlen(text), &h, &e), -1);
	ck_assert_msg(strstr(e.msg, what) != NULL, "'%s' lacks '%s'", e.msg, what);
}

START_TEST(test_days)
{
	bool ok;
	int32_t d;
	char buf[16];

	ck_assert_int_eq(history_day(1970, 1, 1, &ok), 0);
	ck_assert(ok);
	ck_assert_int_eq(history_day(2000, 3, 1, &ok), 11017);
	ck_assert_int_eq(history_day(2024, 2, 29, &ok), 19782);
	ck_assert(ok);
	ck_assert_int_eq(history_day(2026, 3, 1, &ok), 20513);
	ck_assert_int_eq(history_day(2026, 2, 28, &ok), 20512);
	ck_assert_int_eq(history_day(2027, 1, 1, &ok), 20819);
	history_day(2026, 2, 29, &ok);
	ck_assert(!ok);
	history_day(2100, 2, 29, &ok);
	ck_assert(!ok);
	history_day(2000, 2, 29, &ok);
	ck_assert(ok);
	history_day(2026, 4, 31, &ok);
	ck_assert(!ok);
	history_day(2026, 13, 1, &ok);
	ck_assert(!ok);
	ck_assert_int_eq(history_parse_date("2026-12-31", &d), 0);
	ck_assert_int_eq(d, 20818);
	ck_assert_str_eq(history_date(20818, buf), "2026-12-31");
	ck_assert_str_eq(history_date(19782, buf), "2024-02-29");
	ck_assert_str_eq(history_date(0, buf), "1970-01-01");
	ck_assert_int_eq(history_parse_date("2026-1-05", &d), -1);
	ck_assert_int_eq(history_parse_date("2026-01-05x", &d), -1);
	ck_assert_int_eq(history_parse_date("2026-02-30", &d), -1);
	ck_assert_int_eq(history_parse_date("", &d), -1);
}
END_TEST

/* Every day of some years goes to a date and back. */
START_TEST(test_days_round_trip)
{
	int32_t day, back;
	char buf[16];

	for (day = 10900; day < 22000; day++) {
		loop_assert_int_eq(history_parse_date(history_date(day, buf), &back), 0);
		loop_assert_int_eq(back, day);
	}
}
END_TEST

START_TEST(test_parse)
{
	struct history h;

	parse_ok(HEAD "game 100 normal escaped 60 52 2026-03-01\n"
	    "game 200 easy quit 3 10 -\n"
	    "game 300 easy resumed 3 10 -\n", &h);
	ck_assert_uint_eq(h.n, 3);
	ck_assert_int_eq(h.v[0].when, 100);
	ck_assert_str_eq(h.v[0].diff, "normal");
	ck_assert_int_eq(h.v[0].result, HISTORY_ESCAPED);
	ck_assert_uint_eq(h.v[0].moves, 60);
	ck_assert_uint_eq(h.v[0].optimal, 52);
	ck_assert_int_eq(h.v[0].daily, 20513);
	ck_assert_int_eq(h.v[1].result, HISTORY_QUIT);
	ck_assert_int_eq(h.v[1].daily, HISTORY_NO_DAY);
	ck_assert_int_eq(h.v[2].result, HISTORY_RESUMED);
	history_free(&h);
	parse_ok(HEAD, &h);
	ck_assert_uint_eq(h.n, 0);
	history_free(&h);
	/* Version 2: each game's shape, "-" where it is not known. */
	parse_ok(HEAD2 "game 100 normal escaped 60 52 - hex\n"
	    "game 200 hard quit 3 10 - floors3\n"
	    "game 300 easy escaped 10 10 2026-03-01 -\n", &h);
	ck_assert_uint_eq(h.n, 3);
	ck_assert_str_eq(h.v[0].shape, "hex");
	ck_assert_str_eq(h.v[1].shape, "floors3");
	ck_assert_str_eq(h.v[2].shape, "");
	ck_assert_int_eq(h.v[2].daily, 20513);
	ck_assert_str_eq(h.v[0].diff, "normal");
	history_free(&h);
	/* A version 1 game has no shape. */
	parse_ok(HEAD "game 100 normal escaped 60 52 -\n", &h);
	ck_assert_str_eq(h.v[0].shape, "");
	history_free(&h);
}
END_TEST

START_TEST(test_parse_refuses)
{
	parse_bad("mazegame-scores 1\n", "history");
	parse_bad(HEAD "game 100 normal won 60 52 -\n", "line 2: unknown result");
	parse_bad(HEAD "game 100 normal escaped 50 52 -\n", "fewer moves");
	parse_bad(HEAD "game 100 normal escaped 60 52 2026-02-29\n", "date");
	parse_bad(HEAD "game 100 Normal escaped 60 52 -\n", "difficulty");
	parse_bad(HEAD "game 100 normal escaped 60 52\n", "line 2");
	parse_bad(HEAD "game 100 normal escaped 60 52 - x\n", "line 2");
	/* Version 2 lines have eight fields, the last a shape's word. */
	parse_bad(HEAD2 "game 100 normal escaped 60 52 -\n", "line 2");
	parse_bad(HEAD2 "game 100 normal escaped 60 52 - Hex\n", "line 2: bad shape");
	parse_bad(HEAD2 "game 100 normal escaped 60 52 - 3hex\n", "bad shape");
	parse_bad(HEAD2 "game 100 normal escaped 60 52 - hex3x\n", "bad shape");
	parse_bad(HEAD2 "game 100 normal escaped 60 52 - aaaaaaaaaaaaaaaa\n", "bad shape");
	parse_bad("mazegame-history 3\n", "version");
	parse_bad(HEAD "game -1 normal escaped 60 52 -\n", "line 2");
	parse_bad(HEAD "game 100  normal escaped 60 52 -\n", "line 2");
	parse_bad(HEAD "game 100 normal escaped 60 52 -", "line 2");
	parse_bad(HEAD "score 100 normal escaped 60 52 -\n", "unexpected");
	parse_bad(HEAD "game 100 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa escaped 60 52 -\n", "line 2");
	parse_bad(HEAD "game 100 normal escaped 60 52 -\ngame 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 normal escaped 60 52 -\n", "line 3");
}
END_TEST

/* Written lines read back the same; past the cap the oldest go. */
START_TEST(test_write)
{
	struct history h, back;
	struct history_game g = { 1700000000, "hard", HISTORY_ESCAPED, 120, 100, 20513, "weave70" };
	char *buf = NULL, line[HISTORY_LINE_MAX];
	size_t len = 0, i, n;
	FILE *f;
	mg_err e;

	memset(&h, 0, sizeof h);
	ck_assert_int_eq(history_format(&g, line, sizeof line), 0);
	ck_assert_str_eq(line, "game 1700000000 hard escaped 120 100 2026-03-01 weave70\n");
	n = HISTORY_FILE_MAX / strlen(line) + 10;
	for (i = 0; i < n; i++) {
		g.when = 1700000000 + (int64_t)i;
		loop_assert_int_eq(history_push(&h, &g, &e), 0);
	}
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(history_write(f, &h, &e), 0);
	fclose(f);
	ck_assert_uint_le(len, HISTORY_FILE_MAX);
	ck_assert_int_eq(history_parse(buf, len, &back, &e), 0);
	ck_assert_uint_lt(back.n, n);
	ck_assert_uint_gt(back.n, n - 20);
	/* The newest kept, in order. */
	ck_assert_int_eq(back.v[back.n - 1].when, 1700000000 + (int64_t)n - 1);
	ck_assert_int_eq(back.v[0].when, 1700000000 + (int64_t)(n - back.n));
	ck_assert_int_eq(back.v[0].daily, 20513);
	ck_assert_str_eq(back.v[0].shape, "weave70");
	ck_assert_msg(strncmp(buf, HEAD2, strlen(HEAD2)) == 0, "written as version 2");
	free(buf);
	history_free(&h);
	history_free(&back);
}
END_TEST

/* Counts per difficulty, best and median, quits taken back by resumes. */
START_TEST(test_stats)
{
	struct history h;
	struct history_stats st;
	char buf[16];
	mg_err e;

	parse_ok(HEAD
	    "game 1 zen escaped 10 10 -\n"
	    "game 2 normal escaped 20 10 -\n"     /* 50.0% */
	    "game 3 normal escaped 10 10 -\n"     /* 100.0% */
	    "game 4 normal escaped 30 20 -\n"     /* 66.6% */
	    "game 5 normal quit 3 10 -\n"
	    "game 6 normal resumed 3 10 -\n"
	    "game 7 normal quit 5 10 -\n"
	    "game 8 easy escaped 40 30 -\n"       /* 75.0% */
	    "game 9 easy escaped 30 30 -\n"       /* 100.0% */
	    "game 10 hard quit 4 90 -\n"
	    "game 11 hard resumed 4 90 -\n"
	    "game 12 hard resumed 4 90 -\n", &h);
	ck_assert_int_eq(history_stats(&h, 20000, &st, &e), 0);
	ck_assert_uint_eq(st.n, 4);
	ck_assert_str_eq(st.row[0].diff, "easy");
	ck_assert_str_eq(st.row[1].diff, "normal");
	ck_assert_str_eq(st.row[2].diff, "hard");
	ck_assert_str_eq(st.row[3].diff, "zen");
	ck_assert_uint_eq(st.row[0].played, 2);
	ck_assert_uint_eq(st.row[0].escaped, 2);
	ck_assert_uint_eq(st.row[0].best, 1000);
	ck_assert_uint_eq(st.row[0].median, 875);     /* (750 + 1000) / 2 */
	ck_assert_uint_eq(st.row[1].played, 4);       /* 3 escaped, 2 quit, 1 resumed */
	ck_assert_uint_eq(st.row[1].escaped, 3);
	ck_assert_uint_eq(st.row[1].best, 1000);
	ck_assert_uint_eq(st.row[1].median, 666);
	ck_assert_uint_eq(st.row[2].played, 0);       /* never below nothing */
	ck_assert_uint_eq(st.row[2].escaped, 0);
	ck_assert_uint_eq(st.row[2].best, 0);
	ck_assert_uint_eq(history_best(&h, 3, "normal"), 1000);
	ck_assert_uint_eq(history_best(&h, 2, "normal"), 500);
	ck_assert_uint_eq(history_best(&h, 1, "normal"), 0);
	ck_assert_str_eq(history_percent(666, buf, sizeof buf), "66.6%");
	ck_assert_str_eq(history_percent(1000, buf, sizeof buf), "100.0%");
	ck_assert_uint_eq(history_efficiency(10, 0), 1000);
	history_free(&h);
}
END_TEST

/* A history of daily escapes on the given dates (some twice). */
static void
dailies(struct history *h, const char *const *dates, size_t n)
{
	char text[4096];
	size_t i, len = strlen(HEAD);

	strcpy(text, HEAD);
	for (i = 0; i < n; i++)
		len += (size_t)snprintf(text + len, sizeof text - len,
		    "game %zu normal escaped 60 52 %s\n", i, dates[i]);
	/* Quit dailies and plain games count for nothing. */
	snprintf(text + len, sizeof text - len,
	    "game 99 normal quit 6 52 -\ngame 100 normal escaped 60 52 -\n");
	parse_ok(text, h);
}

START_TEST(test_streak_month_ends)
{
	static const char *const d[] = {
		"2026-01-30", "2026-01-31", "2026-02-01",    /* over January's end */
		"2026-02-27", "2026-02-28", "2026-03-01", "2026-03-01", /* and February's */
	};
	struct history h;
	uint32_t longest;

	dailies(&h, d, 7);
	/* Today 2026-03-01: three days. */
	ck_assert_uint_eq(history_streak(&h, 20513, &longest), 3);
	ck_assert_uint_eq(longest, 3);
	/* Today 2026-03-02 and not yet played: still three. */
	ck_assert_uint_eq(history_streak(&h, 20514, &longest), 3);
	/* 2026-03-03: a day missed, no streak; the longest stays. */
	ck_assert_uint_eq(history_streak(&h, 20515, &longest), 0);
	ck_assert_uint_eq(longest, 3);
	/* Seen from 2026-02-01, later escapes do not count yet. */
	ck_assert_uint_eq(history_streak(&h, 20485, &longest), 3);
	history_free(&h);
}
END_TEST

START_TEST(test_streak_leap_and_gaps)
{
	static const char *const d[] = {
		"2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01",
		"2024-03-03", "2024-12-31", "2025-01-01",
	};
	struct history h;
	uint32_t longest;
	int32_t jan1;

	dailies(&h, d, 7);
	ck_assert_int_eq(history_parse_date("2025-01-01", &jan1), 0);
	ck_assert_uint_eq(history_streak(&h, jan1, &longest), 2);
	ck_assert_uint_eq(longest, 4);
	ck_assert_int_eq(history_parse_date("2024-03-03", &jan1), 0);
	ck_assert_uint_eq(history_streak(&h, jan1, &longest), 1);
	history_free(&h);
	dailies(&h, d, 0);
	ck_assert_uint_eq(history_streak(&h, jan1, &longest), 0);
	ck_assert_uint_eq(longest, 0);
	history_free(&h);
}
END_TEST

Suite *
history_suite(void)
{
	Suite *s = suite_create("history");
	TCase *tc;

	tc = tcase_create("days");
	tcase_add_test(tc, test_days);
	tcase_add_test(tc, test_days_round_trip);
	suite_add_tcase(s, tc);

	tc = tcase_create("file");
	tcase_add_test(tc, test_parse);
	tcase_add_test(tc, test_parse_refuses);
	tcase_add_test(tc, test_write);
	suite_add_tcase(s, tc);

	tc = tcase_create("stats and streaks");
	tcase_add_test(tc, test_stats);
	tcase_add_test(tc, test_streak_month_ends);
	tcase_add_test(tc, test_streak_leap_and_gaps);
	suite_add_tcase(s, tc);
	return s;
}
