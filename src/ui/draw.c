/* ui_draw.c - the maze canvas, the glyphs of marks, boxes and progress. */
#include "config.h"

#include <curses.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/text.h"
#include "play/keys.h"
#include "ui/draw.h"
#include "ui/look.h"

/* Whole cells the view keeps between the player and each edge. */
#define ROOM_X 2
#define ROOM_Y 2

/* Smallest terminal that can show a game. */
#define MIN_COLS 20
#define MIN_ROWS 4

/* The theme in force (mono and auto draw as the default would). */
static const struct theme_look *look;

uint64_t
draw_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

void
draw_init(struct draw *d, const struct options *o, const struct session *s,
    enum theme theme)
{
	const char *nc = getenv("NO_COLOR");
	short i;

	memset(d, 0, sizeof *d);
	d->s = s;
	d->tail = "? help";
	d->ascii = o->ascii || strcmp(nl_langinfo(CODESET), "UTF-8") != 0;
	look = look_theme(theme);
	d->color = !o->no_color && theme != THEME_MONO
	    && (nc == NULL || *nc == '\0') && has_colors()
	    && start_color() == OK;
	if (d->color) {
		/* Walls, text and blanks keep the terminal's own colours
		 * (pair 0); only the marks have pairs.  A step writes the old
		 * cell's blanks, the player and the move count with one
		 * colour change and back, and a view that jumps repaints
		 * walls and blanks with no colour change at all. */
		use_default_colors();
		for (i = 1; i < PAIR_COUNT; i++)
			init_pair(i, COLORS >= 256 ? look->c256[i] : look->c8[i], -1);
	}
	d->text = d->color ? look->text : (int)A_NORMAL;
	draw_resize(d);
}

