/* look.h - how each mark looks: its glyph, its colour pair, and the
 * colours and attributes of each theme. */
#ifndef MAZEGAME_UI_LOOK_H
#define MAZEGAME_UI_LOOK_H

#include <wchar.h>

#include "play/game.h"
#include "app/theme.h"

/* Colour pairs, one a mark that has a colour. */
enum { PAIR_PLAYER = 1, PAIR_EXIT, PAIR_START, PAIR_PATH, PAIR_HINT,
	PAIR_TRAIL, PAIR_AGAIN, PAIR_BEST, PAIR_CHALK, PAIR_COUNT };

/* The glyph of a mark and its pair. */
struct mark_style {
	wchar_t utf8, ascii;
	int mono;              /* attributes without colour */
	short pair;
};

/* Every mark's glyph and pair, in enum cell_mark order. */
extern const struct mark_style look_styles[MARK_COUNT];

/* The chalk's glyphs and pair, in enum chalk order. */
extern const struct mark_style look_chalk[3];

/* A theme: each pair's colour (256-colour and 8-colour terminals), the
 * attributes of each mark in colour, and of walls and text. */
struct theme_look {
	short c256[PAIR_COUNT], c8[PAIR_COUNT];
	int attr[MARK_COUNT];
	int text;
};

/* Returns the look of theme t (mono and auto look as the default does
 * where they draw colour at all). */
const struct theme_look *look_theme(enum theme t);

#endif
