/* check_text.c - strict numbers, durations and the line reader that
 * the scores and saved-game files are split with. */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "suites.h"
#include "base/text.h"

/* Expects text_number to refuse text with a message containing want. */
static void
expect_bad_number(const char *text, uint64_t min, uint64_t max,
    const char *want)
{
	uint64_t v = 12345;
	mg_err e;

	ck_assert_int_eq(text_number("--width", text, min, max, &v, &e), -1);
	ck_assert_msg(strstr(e.msg, want) != NULL, "'%s': '%s' lacks '%s'",
	    text, e.msg, want);
	ck_assert_msg(strncmp(e.msg, "--width: ", 9) == 0, "%s", e.msg);
	ck_assert_uint_eq(v, 12345);   /* untouched */
}

START_TEST(test_number_accepts)
{
	uint64_t v;
	mg_err e;

	ck_assert_int_eq(text_number("n", "0", 0, 10, &v, &e), 0);
	ck_assert_uint_eq(v, 0);
	ck_assert_int_eq(text_number("n", "10", 0, 10, &v, &e), 0);
	ck_assert_uint_eq(v, 10);
	ck_assert_int_eq(text_number("n", "007", 0, 10, &v, &e), 0);
	ck_assert_uint_eq(v, 7);
	ck_assert_int_eq(text_number("n", "18446744073709551615", 0, UINT64_MAX,
	    &v, &e), 0);
	ck_assert_uint_eq(v, UINT64_MAX);
}
END_TEST

START_TEST(test_number_refuses)
{
	expect_bad_number("", 0, 10, "a number is needed");
	expect_bad_number("-1", 0, 10, "'-1' is not a number");
	expect_bad_number("+1", 0, 10, "is not a number");
	expect_bad_number(" 1", 0, 10, "is not a number");
	expect_bad_number("1 ", 0, 10, "is not a number");
	expect_bad_number("0x10", 0, 100, "is not a number");
	expect_bad_number("1e3", 0, 10000, "is not a number");
	expect_bad_number("11", 0, 10, "out of range (0 to 10)");
	expect_bad_number("1", 2, 10, "out of range (2 to 10)");
	expect_bad_number("18446744073709551616", 0, UINT64_MAX, "too large");
	expect_bad_number("99999999999999999999999", 0, 5, "too large (at most 5)");
}
END_TEST

START_TEST(test_duration)
{
	char buf[32];

	text_duration(buf, sizeof buf, 0);
	ck_assert_str_eq(buf, "0:00");
	text_duration(buf, sizeof buf, 999);
	ck_assert_str_eq(buf, "0:00");
	text_duration(buf, sizeof buf, 61000);
	ck_assert_str_eq(buf, "1:01");
	text_duration(buf, sizeof buf, 3599999);
	ck_assert_str_eq(buf, "59:59");
	text_duration(buf, sizeof buf, 3600000);
	ck_assert_str_eq(buf, "1:00:00");
	text_duration(buf, sizeof buf, (100 * 3600 + 5 * 60 + 7) * 1000ull);
	ck_assert_str_eq(buf, "100:05:07");
	/* A short buffer is cut, never overrun. */
	memset(buf, 'z', sizeof buf);
	text_duration(buf, 4, 3600000);
	ck_assert_str_eq(buf, "1:0");
	ck_assert_int_eq(buf[4], 'z');
}
END_TEST

START_TEST(test_reader_fields)
{
	static const char data[] = "score a 12\nend\n";
	struct text_reader r;
	uint64_t v;
	mg_err e;

	text_start(&r, data, strlen(data));
	ck_assert_int_eq(text_next(&r, &e), 1);
	ck_assert_uint_eq(r.line, 1);
	ck_assert_int_eq(r.nfields, 3);
	ck_assert_str_eq(r.field[0], "score");
	ck_assert_str_eq(r.field[1], "a");
	ck_assert_str_eq(r.field[2], "12");
	ck_assert_int_eq(text_expect(&r, 3, &e), 0);
	ck_assert_int_eq(text_expect(&r, 4, &e), -1);
	ck_assert_str_eq(e.msg, "line 1: 'score' needs 3 fields, not 2");
	ck_assert_int_eq(text_field_number(&r, 2, "moves", 0, 100, &v, &e), 0);
	ck_assert_uint_eq(v, 12);
	ck_assert_int_eq(text_field_number(&r, 2, "moves", 0, 11, &v, &e), -1);
	ck_assert_str_eq(e.msg, "line 1: moves: 12 is out of range (0 to 11)");
	ck_assert_int_eq(text_field_number(&r, 1, "moves", 0, 11, &v, &e), -1);
	ck_assert_str_eq(e.msg, "line 1: moves: 'a' is not a number");
	ck_assert_int_eq(text_next(&r, &e), 1);
	ck_assert_uint_eq(r.line, 2);
	ck_assert_int_eq(r.nfields, 1);
	ck_assert_str_eq(r.field[0], "end");
	ck_assert_int_eq(text_next(&r, &e), 0);
	ck_assert_int_eq(text_next(&r, &e), 0);
	ck_assert_int_eq(text_error(&r, &e, "%s %d", "odd", 7), -1);
	ck_assert_str_eq(e.msg, "line 2: odd 7");
}
END_TEST