struct glyph
draw_mark_glyph(const struct draw *d, enum cell_mark m)
{
	const struct mark_style *st = &look_styles[m];
	struct glyph gl;

	gl.ch = d->ascii ? (wchar_t)st->ascii : st->utf8;
	gl.attr = d->color ? look->attr[m] : st->mono;
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

/* The canvas's callbacks for a game: the fog, the marks, the way out. */
static bool
fog_shown(const void *ctx, uint32_t i)
{
	return game_cell(ctx, i) != MARK_HIDDEN;
}

static struct glyph
mark_glyph_at(const struct draw *d, const void *ctx, uint32_t i, unsigned k)
{
	struct glyph blank = { L' ', A_NORMAL, 0 };

	/* The mark in the middle column. */
	return k == CELL_COLS / 2 ? draw_mark_glyph(d, game_cell(ctx, i)) : blank;
}

static bool
path_link(const void *ctx, uint32_t i, enum dir dir)
{
	const struct game *g = ctx;

	return game_link_on_path(g, i, maze_step(g->p.m, i, dir));
}

/* Returns the glyph of game g at canvas position (cx, cy). */
static struct glyph
canvas_glyph(const struct draw *d, const struct game *g, uint32_t cx, uint32_t cy)
{
	const struct canvas c = { g->p.m, g, fog_shown, mark_glyph_at, path_link };

	return draw_canvas_glyph(d, &c, cx, cy);
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

/* Shifts what the terminal shows of the maze area dx columns to the
 * left (the view moved dx columns right) and sends it: curses deletes
 * dx characters at the start of each line, so only the columns that
 * come into view need sending afterwards.  Curses inserts characters
 * only at the end of a line, so a view moving left has no such help. */
static void
shift_left(const struct draw *d, int dx)
{
	int r, i;

	for (r = 0; r < d->rows; r++) {
		move(r, 0);
		for (i = 0; i < dx; i++)
			delch();
	}
	wnoutrefresh(stdscr);
	doupdate();
}

void
draw_update(struct draw *d, const struct game *g, unsigned rd)
{
	int vx = d->vx;

	if ((rd & RD_ALL) || ((rd & RD_CELLS) && follow_player(d, g))) {
		/* Up or down, curses scrolls by itself. */
		if (!(rd & RD_ALL) && d->vx > vx && d->vx - vx < d->cols && has_ic())
			shift_left(d, d->vx - vx);
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

/* Fields, most important first; the line drops the least important
 * ones that do not fit.  The moves come first, at the left edge, so a
 * step rewrites only their digits. */
enum field { F_MOVES, F_OPTIMAL, F_TAIL, F_TIME, F_HELP, F_KIND, F_SEED,
	F_SIZE, F_ALGO, F_VIEW, F_COUNT };

/* Where each field stands on the line, left to right. */
static const enum field order[F_COUNT] = {
	F_MOVES, F_OPTIMAL, F_TIME, F_HELP, F_KIND, F_ALGO, F_SIZE, F_SEED,
	F_VIEW, F_TAIL,
};

void
draw_status(struct draw *d, const struct game *g)
{
	const maze *m = g->p.m;
	const struct session *s = d->s;
	char f[F_COUNT][64], t[32], line[512];
	int64_t cw = CELL_COLS * (int64_t)m->w + 1, ch = CELL_ROWS * (int64_t)m->h + 1;
	size_t len[F_COUNT], total = 0, width = (size_t)COLS;
	bool keep[F_COUNT];
	int i;

	if (d->describe && d->say[0] != '\0') {
		/* The screen-reader mode: a sentence, then the count, in
		 * plain video. */
		if (g->won)   /* the result's sentence has the counts */
			snprintf(line, sizeof line, "%s", d->say);
		else if (!g->p.solved)
			snprintf(line, sizeof line, "%s Moves %llu, optimal not known yet.",
			    d->say, (unsigned long long)g->moves);
		else
			snprintf(line, sizeof line, "%s Moves %llu, optimal %llu.", d->say,
			    (unsigned long long)g->moves, (unsigned long long)g->p.optimal);
		move(LINES - 1, 0);
		attrset(d->text);
		addnstr(line, COLS);
		clrtoeol();
		attrset(A_NORMAL);
		return;
	}
	memset(f, 0, sizeof f);
	snprintf(f[F_MOVES], sizeof f[0], "Moves %llu", (unsigned long long)g->moves);
	if (g->p.solved)
		snprintf(f[F_OPTIMAL], sizeof f[0], "optimal %llu", (unsigned long long)g->p.optimal);
	else   /* the search runs just after the first frame */
		snprintf(f[F_OPTIMAL], sizeof f[0], "optimal ...");
	text_duration(t, sizeof t, game_elapsed(g, draw_now_ms()));
	snprintf(f[F_TIME], sizeof f[0], "%s", t);
	if (g->assisted || g->hints > 0)
		session_help_text(g, f[F_HELP], sizeof f[0]);
	if (s != NULL)
		snprintf(f[F_KIND], sizeof f[0], "%s", s->kind.daily ? "daily"
		    : g->p.algo == NULL ? "loaded" : s->kind.diff);
	if (g->p.algo != NULL) {
		snprintf(f[F_ALGO], sizeof f[0], "%s", g->p.algo->name);
		snprintf(f[F_SEED], sizeof f[0], "seed %llu", (unsigned long long)g->p.seed);
	}
	snprintf(f[F_SIZE], sizeof f[0], "%ux%u", m->w, m->h);
	if (cw > d->cols || ch > d->rows)
		snprintf(f[F_VIEW], sizeof f[0], "view %d%%,%d%%",
		    (int)(cw > d->cols ? 100 * (int64_t)d->vx / (cw - d->cols) : 0),
		    (int)(ch > d->rows ? 100 * (int64_t)d->vy / (ch - d->rows) : 0));
	snprintf(f[F_TAIL], sizeof f[0], "%s", d->tail);
	for (i = 0; i < F_COUNT; i++) {
		len[i] = strlen(f[i]);
		keep[i] = len[i] > 0;
		if (keep[i])
			total += len[i] + 2;
	}
	/* Drop from the least important end until the line fits. */
	for (i = F_COUNT - 1; i > F_TAIL && total > width; i--)
		if (keep[i]) {
			keep[i] = false;
			total -= len[i] + 2;
		}
	line[0] = '\0';
	for (i = 0; i < F_COUNT; i++) {
		enum field k = order[i];

		if (!keep[k])
			continue;
		if (line[0] != '\0')
			strcat(line, "  ");
		strcat(line, f[k]);
	}
	/* Plain video: a reverse bar costs an attribute change and a
	 * reset on every move. */
	move(LINES - 1, 0);
	attrset(d->text);
	addnstr(line, COLS);
	clrtoeol();
	attrset(A_NORMAL);

}
