/* ui_draw.c - the maze, status line, help and result screens in curses. */
#include "config.h"

#include <curses.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
#include <wchar.h>

#include "text.h"
#include "ui_draw.h"
#include "ui_keys.h"

/* Colour pairs. */
enum { PAIR_PLAYER = 1, PAIR_EXIT, PAIR_TRAIL, PAIR_PATH, PAIR_TEXT };

/* Smallest terminal that can show a game. */
#define MIN_COLS 20
#define MIN_ROWS 4

/* Box-drawing characters by arm mask: up 1, right 2, down 4, left 8.
 * A single arm is drawn as a whole line. */
static const wchar_t box_utf8[16] = {
	L' ', L'\x2502', L'\x2500', L'\x2514', L'\x2502', L'\x2502', L'\x250c', L'\x251c',
	L'\x2500', L'\x2518', L'\x2500', L'\x2534', L'\x2510', L'\x2524', L'\x252c', L'\x253c',
};

uint64_t
draw_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

void
draw_init(struct draw *d, const struct options *o)
{
	const char *nc = getenv("NO_COLOR");

	memset(d, 0, sizeof *d);
	d->o = o;
	d->ascii = o->ascii || strcmp(nl_langinfo(CODESET), "UTF-8") != 0;
	d->color = !o->no_color && (nc == NULL || *nc == '\0') && has_colors();
	if (d->color && start_color() == OK) {
		/* Yellow, magenta, blue and cyan stay apart for the common
		 * kinds of colour blindness; glyphs carry meaning too.
		 * The player's colour is made pair 0, the "normal" one, and
		 * walls and text get the terminal's own colour: a step
		 * writes only pair-0 characters (the old cell's blank, the
		 * player, the move count), so it needs no colour change and
		 * curses adds no reset after it. */
		short player = COLORS >= 16 ? COLOR_YELLOW + 8 : COLOR_YELLOW;
		if (assume_default_colors(player, -1) != OK)
			use_default_colors();
		init_pair(PAIR_PLAYER, player, -1);
		init_pair(PAIR_TEXT, -1, -1);
		init_pair(PAIR_EXIT, COLOR_MAGENTA, -1);
		init_pair(PAIR_TRAIL, COLOR_BLUE, -1);
		init_pair(PAIR_PATH, COLOR_CYAN, -1);
	} else {
		d->color = false;
	}
	d->text = d->color ? COLOR_PAIR(PAIR_TEXT) : A_NORMAL;
	d->rows = LINES - 1;
	d->cols = COLS;
	d->small = COLS < MIN_COLS || LINES < MIN_ROWS;
}

void
draw_free(struct draw *d)
{
	(void)d;
}

void
draw_fit_size(const struct draw *d, uint32_t *w, uint32_t *h)
{
	int cw = (d->cols - 1) / 4, ch = (d->rows - 1) / 2;

	*w = cw < 1 ? 1 : (uint32_t)cw;
	*h = ch < 1 ? 1 : (uint32_t)ch;
}

bool
draw_too_small(const struct draw *d)
{
	return d->small;
}

