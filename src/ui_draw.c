/* ui_draw.c - the maze canvas, the glyphs of marks, boxes and progress. */
#include "config.h"

#include <curses.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ui_draw.h"

/* Colour pairs, one a mark that has a colour. */
enum { PAIR_TEXT = 1, PAIR_EXIT, PAIR_START, PAIR_PATH, PAIR_HINT,
	PAIR_TRAIL, PAIR_AGAIN, PAIR_BEST };

/* The player's colour is pair 0's (see draw_init). */
#define PLAYER_COLOR COLOR_RED

/* Whole cells the view keeps between the player and each edge. */
#define ROOM_X 2
#define ROOM_Y 2

/* Smallest terminal that can show a game. */
#define MIN_COLS 20
#define MIN_ROWS 4

/* How each mark looks.  Colours read on dark and light backgrounds
 * alike (no yellow, white or cyan), and every mark has a glyph of its
 * own, so colour is never the only cue; without colour, the player and
 * the exit stand out in bold and reverse video. */
static const struct mark_style {
	wchar_t utf8, ascii;
	int attr, mono;        /* attributes in colour, without */
	short pair;
	short c256, c8;        /* the pair's colour */
} styles[MARK_COUNT] = {
	[MARK_HIDDEN] = { L' ', ' ', 0, 0, 0, 0, 0 },
	[MARK_PLAYER] = { L'@', '@', 0, A_BOLD | A_REVERSE, 0, 0, 0 },
	[MARK_EXIT] = { L'E', 'E', A_BOLD, A_REVERSE, PAIR_EXIT, 127, COLOR_MAGENTA },
	[MARK_START] = { L'S', 'S', 0, 0, PAIR_START, 28, COLOR_GREEN },
	[MARK_PATH] = { L'*', '*', A_BOLD, A_BOLD, PAIR_PATH, 166, COLOR_BLUE },
	[MARK_HINT] = { L'+', '+', A_BOLD, A_BOLD, PAIR_HINT, 28, COLOR_GREEN },
	[MARK_TRAIL] = { L'\x00b7', '.', 0, 0, PAIR_TRAIL, 33, COLOR_BLUE },
	[MARK_ONCE] = { L'\x00b7', '.', 0, 0, PAIR_TRAIL, 33, COLOR_BLUE },
	[MARK_AGAIN] = { L':', ':', A_BOLD, A_BOLD, PAIR_AGAIN, 166, COLOR_MAGENTA },
	[MARK_BEST] = { L'*', '*', A_BOLD, A_BOLD, PAIR_BEST, 28, COLOR_GREEN },
	[MARK_EMPTY] = { L' ', ' ', 0, 0, 0, 0, 0 },
};

/* Box-drawing characters by arm mask: up 1, right 2, down 4, left 8.
 * A single arm is drawn as a whole line. */
static const wchar_t box_utf8[16] = {
	L' ', L'\x2502', L'\x2500', L'\x2514', L'\x2502', L'\x2502', L'\x250c', L'\x251c',
	L'\x2500', L'\x2518', L'\x2500', L'\x2534', L'\x2510', L'\x2524', L'\x252c', L'\x253c',
};
static const char box_ascii[17] = " |-+||++-+-+++++";

uint64_t
draw_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

void
draw_init(struct draw *d, const struct options *o, const struct session *s)
{
	const char *nc = getenv("NO_COLOR");
	size_t i;

	memset(d, 0, sizeof *d);
	d->s = s;
	d->tail = "? help";
	d->ascii = o->ascii || strcmp(nl_langinfo(CODESET), "UTF-8") != 0;
	d->color = !o->no_color && (nc == NULL || *nc == '\0') && has_colors()
	    && start_color() == OK;
	if (d->color) {
		/* The player's colour is made pair 0, the "normal" one, and
		 * walls and text get a pair of the terminal's own colours:
		 * a step then writes only pair-0 characters (the old cell's
		 * blank, the player, the move count), with no colour change
		 * for curses to send and no reset after it. */
		if (assume_default_colors(PLAYER_COLOR, -1) != OK)
			use_default_colors();
		init_pair(PAIR_TEXT, -1, -1);
		for (i = 0; i < MARK_COUNT; i++)
			if (styles[i].pair != 0)
				init_pair(styles[i].pair,
				    COLORS >= 256 ? styles[i].c256 : styles[i].c8, -1);
	}
	d->text = d->color ? (int)COLOR_PAIR(PAIR_TEXT) : A_NORMAL;
	d->text_pair = d->color ? PAIR_TEXT : 0;
	draw_resize(d);
}

