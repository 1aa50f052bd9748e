/* race_table.c - a race's finish table: places, times and moves of
 * those out, the others after them; the host's rematch and call. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "app/racing.h"
#include "base/text.h"
#include "ui/race.h"
#include "ui/race_box.h"
#include "ui/racers.h"
#include "ui/screen.h"
#include "net/race_standings.h"

/* The finish table's columns, widest first: every one, then without
 * the optimal (the same for all), without moves and %, and at last
 * place, letters and time alone. */
enum table_cols { TC_ALL, TC_NO_OPT, TC_TIME, TC_TINY, TC_COUNT };

/* The widths of the table's numbers: at least 7 (time), 5 (moves) and
 * 5 (optimal), and as wide as the widest shown, so that a number is
 * never cut and its column stays straight (a host may send numbers up
 * to 10^15). */
struct table_nums {
	int time, moves, opt;
};

/* Widens w for racer id's row. */
static void
table_widen(const struct ui *u, unsigned id, struct table_nums *w)
{
	const struct race_racer *y = &u->race->side.r->r[id];
	char t[32], mv[24];

	if (!y->finished)
		return;
	text_duration(t, sizeof t, y->ms);
	snprintf(mv, sizeof mv, "%llu", (unsigned long long)y->moves);
	if ((int)strlen(t) > w->time)
		w->time = (int)strlen(t);
	if ((int)strlen(mv) > w->moves)
		w->moves = (int)strlen(mv);
}

/* Returns the display columns a finish table row of layout c takes. */
static int
table_width(enum table_cols c, const struct table_nums *n)
{
	static const int w[TC_COUNT] = { 4 + 4 + 14 + 8 + 6 + 6 + 6 + 2,
	    4 + 4 + 14 + 8 + 6 + 6 + 2, 4 + 4 + 10 + 8 + 2, 4 + 4 + 8 + 2 };

	return w[c] + (n->time - 7) + (c <= TC_NO_OPT ? n->moves - 5 : 0)
	    + (c == TC_ALL ? n->opt - 5 : 0);
}

/* Writes racer id's row of the finish table in layout c. */
static void
table_line(const struct ui *u, unsigned id, enum table_cols c,
    const struct table_nums *w, char *buf, size_t size)
{
	const struct race_racer *y = &u->race->side.r->r[id];
	uint64_t opt = u->s.g.p.optimal;
	char name[PROTO_NAME_MAX + 8], t[32], o[16], num[64];
	int nw = c == TC_TIME ? 10 : c == TC_TINY ? 0 : 14;

	race_display_name(y, name, sizeof name);
	name[text_cut(name, nw)] = '\0';
	if (!y->finished) {
		const char *what = u->race->side.r->state == PROTO_ROOM_RESULTS
		    && y->state == PROTO_RACER_RACING
		    /* TRANSLATORS: in the finish table of a race that is
		     * over (called by the host or its clock): a racer who
		     * had not reached the exit. */
		    ? _("not finished") : ui_race_state_word(y->state);

		snprintf(buf, size, "     %-2s ", y->tag);
		if (nw > 0) {
			text_left(buf, size, name, nw);
			text_left(buf, size, " ", 1);
		}
		text_left(buf, size, what, 0);
		return;
	}
	text_duration(t, sizeof t, y->ms);
	/* Place (4 columns, cut), letters, name, then the numbers. */
	ui_race_ordinal(y->place, o, sizeof o);
	o[text_cut(o, 4)] = '\0';
	buf[0] = '\0';
	text_left(buf, size, o, 4);
	text_left(buf, size, " ", 1);
	snprintf(num, sizeof num, "%-2s ", y->tag);
	text_left(buf, size, num, 0);
	if (nw > 0)
		text_left(buf, size, name, nw);
	/* Numbers are never cut: a long one takes more room. */
	snprintf(num, sizeof num, " %*s", w->time, t);
	text_left(buf, size, num, 0);
	if (c <= TC_NO_OPT) {
		snprintf(num, sizeof num, " %*llu", w->moves,
		    (unsigned long long)y->moves);
		text_left(buf, size, num, 0);
	}
	if (c == TC_ALL) {
		snprintf(num, sizeof num, " %*llu", w->opt, (unsigned long long)opt);
		text_left(buf, size, num, 0);
	}
	if (c <= TC_NO_OPT) {
		snprintf(num, sizeof num, " %4u%%", race_percent(opt, y->moves));
		text_left(buf, size, num, 0);
	}
	if (y->assisted)
		text_left(buf, size, " p", 0);
}

/* Appends a space and word set right in cols display columns. */
static void
heading_col(char *buf, size_t size, const char *word, int cols)
{
	text_left(buf, size, " ", 1);
	text_right(buf, size, word, cols);
}

