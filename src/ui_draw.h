/* ui_draw.h - drawing the maze, the status line and the overlays.
 *
 * The maze is drawn on a canvas of 4 columns by 2 rows a cell (walls
 * between), so cells look square.  A viewport shows the part of the
 * canvas around the player when the maze is larger than the screen.
 * Only what changed is redrawn; curses sends only changed characters.
 */
#ifndef MAZEGAME_UI_DRAW_H
#define MAZEGAME_UI_DRAW_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "options.h"
#include "scores.h"

/* Drawing state: the glyph set, colours and the viewport. */
struct draw {
	bool ascii;            /* plain ASCII glyphs */
	bool color;            /* colours in use */
	int text;              /* attributes of walls and text */
	bool demo;             /* the solver plays (--demo) */
	bool small;            /* the terminal is too small to play */
	int rows, cols;        /* the maze area (screen minus status line) */
	int vx, vy;            /* canvas position of the area's top left */
	const struct options *o;
	uint64_t seed;         /* shown on the status line */
	const struct score_list *scores;   /* for the result screen, or NULL */
	char score_table[SCORE_TABLE_MAX + 1];  /* the game's table */
	int score_index;       /* the new entry in scores, or -1 */
};

/* Returns the monotonic clock in milliseconds: the time base of the
 * game's clock, for the status line and the main loop alike. */
uint64_t draw_now_ms(void);

/* Chooses glyphs and colours for the terminal and options. */
void draw_init(struct draw *d, const struct options *o);

/* Releases drawing resources (none at present; kept as the pair). */
void draw_free(struct draw *d);

/* Computes the largest maze that fits the screen, for --fit. */
void draw_fit_size(const struct draw *d, uint32_t *w, uint32_t *h);

/* Redraws everything: maze, status line and any overlay. */
void draw_all(struct draw *d, const struct game *g);

/* Redraws what the redraw bits (enum redraw) say changed. */
void draw_update(struct draw *d, const struct game *g, unsigned rd);

/* Takes a new terminal size and redraws. */
void draw_resize(struct draw *d, const struct game *g);

/* Returns whether the terminal is too small to play. */
bool draw_too_small(const struct draw *d);

/* Shows a box of n lines in the middle of the screen (for questions
 * asked before a game is on it). */
void draw_lines(struct draw *d, const char *const *lines, int n);

#endif