struct glyph
draw_mark_glyph(const struct draw *d, enum cell_mark m)
{
	const struct mark_style *st = &styles[m];
	struct glyph gl;

	gl.ch = d->ascii ? (wchar_t)st->ascii : st->utf8;
	gl.attr = d->color ? st->attr : st->mono;
	gl.pair = d->color ? st->pair : 0;
	return gl;
}

void
draw_put(int row, int col, struct glyph gl)
{
	cchar_t cc;
	wchar_t s[2] = { gl.ch, L'\0' };

	setcchar(&cc, s, (attr_t)gl.attr, gl.pair, NULL);
	mvadd_wch(row, col, &cc);
}

void
draw_fit_size(const struct draw *d, uint32_t *w, uint32_t *h)
{
	int cw = (d->cols - 1) / CELL_COLS, ch = (d->rows - 1) / CELL_ROWS;

	*w = cw < 1 ? 1 : (uint32_t)cw;
	*h = ch < 1 ? 1 : (uint32_t)ch;
	/* A 1x1 maze has nothing to play. */
	if (*w == 1 && *h == 1)
		*w = 2;
}

bool
draw_resize(struct draw *d)
{
	d->rows = LINES - 1;
	d->cols = COLS;
	d->small = COLS < MIN_COLS || LINES < MIN_ROWS;
	return !d->small;
}

/* Whether cell (x, y) exists and is shown. */
static bool
visible(const struct game *g, int64_t x, int64_t y)
{
	const maze *m = g->p.m;

	return x >= 0 && y >= 0 && x < m->w && y < m->h
	    && game_cell(g, (uint32_t)y * m->w + (uint32_t)x) != MARK_HIDDEN;
}

/* Whether the wall on the west side of cell (x, y) stands; x may be w. */
static bool
west_wall(const maze *m, uint32_t x, uint32_t y)
{
	return x == 0 || x == m->w || !maze_is_open(m, y * m->w + x, DIR_W);
}

/* Whether the wall on the north side of cell (x, y) stands; y may be h. */
static bool
north_wall(const maze *m, uint32_t x, uint32_t y)
{
	return y == 0 || y == m->h || !maze_is_open(m, y * m->w + x, DIR_N);
}

/* A wall glyph: the terminal's own colours. */
static struct glyph
wall(const struct draw *d, wchar_t ch)
{
	struct glyph gl = { ch, A_NORMAL, d->text_pair };

	return gl;
}

