/* check_scores.c - the high-score tables: file format, strict parsing,
 * ranking, merging, table names and the small helpers. */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "store/scores.h"
#include "testdir.h"
#include "suites.h"

/* A valid file, sorted as the writer writes it. */
static const char sorted_file[] =
	"mazegame-scores 1\n"
	"score easy carol 30 30 10000 0 1 1700000200 loaded 5 5 0\n"
	"score normal alice 60 52 30000 0 0 1700000000 backtracker 20 20 42\n"
	"score normal bob 70 52 25000 2 0 1700000100 prim 20 20 7\n";

/* One valid entry line, the base of the bad ones. */
#define GOOD "score normal alice 60 52 30000 0 0 1700000000 backtracker 20 20 42\n"
#define HEAD "mazegame-scores 1\n"

/* Writes l to a new string; the caller frees it. */
static char *
write_string(const struct score_list *l, size_t *len)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);
	mg_err e;

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(scores_write(f, l, &e), 0);
	ck_assert_int_eq(fclose(f), 0);
	if (len != NULL)
		*len = n;
	return buf;
}

/* Expects text to be refused with a message containing want. */
static void
expect_refused(const char *text, size_t len, const char *want)
{
	struct score_list l;
	mg_err e;

	e.msg[0] = '\0';
	ck_assert_msg(scores_parse(text, len, &l, &e) == -1,
	    "accepted bad scores file (wanted '%s'):\n%s", want, text);
	ck_assert_msg(strstr(e.msg, want) != NULL, "message '%s' lacks '%s'",
	    e.msg, want);
	ck_assert_ptr_null(l.v);
	ck_assert_uint_eq(l.n, 0);
}

/* Expects HEAD + line to be refused with want. */
static void
expect_line_refused(const char *line, const char *want)
{
	char buf[1024];

	snprintf(buf, sizeof buf, HEAD "%s", line);
	expect_refused(buf, strlen(buf), want);
}

/* Expects HEAD + line to parse as one entry. */
static void
expect_line_accepted(const char *line)
{
	char buf[1024];
	struct score_list l;
	mg_err e;

	snprintf(buf, sizeof buf, HEAD "%s", line);
	ck_assert_msg(scores_parse(buf, strlen(buf), &l, &e) == 0,
	    "refused '%s': %s", line, e.msg);
	ck_assert_uint_eq(l.n, 1);
	scores_free(&l);
}

/* scores_add refuses what the parser would refuse on the next read. */
START_TEST(test_add_refuses_unreadable_entries)
{
	struct score_list l = { NULL, 0, 0 };
	struct score s;
	mg_err e;

	testdir_score(&s, "normal", "two words", 10, 8, 1000, 0, false, 5);
	ck_assert_int_eq(scores_add(&l, &s, &e), -1);
	testdir_score(&s, "Normal", "ann", 10, 8, 1000, 0, false, 5);
	ck_assert_int_eq(scores_add(&l, &s, &e), -1);
	testdir_score(&s, "normal", "ann", 10, 8, 1000, 0, false, -1);
	ck_assert_int_eq(scores_add(&l, &s, &e), -1);
	testdir_score(&s, "normal", "ann", 8, 10, 1000, 0, false, 5);
	ck_assert_int_eq(scores_add(&l, &s, &e), -1);
	ck_assert_uint_eq(l.n, 0);
	testdir_score(&s, "normal", "ann", 10, 8, 1000, 0, false, 5);
	ck_assert_int_eq(scores_add(&l, &s, &e), 0);
	ck_assert_uint_eq(l.n, 1);
	scores_free(&l);
}
END_TEST

