/* keys.c - curses' key codes to the program's own. */
#include "config.h"

#include <curses.h>

#include "ui/keys.h"

/* curses' codes for keys that send no character. */
static const struct {
	int code;
	keycode key;
} codes[] = {
	{ KEY_UP, KEYC_UP }, { KEY_DOWN, KEYC_DOWN },
	{ KEY_LEFT, KEYC_LEFT }, { KEY_RIGHT, KEYC_RIGHT },
	{ KEY_SR, KEYC_SUP }, { KEY_SF, KEYC_SDOWN },
	{ KEY_SLEFT, KEYC_SLEFT }, { KEY_SRIGHT, KEYC_SRIGHT },
	{ KEY_PPAGE, KEYC_PGUP }, { KEY_NPAGE, KEYC_PGDN },
	{ KEY_HOME, KEYC_HOME }, { KEY_END, KEYC_END },
	{ KEY_F(1), KEYC_F1 }, { KEY_ENTER, KEYC_ENTER },
};

enum ui_read
ui_read_key(keycode *k)
{
	wint_t wch;
	size_t i;

	for (;;) {
		int kind = wget_wch(stdscr, &wch);

		if (kind == ERR)
			return UI_READ_NONE;
		if (kind == KEY_CODE_YES) {
			if (wch == KEY_RESIZE)
				return UI_READ_RESIZE;
			for (i = 0; i < sizeof codes / sizeof codes[0]; i++)
				if ((wint_t)codes[i].code == wch) {
					*k = codes[i].key;
					return UI_READ_KEY;
				}
			continue;   /* a key of no meaning here */
		}
		*k = wch == '\r' || wch == '\n' ? (keycode)KEYC_ENTER : (keycode)wch;
		return UI_READ_KEY;
	}
}