/* Expects the second line of "ok\n" + line to be refused with want. */
static void
expect_bad_line(const char *line, size_t len, const char *want)
{
	char data[TEXT_LINE_MAX + 16];
	struct text_reader r;
	mg_err e;

	ck_assert_uint_le(len + 3, sizeof data);
	memcpy(data, "ok\n", 3);
	memcpy(data + 3, line, len);
	text_start(&r, data, len + 3);
	ck_assert_int_eq(text_next(&r, &e), 1);
	ck_assert_int_eq(text_next(&r, &e), -1);
	ck_assert_msg(strstr(e.msg, want) != NULL && strncmp(e.msg, "line 2: ", 8) == 0,
	    "'%s' lacks 'line 2: ...%s'", e.msg, want);
}

START_TEST(test_reader_refuses)
{
	static char longline[TEXT_LINE_MAX + 1];
	char many[64] = "f";
	int i;

	expect_bad_line("a b", 3, "without a newline");
	expect_bad_line("\n", 1, "empty line");
	expect_bad_line(" a\n", 3, "stray space");
	expect_bad_line("a \n", 3, "stray space");
	expect_bad_line("a  b\n", 5, "two spaces in a row");
	expect_bad_line("a\tb\n", 4, "unexpected byte 0x09 in column 2");
	expect_bad_line("ab\r\n", 4, "unexpected byte 0x0d in column 3");
	expect_bad_line("a\0b\n", 4, "unexpected byte 0x00 in column 2");
	expect_bad_line("\xc3\xa9\n", 3, "unexpected byte 0xc3 in column 1");
	expect_bad_line("\x7f\n", 2, "unexpected byte 0x7f");
	/* TEXT_FIELDS_MAX fields pass, one more does not. */
	for (i = 1; i < TEXT_FIELDS_MAX; i++)
		strcat(many, " f");
	strcat(many, "\n");
	{
		struct text_reader r;
		mg_err e;

		text_start(&r, many, strlen(many));
		ck_assert_int_eq(text_next(&r, &e), 1);
		ck_assert_int_eq(r.nfields, TEXT_FIELDS_MAX);
	}
	many[strlen(many) - 1] = '\0';
	strcat(many, " f\n");
	expect_bad_line(many, strlen(many), "too many fields");
	/* The longest line fits the buffer with its newline; one more
	 * byte does not. */
	memset(longline, 'x', TEXT_LINE_MAX - 1);
	longline[TEXT_LINE_MAX - 1] = '\n';
	{
		char data[TEXT_LINE_MAX + 1];
		struct text_reader r;
		mg_err e;

		memcpy(data, longline, TEXT_LINE_MAX);
		text_start(&r, data, TEXT_LINE_MAX);
		ck_assert_int_eq(text_next(&r, &e), 1);
		ck_assert_uint_eq(strlen(r.field[0]), TEXT_LINE_MAX - 1);
	}
	memset(longline, 'x', TEXT_LINE_MAX);
	longline[TEXT_LINE_MAX] = '\n';
	expect_bad_line(longline, TEXT_LINE_MAX + 1, "line too long");
}
END_TEST

START_TEST(test_reader_empty_input)
{
	struct text_reader r;
	mg_err e;

	text_start(&r, "", 0);
	ck_assert_int_eq(text_next(&r, &e), 0);
	ck_assert_uint_eq(r.line, 0);
	ck_assert_int_eq(r.nfields, 0);
}
END_TEST

/* A message repeats what it was given with its control characters
 * written out (ESC ] 0 ; would retitle a window, ESC [ 2 J clear it),
 * C1 controls and stray bytes too; other UTF-8 passes as it is. */
START_TEST(test_message_controls)
{
	mg_err e;

	err_set(&e, "bad room name '%s'", "a\033]0;owned\007b");
	ck_assert_str_eq(e.msg, "bad room name 'a\\x1b]0;owned\\x07b'");
	err_set(&e, "%s", "tab\there\r\n\177");
	ck_assert_str_eq(e.msg, "tab\\x09here\\x0d\\x0a\\x7f");
	err_set(&e, "%s", "ü, 迷路, \xf0\x9f\x8c\xb2 stay");
	ck_assert_str_eq(e.msg, "ü, 迷路, \xf0\x9f\x8c\xb2 stay");
	/* U+009B (CSI of the C1 set), a stray byte, a cut character. */
	err_set(&e, "%s", "a\xc2\x9b" "b\x9b" "c\xe8\xbf");
	ck_assert_str_eq(e.msg, "a\\xc2\\x9b" "b\\x9b" "c\\xe8\\xbf");
	/* A long one is cut, never overrun. */
	{
		char big[600];

		memset(big, '\033', sizeof big - 1);
		big[sizeof big - 1] = '\0';
		err_set(&e, "%s", big);
		ck_assert_uint_le(strlen(e.msg), sizeof e.msg - 1);
		ck_assert(strncmp(e.msg, "\\x1b\\x1b", 8) == 0);
	}
}
END_TEST

Suite *
text_suite(void)
{
	Suite *s = suite_create("text");
	TCase *tc;

	tc = tcase_create("numbers");
	tcase_add_test(tc, test_number_accepts);
	tcase_add_test(tc, test_number_refuses);
	tcase_add_test(tc, test_duration);
	suite_add_tcase(s, tc);

	tc = tcase_create("reader");
	tcase_add_test(tc, test_reader_fields);
	tcase_add_test(tc, test_reader_refuses);
	tcase_add_test(tc, test_reader_empty_input);
	suite_add_tcase(s, tc);

	tc = tcase_create("messages");
	tcase_add_test(tc, test_message_controls);
	suite_add_tcase(s, tc);
	return s;
}