START_TEST(test_parse_fields_and_write_back)
{
	static const char unsorted[] =
		"mazegame-scores 1\n"
		"score normal bob 70 52 25000 2 0 1700000100 prim 20 20 7\n"
		"score normal alice 60 52 30000 0 0 1700000000 backtracker 20 20 42\n"
		"score easy carol 30 30 10000 0 1 1700000200 loaded 5 5 0\n";
	struct score_list l;
	mg_err e;
	char *out;

	ck_assert_int_eq(scores_parse(unsorted, strlen(unsorted), &l, &e), 0);
	ck_assert_uint_eq(l.n, 3);
	/* Sorted by table, then unassisted alice above bob with hints. */
	ck_assert_str_eq(l.v[0].name, "carol");
	ck_assert_str_eq(l.v[1].name, "alice");
	ck_assert_str_eq(l.v[2].name, "bob");
	ck_assert_str_eq(l.v[0].table, "easy");
	ck_assert(l.v[0].assisted);
	ck_assert_str_eq(l.v[0].algo, "loaded");
	ck_assert_uint_eq(l.v[1].moves, 60);
	ck_assert_uint_eq(l.v[1].optimal, 52);
	ck_assert_uint_eq(l.v[1].elapsed_ms, 30000);
	ck_assert_int_eq(l.v[1].when, 1700000000);
	ck_assert_uint_eq(l.v[1].w, 20);
	ck_assert_uint_eq(l.v[1].h, 20);
	ck_assert_uint_eq(l.v[1].seed, 42);
	ck_assert_uint_eq(l.v[2].hints, 2);
	ck_assert(!l.v[2].assisted);
	ck_assert_uint_eq(scores_rank(&l, 0), 0);
	ck_assert_uint_eq(scores_rank(&l, 1), 0);
	ck_assert_uint_eq(scores_rank(&l, 2), 1);
	out = write_string(&l, NULL);
	ck_assert_str_eq(out, sorted_file);
	free(out);
	scores_free(&l);

	/* A file with no entries is fine, and so is the largest number. */
	ck_assert_int_eq(scores_parse(HEAD, strlen(HEAD), &l, &e), 0);
	ck_assert_uint_eq(l.n, 0);
	scores_free(&l);
	expect_line_accepted("score normal a 68719476736 134217728 0 0 0 0 x 65535 2048 18446744073709551615\n");
	expect_line_accepted("score normal sixteen-chars-ok 1 0 0 4294967295 1 9223372036854775807 a 1 1 0\n");
}
END_TEST

START_TEST(test_round_trip_random_entries)
{
	static const char *const tables[] = { "easy", "normal", "hard",
	    "normal-large", "hard-tiny" };
	static const char *const algos[] = { "loaded", "growing-tree", "prim" };
	struct score_list l = { 0 }, p, q;
	size_t i, j, len, len2;
	rng r;
	mg_err e;
	char *out, *again;

	rng_seed(&r, 6);
	l.cap = 300;
	l.v = calloc(l.cap, sizeof *l.v);
	ck_assert_ptr_nonnull(l.v);
	for (i = 0; i < l.cap; i++) {
		struct score *s = &l.v[l.n++];
		uint64_t moves = 1 + rng_below64(&r, SCORE_MOVES_MAX);
		uint64_t most = moves < 134217728 ? moves : 134217728;
		char name[32];

		snprintf(name, sizeof name, "p%zu~!%%_{", i);
		testdir_score(s, tables[rng_below32(&r, 5)], name, moves,
		    rng_below64(&r, most + 1), rng_below64(&r, UINT64_C(1) << 50),
		    rng_below32(&r, 3), rng_below32(&r, 2) != 0,
		    (int64_t)rng_below64(&r, (uint64_t)INT64_MAX));
		snprintf(s->algo, sizeof s->algo, "%s", algos[rng_below32(&r, 3)]);
		s->w = 1 + rng_below32(&r, 65535);
		s->h = 1 + rng_below32(&r, 134217728 / s->w < 65535
		    ? 134217728 / s->w : 65535);
		s->seed = rng_next(&r);
	}
	out = write_string(&l, &len);
	ck_assert_int_eq(scores_parse(out, len, &p, &e), 0);
	ck_assert_uint_eq(p.n, l.n);
	/* Every entry comes back, each exactly once. */
	for (i = 0; i < l.n; i++) {
		size_t hits = 0;
		for (j = 0; j < p.n; j++)
			hits += scores_equal(&l.v[i], &p.v[j]);
		ck_assert_msg(hits == 1, "entry %zu came back %zu times", i, hits);
	}
	/* Sorted by table, then by rank. */
	for (i = 1; i < p.n; i++) {
		int c = strcmp(p.v[i - 1].table, p.v[i].table);
		ck_assert(c <= 0);
		if (c == 0)
			ck_assert(scores_compare(&p.v[i - 1], &p.v[i]) <= 0);
	}
	/* The sorted list writes and reads back unchanged. */
	again = write_string(&p, &len2);
	ck_assert_int_eq(scores_parse(again, len2, &q, &e), 0);
	ck_assert_uint_eq(q.n, p.n);
	for (i = 0; i < p.n; i++)
		ck_assert(scores_equal(&p.v[i], &q.v[i]));
	free(out);
	free(again);
	scores_free(&l);
	scores_free(&p);
	scores_free(&q);
}
END_TEST

