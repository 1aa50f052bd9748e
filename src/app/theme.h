/* theme.h - the names of the colour themes, and reading the terminal's
 * answer to the background-colour query (OSC 11) for --theme auto.
 *
 * What each theme looks like is the front end's (ui/draw.c and ui/look.c); this part
 * has no curses in it, so the config file, the options and the tests
 * share it.
 */
#ifndef MAZEGAME_THEME_H
#define MAZEGAME_THEME_H

#include <stdbool.h>
#include <stddef.h>

enum theme {
	THEME_DEFAULT,        /* reads on dark and light backgrounds */
	THEME_DARK,           /* brighter colours for a dark background */
	THEME_LIGHT,          /* deeper colours for a light background */
	THEME_HIGH_CONTRAST,  /* bold everything, the player in reverse */
	THEME_MONO,           /* no colour at all */
	THEME_AUTO,           /* dark or light, as the terminal answers */
	THEME_COUNT
};

/* Finds a theme by name; returns 0, or -1 for an unknown name. */
int theme_find(const char *name, enum theme *t);

/* Returns theme t's name (a static string). */
const char *theme_name(enum theme t);

/* Returns the theme names, comma-separated (a static string). */
const char *theme_list(void);

/* Reads an OSC 11 answer ("\033]11;rgb:RRRR/GGGG/BBBB" ended by BEL or
 * ESC \, with 1 to 4 hex digits a component) somewhere in buf's n
 * bytes and sets *t to THEME_DARK or THEME_LIGHT by the background's
 * luminance.  Returns 0, or -1 when buf holds no such answer. */
int theme_from_reply(const char *buf, size_t n, enum theme *t);

/* Whether buf's n bytes hold the terminal's whole answer: the answer to
 * the device-attributes query (ESC [ ? ... c) asked after OSC 11, which
 * every terminal sends after any other answer. */
bool theme_reply_whole(const char *buf, size_t n);

/* Returns the theme the terminal's answer buf (n bytes, waited for
 * waited_ms at most) says: THEME_DARK or THEME_LIGHT, or THEME_DEFAULT
 * when it holds none; writes why to why (size bytes, translated: "the
 * terminal says its background is dark") for --dump-config. */
enum theme theme_from_answer(const char *buf, size_t n, int waited_ms,
    char *why, size_t size);

#endif
