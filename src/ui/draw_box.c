/* ui_draw_box.c - boxes over the maze in the maze's own style, the
 * too-small message and the progress of long work. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "play/keys.h"
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
	if (LINES > 2) {
		char quit[48];

		keys_names(KEYS_PLAY, CMD_QUIT, " ", quit, 32);
		quit[strcspn(quit, " ")] = '\0';
		strcat(quit, " quits");
		mvaddnstr(2, 0, quit, COLS);
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
	draw_box(d, lines, 1, -1, NULL, "Ctrl-C stops");
}

int
draw_wrap(char *out, size_t stride, int n, int max, const char *text,
    int indent, int width)
{
	int room = width - indent;

	if (room < 8)
		room = 8;
	while (*text != '\0' && n < max) {
		int len = (int)strlen(text), cut = len;

		if (len > room) {
			for (cut = room; cut > 0 && text[cut] != ' '; cut--)
				;
			if (cut == 0)
				cut = room;
		}
		snprintf(out + (size_t)n * stride, stride, "%*s%.*s", indent, "",
		    cut, text);
		n++;
		text += cut;
		while (*text == ' ')
			text++;
	}
	return n;
}
