/* view.c - the game's maze on screen: the viewport that follows the
 * player, redrawing what changed, panning and the bumped wall's flash. */
#include "config.h"

#include <curses.h>

#include "maze/floors.h"
#include "maze/shape.h"
#include "ui/canvas.h"
#include "ui/status.h"
#include "ui/view.h"

/* Whole cells the view keeps between the player and each edge. */
#define ROOM_X 2
#define ROOM_Y 2

/* The canvas's callbacks for a game: the fog, the marks, the way out. */
static bool
fog_shown(const void *ctx, uint32_t i)
{
	/* Chalk shows through the fog: that is what it is for. */
	const struct game *g = ctx;

	return game_cell(g, i) != MARK_HIDDEN || chalk_get(&g->chalk, i) != CHALK_NONE;
}

/* The stairs of cell i (FLOORS_STAIRS_UP, _DOWN) that a way shown takes
 * (the way out, a hint; in the replay the shortest way or the route),
 * with that way's mark in *mk: two cells of one way (or of the cells
 * walked, which hold the start) that are neighbours are next to each
 * other on it, the maze being a tree. */
static unsigned
stairs_shown(const struct draw *d, const struct game *g, uint32_t i,
    enum cell_mark *mk)
{
	static const struct {
		enum game_set set;
		enum cell_mark mark;
		bool won;
	} shown[] = {
		{ GAME_PATH, MARK_PATH, false }, { GAME_HINT, MARK_HINT, false },
		{ GAME_BEST, MARK_BEST, true }, { GAME_WALKED, MARK_ONCE, true },
	};
	const maze *m = g->p.m;
	unsigned s, w, on = 0;
	uint32_t j;

	for (s = 0; s < sizeof shown / sizeof shown[0] && on == 0; s++) {
		if (shown[s].won != g->won || (shown[s].set == GAME_BEST
		    && !d->show_best) || !game_in(g, shown[s].set, i))
			continue;
		for (w = 0; w < maze_ways(m); w++)
			if ((m->shape->stairs >> w & 1u) && maze_way_open(m, i, w)
			    && maze_next(m, i, w, &j) && game_in(g, shown[s].set, j))
				on |= floors_of(m, j) > floors_of(m, i)
				    ? FLOORS_STAIRS_UP : FLOORS_STAIRS_DOWN;
		*mk = shown[s].mark;
	}
	return on;
}

static struct glyph
mark_glyph_at(const struct draw *d, const void *ctx, uint32_t i, unsigned k)
{
	struct glyph blank = { L' ', A_NORMAL, 0 };
	const struct game *g = ctx;
	enum cell_mark mk = game_cell(g, i);

	/* A spectator is nobody on the maze: the start shows as such. */
	if (d->spectator && mk == MARK_PLAYER)
		mk = i == g->p.start ? MARK_START : MARK_EMPTY;
	/* The replay with the shortest way asked for: it over the route. */
	if (d->show_best && g->won && game_in(g, GAME_BEST, i)
	    && mk != MARK_START && mk != MARK_EXIT)
		mk = MARK_BEST;
	/* The chalk right of the middle, beside what the cell shows (not in
	 * the replay, which shows the route). */
	if (k == CELL_COLS / 2 + 1 && !g->won && chalk_get(&g->chalk, i) != CHALK_NONE)
		return draw_chalk_glyph(d, chalk_get(&g->chalk, i));
	/* Stairs left of the middle (a floors maze); those a way shown
	 * takes in its colour, so that it is seen going up or down. */
	if (k == CELL_COLS / 2 - 1 && floors_stairs(g->p.m, i) != 0) {
		enum cell_mark way = MARK_EMPTY;
		unsigned on = stairs_shown(d, g, i, &way);
		struct glyph gl, tint;

		if (on == 0)
			return draw_stairs_glyph(d, floors_stairs(g->p.m, i));
		gl = draw_stairs_glyph(d, on);
		tint = draw_mark_glyph(d, way);
		gl.attr = tint.attr | A_BOLD;
		gl.pair = tint.pair;
		return gl;
	}
	/* The mark in the middle column. */
	return k == CELL_COLS / 2 ? draw_mark_glyph(d, mk) : blank;
}

static bool
path_link(const void *ctx, uint32_t i, unsigned d)
{
	const struct game *g = ctx;
	uint32_t j;

	return maze_next(g->p.m, i, d, &j) && game_link_on_path(g, i, j);
}