START_TEST(test_parse_refuses_bad_files)
{
	static const char good[] = HEAD GOOD;
	char long_name[] = "score normal seventeen-chars-xx 60 52 30000 0 0 1700000000 backtracker 20 20 42\n";

	expect_refused("", 0, "not a mazegame scores file");
	expect_refused("mazegame-score 1\n" GOOD, strlen("mazegame-score 1\n" GOOD),
	    "not a mazegame scores file");
	expect_refused("mazegame-scores 1 1\n", 20, "not a mazegame scores file");
	expect_refused("mazegame-scores 2\n" GOOD, strlen(HEAD GOOD), "version");
	expect_refused("mazegame-scores 0\n", 18, "version");
	/* Truncated: the last newline (or more) is missing. */
	expect_refused(good, strlen(good) - 1, "truncated");
	expect_refused(good, strlen(HEAD) + 20, "truncated");
	expect_refused(good, strlen(HEAD) - 1, "truncated");
	/* Numbers out of range, or not numbers. */
	expect_line_refused("score normal a 0 0 30000 0 0 1700000000 x 20 20 42\n", "moves");
	expect_line_refused("score normal a 68719476737 52 30000 0 0 1700000000 x 20 20 42\n", "moves");
	expect_line_refused("score normal a 99999999999999999999999 52 30000 0 0 1700000000 x 20 20 42\n", "too large");
	expect_line_refused("score normal a -5 0 30000 0 0 1700000000 x 20 20 42\n", "not a number");
	expect_line_refused("score normal a +5 0 30000 0 0 1700000000 x 20 20 42\n", "not a number");
	expect_line_refused("score normal a 51 52 30000 0 0 1700000000 x 20 20 42\n", "impossible");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 x 0 20 42\n", "width");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 x 70000 20 42\n", "width");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 x 20 0 42\n", "height");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 x 65535 65535 42\n", "impossible");
	expect_line_refused("score normal a 60 52 30000 0 2 1700000000 x 20 20 42\n", "assisted");
	expect_line_refused("score normal a 60 52 30000 4294967296 0 1700000000 x 20 20 42\n", "hints");
	expect_line_refused("score normal a 60 52 30000 0 0 -1 x 20 20 42\n", "date");
	expect_line_refused("score normal a 60 52 1125899906842625 0 0 1 x 20 20 42\n", "time");
	expect_line_refused("score normal a 60 52 30000 0 0 1 x 20 20 18446744073709551616\n", "seed");
	/* Too many or too few fields. */
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 x 20 20 42 1\n", "needs 12 fields, not 13");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 x 20 20\n", "needs 12 fields, not 11");
	expect_line_refused("score\n", "needs 12 fields, not 0");
	expect_line_refused("score a b c d e f g h i j k l m n o p q r s\n", "too many fields");
	/* Names of tables and algorithms: lower case, digits and '-'. */
	expect_line_refused("score Normal a 60 52 30000 0 0 1700000000 x 20 20 42\n", "bad table name");
	expect_line_refused("score nor.mal a 60 52 30000 0 0 1700000000 x 20 20 42\n", "bad table name");
	expect_line_refused("score normal_x a 60 52 30000 0 0 1700000000 x 20 20 42\n", "bad table name");
	/* 48 characters: one more than a table's name may have. */
	expect_line_refused("score abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuv a 60 52 30000 0 0 1700000000 x 20 20 42\n", "bad table name");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 Prim 20 20 42\n", "bad algorithm name");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 pr!m 20 20 42\n", "bad algorithm name");
	/* Player names: at most 16 printable characters, no spaces. */
	expect_line_refused(long_name, "name longer than 16");
	expect_line_refused("score normal a\x01 60 52 30000 0 0 1700000000 x 20 20 42\n", "unexpected byte 0x01 in column 15");
	expect_line_refused("score normal a\x7f 60 52 30000 0 0 1700000000 x 20 20 42\n", "unexpected byte 0x7f");
	expect_line_refused("score normal \xc3\xa9 60 52 30000 0 0 1700000000 x 20 20 42\n", "unexpected byte 0xc3");
	expect_line_refused("score normal a\t60 52 30000 0 0 1700000000 x 20 20 42\n", "unexpected byte 0x09");
	expect_line_refused("score normal  a 60 52 30000 0 0 1700000000 x 20 20 42\n", "two spaces");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 x 20 20 42 \n", "stray space");
	expect_line_refused(" score normal a 60 52 30000 0 0 1700000000 x 20 20 42\n", "stray space");
	expect_line_refused("score normal a 60 52 30000 0 0 1700000000 x 20 20 42\r\n", "unexpected byte 0x0d");
	/* Other records and empty lines. */
	expect_line_refused("scores normal a 60 52 30000 0 0 1700000000 x 20 20 42\n", "unknown record 'scores'");
	expect_line_refused("\n", "empty line");
	expect_line_refused(GOOD "\n", "line 3: empty line");
	expect_line_refused(GOOD GOOD "score normal a 60 52 30000 0 0 1700000000 X 20 20 42\n",
	    "line 4: bad algorithm name");
}
END_TEST

