/* keys.h - curses' key codes to the program's own (keys.h), at the
 * edge, so the key table itself has no curses in it. */
#ifndef MAZEGAME_UI_KEYS_H
#define MAZEGAME_UI_KEYS_H

#include "play/keys.h"

/* What ui_read_key() found. */
enum ui_read {
	UI_READ_NONE,     /* no whole key waiting */
	UI_READ_KEY,      /* *k is a key */
	UI_READ_RESIZE,   /* the terminal changed size */
};

/* Reads one key without waiting. */
enum ui_read ui_read_key(keycode *k);

#endif
