/* draw.h - the drawing state of the front end (glyphs, colours, the
 * maze area), boxes and progress; the maze itself is view.h, the
 * canvas canvas.h, the status line status.h.
 *
 * The maze is drawn on a canvas of CELL_COLS columns by CELL_ROWS rows
 * a cell (walls between), so cells look square.  A viewport shows the
 * part of the canvas around the player when the maze is larger than
 * the screen.  Only what changed is redrawn; curses sends only changed
 * characters.  What a cell shows comes from the game (game_cell); the
 * glyph and colour of each mark come from one table here.
 */
#ifndef MAZEGAME_UI_DRAW_H
#define MAZEGAME_UI_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

#include "play/game.h"
#include "app/options.h"
#include "app/theme.h"

struct session;   /* app/session.h: the status line reads it */

/* Canvas geometry: a cell and the walls on its left and top. */
#define CELL_COLS 4
#define CELL_ROWS 2

/* Drawing state: the glyph set, colours and the viewport. */
struct draw {
	bool ascii;            /* plain ASCII glyphs */
	bool color;            /* colours in use */
	bool small;            /* the terminal is too small to play */
	bool spectator;        /* only watching a race: no @ of one's own,
	                          no moves or clock of one's own */
	int text;              /* attributes of text and box frames */
	int rows, cols;        /* the maze area (screen minus status line) */
	int vx, vy;            /* canvas position of the area's top left */
	const struct session *s;   /* for the status line */
	const char *tail;      /* the status line's last field ("? help") */
	const char *tail_short;  /* ... where it does not fit (NULL: none) */
	bool describe;         /* screen-reader mode: the status line says */
	char say[320];         /* what, in words */
	char race_say[160];    /* in a race, the place in words ("2nd of 3,
	                        * leader 12 to go"), else "" */
	bool show_best;        /* the replay shows the whole shortest way */
	bool looking;          /* the replay shows the part of the maze (the
	                        * floor) of cell look, not the player's */
	uint32_t look;
	char note[320];        /* a warning shown over the maze's bottom
	                        * rows until the first key, then "" */
};

/* The cell whose part of the canvas (a floor) the view shows: the
 * player's, or in the replay the one looked at. */
uint32_t draw_shown_cell(const struct draw *d, const struct game *g);

/* Returns the monotonic clock in milliseconds: the time base of the
 * game's clock, for the status line and the main loop alike. */
uint64_t draw_now_ms(void);

/* Chooses glyphs and colours for the terminal, the options and theme
 * (THEME_AUTO already settled; it draws as the default otherwise). */
void draw_init(struct draw *d, const struct options *o,
    const struct session *s, enum theme theme);

/* Computes the largest maze of shape s (NULL: the square grid) that
 * fits the screen, for --fit. */
void draw_fit_size(const struct draw *d, const struct shape *s, uint32_t *w,
    uint32_t *h);

/* Takes the terminal's new size; returns whether it can show a game. */
bool draw_resize(struct draw *d);

/* Where a box's first line of text starts on screen. */
struct box_pos {
	int row, col;
};

/* Draws a framed box of n lines in the middle of the maze area, in the
 * maze's style; line mark (if not -1) in reverse video, title and
 * footer (may be NULL) on its frame.  Lines wider than the screen wrap
 * at spaces (no number is cut); a box taller than the maze area covers
 * the status line, and one taller than the screen shows its first rows
 * and, without a footer, its last line (the keys).  Returns where its
 * text starts. */
struct box_pos draw_box(const struct draw *d, const char *const *lines,
    int n, int mark, const char *title, const char *footer);

/* Draws a box as draw_box does, keeping its last tail lines in sight
 * (the answers of a question) however short the screen. */
struct box_pos draw_box_keep(const struct draw *d, const char *const *lines,
    int n, int mark, const char *title, const char *footer, int tail);

/* Breaks text at spaces into lines of at most width columns, each
 * after indent spaces, written to out + i * stride for i from n on
 * (below max); returns the new count. */
int draw_wrap(char *out, size_t stride, int n, int max, const char *text,
    int indent, int width);

/* Writes items to out, three spaces apart: the first always, each
 * other one when it still fits in width columns (most important
 * first); returns out. */
char *draw_keys_fit(char *out, size_t size, int width,
    const char *const *items, int n);

/* Clears the screen and says the terminal is too small. */
void draw_small(const struct draw *d);

/* Shows one line of progress (long work) in the middle of a blank
 * screen. */
void draw_progress(const struct draw *d, const char *what, unsigned percent);

/* A glyph of a mark, for screens that draw cells of their own. */
struct glyph {
	wchar_t ch;
	int attr;
	short pair;
};
struct glyph draw_mark_glyph(const struct draw *d, enum cell_mark m);

/* The glyph of chalk c (not CHALK_NONE), drawn beside a cell's mark. */
struct glyph draw_chalk_glyph(const struct draw *d, enum chalk c);

/* Returns the box-drawing character (or ASCII) with the arms of mask
 * arms: up 1, right 2, down 4, left 8. */
wchar_t draw_box_char(const struct draw *d, unsigned arms);

/* The glyph of a cell's stairs (maze/floors.h's FLOORS_STAIRS_UP,
 * _DOWN or both), drawn left of its mark: < up, > down. */
struct glyph draw_stairs_glyph(const struct draw *d, unsigned stairs);

/* Puts glyph gl at screen (row, col). */
void draw_put(int row, int col, struct glyph gl);

/* Writes as much of text at (row, col) as fits in cols display columns,
 * never a part of a character; returns the columns written. */
int draw_text_cut(int row, int col, const char *text, int cols);

/* Returns longer when it takes at most cols display columns, else
 * shorter: a screen's words chosen by the width of the translation. */
const char *draw_pick(const char *longer, const char *shorter, int cols);

#endif
