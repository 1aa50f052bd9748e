/* result.c - the exit reached: the result box over the replay (its
 * words about the game are front/result_words.c's), with a marathon's
 * lines and what r, n and q do between its mazes (the words are
 * front/marathon_words.c's, the decisions front/marathon_flow.c's). */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "front/describe.h"
#include "front/marathon_flow.h"
#include "front/marathon_words.h"
#include "front/result_words.h"
#include "ui/race.h"
#include "base/text.h"
#include "ui/screen.h"
#include "ui/view.h"

/* Writes the first key bound to c to buf; returns buf. */
static const char *
first_key(enum cmd c, char *buf)
{
	keys_names(KEYS_PLAY, c, " ", buf, 16);
	buf[strcspn(buf, " ")] = '\0';
	return buf;
}

/* The result box's lines, with the high scores of the game's table. */
static void
result_box(struct ui *u)
{
	const struct game *g = &u->s.g;
	const struct session *s = &u->s;
	const struct score_list *sl = &s->scores;
	char text[SCORES_KEEP + 18][RESULT_WORDS_LINE], k[4][16], item[4][32];
	const char *items[4];
	const char *lines[SCORES_KEEP + 18];
	int n = 0, mark = -1, nitems = 4;
	size_t i;

	result_words_game(g, text, &n);
	marathon_words_result(s, text, &n);
	if (s->record_note[0] != '\0') {   /* a new best, the streak */
		snprintf(text[n++], sizeof text[0], "%.95s", s->record_note);
		text[n++][0] = '\0';
	}
	if (s->score_table[0] != '\0') {
		if (s->score_index < 0)
			/* TRANSLATORS: %s names a score table ("normal-small",
			 * not translated). */
			snprintf(text[n++], sizeof text[0], _("High scores: %s (this game did not make it)"),
			    s->score_table);
		else
			/* TRANSLATORS: %s names a score table ("normal-small",
			 * not translated). */
			snprintf(text[n++], sizeof text[0], _("High scores: %s"), s->score_table);
		snprintf(text[n++], sizeof text[0], "%s", scores_heading());
		/* A table that would wrap reads as noise: not on a narrow
		 * screen. */
		if (text_width(text[n - 1]) > COLS - 4)
			n--;
		for (i = 0; i < sl->n && n < SCORES_KEEP + 6
		    && text_width(scores_heading()) <= COLS - 4; i++) {
			if (strcmp(sl->v[i].table, s->score_table) != 0)
				continue;
			if ((int)i == s->score_index)
				mark = n;
			scores_format(&sl->v[i], scores_rank(sl, i), text[n++],
			    sizeof text[0]);
		}
		text[n++][0] = '\0';
	}
	if (u->result.note[0] != '\0') {
		snprintf(text[n++], sizeof text[0], "%.*s",
		    (int)text_cut(u->result.note, 90), u->result.note);
		text[n++][0] = '\0';
	}
	/* TRANSLATORS: the replay's legend: S, E, ':' and '*' are drawn
	 * on the maze (keep them); %1$s is the mark of a cell walked once
	 * ('.' or a middle dot), %2$s what '*' shows (the next strings, or
	 * nothing). */
	snprintf(text[n++], sizeof text[0], _("Route: S start  %1$s once  : again  E exit  %2$s"),
	    u->d.ascii ? "." : "\u00b7", u->d.show_best ? _("* the shortest way")
	    : game_best_missed(g) ? _("* shortest way not taken") : "");
	result_words_detours(g, text, &n);
	if (u->d.show_best)
		/* TRANSLATORS: %s is a key (as "p"). */
		snprintf(text[n++], sizeof text[0], _("%.11s hides the shortest way"), first_key(CMD_SOLUTION, k[0]));
	else
		/* TRANSLATORS: %s is a key (as "p"). */
		snprintf(text[n++], sizeof text[0], _("%.11s shows the shortest way"), first_key(CMD_SOLUTION, k[0]));
	/* The keys, most important first: quitting always shows. */
	/* TRANSLATORS: the result box's keys, %s a key (as "q"): the
	 * line drops them from the last when the box is narrow; at most
	 * 31 bytes each. */
	snprintf(item[0], sizeof item[0], _("%.11s quit"), first_key(CMD_QUIT, k[0]));
	snprintf(item[1], sizeof item[0], _("%.11s play again"), first_key(CMD_RESTART, k[1]));
	snprintf(item[2], sizeof item[0], _("%.11s new maze"), first_key(CMD_NEW, k[2]));
	snprintf(item[3], sizeof item[0], _("%.11s see the route"), first_key(CMD_VIEW, k[3]));
	if (s->marathon_on) {   /* no playing again: n goes on, q ends */
		/* TRANSLATORS: %.11s is a key's name (as "q"). */
		snprintf(item[0], sizeof item[0], s->mr.over ? _("%.11s quit")
		    : _("%.11s end the marathon"), first_key(CMD_QUIT, k[0]));
		/* TRANSLATORS: %.11s is a key's name (as "n"). */
		snprintf(item[1], sizeof item[0], _("%.11s next maze"), first_key(CMD_NEW, k[1]));
		memcpy(item[2], item[3], sizeof item[2]);
		if (s->mr.over)
			memcpy(item[1], item[3], sizeof item[1]);
		nitems = s->mr.over ? 2 : 3;
	}
	if (u->race != NULL) {
		/* A race's next maze is the host's to start: no playing
		 * again here; v goes back to the finish table. */
		/* TRANSLATORS: %.11s is a key's name (as "v"). */
		snprintf(item[1], sizeof item[0], _("%.11s the finish table"), first_key(CMD_VIEW, k[1]));
		nitems = 2;
	}
	for (i = 0; i < 4; i++)
		items[i] = item[i];
	draw_keys_fit(text[n++], sizeof text[0], COLS - 4, items, nitems);
	for (i = 0; i < (size_t)n; i++)
		lines[i] = text[i];
	draw_box(&u->d, lines, n, mark, NULL, NULL);
}

