/* keys.c - curses' key codes to the program's own, and the mouse. */
#include "config.h"

#include <curses.h>

#include "ui/keys.h"
#include "ui/term.h"

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

/* curses' key codes pass the mouse reader as codes above these. */
#define CODE_BASE 0x200000L

/* The mouse reader's source: curses' next key, waiting up to wait_ms
 * for it when none is there yet. */
static long
next_key(void *ctx, int wait_ms)
{
	wint_t wch;
	int kind;

	(void)ctx;
	kind = wget_wch(stdscr, &wch);
	if (kind == ERR && wait_ms > 0 && ui_term_wait(wait_ms) == UI_WAIT_INPUT)
		kind = wget_wch(stdscr, &wch);
	if (kind == ERR)
		return -1;
	return kind == KEY_CODE_YES ? CODE_BASE + (long)wch : (long)wch;
}

/* A report curses read itself (a terminal of the older form, whose
 * terminfo names it) as ours. */
static bool
curses_mouse(struct mouse_event *ev)
{
	MEVENT me;

	if (getmouse(&me) != OK || me.x < 0 || me.y < 0)
		return false;
	ev->x = (uint32_t)me.x;
	ev->y = (uint32_t)me.y;
	ev->kind = me.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED) ? MOUSE_CLICK
	    : me.bstate & BUTTON4_PRESSED ? MOUSE_WHEEL_UP
#ifdef BUTTON5_PRESSED
	    : me.bstate & BUTTON5_PRESSED ? MOUSE_WHEEL_DOWN
#endif
	    : MOUSE_OTHER;
	return true;
}

enum ui_read
ui_read_key(keycode *k, struct mouse_event *ev)
{
	static struct mouse_reader reader;
	static bool ready;
	long key;
	size_t i;

	if (!ready) {
		struct mouse_source src = { next_key, NULL };

		mouse_reader_init(&reader, src);
		ready = true;
	}
	for (;;) {
		switch (mouse_read(&reader, &key, ev)) {
		case MOUSE_READ_NONE:
			return UI_READ_NONE;
		case MOUSE_READ_EVENT:
			return UI_READ_MOUSE;
		case MOUSE_READ_KEY:
			break;
		}
		if (key < CODE_BASE) {
			*k = key == '\r' || key == '\n' ? (keycode)KEYC_ENTER : (keycode)key;
			return UI_READ_KEY;
		}
		key -= CODE_BASE;
		if (key == KEY_RESIZE)
			return UI_READ_RESIZE;
		if (key == KEY_MOUSE) {
			if (curses_mouse(ev))
				return UI_READ_MOUSE;
			continue;
		}
		for (i = 0; i < sizeof codes / sizeof codes[0]; i++)
			if (codes[i].code == key) {
				*k = codes[i].key;
				return UI_READ_KEY;
			}
		/* A key of no meaning here. */
	}
}
