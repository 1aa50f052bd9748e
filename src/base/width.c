/* width.c - text measured and cut by display columns. */
#include "config.h"

#include <string.h>
#include <wchar.h>

#include "base/width.h"

/* Reads the character at s (at most n bytes): stores its bytes in *len
 * and returns its columns (an invalid byte: 1 byte, 1 column). */
static int
char_at(const char *s, size_t n, size_t *len)
{
	mbstate_t st;
	wchar_t wc;
	size_t r;
	int w;

	memset(&st, 0, sizeof st);
	r = mbrtowc(&wc, s, n, &st);
	if (r == (size_t)-1 || r == (size_t)-2 || r == 0) {
		*len = 1;
		return 1;
	}
	*len = r;
	w = wcwidth(wc);
	return w < 0 ? 1 : w;
}

int
text_width_n(const char *s, size_t len)
{
	size_t i = 0, n;
	int cols = 0;

	while (i < len) {
		cols += char_at(s + i, len - i, &n);
		i += n;
	}
	return cols;
}

int
text_width(const char *s)
{
	return text_width_n(s, strlen(s));
}

size_t
text_cut(const char *s, int cols)
{
	size_t i = 0, len = strlen(s), n;
	int used = 0, w;

	while (i < len) {
		w = char_at(s + i, len - i, &n);
		if (used + w > cols)
			break;
		used += w;
		i += n;
	}
	return i;
}

/* Appends s to out with spaces before it (right) or after it (!right)
 * up to cols columns; a string too long for out ends at a character. */
static size_t
place(char *out, size_t size, const char *s, int cols, int right)
{
	size_t at = strlen(out), len = strlen(s), i = 0, n;
	int pad = cols - text_width(s);

	if (size == 0)
		return 0;
	for (; right && pad > 0 && at + 1 < size; pad--)
		out[at++] = ' ';
	while (i < len) {
		(void)char_at(s + i, len - i, &n);
		if (at + i + n >= size)
			break;
		i += n;
	}
	memcpy(out + at, s, i);
	at += i;
	for (; !right && pad > 0 && at + 1 < size; pad--)
		out[at++] = ' ';
	out[at] = '\0';
	return at;
}

size_t
text_left(char *out, size_t size, const char *s, int cols)
{
	return place(out, size, s, cols, 0);
}

size_t
text_right(char *out, size_t size, const char *s, int cols)
{
	return place(out, size, s, cols, 1);
}
