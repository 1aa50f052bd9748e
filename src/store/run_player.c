/* run_player.c - a player's name in a run: printable UTF-8. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "store/run.h"

/* Returns the length of the UTF-8 sequence at s (at most len bytes),
 * or 0 when it is not a well-formed one (overlong forms, surrogates
 * and code points past U+10FFFF are not). */
static size_t
utf8_length(const unsigned char *s, size_t len)
{
	size_t n, i;
	uint32_t cp;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		n = 2;
		cp = s[0] & 0x1fu;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		n = 3;
		cp = s[0] & 0x0fu;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		n = 4;
		cp = s[0] & 0x07u;
	} else {
		return 0;
	}
	if (n > len)
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3fu);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000)
	    || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return n;
}

bool
run_player_valid(const char *name, size_t len)
{
	const unsigned char *s = (const unsigned char *)name;
	size_t i = 0, n;

	if (len == 0 || len > RUN_PLAYER_MAX || s[0] == ' ' || s[len - 1] == ' ')
		return false;
	while (i < len) {
		if (s[i] < 0x20 || s[i] == 0x7f)
			return false;
		n = utf8_length(s + i, len - i);
		/* C1 controls (U+0080 to U+009F) are controls too. */
		if (n == 0 || (n == 2 && s[i] == 0xc2 && s[i + 1] < 0xa0))
			return false;
		i += n;
	}
	return true;
}
