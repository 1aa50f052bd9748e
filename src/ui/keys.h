/* keys.h - curses' key codes to the program's own (keys.h), at the
 * edge, so the key table itself has no curses in it; mouse reports
 * picked out of the keys (front/mouse.h). */
#ifndef MAZEGAME_UI_KEYS_H
#define MAZEGAME_UI_KEYS_H

#include "front/keys.h"
#include "front/mouse.h"

/* What ui_read_key() found. */
enum ui_read {
	UI_READ_NONE,     /* no whole key waiting */
	UI_READ_KEY,      /* *k is a key */
	UI_READ_RESIZE,   /* the terminal changed size */
	UI_READ_MOUSE,    /* *ev is a mouse report */
};

/* Reads one key or mouse report without waiting (but for the rest of
 * a sequence begun). */
enum ui_read ui_read_key(keycode *k, struct mouse_event *ev);

#endif