/* Returns the glyph of game g at canvas position (cx, cy). */
static struct glyph
game_glyph(const struct draw *d, const struct game *g, uint32_t cx, uint32_t cy)
{
	const struct canvas c = { g->p.m, g, fog_shown, mark_glyph_at, path_link };

	return canvas_glyph(d, &c, cx, cy);
}

/* Redraws canvas rectangle [cx0, cx1] x [cy0, cy1] where on screen. */
static void
put_rect(struct draw *d, const struct game *g, int64_t cx0, int64_t cy0,
    int64_t cx1, int64_t cy1)
{
	int64_t b[4], cx, cy;

	canvas_bounds(g->p.m, draw_shown_cell(d, g), b);
	if (cx0 < d->vx) cx0 = d->vx;
	if (cy0 < d->vy) cy0 = d->vy;
	if (cx1 >= d->vx + d->cols) cx1 = d->vx + d->cols - 1;
	if (cy1 >= d->vy + d->rows) cy1 = d->vy + d->rows - 1;
	if (cx0 < b[0]) cx0 = b[0];
	if (cy0 < b[1]) cy0 = b[1];
	if (cx1 > b[2]) cx1 = b[2];
	if (cy1 > b[3]) cy1 = b[3];
	for (cy = cy0; cy <= cy1; cy++)
		for (cx = cx0; cx <= cx1; cx++)
			draw_put((int)(cy - d->vy), (int)(cx - d->vx),
			    game_glyph(d, g, (uint32_t)cx, (uint32_t)cy));
}

/* Keeps the view inside the part of the canvas it shows (a floors
 * maze: the player's floor), or centres a part smaller than the area. */
static void
clamp_view(struct draw *d, const struct game *g, int64_t *vx, int64_t *vy)
{
	int64_t b[4], cw, ch;

	canvas_bounds(g->p.m, draw_shown_cell(d, g), b);
	cw = b[2] - b[0] + 1;
	ch = b[3] - b[1] + 1;
	if (cw <= d->cols)
		*vx = b[0] - (d->cols - cw) / 2;
	else if (*vx < b[0])
		*vx = b[0];
	else if (*vx > b[0] + cw - d->cols)
		*vx = b[0] + cw - d->cols;
	if (ch <= d->rows)
		*vy = b[1] - (d->rows - ch) / 2;
	else if (*vy < b[1])
		*vy = b[1];
	else if (*vy > b[1] + ch - d->rows)
		*vy = b[1] + ch - d->rows;
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
	int64_t nx = CELL_COLS * ROOM_X + CELL_COLS / 2, ny = CELL_ROWS * ROOM_Y + 1;
	int64_t px, py, vx, vy;

	canvas_cell(m, g->pos, &px, &py);
	vx = follow_axis(px, d->vx, d->cols, nx, d->cols * 3 / 8);
	vy = follow_axis(py, d->vy, d->rows, ny, d->rows - 1 - ny - CELL_ROWS);
	clamp_view(d, g, &vx, &vy);
	if (vx == d->vx && vy == d->vy)
		return false;
	d->vx = (int)vx;
	d->vy = (int)vy;
	return true;
}

