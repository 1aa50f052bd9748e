/* map.c - the minimap: the whole maze scaled into a box, walls and
 * all, with the player, the exit, the cells walked and a frame where
 * the screen's view is.  In fog it shows only what the player has
 * seen, as the maze does: a map is no way around the fog. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/rng.h"
#include "maze/shape.h"
#include "maze/floors.h"
#include "ui/canvas.h"
#include "ui/screen.h"

/* The scaled picture: block squares of the block format (a cell, the
 * walls and posts between cells) grouped into dots, dots into
 * characters (2x4 braille dots, or one dot an ASCII character). */
struct mapgeo {
	const struct game *g;   /* the game: its fog */
	const maze *m;
	uint32_t bw, bh;        /* block squares */
	uint32_t sx, sy;        /* block squares a dot */
	int dw, dh;             /* dots a character */
	int cols, rows;         /* characters */
	/* A dot is dark when its share of wall squares is more than
	 * wall_n / all_n: a half on the square grid; on another shape the
	 * share of its whole picture, whose walls are thinner (a hex cell
	 * is five characters wide): at a half, a map of a large weave or
	 * triangle maze was blank but for the marks. */
	uint64_t wall_n, all_n;
};

/* On a shape other than the square grid the block squares are the
 * shape's character grid, two columns a square.  What character (r, c)
 * of it is (maze/shape.h's text_at; TEXT_NONE off the grid). */
static int
char_at(const maze *m, int64_t r, int64_t c, uint32_t *i, unsigned *k)
{
	if (r < 0 || c < 0)
		return TEXT_NONE;
	return m->shape->text_at(m, (uint32_t)r, (uint32_t)c, i, k);
}

/* Whether character (r, c) of a shape's grid is a wall that stands,
 * or (post set) a post where one ends. */
static bool
shape_char_wall(const maze *m, int64_t r, int64_t c, bool post)
{
	uint32_t i, j;
	unsigned k;
	int at = char_at(m, r, c, &i, &k);

	if (at == TEXT_WALL)
		return !maze_next(m, i, k, &j) || !maze_way_open(m, i, k);
	/* A corner a way runs through is a post while that way is
	 * closed (upsilon's). */
	if (at == TEXT_CORNER && maze_way_open(m, i, k))
		return false;
	return post && (at == TEXT_POST || at == TEXT_CORNER)
	    && (shape_char_wall(m, r - 1, c, false)
	    || shape_char_wall(m, r + 1, c, false)
	    || shape_char_wall(m, r, c - 1, false)
	    || shape_char_wall(m, r, c + 1, false));
}

/* Whether character (r, c) of a shape's grid belongs to a cell the
 * player has seen (a cell, or a wall beside one). */
static bool
shape_char_seen(const struct game *g, int64_t r, int64_t c)
{
	const maze *m = g->p.m;
	uint32_t i, j;
	unsigned k;
	int at = char_at(m, r, c, &i, &k);

	return (at == TEXT_CELL || at == TEXT_WALL) && (game_visible(g, i)
	    || (at == TEXT_WALL && maze_next(m, i, k, &j) && game_visible(g, j)));
}

/* The block square of cell's middle. */
static void
block_of(const maze *m, uint32_t cell, uint32_t *i, uint32_t *j)
{
	uint32_t r, c;

	if (m->shape == NULL) {
		*i = 2 * (cell / m->w) + 1;
		*j = 2 * (cell % m->w) + 1;
		return;
	}
	m->shape->text_cell(m, cell, &r, &c);
	*i = r;
	*j = c / 2;
}

/* Whether block square (i, j) (line, column) is wall. */
static bool
block_wall(const maze *m, uint32_t i, uint32_t j)
{
	/* Posts do not count: every block of a wall row holds one. */
	if (m->shape != NULL)
		return shape_char_wall(m, i, 2 * (int64_t)j, false)
		    || shape_char_wall(m, i, 2 * (int64_t)j + 1, false);
	if (i % 2 == 0 && j % 2 == 0)
		return true;
	if (i % 2 == 1 && j % 2 == 1)
		return false;
	if (i == 0 || j == 0 || i == 2 * m->h || j == 2 * m->w)
		return true;
	if (i % 2 == 0)   /* between the cells above and below */
		return !maze_is_open(m, (i / 2) * m->w + j / 2, DIR_N);
	return !maze_is_open(m, (i / 2) * m->w + j / 2, DIR_W);
}

/* Whether block square (i, j) is seen: in fog (until the exit) only
 * squares of a seen cell or on its edge are, as on the maze itself. */