START_TEST(test_parse_caps_entries)
{
	static const char line[] = "score normal a 2 1 5 0 0 7 prim 3 3 1\n";
	size_t n = strlen(HEAD) + 1001 * strlen(line), at, i;
	char *buf = malloc(n + 1);
	struct score_list l;
	mg_err e;

	ck_assert_ptr_nonnull(buf);
	memcpy(buf, HEAD, strlen(HEAD));
	at = strlen(HEAD);
	for (i = 0; i < 1001; i++, at += strlen(line))
		memcpy(buf + at, line, strlen(line));
	buf[at] = '\0';
	/* 1000 entries are fine (more than a table keeps, but parseable)... */
	ck_assert_int_eq(scores_parse(buf, n - strlen(line), &l, &e), 0);
	ck_assert_uint_eq(l.n, 1000);
	scores_free(&l);
	/* ...and one more is refused on its line. */
	expect_refused(buf, n, "line 1002: more than 1000 entries");
	free(buf);
}
END_TEST

START_TEST(test_rank_by_assistance_first)
{
	struct score clean, hinted, assisted, both;

	/* Half efficient, without help... */
	testdir_score(&clean, "normal", "c", 100, 50, 90000, 0, false, 10);
	/* ...beats perfect with a hint, which beats perfect and assisted. */
	testdir_score(&hinted, "normal", "h", 50, 50, 1000, 1, false, 5);
	testdir_score(&assisted, "normal", "a", 50, 50, 1000, 0, true, 5);
	testdir_score(&both, "normal", "b", 50, 50, 500, 7, true, 1);
	ck_assert_int_lt(scores_compare(&clean, &hinted), 0);
	ck_assert_int_gt(scores_compare(&hinted, &clean), 0);
	ck_assert_int_lt(scores_compare(&hinted, &assisted), 0);
	ck_assert_int_lt(scores_compare(&clean, &assisted), 0);
	ck_assert_int_gt(scores_compare(&assisted, &hinted), 0);
	/* Hints on top of the solution count as assisted: faster wins. */
	ck_assert_int_lt(scores_compare(&both, &assisted), 0);
	/* The number of hints does not matter, only whether there were any. */
	hinted.hints = 9;
	testdir_score(&both, "normal", "h2", 50, 50, 1001, 1, false, 5);
	ck_assert_int_lt(scores_compare(&hinted, &both), 0);
}
END_TEST