/* Returns the glyph at canvas position (cx, cy), inside the canvas. */
static struct glyph
canvas_glyph(const struct draw *d, const struct game *g, uint32_t cx, uint32_t cy)
{
	const maze *m = g->p.m;
	struct glyph gl = { L' ', A_NORMAL, 0 };
	uint32_t x = cx / CELL_COLS, y = cy / CELL_ROWS, k = cx % CELL_COLS;

	if (cy % CELL_ROWS == 1 && k != 0) {
		/* Inside a cell: its mark in the middle column. */
		if (k == CELL_COLS / 2 && visible(g, x, y))
			gl = draw_mark_glyph(d, game_cell(g, y * m->w + x));
	} else if (cy % CELL_ROWS == 1) {
		/* Between cells (x-1, y) and (x, y). */
		if (!visible(g, (int64_t)x - 1, y) && !visible(g, x, y))
			return gl;
		if (west_wall(m, x, y))
			gl = wall(d, d->ascii ? L'|' : L'\x2502');
		else if (game_link_on_path(g, y * m->w + x, y * m->w + x - 1))
			gl = draw_mark_glyph(d, MARK_PATH);
	} else if (k != 0) {
		/* Between cells (x, y-1) and (x, y). */
		if (!visible(g, x, (int64_t)y - 1) && !visible(g, x, y))
			return gl;
		if (north_wall(m, x, y))
			gl = wall(d, d->ascii ? L'-' : L'\x2500');
		else if (k == CELL_COLS / 2
		    && game_link_on_path(g, y * m->w + x, (y - 1) * m->w + x))
			gl = draw_mark_glyph(d, MARK_PATH);
	} else {
		/* A corner post: which of its four arms are walls. */
		unsigned arms = 0;

		if (!visible(g, (int64_t)x - 1, (int64_t)y - 1) && !visible(g, x, (int64_t)y - 1)
		    && !visible(g, (int64_t)x - 1, y) && !visible(g, x, y))
			return gl;
		if (y > 0 && west_wall(m, x, y - 1)) arms |= 1;
		if (x < m->w && north_wall(m, x, y)) arms |= 2;
		if (y < m->h && west_wall(m, x, y)) arms |= 4;
		if (x > 0 && north_wall(m, x - 1, y)) arms |= 8;
		if (arms != 0)
			gl = wall(d, d->ascii ? L'+' : box_utf8[arms]);
	}
	return gl;
}

/* Redraws canvas rectangle [cx0, cx1] x [cy0, cy1] where on screen. */
static void
draw_canvas(struct draw *d, const struct game *g, int64_t cx0, int64_t cy0,
    int64_t cx1, int64_t cy1)
{
	int64_t cw = CELL_COLS * (int64_t)g->p.m->w + 1;
	int64_t ch = CELL_ROWS * (int64_t)g->p.m->h + 1;
	int64_t cx, cy;

	if (cx0 < d->vx) cx0 = d->vx;
	if (cy0 < d->vy) cy0 = d->vy;
	if (cx1 >= d->vx + d->cols) cx1 = d->vx + d->cols - 1;
	if (cy1 >= d->vy + d->rows) cy1 = d->vy + d->rows - 1;
	if (cx0 < 0) cx0 = 0;
	if (cy0 < 0) cy0 = 0;
	if (cx1 >= cw) cx1 = cw - 1;
	if (cy1 >= ch) cy1 = ch - 1;
	for (cy = cy0; cy <= cy1; cy++)
		for (cx = cx0; cx <= cx1; cx++)
			draw_put((int)(cy - d->vy), (int)(cx - d->vx),
			    canvas_glyph(d, g, (uint32_t)cx, (uint32_t)cy));
}

/* Keeps the view inside the canvas, or centres a canvas smaller than
 * the area. */
static void
clamp_view(struct draw *d, const maze *m, int64_t *vx, int64_t *vy)
{
	int64_t cw = CELL_COLS * (int64_t)m->w + 1, ch = CELL_ROWS * (int64_t)m->h + 1;

	if (cw <= d->cols)
		*vx = -(d->cols - cw) / 2;
	else if (*vx < 0)
		*vx = 0;
	else if (*vx > cw - d->cols)
		*vx = cw - d->cols;
	if (ch <= d->rows)
		*vy = -(d->rows - ch) / 2;
	else if (*vy < 0)
		*vy = 0;
	else if (*vy > ch - d->rows)
		*vy = ch - d->rows;
}

/* One axis of follow_player: the view's new start for player position
 * p in a view starting at v, size positions long.  The player keeps
 * need positions to either edge; when it comes closer, the view moves
 * so that the player is land positions from the edge it came from. */