static bool
block_seen(const struct game *g, uint32_t i, uint32_t j)
{
	const maze *m = g->p.m;
	uint32_t r0, r1, c0, c1, r, c;

	if (!g->rules.fog || g->won)
		return true;
	if (m->shape != NULL) {
		int64_t dr, dc;

		for (dr = -1; dr <= 1; dr++)
			for (dc = -1; dc <= 2; dc++)
				if (shape_char_seen(g, (int64_t)i + dr, 2 * (int64_t)j + dc))
					return true;
		return false;
	}
	/* The cells whose squares touch (i, j): rows (i-1)/2 to i/2 (of
	 * those that exist), columns likewise. */
	r0 = i > 0 ? (i - 1) / 2 : 0;
	r1 = i / 2 < m->h ? i / 2 : m->h - 1;
	c0 = j > 0 ? (j - 1) / 2 : 0;
	c1 = j / 2 < m->w ? j / 2 : m->w - 1;
	for (r = r0; r <= r1; r++)
		for (c = c0; c <= c1; c++)
			if (game_visible(g, r * m->w + c))
				return true;
	return false;
}

/* Whether block square (i, j) shows as wall: a wall that is seen. */
static bool
block_shown(const struct game *g, uint32_t i, uint32_t j)
{
	return block_wall(g->p.m, i, j) && block_seen(g, i, j);
}

/* Whether dot (x, y) is dark: most of its block squares are wall. */
static bool
dot_dark(const struct mapgeo *mg, uint32_t x, uint32_t y)
{
	uint32_t i, j, dark = 0, all = 0;

	for (i = y * mg->sy; i < (y + 1) * mg->sy && i < mg->bh; i++)
		for (j = x * mg->sx; j < (x + 1) * mg->sx && j < mg->bw; j++) {
			all++;
			dark += block_shown(mg->g, i, j);
		}
	return all > 0 && dark * mg->all_n > all * mg->wall_n;
}

/* The share of wall squares in the shape's whole picture (mg->wall_n
 * of mg->all_n): every square of a picture of at most a million, else
 * a million squares drawn at random (a fixed seed: the same share each
 * time).  Squares in a regular step fell on one column of each row of
 * a shape's pattern (the triangle's repeats every three rows and
 * columns), and the share came out far from the maze's.  Fog is not
 * asked, so the share is the maze's own.  A picture without a wall
 * keeps the share map_fit set. */
static void
map_share(struct mapgeo *mg)
{
	uint64_t n = (uint64_t)mg->bw * mg->bh, q, wall = 0, all = 0;
	rng r;

	rng_seed(&r, 1);
	for (all = 0; all < n && all < 1000000; all++) {
		q = n <= 1000000 ? all : rng_below64(&r, n);
		wall += block_wall(mg->m, (uint32_t)(q / mg->bw),
		    (uint32_t)(q % mg->bw));
	}
	if (wall > 0) {
		mg->wall_n = wall;
		mg->all_n = all;
	}
}

/* Chooses the scale that fits the maze into cols x rows characters. */
static void
map_fit(struct mapgeo *mg, const struct game *g, bool braille, int cols,
    int rows)
{
	const maze *m = g->p.m;
	uint32_t s = 1, fw, fh;

	mg->g = g;
	mg->m = m;
	if (m->shape != NULL) {
		uint32_t tr, tc;

		m->shape->text_size(m, &tr, &tc);
		mg->bw = (tc + 1) / 2;
		mg->bh = tr;
	} else {
		mg->bw = 2 * m->w + 1;
		mg->bh = 2 * m->h + 1;
	}
	mg->dw = braille ? 2 : 1;
	mg->dh = braille ? 4 : 1;
	if (cols < 1) cols = 1;
	if (rows < 1) rows = 1;
	for (;; s++) {
		/* ASCII characters are twice as tall as wide: a dot of two
		 * squares across keeps the maze about square. */
		mg->sx = braille ? s : 2 * s;
		mg->sy = s;
		fw = (mg->bw + mg->sx * (uint32_t)mg->dw - 1) / (mg->sx * (uint32_t)mg->dw);
		fh = (mg->bh + mg->sy * (uint32_t)mg->dh - 1) / (mg->sy * (uint32_t)mg->dh);
		if ((fw <= (uint32_t)cols && fh <= (uint32_t)rows) || s > 65536)
			break;
	}
	mg->cols = (int)fw;
	mg->rows = (int)fh;
	mg->wall_n = 1;     /* a half */
	mg->all_n = 2;
	if (m->shape != NULL)
		map_share(mg);
}