void
view_draw(struct draw *d, const struct game *g, bool follow)
{
	int64_t vx = d->vx, vy = d->vy;

	/* Round where the maze's shape is drawn so and it fits. */
	canvas_fit(g->p.m, d->rows, d->cols);

	if (follow) {
		follow_player(d, g);
	} else {
		clamp_view(d, g, &vx, &vy);
		d->vx = (int)vx;
		d->vy = (int)vy;
	}
	erase();
	put_rect(d, g, d->vx, d->vy, (int64_t)d->vx + d->cols - 1,
	    (int64_t)d->vy + d->rows - 1);
	status_draw(d, g);
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
view_update(struct draw *d, const struct game *g, unsigned rd)
{
	int vx = d->vx;

	if ((rd & RD_ALL) || ((rd & RD_CELLS) && follow_player(d, g))) {
		/* Up or down, curses scrolls by itself. */
		if (!(rd & RD_ALL) && d->vx > vx && d->vx - vx < d->cols && has_ic())
			shift_left(d, d->vx - vx);
		view_draw(d, g, false);
		return;
	}
	if ((rd & RD_CELLS) && g->dirty.any) {
		int64_t r[4];

		canvas_rect(g->p.m, g->dirty.x0, g->dirty.y0, g->dirty.x1,
		    g->dirty.y1, r);
		put_rect(d, g, r[0], r[1], r[2], r[3]);
	}
	if (rd & RD_STATUS)
		status_draw(d, g);
}

void
view_cell(struct draw *d, const struct game *g, uint32_t cell)
{
	int64_t cx, cy;

	canvas_cell(g->p.m, cell, &cx, &cy);
	put_rect(d, g, cx - CELL_COLS / 2, cy - 1, cx + CELL_COLS / 2, cy + 1);
}

void
view_flash_cell(struct draw *d, const struct game *g, uint32_t cell, bool on)
{
	int64_t row, col;

	canvas_cell(g->p.m, cell, &col, &row);
	row -= d->vy;
	col -= CELL_COLS / 2 - 1 + d->vx;
	if (!on) {
		view_cell(d, g, cell);
		return;
	}
	if (row < 0 || row >= d->rows || col < 0 || col + CELL_COLS - 1 > d->cols)
		return;
	mvchgat((int)row, (int)col, CELL_COLS - 1, A_REVERSE, 0, NULL);
}

void
view_pan(struct draw *d, const struct game *g, int dx, int dy)
{
	d->vx += dx * CELL_COLS * (d->cols / CELL_COLS / 2 > 0 ? d->cols / CELL_COLS / 2 : 1);
	d->vy += dy * CELL_ROWS * (d->rows / CELL_ROWS / 2 > 0 ? d->rows / CELL_ROWS / 2 : 1);
	view_draw(d, g, false);
}

bool
view_climb(struct draw *d, const struct game *g, int df)
{
	const maze *m = g->p.m;
	uint32_t at = draw_shown_cell(d, g), f = floors_of(m, at);
	uint64_t step = (uint64_t)m->w * floors_height(m);
	int64_t from[4], to[4];

	if ((df < 0 && f == 0) || (df > 0 && f + 1 >= floors_count(m)))
		return false;
	canvas_bounds(m, at, from);
	d->look = df < 0 ? (uint32_t)(at - step) : (uint32_t)(at + step);
	d->looking = true;
	canvas_bounds(m, d->look, to);
	/* The same spot of the other floor. */
	d->vx += (int)(to[0] - from[0]);
	d->vy += (int)(to[1] - from[1]);
	view_draw(d, g, false);
	return true;
}

void
view_replay_reset(struct draw *d)
{
	d->show_best = false;
	d->looking = false;
}

void
view_flash(struct draw *d, const struct game *g, unsigned dir, bool on)
{
	const maze *m = g->p.m;
	int64_t cx = CELL_COLS * (int64_t)(g->pos % m->w);
	int64_t cy = CELL_ROWS * (int64_t)(g->pos / m->w);
	int64_t x0, y0, x1, y1, x, y;

	if (canvas_round(m))   /* the walls are dots: none to flash */
		return;
	if (m->shape != NULL) {
		/* One character: the shape's wall square. */
		uint32_t r, c;

		m->shape->text_wall(m, g->pos, dir, &r, &c);
		x0 = x1 = c;
		y0 = y1 = r;
	} else switch (dir) {
	case DIR_N: x0 = cx + 1; x1 = cx + CELL_COLS - 1; y0 = y1 = cy; break;
	case DIR_S: x0 = cx + 1; x1 = cx + CELL_COLS - 1; y0 = y1 = cy + CELL_ROWS; break;
	case DIR_W: x0 = x1 = cx; y0 = y1 = cy + 1; break;
	default: x0 = x1 = cx + CELL_COLS; y0 = y1 = cy + 1; break;
	}
	if (!on) {
		put_rect(d, g, x0, y0, x1, y1);
		return;
	}
	for (y = y0; y <= y1; y++)
		for (x = x0; x <= x1; x++) {
			struct glyph gl;

			if (x < d->vx || y < d->vy || x >= d->vx + d->cols || y >= d->vy + d->rows)
				continue;
			gl = game_glyph(d, g, (uint32_t)x, (uint32_t)y);
			gl.attr |= A_REVERSE;
			draw_put((int)(y - d->vy), (int)(x - d->vx), gl);
		}
}
