/* check_mouse.c - mouse reports picked out of the keys: whole reports
 * become events, torn and unknown ones reach the game as no key, and
 * every other key passes untouched.
 *
 * The source is a script of keys with gaps in it, as a terminal over
 * SSH sends them: a gap is a wait longer than any report lags.
 */
#include "config.h"

#include <string.h>

#include "front/mouse.h"
#include "suites.h"

#define GAP (-2L)     /* in a script: nothing comes for a while */

/* A scripted source: keys, with GAP where the line goes quiet. */
struct script {
	const long *k;
	size_t n, at;
};

static long
script_next(void *ctx, int wait_ms)
{
	struct script *s = ctx;

	(void)wait_ms;
	if (s->at >= s->n)
		return -1;
	if (s->k[s->at] == GAP) {
		/* A wait of any length sees nothing; the gap is over. */
		s->at++;
		return -1;
	}
	return s->k[s->at++];
}

/* Reads everything script k (n keys) gives: the keys into keys (as
 * characters, '!' for anything else) and the events into ev.  Reads
 * on after a gap, as the front end's loop would. */
static void
run(const long *k, size_t n, char *keys, struct mouse_event *ev, int *nev)
{
	struct script s = { k, n, 0 };
	struct mouse_source src = { script_next, &s };
	struct mouse_reader r;
	size_t nk = 0;
	long key;
	int idle = 0;

	*nev = 0;
	mouse_reader_init(&r, src);
	while (idle < 3) {
		switch (mouse_read(&r, &key, &ev[*nev])) {
		case MOUSE_READ_NONE:
			idle++;
			continue;
		case MOUSE_READ_KEY:
			keys[nk++] = key < 128 ? (char)key : '!';
			break;
		case MOUSE_READ_EVENT:
			(*nev)++;
			break;
		}
		idle = 0;
	}
	keys[nk] = '\0';
}

/* The keys of string str, each a key. */
static size_t
keys_of(const char *str, long *out)
{
	size_t n = 0;

	for (; *str != '\0'; str++)
		out[n++] = (unsigned char)*str;
	return n;
}

START_TEST(test_sgr_parse)
{
	struct mouse_event ev;

	ck_assert_int_eq(mouse_sgr_parse("0;12;5", 'M', &ev), 0);
	ck_assert_int_eq(ev.kind, MOUSE_CLICK);
	ck_assert_uint_eq(ev.x, 11);
	ck_assert_uint_eq(ev.y, 4);
	ck_assert_int_eq(mouse_sgr_parse("0;12;5", 'm', &ev), 0);
	ck_assert_int_eq(ev.kind, MOUSE_OTHER);      /* a release */
	ck_assert_int_eq(mouse_sgr_parse("64;1;1", 'M', &ev), 0);
	ck_assert_int_eq(ev.kind, MOUSE_WHEEL_UP);
	ck_assert_int_eq(mouse_sgr_parse("65;300;200", 'M', &ev), 0);
	ck_assert_int_eq(ev.kind, MOUSE_WHEEL_DOWN);
	ck_assert_uint_eq(ev.x, 299);
	ck_assert_int_eq(mouse_sgr_parse("32;3;3", 'M', &ev), 0);
	ck_assert_int_eq(ev.kind, MOUSE_OTHER);      /* a drag */
	ck_assert_int_eq(mouse_sgr_parse("2;3;3", 'M', &ev), 0);
	ck_assert_int_eq(ev.kind, MOUSE_OTHER);      /* the right button */
	ck_assert_int_eq(mouse_sgr_parse("4;3;3", 'M', &ev), 0);
	ck_assert_int_eq(ev.kind, MOUSE_CLICK);      /* with Shift */
	/* Not well formed. */
	ck_assert_int_eq(mouse_sgr_parse("0;12", 'M', &ev), -1);
	ck_assert_int_eq(mouse_sgr_parse("0;12;5;1", 'M', &ev), -1);
	ck_assert_int_eq(mouse_sgr_parse("0;;5", 'M', &ev), -1);
	ck_assert_int_eq(mouse_sgr_parse(";1;5", 'M', &ev), -1);
	ck_assert_int_eq(mouse_sgr_parse("0;1;", 'M', &ev), -1);
	ck_assert_int_eq(mouse_sgr_parse("0;0;5", 'M', &ev), -1);
	ck_assert_int_eq(mouse_sgr_parse("0;1;5", 'x', &ev), -1);
	ck_assert_int_eq(mouse_sgr_parse("0;1234567;5", 'M', &ev), -1);
	ck_assert_int_eq(mouse_sgr_parse("", 'M', &ev), -1);
}
END_TEST

START_TEST(test_reports_among_keys)
{
	long k[64];
	char keys[64];
	struct mouse_event ev[8];
	int nev;
	size_t n = keys_of("a\033[<0;12;5Mb\033[<65;3;4Mc", k);

	run(k, n, keys, ev, &nev);
	ck_assert_str_eq(keys, "abc");
	ck_assert_int_eq(nev, 2);
	ck_assert_int_eq(ev[0].kind, MOUSE_CLICK);
	ck_assert_uint_eq(ev[0].x, 11);
	ck_assert_uint_eq(ev[0].y, 4);
	ck_assert_int_eq(ev[1].kind, MOUSE_WHEEL_DOWN);
}
END_TEST

/* Esc alone is a key; Esc then a key (Alt) gives both; codes above
 * Unicode (the front end's) pass untouched. */
START_TEST(test_plain_keys_pass)
{
	long k[16];
	char keys[16];
	struct mouse_event ev[2];
	int nev;
	size_t n = 0;

	k[n++] = 27;
	k[n++] = GAP;
	k[n++] = 27;
	k[n++] = 'x';
	k[n++] = 0x200000L + 5;
	k[n++] = '[';
	k[n++] = 'q';
	run(k, n, keys, ev, &nev);
	ck_assert_str_eq(keys, "\033\033x![q");
	ck_assert_int_eq(nev, 0);
}
END_TEST

