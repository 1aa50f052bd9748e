/* keys_name.c - the names of keys, as the help shows them and the
 * config file writes them, both ways. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "base/names.h"
#include "front/keys.h"

/* Names of the keys that send no character. */
static const struct name_entry key_names[] = {
	/* TRANSLATORS: the names of keys in the key help and in
	 * questions ("Space", "Esc"); the config file keeps English. */
	{ KEYC_UP, N_("Up") }, { KEYC_DOWN, N_("Down") },
	{ KEYC_LEFT, N_("Left") }, { KEYC_RIGHT, N_("Right") },
	{ KEYC_SUP, N_("Shift-Up") }, { KEYC_SDOWN, N_("Shift-Down") },
	{ KEYC_SLEFT, N_("Shift-Left") }, { KEYC_SRIGHT, N_("Shift-Right") },
	{ KEYC_PGUP, N_("PageUp") }, { KEYC_PGDN, N_("PageDown") },
	{ KEYC_HOME, N_("Home") }, { KEYC_END, N_("End") },
	{ KEYC_F1, N_("F1") }, { KEYC_ENTER, N_("Enter") },
	{ KEYC_ESC, N_("Esc") }, { KEYC_CTRL_C, N_("Ctrl-C") }, { ' ', N_("Space") },
	{ '\t', N_("Tab") },
};

#define NKEY_NAMES (sizeof key_names / sizeof key_names[0])

const char *
keys_name(keycode k, char *buf, size_t size)
{
	const char *name = names_of(key_names, NKEY_NAMES, k);

	if (name != NULL)
		snprintf(buf, size, "%s", name);
	else if (k >= 0x20 && k < 0x7f)
		snprintf(buf, size, "%c", (char)k);
	else
		snprintf(buf, size, "U+%04X", (unsigned)k);
	return buf;
}

int
keys_parse(const char *name, keycode *k)
{
	const unsigned char *p = (const unsigned char *)name;
	size_t i, len = strlen(name);
	uint32_t cp;
	int extra;
	unsigned long u;
	char *end;

	if (names_find(key_names, NKEY_NAMES, name, k) == 0)
		return 0;
	if (len == 1 && p[0] > 0x20 && p[0] < 0x7f) {
		*k = p[0];
		return 0;
	}
	if (len > 2 && (name[0] == 'U' || name[0] == 'u') && name[1] == '+') {
		u = strtoul(name + 2, &end, 16);
		if (*end != '\0' || u < 0x20 || u >= 0x110000 || (u >= 0x7f && u < 0xa0))
			return -1;
		*k = (keycode)u;
		return 0;
	}
	/* One UTF-8 character. */
	if (p[0] >= 0xc2 && p[0] <= 0xf4) {
		extra = p[0] >= 0xf0 ? 3 : p[0] >= 0xe0 ? 2 : 1;
		cp = p[0] & (0x3fu >> extra);
		if ((size_t)extra + 1 != len)
			return -1;
		for (i = 1; i <= (size_t)extra; i++) {
			if ((p[i] & 0xc0) != 0x80)
				return -1;
			cp = cp << 6 | (p[i] & 0x3fu);
		}
		if (cp < 0xa0 || cp >= 0x110000 || (cp >= 0xd800 && cp < 0xe000))
			return -1;
		*k = cp;
		return 0;
	}
	return -1;
}
