/* keys.h - the one key table: bindings, the help screen, --help's key
 * paragraph and the key names every prompt shows all come from it.
 *
 * Keys are the program's own codes (a Unicode character, or one of the
 * KEYC_ codes above Unicode for keys that send no character), so the
 * table has no curses in it and the tests can read it; the front end
 * maps curses' codes to these at the edge.
 */
#ifndef MAZEGAME_KEYS_H
#define MAZEGAME_KEYS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/i18n.h"
#include "play/command.h"
#include "base/err.h"

typedef uint32_t keycode;

/* Keys that send no character of their own. */
enum {
	KEYC_BASE = 0x110000,
	KEYC_UP, KEYC_DOWN, KEYC_LEFT, KEYC_RIGHT,
	KEYC_SUP, KEYC_SDOWN, KEYC_SLEFT, KEYC_SRIGHT,   /* with Shift */
	KEYC_PGUP, KEYC_PGDN, KEYC_HOME, KEYC_END,
	KEYC_F1,
	KEYC_ENTER,
	KEYC_ESC = 27,
	KEYC_CTRL_C = 3,
};

/* Where a key is read: on the maze (and the result screen), at a
 * yes/no question, or watching a maze being made (--watch); a hex
 * maze's diagonals first; KEYS_STAIRS only names the help of a floors
 * maze (the stairs' keys first: they are bound in KEYS_PLAY). */
enum keys_context { KEYS_PLAY, KEYS_ASK, KEYS_WATCH, KEYS_DIAG, KEYS_STAIRS };

/* Most bindings the table in force holds. */
#define KEYS_MAX 128

/* Returns the command key k means in context ctx, or CMD_NONE.  The
 * table in force starts as the defaults; keys_bind() changes it. */
enum cmd keys_lookup(enum keys_context ctx, keycode k);

/* Writes the names of the keys bound to c in ctx ("y", "n Esc") to
 * buf, separated by sep; returns buf. */
char *keys_names(enum keys_context ctx, enum cmd c, const char *sep,
    char *buf, size_t size);

/* Returns the name of key k ("Up", "Shift-Left", "F1", "q"). */
const char *keys_name(keycode k, char *buf, size_t size);

/* Puts the default bindings back in force. */
void keys_reset(void);

/* Binds key to command c in ctx (CMD_NONE unbinds the key), replacing
 * what the key meant.  Refuses, with a message and the table as it
 * was, a binding that would leave a command of ctx without any key,
 * and Ctrl-C (which always quits).  Returns 0 or -1. */
int keys_bind(enum keys_context ctx, keycode key, enum cmd c, mg_err *e);

/* Reads a key's name as keys_name() writes it ("q", "Up", "Space",
 * "F1", "U+00E9", or one UTF-8 character) into *k; returns 0 or -1. */
int keys_parse(const char *name, keycode *k);

/* One difference of the maze's bindings from the defaults. */
struct keys_change {
	keycode key;
	enum cmd cmd;          /* CMD_NONE: the key was unbound */
};

/* Fills out with the changes that turn the default maze bindings into
 * those in force, in an order keys_bind() accepts one by one; returns
 * how many (at most max). */
int keys_changes(struct keys_change *out, int max);

#endif
