/* help.c - the keys, from the key table, over the maze; on a narrow
 * screen each key's words wrap under its name, and on a short one the
 * arrows scroll. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "front/keys_help.h"
#include "maze/shape.h"
#include "ui/canvas.h"
#include "ui/help.h"
#include "ui/screen.h"
#include "ui/term.h"

#define HELP_MAX 32
#define HELP_LINES 128

/* Returns how many help lines fit in the box: it may cover the status
 * rows too (nothing on them matters while the keys are read), so the
 * whole help fits at 80x24. */
static int
help_rows(const struct ui *u)
{
	int rows = LINES - 2;

	(void)u;

	return rows < 1 ? 1 : rows;
}

/* Fills out with the help's lines of the keys of ctx (on a circle
 * maze, its own) for a box of width columns inside; returns how
 * many. */
static int
help_lines(enum keys_context ctx, bool circle, const char *legend,
    char out[][KEYS_LINE_MAX], int width)
{
	char table[HELP_MAX][KEYS_LINE_MAX], names[KEYS_LINE_MAX];
	int first = legend != NULL, i, k = 0, n;
	size_t cut;

	/* The shape's legend first, where it is seen before any scroll:
	 * how to read the drawing. */
	if (first)
		snprintf(table[0], KEYS_LINE_MAX, "%s", _(legend));
	n = first + (circle ? keys_help_circle(table + first, HELP_MAX - first)
	    : keys_help_for(ctx, table + first, HELP_MAX - first));
	/* The mouse where it is on, then the terminal's suspend key,
	 * after the table's. */
	if (ctx != KEYS_WATCH && ui_term_mouse_on() && n < HELP_MAX)
		snprintf(table[n++], KEYS_LINE_MAX, "%s", _(KEYS_MOUSE_LINE));
	if (n < HELP_MAX)
		snprintf(table[n++], KEYS_LINE_MAX, "%s", ui_term_job_control()
		    ? _(KEYS_SUSPEND_LINE) : _(KEYS_SUSPEND_NONE_LINE));
	bool fits = true;

	/* One layout for all: side by side when every line fits. */
	for (i = 0; i < n; i++)
		fits = fits && text_width(table[i]) <= width;
	for (i = 0; i < n && k < HELP_LINES; i++) {
		if (fits) {
			memcpy(out[k++], table[i], KEYS_LINE_MAX);
			continue;
		}
		/* The names (16 columns), then the words under them. */
		cut = text_cut(table[i], 16);
		snprintf(names, sizeof names, "%.*s", (int)cut, table[i]);
		while (cut > 0 && names[cut - 1] == ' ')
			names[--cut] = '\0';
		k = draw_wrap(out[0], KEYS_LINE_MAX, k, HELP_LINES, names, 0, width);
		k = draw_wrap(out[0], KEYS_LINE_MAX, k, HELP_LINES,
		    table[i] + text_cut(table[i], 17), 2, width);
	}
	return k;
}

void
ui_help_draw(struct ui *u)
{
	static char text[HELP_LINES][KEYS_LINE_MAX];
	const char *lines[HELP_LINES];
	const maze *m = u->s.playing ? u->s.g.p.m : NULL;
	int n = help_lines(u->under == SCR_WATCH ? KEYS_WATCH
	    : m != NULL && m->shape != NULL && m->shape->diagonals ? KEYS_DIAG
	    : m != NULL && m->shape != NULL && m->shape->stairs ? KEYS_STAIRS
	    : KEYS_PLAY, u->under != SCR_WATCH && m != NULL && m->shape != NULL
	    && m->shape->rings, m == NULL || m->shape == NULL ? NULL
	    : canvas_round(m) ? m->shape->round_legend : m->shape->legend,
	    text, COLS - 4);
	int rows = help_rows(u), i;
	bool more;

	if (u->help.top > n - rows)
		u->help.top = n - rows;
	if (u->help.top < 0)
		u->help.top = 0;
	more = n > rows;
	for (i = 0; i < n - u->help.top && i < rows; i++)
		lines[i] = text[u->help.top + i];
	/* A box that reaches the status rows blanks them first: no piece
	 * of the status line shows beside it. */
	if (i + 2 > u->d.rows) {
		int r;

		for (r = u->d.rows; r < LINES; r++) {
			move(r, 0);
			clrtoeol();
		}
	}
	/* TRANSLATORS: the key help box's titles: "Keys (Up/Down scroll)"
	 * where it fits (from 25 columns for 21), "Keys (Up/Down)" below;
	 * its footers: "q, Esc or any key: back" where it fits (from 27
	 * columns for 23), "q/Esc: back" below (at most 14). */
	draw_box(&u->d, lines, i, -1, !more ? _("Keys") :
	    draw_pick(_("Keys (Up/Down scroll)"), _("Keys (Up/Down)"), COLS - 4),
	    draw_pick(_("q, Esc or any key: back"), _("q/Esc: back"), COLS - 4));
}

void
ui_help_key(struct ui *u, keycode k)
{
	enum cmd c = keys_lookup(KEYS_PLAY, k);
	int page = help_rows(u);

	if (c == CMD_MOVE_N || k == KEYC_PGUP) {
		u->help.top -= c == CMD_MOVE_N ? 1 : page;
		u->redraw = true;
	} else if (c == CMD_MOVE_S || k == KEYC_PGDN) {
		u->help.top += c == CMD_MOVE_S ? 1 : page;
		u->redraw = true;
	} else {
		ui_back(u);
	}
}

const char *
ui_help_tail(void)
{
	static char tail[48];
	char names[32];

	keys_names(KEYS_PLAY, CMD_HELP, " ", names, sizeof names);
	names[strcspn(names, " ")] = '\0';
	/* TRANSLATORS: the end of the status line: %s is the help key
	 * ("?"); keep it as short as "? help". */
	snprintf(tail, sizeof tail, _("%s help"), names);
	return tail;
}
