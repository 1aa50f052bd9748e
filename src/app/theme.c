/* theme.c - theme names and the OSC 11 answer. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "app/theme.h"
#include "base/i18n.h"

static const char *const names[THEME_COUNT] = {
	[THEME_DEFAULT] = "default",
	[THEME_DARK] = "dark",
	[THEME_LIGHT] = "light",
	[THEME_HIGH_CONTRAST] = "high-contrast",
	[THEME_MONO] = "mono",
	[THEME_AUTO] = "auto",
};

int
theme_find(const char *name, enum theme *t)
{
	int i;

	for (i = 0; i < THEME_COUNT; i++)
		if (strcasecmp(name, names[i]) == 0) {
			*t = (enum theme)i;
			return 0;
		}
	return -1;
}

const char *
theme_name(enum theme t)
{
	return t >= 0 && t < THEME_COUNT ? names[t] : "default";
}

const char *
theme_list(void)
{
	return "default, dark, light, high-contrast, mono, auto";
}

/* Reads one component of 1 to 4 hex digits at *p as a fraction of
 * its full scale; advances *p.  Returns -1 when there is none. */
static double
component(const char **p, const char *end)
{
	unsigned v = 0, full = 0;
	int digits = 0;

	while (*p < end && digits < 5) {
		char c = **p;
		unsigned d;

		if (c >= '0' && c <= '9')
			d = (unsigned)(c - '0');
		else if (c >= 'a' && c <= 'f')
			d = (unsigned)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			d = (unsigned)(c - 'A' + 10);
		else
			break;
		v = v * 16 + d;
		full = full * 16 + 15;
		digits++;
		(*p)++;
	}
	if (digits < 1 || digits > 4)
		return -1;
	return (double)v / (double)full;
}

int
theme_from_reply(const char *buf, size_t n, enum theme *t)
{
	static const char head[] = "\033]11;rgb:";
	const char *end = buf + n, *p;
	double rgb[3], lum;
	size_t i;
	int k;

	for (i = 0; i + sizeof head - 1 <= n; i++) {
		if (memcmp(buf + i, head, sizeof head - 1) != 0)
			continue;
		p = buf + i + sizeof head - 1;
		for (k = 0; k < 3; k++) {
			if ((rgb[k] = component(&p, end)) < 0)
				break;
			if (k < 2) {
				if (p >= end || *p != '/')
					break;
				p++;
			}
		}
		if (k < 3)
			continue;
		/* The answer ends in BEL or ST (ESC \). */
		if (!(p < end && (*p == '\a' || (*p == '\033' && p + 1 < end
		    && p[1] == '\\'))))
			continue;
		/* Relative luminance (Rec. 709 weights): below one half, a
		 * dark background. */
		lum = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
		*t = lum < 0.5 ? THEME_DARK : THEME_LIGHT;
		return 0;
	}
	return -1;
}

bool
theme_reply_whole(const char *buf, size_t n)
{
	size_t i, j;

	for (i = 0; i + 3 < n; i++) {
		if (buf[i] != '\033' || buf[i + 1] != '[' || buf[i + 2] != '?')
			continue;
		for (j = i + 3; j < n && ((buf[j] >= '0' && buf[j] <= '9')
		    || buf[j] == ';'); j++)
			;
		if (j < n && buf[j] == 'c')
			return true;
	}
	return false;
}

enum theme
theme_from_answer(const char *buf, size_t n, int waited_ms, char *why,
    size_t size)
{
	enum theme t;

	if (theme_from_reply(buf, n, &t) != 0) {
		snprintf(why, size, _("the terminal did not answer the background-colour"
		    " query (OSC 11) within %d ms, as tmux and screen often do not"),
		    waited_ms);
		return THEME_DEFAULT;
	}
	snprintf(why, size, "%s", t == THEME_LIGHT
	    ? _("the terminal says its background is light")
	    : _("the terminal says its background is dark"));
	return t;
}