/* Returns the character of map position (c, r). */
static wchar_t
map_char(const struct mapgeo *mg, int c, int r)
{
	static const unsigned bit[4][2] = {
		{ 0x01, 0x08 }, { 0x02, 0x10 }, { 0x04, 0x20 }, { 0x40, 0x80 },
	};
	unsigned bits = 0;
	int x, y;

	if (mg->dw == 1)
		return dot_dark(mg, (uint32_t)c, (uint32_t)r) ? L'#' : L' ';
	for (y = 0; y < 4; y++)
		for (x = 0; x < 2; x++)
			if (dot_dark(mg, (uint32_t)(c * 2 + x), (uint32_t)(r * 4 + y)))
				bits |= bit[y][x];
	return (wchar_t)(0x2800 + bits);
}

/* Returns the map character that holds block square (i, j). */
static void
map_pos(const struct mapgeo *mg, uint32_t i, uint32_t j, int *r, int *c)
{
	*r = (int)(i / mg->sy / (uint32_t)mg->dh);
	*c = (int)(j / mg->sx / (uint32_t)mg->dw);
}

/* The map at a readable scale, when it fits: one character a wall
 * square (posts joined as the maze's own walls are), two a cell, so a
 * cell is three columns by two rows with its walls.  Returns whether
 * it was drawn (else the braille map is). */
static bool
map_blocks(struct ui *u)
{
	const struct game *g = &u->s.g;
	const maze *m = g->p.m;
	uint64_t bw = 2 * (uint64_t)m->w + 1, bh = 2 * (uint64_t)m->h + 1;
	int cols = 3 * (int)(m->w < 10000 ? m->w : 10000) + 1, rows = (int)(bh < 100000 ? bh : 100000);
	int64_t vc0 = u->d.vx / CELL_COLS, vr0 = u->d.vy / CELL_ROWS;
	int64_t vc1 = (u->d.vx + u->d.cols - 1) / CELL_COLS;
	int64_t vr1 = (u->d.vy + u->d.rows - 1) / CELL_ROWS;
	bool framed = vc0 > 0 || vr0 > 0 || vc1 < (int64_t)m->w - 1 || vr1 < (int64_t)m->h - 1;
	static char blank[512];
	const char *lines[256];
	char title[48];
	struct box_pos at;
	uint32_t i, j;
	int r;

	if (m->shape != NULL || m->w > 165 || cols > u->d.cols - 4
	    || rows > u->d.rows - 2 || rows > 255)
		return false;
	memset(blank, ' ', (size_t)cols);
	blank[cols] = '\0';
	for (r = 0; r < rows; r++)
		lines[r] = blank;
	/* TRANSLATORS: the map box's title: %1$ux%2$u the maze's size. */
	snprintf(title, sizeof title, _("Map %1$ux%2$u"), m->w, m->h);
	/* TRANSLATORS: a box's footer: "any key goes back" where it fits
	 * (at most 17 columns keep it in a 21-column terminal), "any key:
	 * back" below. */
	at = draw_box(&u->d, lines, rows, -1, title,
	    draw_pick(_("any key goes back"), _("any key: back"), COLS - 4));
	for (i = 0; i < bh; i++)
		for (j = 0; j < bw; j++) {
			int x = at.col + (int)(j / 2) * 3 + (int)(j % 2), y = at.row + (int)i;
			uint32_t cell = (i / 2) * m->w + j / 2;
			struct glyph gl = { L' ', A_NORMAL, 0 };
			unsigned arms = 0;

			if (i % 2 == 1 && j % 2 == 1) {     /* a cell */
				int64_t cx = j / 2, cy = i / 2;

				if (cell == g->pos)
					gl = draw_mark_glyph(&u->d, MARK_PLAYER);
				else if (cell == g->p.exit && block_seen(g, i, j))
					gl = draw_mark_glyph(&u->d, MARK_EXIT);
				/* The screen's view: its edge cells in reverse. */
				if (framed && cx >= vc0 && cx <= vc1 && cy >= vr0 && cy <= vr1
				    && (cx == vc0 || cx == vc1 || cy == vr0 || cy == vr1))
					gl.attr |= A_REVERSE;
				draw_put(y, x, gl);
				gl.ch = L' ';
				gl.attr &= A_REVERSE;
				gl.pair = 0;
				draw_put(y, x + 1, gl);
				continue;
			}
			if (!block_shown(g, i, j))
				arms = 0;
			else if (i % 2 == 0 && j % 2 == 0)  /* a post */
				arms = (i > 0 && block_shown(g, i - 1, j)) | (j + 1 < bw
				    && block_shown(g, i, j + 1)) << 1 | (i + 1 < bh
				    && block_shown(g, i + 1, j)) << 2 | (j > 0
				    && block_shown(g, i, j - 1)) << 3;
			else
				arms = i % 2 == 0 ? 10 : 5;
			gl.ch = draw_box_char(&u->d, arms);
			gl.attr = u->d.text;
			draw_put(y, x, gl);
			if (j % 2 == 1)   /* a wall across a cell is two wide */
				draw_put(y, x + 1, gl);
		}
	return true;
}

