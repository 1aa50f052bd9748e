/* mouse.h - the terminal's mouse reports, picked out of the keys.
 *
 * With mouse reporting on (the SGR form, mode 1006), a click arrives
 * as bytes among the keys: ESC [ < B ; X ; Y M.  This reader takes
 * keys from a source (the front end's), hands on every key that is not
 * part of a report, and turns a whole report into an event.  A report
 * it does not know, or one torn in two (SSH sends what it has), is
 * dropped whole: none of its bytes reaches the game as a key.  Keys
 * are torn too: over a slow link an arrow's ESC can come after the
 * front end has given up waiting for the rest (curses' key delay), and
 * its "O B" would then be two other commands.  The reader puts such a
 * key together again (ESC O or ESC [ with its final byte, even when a
 * lone ESC was handed on before the rest came) and hands on its KEYC_
 * code.  Other escape sequences the terminal sends and the front end
 * did not know (ESC [ ... final byte) are dropped.  No curses here:
 * the source is a function, so the tests can tear reports as a network
 * would.
 */
#ifndef MAZEGAME_MOUSE_H
#define MAZEGAME_MOUSE_H

#include <stdbool.h>
#include <stdint.h>

#include "front/keys.h"

/* What a report says. */
enum mouse_kind {
	MOUSE_CLICK,       /* the first button pressed */
	MOUSE_WHEEL_UP,
	MOUSE_WHEEL_DOWN,
	MOUSE_OTHER,       /* a release, a drag, another button: nothing */
};

/* One report: what and where (0-based screen column and row). */
struct mouse_event {
	enum mouse_kind kind;
	uint32_t x, y;
};

/* Where keys come from: next() returns the next key (a character, or
 * a code above Unicode the reader hands on untouched), waiting up to
 * wait_ms for it, or -1 when none came. */
struct mouse_source {
	long (*next)(void *ctx, int wait_ms);
	void *ctx;
};

/* How long the rest of a report may lag behind its start (ms): more
 * than any terminal takes, and short enough not to be felt on Esc. */
#define MOUSE_TEAR_MS 60

/* The reader's state: keys read ahead, and whether the tail of a torn
 * report is still to come. */
struct mouse_reader {
	struct mouse_source src;
	long held[8];
	int nheld;
	bool in_tail;       /* dropping the rest of a torn report */
	int tail_len;
	bool after_esc;     /* the last key handed on was a lone ESC: an
	                     * "O B" or "[ B" now is the rest of its key */
};

/* Readies r to read from src. */
void mouse_reader_init(struct mouse_reader *r, struct mouse_source src);

/* What mouse_read() found. */
enum mouse_read {
	MOUSE_READ_NONE,    /* no key waiting (or only bytes dropped) */
	MOUSE_READ_KEY,     /* *key is a key for the game: a character, a
	                     * code of the source's, or a KEYC_ code of a
	                     * key put together from its pieces */
	MOUSE_READ_EVENT,   /* *ev is a mouse report */
};

/* Reads the next key or report without waiting for a key (only, after
 * the start of a sequence, for its rest, up to MOUSE_TEAR_MS). */
enum mouse_read mouse_read(struct mouse_reader *r, long *key,
    struct mouse_event *ev);

/* Reads the parameters of an SGR report ("0;12;5") and its final
 * byte ('M' pressed, 'm' released) into ev.  Returns 0, or -1 for a
 * report that is not well formed. */
int mouse_sgr_parse(const char *params, char final, struct mouse_event *ev);

#endif