static int64_t
follow_axis(int64_t p, int64_t v, int64_t size, int64_t need, int64_t land)
{
	if (2 * need + 1 > size)
		need = (size - 1) / 2;
	if (land > size - 1 - need)
		land = size - 1 - need;
	if (land < need)
		land = need;
	if (p - v < need)
		return p - (size - 1 - land);
	if (v + size - 1 - p < need)
		return p - land;
	return v;
}

/* Chooses the viewport so the player is well inside it (ROOM_X and
 * ROOM_Y whole cells to each edge); returns whether it moved.  A move
 * costs about what it reveals: curses scrolls the terminal for a
 * vertical move and sends the new lines, a sideways move rewrites
 * what differs on every line.  The optimal walks of tests/bench_ui.sh
 * chose where the player lands: sideways, 3/8 of the view from the
 * edge it came from; up or down, one cell short of the far margin, so
 * the many paths that turn back soon do not scroll back at once. */
static bool
follow_player(struct draw *d, const struct game *g)
{
	const maze *m = g->p.m;
	int64_t px = CELL_COLS * (int64_t)(g->pos % m->w) + CELL_COLS / 2;
	int64_t py = CELL_ROWS * (int64_t)(g->pos / m->w) + 1;
	int64_t nx = CELL_COLS * ROOM_X + CELL_COLS / 2, ny = CELL_ROWS * ROOM_Y + 1;
	int64_t vx, vy;

	vx = follow_axis(px, d->vx, d->cols, nx, d->cols * 3 / 8);
	vy = follow_axis(py, d->vy, d->rows, ny, d->rows - 1 - ny - CELL_ROWS);
	clamp_view(d, m, &vx, &vy);
	if (vx == d->vx && vy == d->vy)
		return false;
	d->vx = (int)vx;
	d->vy = (int)vy;
	return true;
}

void
draw_maze(struct draw *d, const struct game *g, bool follow)
{
	int64_t vx = d->vx, vy = d->vy;

	if (follow) {
		follow_player(d, g);
	} else {
		clamp_view(d, g->p.m, &vx, &vy);
		d->vx = (int)vx;
		d->vy = (int)vy;
	}
	erase();
	draw_canvas(d, g, d->vx, d->vy, (int64_t)d->vx + d->cols - 1,
	    (int64_t)d->vy + d->rows - 1);
	draw_status(d, g);
}

void
draw_update(struct draw *d, const struct game *g, unsigned rd)
{
	if ((rd & RD_ALL) || ((rd & RD_CELLS) && follow_player(d, g))) {
		draw_maze(d, g, false);
		return;
	}
	if ((rd & RD_CELLS) && g->dirty.any)
		draw_canvas(d, g, CELL_COLS * (int64_t)g->dirty.x0,
		    CELL_ROWS * (int64_t)g->dirty.y0,
		    CELL_COLS * (int64_t)g->dirty.x1 + CELL_COLS,
		    CELL_ROWS * (int64_t)g->dirty.y1 + CELL_ROWS);
	if (rd & RD_STATUS)
		draw_status(d, g);
}

void
draw_pan(struct draw *d, const struct game *g, int dx, int dy)
{
	d->vx += dx * CELL_COLS * (d->cols / CELL_COLS / 2 > 0 ? d->cols / CELL_COLS / 2 : 1);
	d->vy += dy * CELL_ROWS * (d->rows / CELL_ROWS / 2 > 0 ? d->rows / CELL_ROWS / 2 : 1);
	draw_maze(d, g, false);
}