void
ui_result_draw(struct ui *u)
{
	static char tail[64];
	char v[16];

	/* TRANSLATORS: the status line's end while the result is hidden:
	 * %1$s a key (as "v"), %2$s "? help". */
	snprintf(tail, sizeof tail, _("%1$s shows the result  %2$s"),
	    first_key(CMD_VIEW, v), ui_help_tail());
	u->d.tail_short = NULL;
	u->d.tail = u->hide_result ? tail : ui_help_tail();
	if (u->d.describe)
		describe_result(&u->s.g, u->d.say, sizeof u->d.say);
	view_draw(&u->d, &u->s.g, false);
	if (!u->hide_result)
		result_box(u);
}

/* Takes command c on the result box of a marathon's maze (n: the next
 * maze, q: the end, r: nothing); returns whether it did. */
static bool
marathon_key(struct ui *u, enum cmd c)
{
	switch (marathon_flow_result(&u->s, c)) {
	case MARATHON_NOT_MINE:
		return false;
	case MARATHON_NEXT: {
		const struct shape *was = u->s.g.p.m->shape;

		view_replay_reset(&u->d);
		ui_new_game(u);
		/* A maze of another shape says so, over it until a key (an
		 * empty note says nothing). */
		if (u->s.playing && u->d.note[0] == '\0'
		    && marathon_words_shape(&u->s, was, u->d.note,
		    sizeof u->d.note)[0] != '\0')
			u->redraw = true;
		break;
	}
	case MARATHON_END:
		ui_marathon_over(u);
		ui_finish(u, MG_EXIT_OK);
		break;
	case MARATHON_STAY:
		break;
	}
	return true;
}

/* Takes command c on the result box of a race's maze: v the finish
 * table again, q as the table's q; r and n, which the host's Enter
 * does for the room, are not offered and say so.  Returns whether it
 * did. */
static bool
race_key(struct ui *u, enum cmd c)
{
	if (u->race == NULL)
		return false;
	switch (c) {
	case CMD_VIEW:
		view_replay_reset(&u->d);
		ui_show(u, SCR_RACE);
		return true;
	case CMD_QUIT:
		if (!ui_race_ask_close(u))
			ui_finish(u, MG_EXIT_OK);
		return true;
	case CMD_RESTART:
	case CMD_NEW: {
		char v[16];

		/* TRANSLATORS: %s is a key (as "v"). */
		snprintf(u->d.note, sizeof u->d.note, _("In a race the host starts the next maze; %s shows the finish table."),
		    first_key(CMD_VIEW, v));
		u->redraw = true;
		return true;
	}
	default:
		return false;
	}
}

bool
ui_marathon_refuse(struct ui *u, enum cmd c)
{
	if (!marathon_flow_refuses(&u->s, c))
		return false;
	snprintf(u->d.note, sizeof u->d.note, "%s", marathon_words_refused());
	u->redraw = true;
	return true;
}

void
ui_result_key(struct ui *u, keycode k)
{
	enum cmd c = keys_lookup(KEYS_PLAY, k);

	if (ui_overlay(u, c) || marathon_key(u, c) || race_key(u, c))
		return;
	switch (c) {
	case CMD_MOVE_N: case CMD_RUN_N:
		view_pan(&u->d, &u->s.g, 0, -1);
		break;
	case CMD_MOVE_S: case CMD_RUN_S:
		view_pan(&u->d, &u->s.g, 0, 1);
		break;
	case CMD_MOVE_W: case CMD_RUN_W:
		view_pan(&u->d, &u->s.g, -1, 0);
		break;
	case CMD_MOVE_E: case CMD_RUN_E:
		view_pan(&u->d, &u->s.g, 1, 0);
		break;
	case CMD_CLIMB_UP: case CMD_CLIMB_DOWN:   /* the replay's other floors */
		/* Past the top or the bottom floor, nothing (as a pan). */
		(void)view_climb(&u->d, &u->s.g, c == CMD_CLIMB_UP ? 1 : -1);
		break;
	case CMD_VIEW:
		u->hide_result = !u->hide_result;
		ui_result_draw(u);
		break;
	case CMD_SOLUTION:   /* the replay: the shortest way over the route */
		u->d.show_best = !u->d.show_best;
		u->redraw = true;
		break;
	case CMD_RESTART:
		view_replay_reset(&u->d);
		game_command(&u->s.g, CMD_RESTART, draw_now_ms());
		ui_show(u, SCR_MAZE);
		break;
	case CMD_NEW:
		view_replay_reset(&u->d);
		session_next_maze(&u->s);
		ui_new_game(u);
		break;
	case CMD_QUIT:
		ui_finish(u, MG_EXIT_OK);
		break;
	default:
		break;
	}
}