/* Torn in two anywhere: no byte of the report is a key, and the keys
 * after it still are. */
START_TEST(test_torn_reports_dropped)
{
	static const char report[] = "\033[<0;12;5M";
	size_t cut, i, n;
	long k[64];
	char keys[64];
	struct mouse_event ev[4];
	int nev;

	for (cut = 3; cut < sizeof report - 1; cut++) {
		n = 0;
		for (i = 0; i < cut; i++)
			k[n++] = report[i];
		k[n++] = GAP;
		for (; i < sizeof report - 1; i++)
			k[n++] = report[i];
		k[n++] = 'w';
		run(k, n, keys, ev, &nev);
		ck_assert_msg(strcmp(keys, "w") == 0, "cut at %zu: keys '%s'", cut, keys);
		ck_assert_int_eq(nev, 0);
	}
	/* Torn after "ESC [": the rest, "<0;12;5M", is no key either. */
	n = keys_of("\033[", k);
	k[n++] = GAP;
	n += keys_of("<0;12;5Mw", k + n);
	run(k, n, keys, ev, &nev);
	ck_assert_str_eq(keys, "w");
}
END_TEST

/* Sequences the reader does not know go whole, even when they end in
 * a letter that is a key. */
START_TEST(test_unknown_sequences_dropped)
{
	long k[96];
	char keys[64];
	struct mouse_event ev[4];
	int nev;
	size_t n = keys_of("\033[<0;1;2;3Mh\033[99;99dj\033[<99999999999;1;1Mk"
	    "\033[<0;1;xl\033[?25hw", k);

	run(k, n, keys, ev, &nev);
	ck_assert_str_eq(keys, "hjkxlw");
	ck_assert_int_eq(nev, 0);
}
END_TEST

/* Reads the keys script k (n keys, GAP a wait) gives into out; returns
 * how many. */
static size_t
run_keys(const long *k, size_t n, long *out, size_t max)
{
	struct script s = { k, n, 0 };
	struct mouse_source src = { script_next, &s };
	struct mouse_reader r;
	struct mouse_event ev;
	size_t nk = 0;
	long key;
	int idle = 0;

	mouse_reader_init(&r, src);
	while (idle < 3 && nk < max) {
		enum mouse_read got = mouse_read(&r, &key, &ev);

		if (got == MOUSE_READ_NONE) {
			idle++;
			continue;
		}
		if (got == MOUSE_READ_KEY)
			out[nk++] = key;
		idle = 0;
	}
	return nk;
}

/* Script text with '_' for a gap into k; returns how many. */
static size_t
script_of(const char *str, long *k)
{
	size_t n = 0;

	for (; *str != '\0'; str++)
		k[n++] = *str == '_' ? GAP : (unsigned char)*str;
	return n;
}

/* A key torn by the network (its ESC came alone, past curses' key
 * delay, and the rest after): put together again, never read as the
 * commands its letters are.  Typed slowly, the same letters are keys. */
START_TEST(test_torn_keys)
{
	static const struct {
		const char *script;
		long want[4];
		size_t n;
	} cases[] = {
		/* ESC, a wait, then "O B": Esc (which closes nothing on the
		 * maze) and Down, not O and B. */
		{ "\033_OBw", { 27, KEYC_DOWN, 'w' }, 3 },
		{ "\033_OA", { 27, KEYC_UP }, 2 },
		{ "\033_[C", { 27, KEYC_RIGHT }, 2 },
		{ "\033_[1;2D", { 27, KEYC_SLEFT }, 2 },
		{ "\033_[5~", { 27, KEYC_PGUP }, 2 },
		{ "\033_OP", { 27, KEYC_F1 }, 2 },
		/* Torn after "ESC [" or the whole key curses did not take. */
		{ "\033[_B", { KEYC_DOWN }, 1 },
		{ "\033OB", { KEYC_DOWN }, 1 },
		{ "\033[6~x", { KEYC_PGDN, 'x' }, 2 },
		/* A person: Esc, then O, then B, each alone. */
		{ "\033_O_B", { 27, 'O', 'B' }, 3 },
		{ "\033_Ox", { 27, 'O', 'x' }, 3 },
		{ "\033_x", { 27, 'x' }, 2 },
		/* O and B with no Esc before them are keys. */
		{ "OB", { 'O', 'B' }, 2 },
		/* A sequence of no key: dropped whole. */
		{ "\033_[99zq", { 27, 'q' }, 2 },
	};
	long k[32], got[8];
	size_t i, j, n;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		n = run_keys(k, script_of(cases[i].script, k), got, 8);
		ck_assert_msg(n == cases[i].n, "case %zu: %zu keys, not %zu", i, n, cases[i].n);
		for (j = 0; j < n; j++)
			ck_assert_msg(got[j] == cases[i].want[j], "case %zu, key %zu: %ld, not %ld",
			    i, j, got[j], cases[i].want[j]);
	}
}
END_TEST

Suite *
mouse_suite(void)
{
	Suite *s = suite_create("mouse");
	TCase *tc;

	tc = tcase_create("reports");
	tcase_add_test(tc, test_sgr_parse);
	tcase_add_test(tc, test_reports_among_keys);
	tcase_add_test(tc, test_plain_keys_pass);
	suite_add_tcase(s, tc);

	tc = tcase_create("damaged");
	tcase_add_test(tc, test_torn_reports_dropped);
	tcase_add_test(tc, test_unknown_sequences_dropped);
	tcase_add_test(tc, test_torn_keys);
	suite_add_tcase(s, tc);
	return s;
}