/* Whether cell (x, y) exists and is shown. */
static bool
visible(const struct game *g, int64_t x, int64_t y)
{
	const maze *m = g->p.m;

	/* Once won, the fog lifts for the replay. */
	return x >= 0 && y >= 0 && x < m->w && y < m->h
	    && (g->won || game_visible(g, (uint32_t)y * m->w + (uint32_t)x));
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

/* A glyph with its attributes. */
struct glyph {
	wchar_t ch;
	attr_t attr;
	short pair;
};

/* Returns the glyph of a cell's middle column. */
static struct glyph
cell_glyph(const struct draw *d, const struct game *g, uint32_t c)
{
	/* The player and an empty centre are pair 0: in colour, that is
	 * the player's colour (see draw_init), and a blank looks the same
	 * in any colour. */
	struct glyph gl = { L' ', A_NORMAL, 0 };

	(void)d;
	if (c == g->pos) {
		gl.ch = L'@';
	} else if (g->won && c != g->p.exit) {
		/* The replay: the player's route beside the shortest way. */
		if (game_walked_again(g, c)) {
			gl.ch = L':';
			gl.attr = A_BOLD;
			gl.pair = PAIR_TRAIL;
		} else if (game_walked(g, c)) {
			gl.ch = d->ascii ? L'.' : L'\x00b7';
			gl.pair = PAIR_TRAIL;
		} else if (game_on_best(g, c)) {
			gl.ch = L'*';
			gl.attr = A_BOLD;
			gl.pair = PAIR_PATH;
		}
	} else if (c == g->p.exit) {
		gl.ch = L'E';
		gl.attr = d->color ? A_BOLD : A_REVERSE;
		gl.pair = PAIR_EXIT;
	} else if (game_on_path(g, c)) {
		gl.ch = L'*';
		gl.attr = A_BOLD;
		gl.pair = PAIR_PATH;
	} else if (game_on_hint(g, c)) {
		gl.ch = L'+';
		gl.attr = A_BOLD;
		gl.pair = PAIR_PATH;
	} else if (g->rules.trail && game_walked(g, c)) {
		gl.ch = d->ascii ? L'.' : L'\x00b7';
		gl.pair = PAIR_TRAIL;
	}
	return gl;
}

/* Returns the glyph at canvas position (cx, cy), inside the canvas. */
static struct glyph
canvas_glyph(const struct draw *d, const struct game *g, uint32_t cx, uint32_t cy)
{
	const maze *m = g->p.m;
	struct glyph gl = { L' ', A_NORMAL, PAIR_TEXT };
	uint32_t x = cx / 4, y = cy / 2, k = cx % 4;

	if (cy % 2 == 1 && k != 0) {
		/* Inside a cell. */
		if (k == 2 && visible(g, x, y))
			gl = cell_glyph(d, g, y * m->w + x);
	} else if (cy % 2 == 1) {
		/* Between cells (x-1, y) and (x, y). */
		if (!visible(g, (int64_t)x - 1, y) && !visible(g, x, y))
			return gl;
		if (west_wall(m, x, y)) {
			gl.ch = d->ascii ? L'|' : L'\x2502';
		} else if (game_on_path(g, y * m->w + x) && game_on_path(g, y * m->w + x - 1)) {
			gl.ch = L'*';
			gl.attr = A_BOLD;
			gl.pair = PAIR_PATH;
		}
	} else if (k != 0) {
		/* Between cells (x, y-1) and (x, y). */
		if (!visible(g, x, (int64_t)y - 1) && !visible(g, x, y))
			return gl;
		if (north_wall(m, x, y)) {
			gl.ch = d->ascii ? L'-' : L'\x2500';
		} else if (k == 2 && game_on_path(g, y * m->w + x)
		    && game_on_path(g, (y - 1) * m->w + x)) {
			gl.ch = L'*';
			gl.attr = A_BOLD;
			gl.pair = PAIR_PATH;
		}
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
		gl.ch = d->ascii ? (arms ? L'+' : L' ') : box_utf8[arms];
	}
	/* Blanks are pair 0 like the cell centres, so that curses can
	 * move the cursor across them by rewriting them, without a
	 * colour change. */
	if (!d->color || gl.ch == L' ')
		gl.pair = 0;
	return gl;
}

/* Puts glyph gl at screen (row, col). */
static void
put(int row, int col, struct glyph gl)
{
	cchar_t cc;
	wchar_t s[2] = { gl.ch, L'\0' };

	setcchar(&cc, s, gl.attr, gl.pair, NULL);
	mvadd_wch(row, col, &cc);
}

/* Redraws canvas rectangle [cx0, cx1] x [cy0, cy1] where on screen. */
static void
draw_canvas(struct draw *d, const struct game *g, int64_t cx0, int64_t cy0,
    int64_t cx1, int64_t cy1)
{
	int64_t cw = 4 * (int64_t)g->p.m->w + 1, ch = 2 * (int64_t)g->p.m->h + 1;
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
			put((int)(cy - d->vy), (int)(cx - d->vx),
			    canvas_glyph(d, g, (uint32_t)cx, (uint32_t)cy));
}

/* Chooses the viewport so the player is well inside it; returns
 * whether it moved.  A maze smaller than the area is centred. */
static bool
follow_player(struct draw *d, const struct game *g)
{
	const maze *m = g->p.m;
	int64_t cw = 4 * (int64_t)m->w + 1, ch = 2 * (int64_t)m->h + 1;
	int64_t px = 4 * (int64_t)(g->pos % m->w) + 2, py = 2 * (int64_t)(g->pos / m->w) + 1;
	int64_t vx = d->vx, vy = d->vy;
	int64_t mx = d->cols / 4 < 8 ? d->cols / 4 : 8;
	int64_t my = d->rows / 4 < 3 ? d->rows / 4 : 3;

	if (cw <= d->cols) {
		vx = -(d->cols - cw) / 2;
	} else if (px - vx < mx || px - vx >= d->cols - mx) {
		vx = px - d->cols / 2;
		if (vx < 0) vx = 0;
		if (vx > cw - d->cols) vx = cw - d->cols;
	}
	if (ch <= d->rows) {
		vy = -(d->rows - ch) / 2;
	} else if (py - vy < my || py - vy >= d->rows - my) {
		vy = py - d->rows / 2;
		if (vy < 0) vy = 0;
		if (vy > ch - d->rows) vy = ch - d->rows;
	}
	if (vx == d->vx && vy == d->vy)
		return false;
	d->vx = (int)vx;
	d->vy = (int)vy;
	return true;
}

/* Draws the status line: moves first, since they change most. */
static void
draw_status(struct draw *d, const struct game *g)
{
	const maze *m = g->p.m;
	char line[512], t[32], where[48] = "", help[32] = "";
	int64_t cw = 4 * (int64_t)m->w + 1, ch = 2 * (int64_t)m->h + 1;
	uint64_t now = draw_now_ms();
	text_duration(t, sizeof t, game_elapsed(g, now));
	if (cw > d->cols || ch > d->rows)
		snprintf(where, sizeof where, "  view %d%%,%d%%",
		    (int)(cw > d->cols ? 100 * (int64_t)d->vx / (cw - d->cols) : 0),
		    (int)(ch > d->rows ? 100 * (int64_t)d->vy / (ch - d->rows) : 0));
	if (g->assisted)
		snprintf(help, sizeof help, "  assisted");
	else if (g->hints > 0)
		snprintf(help, sizeof help, "  hints %u", (unsigned)g->hints);
	if (g->p.algo != NULL)
		snprintf(line, sizeof line, "Moves %llu  optimal %llu  %s  %s %ux%u seed %llu%s%s%s",
		    (unsigned long long)g->moves, (unsigned long long)g->p.optimal, t,
		    g->p.algo->name, m->w, m->h, (unsigned long long)g->p.seed,
		    help, where, d->demo ? "  demo: any key quits" : "  ? help");
	else
		snprintf(line, sizeof line, "Moves %llu  optimal %llu  %s  %ux%u loaded%s%s  ? help",
		    (unsigned long long)g->moves, (unsigned long long)g->p.optimal, t,
		    m->w, m->h, help, where);
	/* Plain video: a reverse bar costs an attribute change and a
	 * reset on every move (about 15 bytes of a step's output). */
	move(LINES - 1, 0);
	attrset(d->text);
	addnstr(line, COLS);
	clrtoeol();
	attrset(A_NORMAL);
	/* The count is in the player's colour, pair 0, as are the empty
	 * cell centres (see cell_glyph): a step then writes a blank, the
	 * player and a digit with no colour change between them. */
	if (d->color)
		mvchgat(LINES - 1, 6, (int)strcspn(line + 6, " "), A_NORMAL, 0,
		    NULL);
}

/* Draws a framed box of lines in the middle of the maze area, line
 * mark (if not -1) in reverse video. */
static void
draw_box(struct draw *d, const char *const *lines, int n, int mark)
{
	int w = 0, i, top, left, j;

	for (i = 0; i < n; i++)
		if ((int)strlen(lines[i]) > w)
			w = (int)strlen(lines[i]);
	w += 4;
	if (w > COLS)
		w = COLS;
	top = (d->rows - (n + 2)) / 2;
	if (top < 0)
		top = 0;
	left = (COLS - w) / 2;
	attrset(d->text);
	for (i = 0; i < n + 2 && top + i < d->rows; i++) {
		move(top + i, left);
		for (j = 0; j < w; j++) {
			chtype c = ' ';

			if (i == 0 || i == n + 1)
				c = (j == 0 || j == w - 1) ? '+' : '-';
			else if (j == 0 || j == w - 1)
				c = '|';
			addch(c);
		}
		if (i > 0 && i <= n) {
			if (i - 1 == mark)
				attron(A_REVERSE);
			mvaddnstr(top + i, left + 2, lines[i - 1], w - 4);
			attroff(A_REVERSE);
		}
	}
	attrset(A_NORMAL);
}

/* The help overlay: every key from the key table. */
static void
draw_help(struct draw *d)
{
	char text[20][64];
	const char *lines[22];
	int n = keys_help(text, 20), i;

	lines[0] = "Keys";
	for (i = 0; i < n; i++)
		lines[i + 1] = text[i];
	lines[n + 1] = "Press any key to go back";
	draw_box(d, lines, n + 2, -1);
}

/* The result overlay after reaching the exit, with the high scores of
 * the game's table when the front end has them. */
static void
draw_result(struct draw *d, const struct game *g)
{
	char text[SCORES_KEEP + 8][96], t[32];
	const char *lines[SCORES_KEEP + 8];
	const struct score_list *sl = d->scores;
	int n = 0, mark = -1;
	size_t i;

	snprintf(text[n++], sizeof text[0],
	    "Escaped in %llu moves (optimal %llu, %u%%)",
	    (unsigned long long)g->moves, (unsigned long long)g->p.optimal,
	    game_efficiency(g));
	text_duration(t, sizeof t, g->elapsed_ms);
	if (g->hints > 0 && !g->assisted)
		snprintf(text[n++], sizeof text[0], "Time %s, with %u hint%s", t,
		    (unsigned)g->hints, g->hints == 1 ? "" : "s");
	else
		snprintf(text[n++], sizeof text[0], "Time %s, %s", t, g->assisted
		    ? "assisted (the way out was shown)" : "unassisted");
	snprintf(text[n++], sizeof text[0], "You explored %llu dead end%s",
	    (unsigned long long)game_dead_ends_explored(g),
	    game_dead_ends_explored(g) == 1 ? "" : "s");
	text[n++][0] = '\0';
	if (sl != NULL && d->score_table[0] != '\0') {
		snprintf(text[n++], sizeof text[0], "High scores: %s%s",
		    d->score_table, d->score_index < 0 ? " (this game did not make it)" : "");
		snprintf(text[n++], sizeof text[0], "%s", scores_heading());
		for (i = 0; i < sl->n && n < SCORES_KEEP + 5; i++) {
			if (strcmp(sl->v[i].table, d->score_table) != 0)
				continue;
			if ((int)i == d->score_index)
				mark = n;
			scores_format(&sl->v[i], scores_rank(sl, i), text[n++],
			    sizeof text[0]);
		}
		text[n++][0] = '\0';
	}
	snprintf(text[n++], sizeof text[0], "%s", d->ascii
	    ? "Route: . once  : again  * shortest way not taken"
	    : "Route: \u00b7 once  : again  * shortest way not taken");
	snprintf(text[n++], sizeof text[0], "v see the route   r play again   n new maze   q quit");
	for (i = 0; i < (size_t)n; i++)
		lines[i] = text[i];
	draw_box(d, lines, n, mark);
}

/* The minimap: the whole maze scaled into a box, a character for a
 * block of cells: the player, the exit, walked and unwalked blocks. */
static void
draw_map(struct draw *d, const struct game *g)
{
	const maze *m = g->p.m;
	int iw = d->cols - 4, ih = d->rows - 4, bw, bh, top, left, r, c;
	uint32_t sx, sy, px = g->pos % m->w, py = g->pos / m->w;
	uint32_t ex = g->p.exit % m->w, ey = g->p.exit / m->w;
	char title[64];

	if (iw < 1 || ih < 1)
		return;
	sx = (m->w + (uint32_t)iw - 1) / (uint32_t)iw;
	sy = (m->h + (uint32_t)ih - 1) / (uint32_t)ih;
	/* Keep blocks about square on screen: a cell is two columns wide. */
	bw = (int)((m->w + sx - 1) / sx);
	bh = (int)((m->h + sy - 1) / sy);
	top = (d->rows - bh - 2) / 2;
	left = (d->cols - bw - 2) / 2;
	attrset(d->text);
	for (r = -1; r <= bh; r++) {
		move(top + 1 + r, left);
		for (c = -1; c <= bw; c++)
			addch(r == -1 || r == bh ? '-' : c == -1 || c == bw ? '|' : ' ');
	}
	snprintf(title, sizeof title, " Map %ux%u ", sx, sy);
	mvaddnstr(top, left + 1, title, bw);
	mvaddnstr(top + bh + 1, left + 1, " any key ", bw);
	attrset(A_NORMAL);
	for (r = 0; r < bh; r++) {
		for (c = 0; c < bw; c++) {
			uint32_t x0 = (uint32_t)c * sx, y0 = (uint32_t)r * sy, x, y;
			struct glyph gl = { L' ', A_NORMAL, 0 };
			bool walked = false;

			if (px >= x0 && px < x0 + sx && py >= y0 && py < y0 + sy) {
				gl.ch = L'@';
			} else if (ex >= x0 && ex < x0 + sx && ey >= y0 && ey < y0 + sy) {
				gl.ch = L'E';
				gl.attr = d->color ? A_BOLD : A_REVERSE;
				gl.pair = d->color ? PAIR_EXIT : 0;
			} else {
				for (y = y0; y < y0 + sy && y < m->h && !walked; y++)
					for (x = x0; x < x0 + sx && x < m->w && !walked; x++)
						walked = game_walked(g, y * m->w + x);
				if (walked) {
					gl.ch = d->ascii ? L'.' : L'\x00b7';
					gl.pair = d->color ? PAIR_TRAIL : 0;
				}
			}
			put(top + 1 + r, left + 1 + c, gl);
		}
	}
}

/* Says the terminal is too small. */
static void
draw_small(const struct draw *d)
{
	bool wide = COLS >= 18;

	erase();
	attrset(d->text);
	mvaddnstr(0, 0, wide ? "Terminal too small" : "Too small", COLS);
	if (LINES > 1)
		mvaddnstr(1, 0, wide ? "Enlarge it to play" : "Enlarge it", COLS);
	attrset(A_NORMAL);
	wnoutrefresh(stdscr);
}

void
draw_all(struct draw *d, const struct game *g)
{
	if (d->small) {
		draw_small(d);
		return;
	}
	follow_player(d, g);
	erase();
	draw_canvas(d, g, d->vx, d->vy, (int64_t)d->vx + d->cols - 1,
	    (int64_t)d->vy + d->rows - 1);
	draw_status(d, g);
	if (g->show_help)
		draw_help(d);
	else if (g->show_map)
		draw_map(d, g);
	else if (g->won && !g->hide_result)
		draw_result(d, g);
	wnoutrefresh(stdscr);
}

void
draw_update(struct draw *d, const struct game *g, unsigned rd)
{
	if (d->small)
		return;
	if ((rd & (RD_ALL | RD_HELP | RD_MAP | RD_WON))
	    || ((rd & RD_CELLS) && follow_player(d, g))) {
		draw_all(d, g);
		return;
	}
	if ((rd & RD_CELLS) && g->dirty.any)
		draw_canvas(d, g, 4 * (int64_t)g->dirty.x0, 2 * (int64_t)g->dirty.y0,
		    4 * (int64_t)g->dirty.x1 + 4, 2 * (int64_t)g->dirty.y1 + 2);
	if (rd & RD_STATUS)
		draw_status(d, g);
	wnoutrefresh(stdscr);
}

void
draw_resize(struct draw *d, const struct game *g)
{
	d->rows = LINES - 1;
	d->cols = COLS;
	d->small = COLS < MIN_COLS || LINES < MIN_ROWS;
	/* Recentre from scratch for the new size. */
	d->vx = d->vy = 0;
	follow_player(d, g);
	draw_all(d, g);
}

void
draw_lines(struct draw *d, const char *const *lines, int n)
{
	d->rows = LINES - 1;
	d->cols = COLS;
	draw_box(d, lines, n, -1);
	wnoutrefresh(stdscr);
}