void
ui_table_draw(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct race *r = x->side.r;
	char text[BOX_LINES][160], footer[96], left[32], more[64];
	const char *lines[BOX_LINES];
	unsigned ids[RACE_SLOTS], shown[BOX_LINES], id, order[RACE_SLOTS];
	int n = 0, k, m = 0, i, fit, all = 0, cols = COLS - 4, mine = -1;
	enum table_cols c = TC_ALL;
	struct table_nums w = { 7, 5, 5 };
	struct box_pos at;

	ui_maze_draw(u);
	ui_race_draw_others(u);
	k = (int)race_table(r, ids, RACE_SLOTS);
	for (i = 0; i < k; i++)
		table_widen(u, ids[i], &w);
	snprintf(more, sizeof more, "%llu", (unsigned long long)u->s.g.p.optimal);
	if ((int)strlen(more) > w.opt)
		w.opt = (int)strlen(more);
	while (c + 1 < TC_COUNT && table_width(c, &w) > cols)
		c++;
	snprintf(text[n], sizeof text[0], "%8s", "");
	/* TRANSLATORS: the finish table's heading, columns 14, 7, 5 and
	 * 5 wide (in display columns): keep each word within. */
	if (c != TC_TINY)
		text_left(text[n], sizeof text[0], _("name"), c == TC_TIME ? 10 : 14);
	heading_col(text[n], sizeof text[0], _("time"), w.time);
	if (c <= TC_NO_OPT)
		heading_col(text[n], sizeof text[0], _("moves"), w.moves);
	if (c == TC_ALL)
		heading_col(text[n], sizeof text[0], _("opt"), w.opt);
	if (c <= TC_NO_OPT)
		heading_col(text[n], sizeof text[0], "%", 5);
	n++;
	/* Those out by place, then those racing or gone. */
	for (i = 0; i < k; i++)
		order[all++] = ids[i];
	for (id = 0; id < RACE_SLOTS; id++)
		if (r->r[id].used && !r->r[id].finished
		    && (r->r[id].state == PROTO_RACER_RACING
		    || r->r[id].state == PROTO_RACER_LEFT))
			order[all++] = id;
	for (i = 0; i < all; i++)
		if ((int)order[i] == r->me)
			mine = i;
	/* Rows that fit: the heading, two notes and the frame kept. */
	fit = ui_race_box_rows(u) - n - 2;
	if (fit < 1)
		fit = 1;
	if (fit > BOX_LINES - n - 3)
		fit = BOX_LINES - n - 3;
	for (i = 0; i < all && m < fit; i++)
		shown[m++] = order[i];
	if (all > m) {
		/* Yours is always there; the last row says how many more. */
		if (m > 1)
			m--;
		if (mine >= m)
			shown[m - 1] = order[mine];
	}
	for (i = 0; i < m; i++)
		table_line(u, shown[i], c, &w, text[n++], sizeof text[0]);
	if (all > m) {
		snprintf(more, sizeof more, ngettext("... and %u more", "... and %u more",
		    (unsigned)(all - m)), (unsigned)(all - m));
		snprintf(text[n++], sizeof text[0], "%.*s", (int)text_cut(more, cols), more);
	}
	if (k > 0 && r->r[ids[k - 1]].assisted)
		/* TRANSLATORS: the meaning of the mark p after a result; keep
		 * "p: "; the short form for narrow screens. */
		snprintf(text[n++], sizeof text[0], "%s", draw_pick(_("p: took a hint or the way out (ranked after the others)"),
		    _("p: helped"), cols));
	n = ui_race_box_lines(text[0], sizeof text[0], n, x->note, cols, lines);
	if (r->state != PROTO_ROOM_RESULTS && ui_race_call_left(u, left, sizeof left)) {
		char longer[96], shorter[48];

		/* TRANSLATORS: the finish table's footers while others
		 * race on: %s is the time until the race is called
		 * ("0:42"); Enter and q are keys (keep them). */
		snprintf(longer, sizeof longer, x->h != NULL
		    ? _("Enter ends it · over in %s  q quit")
		    : _("the others race on · over in %s  q quit"), left);
		/* TRANSLATORS: the short footer while others race on: %s
		 * the time until the race is called. */
		snprintf(shorter, sizeof shorter, _("over in %s"), left);
		snprintf(footer, sizeof footer, "%s", draw_pick(longer, shorter, cols));
	} else {
		/* TRANSLATORS: the finish table's footers: keys (Enter, q: keep
		 * them) and what they do; the short forms for narrow screens. */
		snprintf(footer, sizeof footer, "%s", r->state != PROTO_ROOM_RESULTS
		    ? draw_pick(_("the others race on  q quit"), "q", cols)
		    : x->hosting ? draw_pick(_("Enter rematch  q quit"), _("Enter  q"), cols)
		    : draw_pick(_("the host may call a rematch  q quit"), "q", cols));
	}
	/* TRANSLATORS: the finish table's titles. */
	at = draw_box(&u->d, lines, n, -1, r->state == PROTO_ROOM_RESULTS
	    ? _("Race over") : _("Finish table"), footer);
	for (i = 0; i < m; i++) {
		attrset(ui_racer_attr(u, r->r[shown[i]].colour));
		mvaddstr(at.row + 1 + i, at.col + 5, r->r[shown[i]].tag);
	}
	attrset(A_NORMAL);
}

void
ui_table_key(struct ui *u, keycode k)
{
	struct ui_race *x = u->race;
	enum cmd c = keys_lookup(KEYS_PLAY, k);
	struct host_maze mz;
	mg_err e;

	if (k == KEYC_ENTER && x->h != NULL && x->side.r->state == PROTO_ROOM_RACE) {
		/* Someone is out (the table shows): the host calls it. */
		host_call(x->h, NULL);
	} else if (k == KEYC_ENTER && x->h != NULL && x->side.r->state == PROTO_ROOM_RESULTS) {
		session_next_maze(&u->s);
		ui_new_game(u);
		if (u->done)
			return;
		racing_host_maze(&u->s, &mz);
		if (host_rematch(x->h, &mz, draw_now_ms(), &e) != 0) {
			ui_notice(u, e.msg);
			return;
		}
		racer_side_new_maze(&x->side);
		ui_show(u, SCR_LOBBY);
	} else if (c == CMD_QUIT || k == KEYC_ESC) {
		if (!ui_race_ask_close(u))
			ui_finish(u, MG_EXIT_OK);
	} else if (c == CMD_VIEW) {
		ui_show(u, SCR_RESULT);
	} else {
		ui_overlay(u, c);
	}
}

