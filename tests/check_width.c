/* check_width.c - display columns of UTF-8 text: measuring, cutting,
 * padding.  Runs in C.UTF-8 (part of glibc's own files, never a
 * generated locale); the expected widths are the Unicode ones. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "suites.h"
#include "base/width.h"

static void
utf8(void)
{
	if (setlocale(LC_CTYPE, "C.UTF-8") == NULL
	    && setlocale(LC_CTYPE, "C.utf8") == NULL)
		ck_abort_msg("no C.UTF-8 locale to measure UTF-8 in");
}

static void
plain(void)
{
	setlocale(LC_CTYPE, "C");
}

START_TEST(test_width_ascii)
{
	ck_assert_int_eq(text_width(""), 0);
	ck_assert_int_eq(text_width("moves"), 5);
	ck_assert_int_eq(text_width_n("moves", 3), 3);
	ck_assert_uint_eq(text_cut("moves", 3), 3);
	ck_assert_uint_eq(text_cut("moves", 0), 0);
	ck_assert_uint_eq(text_cut("moves", 99), 5);
}
END_TEST

START_TEST(test_width_umlauts)
{
	/* "Züge" and "ß": two bytes, one column each. */
	ck_assert_uint_eq(strlen("Z\xc3\xbcge"), 5);
	ck_assert_int_eq(text_width("Z\xc3\xbcge"), 4);
	ck_assert_int_eq(text_width("\xc3\x9f"), 1);
	ck_assert_uint_eq(text_cut("Z\xc3\xbcge", 2), 3);   /* "Zü" */
	ck_assert_uint_eq(text_cut("Z\xc3\xbcge", 1), 1);   /* "Z" */
	ck_assert_uint_eq(text_cut("\xc3\xbc\xc3\xbc", 1), 2);
}
END_TEST

START_TEST(test_width_cjk)
{
	/* U+8FF7 (maze): three bytes, two columns; half of it never fits. */
	const char *mi = "\xe8\xbf\xb7";

	ck_assert_int_eq(text_width(mi), 2);
	ck_assert_int_eq(text_width("a\xe8\xbf\xb7" "b"), 4);
	ck_assert_uint_eq(text_cut(mi, 1), 0);
	ck_assert_uint_eq(text_cut(mi, 2), 3);
	ck_assert_uint_eq(text_cut("a\xe8\xbf\xb7" "b", 2), 1);
	ck_assert_uint_eq(text_cut("a\xe8\xbf\xb7" "b", 3), 4);
}
END_TEST

START_TEST(test_width_combining)
{
	/* "e" + U+0301 (combining acute): one column, and the mark stays
	 * with its letter when the cut falls right after it. */
	const char *e = "e\xcc\x81x";

	ck_assert_int_eq(text_width("\xcc\x81"), 0);
	ck_assert_int_eq(text_width(e), 2);
	ck_assert_uint_eq(text_cut(e, 1), 3);
	ck_assert_uint_eq(text_cut(e, 0), 0);
}
END_TEST

START_TEST(test_width_invalid)
{
	/* A stray continuation byte, a cut-off sequence and 0xff: one
	 * column a byte, as the terminal shows a replacement for each. */
	ck_assert_int_eq(text_width("\x80"), 1);
	ck_assert_int_eq(text_width("a\xff" "b"), 3);
	ck_assert_int_eq(text_width("\xe8\xbf"), 2);
	ck_assert_uint_eq(text_cut("\xff\xff\xff", 2), 2);
	ck_assert_int_eq(text_width_n("Z\xc3\xbcge", 2), 2);   /* half a ü */
}
END_TEST

START_TEST(test_width_never_splits)
{
	/* Every cut of a mixed string ends on a character boundary and
	 * takes no more than it was given. */
	const char *s = "Z\xc3\xbc\xe8\xbf\xb7" "e\xcc\x81\xc5\x82" "x";
	size_t len = strlen(s), c;
	int cols;

	for (cols = 0; cols <= 9; cols++) {
		c = text_cut(s, cols);
		ck_assert_uint_le(c, len);
		ck_assert_int_le(text_width_n(s, c), cols);
		ck_assert_msg(c == len || ((unsigned char)s[c] & 0xc0) != 0x80,
		    "cut at %d columns splits a character (byte %zu)", cols, c);
		ck_assert_msg(c == len || strncmp(s + c, "\xcc\x81", 2) != 0,
		    "cut at %d columns leaves a mark alone", cols);
	}
	ck_assert_uint_eq(text_cut(s, 9), len);
	ck_assert_int_eq(text_width(s), 7);
}
END_TEST

START_TEST(test_width_pad)
{
	char buf[64] = "";

	ck_assert_uint_eq(text_left(buf, sizeof buf, "Z\xc3\xbcge", 6), 7);
	ck_assert_str_eq(buf, "Z\xc3\xbcge  ");
	ck_assert_uint_eq(text_right(buf, sizeof buf, "\xe8\xbf\xb7", 4), 12);
	ck_assert_str_eq(buf, "Z\xc3\xbcge    \xe8\xbf\xb7");
	buf[0] = '\0';
	text_left(buf, sizeof buf, "toolong", 3);   /* as %-3s: never cut */
	ck_assert_str_eq(buf, "toolong");
	/* Too small a buffer ends at a whole character. */
	buf[0] = '\0';
	text_left(buf, 4, "a\xe8\xbf\xb7", 0);
	ck_assert_str_eq(buf, "a");
}
END_TEST

START_TEST(test_width_ascii_locale)
{
	/* In the C locale English is measured exactly as bytes. */
	plain();
	ck_assert_int_eq(text_width("Escaped in 5 moves"), 18);
	ck_assert_uint_eq(text_cut("Escaped in 5 moves", 7), 7);
}
END_TEST

Suite *
width_suite(void)
{
	Suite *s = suite_create("width");
	TCase *tc;

	tc = tcase_create("widths");
	tcase_add_checked_fixture(tc, utf8, plain);
	tcase_add_test(tc, test_width_ascii);
	tcase_add_test(tc, test_width_umlauts);
	tcase_add_test(tc, test_width_cjk);
	tcase_add_test(tc, test_width_combining);
	tcase_add_test(tc, test_width_invalid);
	tcase_add_test(tc, test_width_never_splits);
	suite_add_tcase(s, tc);

	tc = tcase_create("padding");
	tcase_add_checked_fixture(tc, utf8, plain);
	tcase_add_test(tc, test_width_pad);
	suite_add_tcase(s, tc);

	tc = tcase_create("ascii locale");
	tcase_add_checked_fixture(tc, utf8, plain);
	tcase_add_test(tc, test_width_ascii_locale);
	suite_add_tcase(s, tc);
	return s;
}