START_TEST(test_rank_by_exact_efficiency)
{
	struct score a, b;

	/* 52/58 = 0.8966 and 53/59 = 0.8983 (52*59 = 3068 < 53*58 = 3074):
	 * both round to 90 %, but 53/59 ranks first even though slower. */
	testdir_score(&a, "normal", "a", 58, 52, 1000, 0, false, 1);
	testdir_score(&b, "normal", "b", 59, 53, 2000, 0, false, 2);
	ck_assert_uint_eq(scores_percent(52, 58), 90);
	ck_assert_uint_eq(scores_percent(53, 59), 90);
	ck_assert_int_gt(scores_compare(&a, &b), 0);
	ck_assert_int_lt(scores_compare(&b, &a), 0);
	/* At the limits: 2^27/(2^36 - 1) against (2^27 - 1)/2^36.  Cross
	 * products are 2^63 - 2^27 and 2^63 - 2^36, so the first is better. */
	testdir_score(&a, "normal", "a", (UINT64_C(1) << 36) - 1, UINT64_C(1) << 27,
	    9, 0, false, 9);
	testdir_score(&b, "normal", "b", UINT64_C(1) << 36, (UINT64_C(1) << 27) - 1,
	    1, 0, false, 1);
	ck_assert_int_lt(scores_compare(&a, &b), 0);
	ck_assert_int_gt(scores_compare(&b, &a), 0);
	/* Higher efficiency beats time and date. */
	testdir_score(&a, "normal", "a", 10, 9, 99999, 0, false, 99);
	testdir_score(&b, "normal", "b", 10, 8, 1, 0, false, 1);
	ck_assert_int_lt(scores_compare(&a, &b), 0);
}
END_TEST

START_TEST(test_rank_ties_by_time_then_date)
{
	struct score a, b;

	/* 40/50 and 48/60 are both exactly 0.8. */
	testdir_score(&a, "normal", "a", 50, 40, 7000, 0, false, 500);
	testdir_score(&b, "normal", "b", 60, 48, 6999, 0, false, 900);
	ck_assert_int_gt(scores_compare(&a, &b), 0);   /* b is faster */
	b.elapsed_ms = 7000;
	ck_assert_int_lt(scores_compare(&a, &b), 0);   /* a is older */
	b.when = 500;
	ck_assert_int_eq(scores_compare(&a, &b), 0);
	ck_assert_int_eq(scores_compare(&b, &a), 0);
}
END_TEST

/* Fills l with n entries of table, moves 100, optimal 50, and times
 * 1000, 2000, ... (so the last is the worst). */
static void
fill_table(struct score_list *l, const char *table, int n)
{
	struct score s;
	mg_err e;
	char name[16];
	int i;

	for (i = 1; i <= n; i++) {
		snprintf(name, sizeof name, "%s%d", table, i);
		testdir_score(&s, table, name, 100, 50, (uint64_t)i * 1000, 0, false, 1000);
		if (i <= SCORES_KEEP)
			ck_assert_int_ge(scores_add(l, &s, &e), 0);
		else
			ck_assert_int_eq(scores_add(l, &s, &e), -2);
	}
}

/* Returns how many entries of l are in table. */
static size_t
count_table(const struct score_list *l, const char *table)
{
	size_t i, n = 0;

	for (i = 0; i < l->n; i++)
		n += strcmp(l->v[i].table, table) == 0;
	return n;
}