void
ui_map_draw(struct ui *u)
{
	const struct game *g = &u->s.g;
	const maze *m = g->p.m;
	struct mapgeo mg;
	int top, left, r, c, fr0, fc0, fr1, fc1;
	const char *const none[1] = { "" };
	char title[48];
	bool framed;

	if (map_blocks(u))
		return;
	map_fit(&mg, g, !u->d.ascii, u->d.cols - 4 < 499 ? u->d.cols - 4 : 499,
	    u->d.rows - 2 < 255 ? u->d.rows - 2 : 255);
	/* TRANSLATORS: the map box's title: %1$ux%2$u the maze's size. */
	snprintf(title, sizeof title, _("Map %1$ux%2$u"), m->w, m->h);
	if (floors_count(m) > 1)
		/* TRANSLATORS: the map box's title on a maze of floors:
		 * width, height and floors. */
		snprintf(title, sizeof title, _("Map %1$ux%2$ux%3$u"), m->w,
		    floors_height(m), floors_count(m));
	/* The frame: a box of blank lines the map's size. */
	{
		char blank[512];
		const char *lines[256];
		int n = mg.rows < 256 ? mg.rows : 256, w = mg.cols < 500 ? mg.cols : 500;
		struct box_pos at;

		for (c = 0; c < w; c++)
			blank[c] = ' ';
		blank[w] = '\0';
		for (r = 0; r < n; r++)
			lines[r] = blank;
		at = draw_box(&u->d, n > 0 ? lines : none, n > 0 ? n : 1, -1,
		    title, draw_pick(_("any key goes back"), _("any key: back"),
		    COLS - 4));
		top = at.row;
		left = at.col;
	}
	/* The view, in map characters: what it shows of the canvas (on
	 * a floors maze, of the player's floor). */
	{
		int64_t cw, ch, b[4], x0, y0, x1, y1;

		canvas_size(m, &cw, &ch);
		canvas_bounds(m, g->pos, b);
		x0 = u->d.vx > b[0] ? u->d.vx : b[0];
		y0 = u->d.vy > b[1] ? u->d.vy : b[1];
		x1 = u->d.vx + u->d.cols - 1 < b[2] ? u->d.vx + u->d.cols - 1 : b[2];
		y1 = u->d.vy + u->d.rows - 1 < b[3] ? u->d.vy + u->d.rows - 1 : b[3];
		map_pos(&mg, (uint32_t)y0, (uint32_t)x0 / 2, &fr0, &fc0);
		map_pos(&mg, (uint32_t)y1, (uint32_t)x1 / 2, &fr1, &fc1);
		framed = x0 > 0 || y0 > 0 || x1 < cw - 1 || y1 < ch - 1;
	}
	for (r = 0; r < mg.rows && top + r < u->d.rows; r++)
		for (c = 0; c < mg.cols; c++) {
			struct glyph gl = { map_char(&mg, c, r), A_NORMAL, 0 };

			if (framed && r >= fr0 && r <= fr1 && c >= fc0 && c <= fc1
			    && (r == fr0 || r == fr1 || c == fc0 || c == fc1))
				gl.attr = A_REVERSE;
			draw_put(top + r, left + c, gl);
		}
	{
		uint32_t bi, bj;

		block_of(m, g->p.exit, &bi, &bj);
		map_pos(&mg, bi, bj, &r, &c);
		if (block_seen(g, bi, bj))
			draw_put(top + r, left + c, draw_mark_glyph(&u->d, MARK_EXIT));
		block_of(m, g->pos, &bi, &bj);
		map_pos(&mg, bi, bj, &r, &c);
		draw_put(top + r, left + c, draw_mark_glyph(&u->d, MARK_PLAYER));
	}
}

void
ui_map_key(struct ui *u, keycode k)
{
	(void)k;
	ui_back(u);
}
