/* draw_box.c - boxes over the maze in the maze's own style, the
 * too-small message and the progress of long work. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "front/keys.h"
#include "ui/draw.h"

/* Draws one line of a box frame: left, fill and right glyphs (arm
 * masks) with text laid over it from column 2. */
static void
frame_line(const struct draw *d, int row, int left, int w, unsigned l,
    unsigned fill, unsigned r, const char *text)
{
	struct glyph gl = { L' ', A_NORMAL, 0 };
	int j;

	for (j = 0; j < w; j++) {
		unsigned arms = j == 0 ? l : j == w - 1 ? r : fill;

		gl.ch = draw_box_char(d, arms);
		draw_put(row, left + j, gl);
	}
	if (text != NULL && w > 4)
		draw_text_cut(row, left + 2, text, w - 4);
}

/* The most rows a box wraps its lines into. */
#define BOX_ROWS 160
#define BOX_COLS 512

/* Returns how many bytes of s (len bytes) go on a row of room columns:
 * all of them when they fit, else up to its last space within room,
 * else (one word longer than room) what fits of it, at least one
 * character. */
static int
wrap_cut(const char *s, int len, int room)
{
	int fit, cut;

	if (text_width_n(s, (size_t)len) <= room)
		return len;
	fit = (int)text_cut(s, room);
	for (cut = fit; cut > 0 && s[cut] != ' '; cut--)
		;
	if (cut > 0)
		return cut;
	if (fit > 0)
		return fit;
	for (fit = 1; fit < len && ((unsigned char)s[fit] & 0xc0) == 0x80; fit++)
		;
	return fit;
}

/* Wraps src at spaces into rows of at most room columns from row
 * n on (below max); an empty line is one empty row.  Returns the new
 * count.  A word longer than room is split, never dropped. */
static int
wrap_rows(char rows[][BOX_COLS], int n, int max, const char *src, int room)
{
	if (*src == '\0' && n < max)
		rows[n++][0] = '\0';
	while (*src != '\0' && n < max) {
		int len = (int)strlen(src), cut = wrap_cut(src, len, room);

		snprintf(rows[n++], BOX_COLS, "%.*s", cut, src);
		src += cut;
		while (*src == ' ' && cut < len)
			src++;
	}
	return n;
}

struct box_pos
draw_box(const struct draw *d, const char *const *lines, int n, int mark,
    const char *title, const char *footer)
{
	return draw_box_keep(d, lines, n, mark, title, footer,
	    footer == NULL ? 1 : 0);
}

struct box_pos
draw_box_keep(const struct draw *d, const char *const *lines, int n,
    int mark, const char *title, const char *footer, int tail)
{
	static char rows[BOX_ROWS][BOX_COLS];
	int from[BOX_ROWS];
	struct box_pos pos;
	int w = 0, i, k = 0, top, left, room, height, last, keep, shown;

	for (i = 0; i < n; i++)
		if (text_width(lines[i]) > w)
			w = text_width(lines[i]);
	if (title != NULL && text_width(title) + 2 > w)
		w = text_width(title) + 2;
	if (footer != NULL && text_width(footer) + 2 > w)
		w = text_width(footer) + 2;
	/* Lines wider than the screen wrap at spaces: a number is never
	 * cut, it moves to the next row whole. */
	room = w < COLS - 4 ? w : COLS - 4;
	if (room < 1)
		room = 1;
	for (i = 0; i < n && k < BOX_ROWS; i++) {
		int k0 = k;

		k = wrap_rows(rows, k, BOX_ROWS, lines[i], room);
		while (k0 < k)
			from[k0++] = i;
	}
	w = room + 4 < COLS ? room + 4 : COLS;
	/* A box taller than the maze area may cover the status line too;
	 * taller than the screen, it keeps its first rows and the rows of
	 * its last tail lines (the keys that answer or close it). */
	height = k + 2 <= d->rows ? k + 2 : k + 2 <= LINES ? k + 2 : LINES;
	if (height < 3)
		height = LINES < 3 ? LINES : 3;
	shown = height - 2;
	last = k;
	while (last > 0 && from[last - 1] >= n - tail)
		last--;
	keep = k > shown ? k - last : 0;
	if (keep > shown)
		keep = shown;
	top = (height <= d->rows ? d->rows - height : LINES - height) / 2;
	left = (COLS - w) / 2;
	attrset(d->text);
	frame_line(d, top, left, w, 6, 10, 12, NULL);
	for (i = 0; i < shown; i++) {
		int r = i < shown - keep ? i : k - (shown - i);

		frame_line(d, top + 1 + i, left, w, 5, 0, 5, NULL);
		if (r >= k)
			continue;
		if (from[r] == mark)
			attron(A_REVERSE);
		draw_text_cut(top + 1 + i, left + 2, rows[r], w - 4);
		attroff(A_REVERSE);
	}
	frame_line(d, top + height - 1, left, w, 3, 10, 9, NULL);
	if (title != NULL)
		draw_text_cut(top, left + 2, title, w - 4);
	if (footer != NULL)
		draw_text_cut(top + height - 1, left + 2, footer, w - 4);
	attrset(A_NORMAL);
	pos.row = top + 1;
	pos.col = left + 2;
	return pos;
}

void
draw_small(const struct draw *d)
{
	/* TRANSLATORS: a terminal too small to play: the long lines where
	 * both fit, the short ones below; keep them short. */
	const char *l1 = _("Terminal too small"), *l2 = _("Enlarge it to play");
	bool wide = draw_pick(l1, NULL, COLS) && draw_pick(l2, NULL, COLS);

	erase();
	attrset(d->text);
	draw_text_cut(0, 0, wide ? l1 : _("Too small"), COLS);
	if (LINES > 1)
		draw_text_cut(1, 0, wide ? l2 : _("Enlarge it"), COLS);
	if (LINES > 2) {
		char quit[48], key[32];

		keys_names(KEYS_PLAY, CMD_QUIT, " ", key, sizeof key);
		key[strcspn(key, " ")] = '\0';
		/* TRANSLATORS: in a terminal too small to play; %s is the
		 * quit key (as "q"). */
		snprintf(quit, sizeof quit, _("%s quits"), key);
		draw_text_cut(2, 0, quit, COLS);
	}
	attrset(A_NORMAL);
}

void
draw_progress(const struct draw *d, const char *what, unsigned percent)
{
	char line[160];
	const char *lines[1] = { line };

	snprintf(line, sizeof line, "%s %3u%%", what, percent);
	erase();
	/* TRANSLATORS: the footer of the box that shows a slow maze's
	 * progress; keep "Ctrl-C". */
	draw_box(d, lines, 1, -1, NULL, _("Ctrl-C stops"));
}

int
draw_wrap(char *out, size_t stride, int n, int max, const char *text,
    int indent, int width)
{
	int room = width - indent;

	if (room < 8)
		room = 8;
	while (*text != '\0' && n < max) {
		int len = (int)strlen(text), cut = wrap_cut(text, len, room);

		snprintf(out + (size_t)n * stride, stride, "%*s%.*s", indent, "",
		    cut, text);
		n++;
		text += cut;
		while (*text == ' ')
			text++;
	}
	return n;
}

char *
draw_keys_fit(char *out, size_t size, int width, const char *const *items,
    int n)
{
	size_t len;
	int i;

	snprintf(out, size, "%s", n > 0 ? items[0] : "");
	for (i = 1; i < n; i++) {
		len = strlen(out);
		if (text_width(out) + 3 + text_width(items[i]) <= width)
			snprintf(out + len, size - len, "   %s", items[i]);
	}
	return out;
}