START_TEST(test_add_keeps_ten_per_table)
{
	struct score_list l = { 0 };
	struct score s;
	mg_err e;
	int at;

	fill_table(&l, "easy", 3);
	fill_table(&l, "normal", 12);
	/* Only the ten best of "normal" stay: normal1 .. normal10. */
	ck_assert_uint_eq(l.n, 13);
	ck_assert_uint_eq(count_table(&l, "normal"), 10);
	ck_assert_str_eq(l.v[3].name, "normal1");
	ck_assert_str_eq(l.v[12].name, "normal10");

	/* A tie with the tenth does not get in. */
	testdir_score(&s, "normal", "tie", 100, 50, 10000, 0, false, 1000);
	ck_assert_int_eq(scores_add(&l, &s, &e), -2);
	ck_assert_uint_eq(l.n, 13);
	ck_assert_str_eq(l.v[12].name, "normal10");
	/* Worse does not either. */
	testdir_score(&s, "normal", "worse", 101, 50, 1, 0, false, 1);
	ck_assert_int_eq(scores_add(&l, &s, &e), -2);

	/* Just better than the tenth: in at rank 10 (index 3 + 9). */
	testdir_score(&s, "normal", "new10", 100, 50, 9999, 0, false, 1000);
	at = scores_add(&l, &s, &e);
	ck_assert_int_eq(at, 12);
	ck_assert_str_eq(l.v[at].name, "new10");
	ck_assert_uint_eq(scores_rank(&l, (size_t)at), 9);
	ck_assert_uint_eq(count_table(&l, "normal"), 10);

	/* Tying the fifth gets in next to it (ranks 5 and 6, in either
	 * order), pushing new10 out. */
	testdir_score(&s, "normal", "tie5", 100, 50, 5000, 0, false, 1000);
	at = scores_add(&l, &s, &e);
	ck_assert_msg(at == 7 || at == 8, "tie5 at %d", at);
	ck_assert_str_eq(l.v[at].name, "tie5");
	ck_assert_str_eq(l.v[at == 7 ? 8 : 7].name, "normal5");
	ck_assert_str_eq(l.v[12].name, "normal9");

	/* The best goes first; other tables are untouched. */
	testdir_score(&s, "normal", "best", 50, 50, 999999, 0, false, 1);
	at = scores_add(&l, &s, &e);
	ck_assert_int_eq(at, 3);
	ck_assert_uint_eq(scores_rank(&l, (size_t)at), 0);
	ck_assert_uint_eq(count_table(&l, "easy"), 3);
	ck_assert_uint_eq(count_table(&l, "normal"), 10);

	/* A new table, sorted between the others: easy < hard < normal. */
	testdir_score(&s, "hard", "h", 500, 1, 1, 0, true, 1);
	at = scores_add(&l, &s, &e);
	ck_assert_int_eq(at, 3);
	ck_assert_uint_eq(scores_rank(&l, (size_t)at), 0);
	ck_assert_uint_eq(l.n, 14);
	scores_free(&l);
}
END_TEST

