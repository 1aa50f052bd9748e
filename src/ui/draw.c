/* draw.c - the drawing state: glyphs and colours for this terminal and
 * theme, the size of the maze area. */
#include "config.h"

#include <curses.h>
#include <langinfo.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/clock.h"
#include "base/i18n.h"
#include "base/width.h"
#include "ui/draw.h"
#include "ui/look.h"

/* Smallest terminal that can show a game. */
#define MIN_COLS 20
#define MIN_ROWS 4

/* The theme in force (mono and auto draw as the default would). */
static const struct theme_look *look;

uint64_t
draw_now_ms(void)
{
	return clock_ms();
}

void
draw_init(struct draw *d, const struct options *o, const struct session *s,
    enum theme theme)
{
	const char *nc = getenv("NO_COLOR");
	short i;

	memset(d, 0, sizeof *d);
	d->s = s;
	/* TRANSLATORS: the end of the status line: the help key (keep
	 * "?") and what it does; keep it short. */
	d->tail = _("? help");
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

struct glyph
draw_chalk_glyph(const struct draw *d, enum chalk c)
{
	const struct mark_style *st = &look_chalk[c];
	struct glyph gl;

	gl.ch = d->ascii ? (wchar_t)st->ascii : st->utf8;
	gl.attr = st->mono;
	gl.pair = d->color ? st->pair : 0;
	return gl;
}

struct glyph
draw_stairs_glyph(const struct draw *d, unsigned stairs)
{
	struct glyph gl = { L'<', A_BOLD, 0 };

	if (stairs == 2)
		gl.ch = L'>';
	else if (stairs == 3)
		gl.ch = d->ascii ? L'=' : L'\x2277';
	gl.attr |= (int)d->text;
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

const char *
draw_pick(const char *longer, const char *shorter, int cols)
{
	return text_width(longer) <= cols ? longer : shorter;
}

int
draw_text_cut(int row, int col, const char *text, int cols)
{
	size_t cut = text_cut(text, cols < 0 ? 0 : cols);

	if (cut > 0)
		mvaddnstr(row, col, text, (int)cut);
	else
		move(row, col);
	return text_width_n(text, cut);
}

void
draw_fit_size(const struct draw *d, const struct shape *s, uint32_t *w,
    uint32_t *h)
{
	int cw = (d->cols - 1) / CELL_COLS, ch = (d->rows - 1) / CELL_ROWS;

	*w = cw < 1 ? 1 : (uint32_t)cw;
	*h = ch < 1 ? 1 : (uint32_t)ch;
	/* Another shape's character grid may be wider or narrower: from
	 * a cell a column, narrow it until it fits (hex's odd rows stand
	 * two columns out; triangles are two columns a cell), as far as
	 * the shape allows (a circle's first ring has 3 cells), then lower
	 * it (a circle's rim widens with its rings). */
	/* A shape drawn round (the circle): the most rings of six in the
	 * first that fit round at the thinnest ring (canvas.c's choice),
	 * the picture people came for. */
	if (!shape_plain(s) && s->round_size != NULL) {
		maze probe = { .w = 6, .h = 2, .n = 0, .shape = s, .floors = 1 };
		uint32_t rows, cols;
		mg_err e;

		for (;;) {
			probe.h++;
			s->round_size(&probe, SHAPE_ROUND_MIN, &rows, &cols);
			if (rows > (uint32_t)d->rows || cols > (uint32_t)d->cols
			    || shape_check_size(s, probe.w, probe.h, &e) != 0)
				break;
		}
		if (probe.h - 1 >= 2) {
			*w = probe.w;
			*h = probe.h - 1;
			return;
		}
	}
	if (!shape_plain(s)) {
		uint32_t wide = d->cols < 1 ? 1 : (uint32_t)d->cols;
		maze probe = { .w = wide, .h = *h, .n = wide * *h, .shape = s, .floors = 1 };
		uint32_t rows, cols;
		mg_err e;

		for (s->text_size(&probe, &rows, &cols); probe.w > 1
		    && cols > (uint32_t)d->cols
		    && shape_check_size(s, probe.w - 1, probe.h, &e) == 0;
		    s->text_size(&probe, &rows, &cols))
			probe.w--;
		for (; probe.h > 1 && (rows > (uint32_t)d->rows
		    || cols > (uint32_t)d->cols); s->text_size(&probe, &rows, &cols))
			probe.h--;
		*w = probe.w;
		*h = probe.h;
	}
	/* A 1x1 maze has nothing to play. */
	if (*w == 1 && *h == 1)
		*w = 2;
}

bool
draw_resize(struct draw *d)
{
	/* The screen-reader mode says more than one line holds: three
	 * rows of words under the maze, or two where three would cost the
	 * normal maze its room (80 columns, under 30 lines) or the screen
	 * is very short. */
	bool three = LINES >= 10 && (LINES >= 30 || COLS < 80);

	d->rows = LINES - (!d->describe ? 1 : three ? 3 : 2);
	d->cols = COLS;
	d->small = COLS < MIN_COLS || LINES < MIN_ROWS;
	return !d->small;
}

/* Box-drawing characters by arm mask: up 1, right 2, down 4, left 8.
 * A single arm is drawn as a whole line. */
static const wchar_t box_utf8[16] = {
	L' ', L'\x2502', L'\x2500', L'\x2514', L'\x2502', L'\x2502', L'\x250c', L'\x251c',
	L'\x2500', L'\x2518', L'\x2500', L'\x2534', L'\x2510', L'\x2524', L'\x252c', L'\x253c',
};
static const char box_ascii[17] = " |-+||++-+-+++++";

wchar_t
draw_box_char(const struct draw *d, unsigned arms)
{
	return arms == 0 ? L' ' : d->ascii ? (wchar_t)box_ascii[arms] : box_utf8[arms];
}

uint32_t
draw_shown_cell(const struct draw *d, const struct game *g)
{
	return d->looking && g->won && d->look < g->p.m->n ? d->look : g->pos;
}