void
draw_flash(struct draw *d, const struct game *g, enum dir dir, bool on)
{
	const maze *m = g->p.m;
	int64_t cx = CELL_COLS * (int64_t)(g->pos % m->w);
	int64_t cy = CELL_ROWS * (int64_t)(g->pos / m->w);
	int64_t x0, y0, x1, y1, x, y;

	switch (dir) {
	case DIR_N: x0 = cx + 1; x1 = cx + CELL_COLS - 1; y0 = y1 = cy; break;
	case DIR_S: x0 = cx + 1; x1 = cx + CELL_COLS - 1; y0 = y1 = cy + CELL_ROWS; break;
	case DIR_W: x0 = x1 = cx; y0 = y1 = cy + 1; break;
	default: x0 = x1 = cx + CELL_COLS; y0 = y1 = cy + 1; break;
	}
	if (!on) {
		draw_canvas(d, g, x0, y0, x1, y1);
		return;
	}
	for (y = y0; y <= y1; y++)
		for (x = x0; x <= x1; x++) {
			struct glyph gl;

			if (x < d->vx || y < d->vy || x >= d->vx + d->cols || y >= d->vy + d->rows)
				continue;
			gl = canvas_glyph(d, g, (uint32_t)x, (uint32_t)y);
			gl.attr |= A_REVERSE;
			draw_put((int)(y - d->vy), (int)(x - d->vx), gl);
		}
}

/* Draws one line of a box frame: left, fill and right glyphs (arm
 * masks) with text laid over it from column 2. */
static void
frame_line(const struct draw *d, int row, int left, int w, unsigned l,
    unsigned fill, unsigned r, const char *text)
{
	struct glyph gl = { L' ', A_NORMAL, d->text_pair };
	int j;

	for (j = 0; j < w; j++) {
		unsigned arms = j == 0 ? l : j == w - 1 ? r : fill;

		gl.ch = arms == 0 ? L' ' : d->ascii ? (wchar_t)box_ascii[arms]
		    : box_utf8[arms];
		draw_put(row, left + j, gl);
	}
	if (text != NULL && w > 4)
		mvaddnstr(row, left + 2, text, w - 4);
}

struct box_pos
draw_box(const struct draw *d, const char *const *lines, int n, int mark,
    const char *title, const char *footer)
{
	struct box_pos pos;
	int w = 0, i, top, left, rows = n + 2;

	for (i = 0; i < n; i++)
		if ((int)strlen(lines[i]) > w)
			w = (int)strlen(lines[i]);
	if (title != NULL && (int)strlen(title) + 2 > w)
		w = (int)strlen(title) + 2;
	if (footer != NULL && (int)strlen(footer) + 2 > w)
		w = (int)strlen(footer) + 2;
	w += 4;
	if (w > COLS)
		w = COLS;
	if (rows > d->rows)
		rows = d->rows;
	top = (d->rows - rows) / 2;
	left = (COLS - w) / 2;
	attrset(d->text);
	frame_line(d, top, left, w, 6, 10, 12, NULL);
	for (i = 1; i < rows - 1; i++) {
		frame_line(d, top + i, left, w, 5, 0, 5, NULL);
		if (i - 1 == mark)
			attron(A_REVERSE);
		mvaddnstr(top + i, left + 2, lines[i - 1], w - 4);
		attroff(A_REVERSE);
	}
	frame_line(d, top + rows - 1, left, w, 3, 10, 9, NULL);
	if (title != NULL)
		mvaddnstr(top, left + 2, title, w - 4);
	if (footer != NULL)
		mvaddnstr(top + rows - 1, left + 2, footer, w - 4);
	attrset(A_NORMAL);
	pos.row = top + 1;
	pos.col = left + 2;
	return pos;
}

void
draw_small(const struct draw *d)
{
	bool wide = COLS >= 18;

	erase();
	attrset(d->text);
	mvaddnstr(0, 0, wide ? "Terminal too small" : "Too small", COLS);
	if (LINES > 1)
		mvaddnstr(1, 0, wide ? "Enlarge it to play" : "Enlarge it", COLS);
	if (LINES > 2)
		mvaddnstr(2, 0, "q quits", COLS);
	attrset(A_NORMAL);
}

void
draw_progress(const struct draw *d, const char *what, unsigned percent)
{
	char line[160];
	const char *lines[1] = { line };

	snprintf(line, sizeof line, "%s %3u%%", what, percent);
	erase();
	draw_box(d, lines, 1, -1, NULL, "Ctrl-C stops");
}
