/* look.c - the glyphs of the marks and the colours of the themes. */
#include "config.h"

#include <curses.h>

#include "ui/look.h"

/* The glyph of each mark, and its pair.  Every mark has a glyph of its
 * own, so colour is never the only cue; without colour, the player and
 * the exit stand out in bold and reverse video. */
const struct mark_style look_styles[MARK_COUNT] = {
	[MARK_HIDDEN] = { L' ', ' ', 0, 0 },
	[MARK_PLAYER] = { L'@', '@', A_BOLD | A_REVERSE, PAIR_PLAYER },
	[MARK_EXIT] = { L'E', 'E', A_REVERSE, PAIR_EXIT },
	[MARK_START] = { L'S', 'S', 0, PAIR_START },
	[MARK_PATH] = { L'*', '*', A_BOLD, PAIR_PATH },
	/* Not '+' in ASCII, where '+' is a wall's corner. */
	[MARK_HINT] = { L'+', 'o', A_BOLD, PAIR_HINT },
	[MARK_TRAIL] = { L'\x00b7', '.', 0, PAIR_TRAIL },
	[MARK_ONCE] = { L'\x00b7', '.', 0, PAIR_TRAIL },
	[MARK_AGAIN] = { L':', ':', A_BOLD, PAIR_AGAIN },
	[MARK_BEST] = { L'*', '*', A_BOLD, PAIR_BEST },
	[MARK_EMPTY] = { L' ', ' ', 0, 0 },
};

/* Chalk, beside the cell's own mark: one stroke, then a cross (as
 * Trémaux's method marks a passage once, then twice); shapes no other
 * mark has, bold in every theme. */
const struct mark_style look_chalk[3] = {
	[CHALK_NONE] = { L' ', ' ', 0, 0 },
	[CHALK_ONCE] = { L'/', '/', A_BOLD, PAIR_CHALK },
	[CHALK_CROSSED] = { L'X', 'X', A_BOLD, PAIR_CHALK },
};

/* A theme: each pair's colour (256-colour and 8-colour terminals), the
 * attributes of each mark in colour, and of walls and text.  The
 * default reads on dark and light backgrounds alike (no yellow, white
 * or cyan); dark and light are tuned for one background. */
static const struct theme_look looks[THEME_COUNT] = {
	/* The route marks (trail, again, best) and S are 256-colour
	 * indexes whose luminance gives at least 4.5:1 against black and
	 * against white alike (63, 163, 29). */
	[THEME_DEFAULT] = {
		{ 0, 9, 127, 29, 166, 28, 63, 163, 29, 131 },
		{ 0, COLOR_RED, COLOR_MAGENTA, COLOR_GREEN, COLOR_BLUE, COLOR_GREEN,
		  COLOR_BLUE, COLOR_MAGENTA, COLOR_GREEN, COLOR_RED },
		{ [MARK_EXIT] = A_BOLD, [MARK_PATH] = A_BOLD, [MARK_HINT] = A_BOLD,
		  [MARK_AGAIN] = A_BOLD, [MARK_BEST] = A_BOLD },
		A_NORMAL,
	},
	[THEME_DARK] = {
		{ 0, 203, 213, 83, 214, 120, 75, 213, 83, 223 },
		{ 0, COLOR_RED, COLOR_MAGENTA, COLOR_GREEN, COLOR_YELLOW, COLOR_GREEN,
		  COLOR_CYAN, COLOR_MAGENTA, COLOR_GREEN, COLOR_WHITE },
		{ [MARK_PLAYER] = A_BOLD, [MARK_EXIT] = A_BOLD, [MARK_PATH] = A_BOLD,
		  [MARK_HINT] = A_BOLD, [MARK_AGAIN] = A_BOLD, [MARK_BEST] = A_BOLD },
		A_NORMAL,
	},
	/* Light: no bold but the player's, as terminals that show bold as
	 * bright would wash the deep colours out on white. */
	[THEME_LIGHT] = {
		{ 0, 160, 90, 22, 130, 22, 19, 127, 22, 94 },
		{ 0, COLOR_RED, COLOR_MAGENTA, COLOR_GREEN, COLOR_BLUE, COLOR_GREEN,
		  COLOR_BLUE, COLOR_MAGENTA, COLOR_GREEN, COLOR_RED },
		{ [MARK_PLAYER] = A_BOLD },
		A_NORMAL,
	},
	[THEME_HIGH_CONTRAST] = {
		{ 0, 9, 13, 10, 12, 10, 12, 13, 10, 9 },
		{ 0, COLOR_RED, COLOR_MAGENTA, COLOR_GREEN, COLOR_BLUE, COLOR_GREEN,
		  COLOR_BLUE, COLOR_MAGENTA, COLOR_GREEN, COLOR_RED },
		{ [MARK_PLAYER] = A_BOLD | A_REVERSE, [MARK_EXIT] = A_BOLD | A_REVERSE,
		  [MARK_START] = A_BOLD, [MARK_PATH] = A_BOLD, [MARK_HINT] = A_BOLD,
		  [MARK_TRAIL] = A_BOLD, [MARK_ONCE] = A_BOLD, [MARK_AGAIN] = A_BOLD,
		  [MARK_BEST] = A_BOLD },
		A_BOLD,
	},
};

const struct theme_look *
look_theme(enum theme t)
{
	return &looks[t < THEME_MONO ? t : THEME_DEFAULT];
}