START_TEST(test_table_names)
{
	char buf[SCORE_TABLE_MAX + 1];
	static const struct { uint32_t w, h; const char *want; } cases[] = {
		{ 20, 20, "normal" },          /* the preset size */
		{ 1, 1, "normal-tiny" },
		{ 10, 15, "normal-tiny" },     /* 150 */
		{ 151, 1, "normal-small" },
		{ 20, 30, "normal-small" },    /* 600 */
		{ 601, 1, "normal-medium" },
		{ 50, 50, "normal-medium" },   /* 2500 */
		{ 1, 2501, "normal-large" },
		{ 100, 200, "normal-large" },  /* 20000 */
		{ 20001, 1, "normal-huge" },
		{ 65535, 2048, "normal-huge" },
		{ 20, 21, "normal-small" },    /* 420, not the preset */
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		ck_assert_str_eq(scores_table("normal", cases[i].w, cases[i].h,
		    20, 20, buf, sizeof buf), cases[i].want);
	/* The preset of another difficulty, and a transposed one. */
	ck_assert_str_eq(scores_table("hard", 40, 20, 40, 20, buf, sizeof buf), "hard");
	ck_assert_str_eq(scores_table("hard", 20, 40, 40, 20, buf, sizeof buf), "hard-medium");
	ck_assert_str_eq(scores_table("easy", 10, 15, 10, 15, buf, sizeof buf), "easy");
}
END_TEST

START_TEST(test_sanitize_name)
{
	char out[SCORE_NAME_MAX + 1];

	scores_sanitize_name("alice", out);
	ck_assert_str_eq(out, "alice");
	scores_sanitize_name("a b\tc\x01~!", out);
	ck_assert_str_eq(out, "a_b_c_~!");
	scores_sanitize_name("Zo\xc3\xab\x7f", out);
	ck_assert_str_eq(out, "Zo___");
	scores_sanitize_name("abcdefghijklmnopqrstuvwxyz", out);
	ck_assert_str_eq(out, "abcdefghijklmnop");
	scores_sanitize_name("   ", out);
	ck_assert_str_eq(out, "___");
	scores_sanitize_name("", out);
	ck_assert_str_eq(out, "player");
	scores_sanitize_name(NULL, out);
	ck_assert_str_eq(out, "player");
	/* Whatever comes out is a name the file accepts. */
	{
		char line[128];

		scores_sanitize_name("\x80\xff ja ne\x1b[31m", out);
		snprintf(line, sizeof line, "score normal %s 2 1 1 0 0 1 x 1 2 0\n", out);
		expect_line_accepted(line);
	}
}
END_TEST

START_TEST(test_percent_rounding)
{
	ck_assert_uint_eq(scores_percent(1, 3), 33);
	ck_assert_uint_eq(scores_percent(2, 3), 67);
	ck_assert_uint_eq(scores_percent(1, 8), 13);     /* 12.5 rounds up */
	ck_assert_uint_eq(scores_percent(1, 200), 1);    /* 0.5 rounds up */
	ck_assert_uint_eq(scores_percent(1, 201), 0);
	ck_assert_uint_eq(scores_percent(0, 5), 0);
	ck_assert_uint_eq(scores_percent(5, 5), 100);
	ck_assert_uint_eq(scores_percent(7, 0), 100);
	ck_assert_uint_eq(scores_percent(199, 200), 100);   /* 99.5 */
	ck_assert_uint_eq(scores_percent(398, 401), 99);    /* 99.25 */
	ck_assert_uint_eq(scores_percent(UINT64_C(1) << 27, UINT64_C(1) << 36), 0);
	ck_assert_uint_eq(scores_percent(UINT64_C(1) << 27, UINT64_C(1) << 28), 50);
}
END_TEST

START_TEST(test_format_line)
{
	struct score s;
	char buf[128];

	testdir_score(&s, "normal", "alice", 60, 52, 754000, 2, false, 86400);
	scores_format(&s, 0, buf, sizeof buf);
	/* rank, name, moves, optimal, 87 % (52/60 = 86.7), 12:34, the date. */
	ck_assert_str_eq(buf, " 1  alice                60      52  87%   12:34  1970-01-02  2 hints");
	s.assisted = true;
	s.elapsed_ms = 3723000;
	scores_format(&s, 9, buf, sizeof buf);
	ck_assert_str_eq(buf, "10  alice                60      52  87% 1:02:03  1970-01-02  assisted");
}
END_TEST

Suite *
scores_suite(void)
{
	Suite *s = suite_create("scores");
	TCase *tc;

	tc = tcase_create("file");
	tcase_add_test(tc, test_parse_fields_and_write_back);
	tcase_add_test(tc, test_add_refuses_unreadable_entries);
	tcase_add_test(tc, test_round_trip_random_entries);
	tcase_add_test(tc, test_parse_refuses_bad_files);
	tcase_add_test(tc, test_parse_caps_entries);
	suite_add_tcase(s, tc);

	tc = tcase_create("ranking");
	tcase_add_test(tc, test_rank_by_assistance_first);
	tcase_add_test(tc, test_rank_by_exact_efficiency);
	tcase_add_test(tc, test_rank_ties_by_time_then_date);
	tcase_add_test(tc, test_add_keeps_ten_per_table);
	suite_add_tcase(s, tc);

	tc = tcase_create("shown");
	tcase_add_test(tc, test_table_names);
	tcase_add_test(tc, test_sanitize_name);
	tcase_add_test(tc, test_percent_rounding);
	tcase_add_test(tc, test_format_line);
	suite_add_tcase(s, tc);
	return s;
}
