/* core.c - what every screen may ask of the front end: put a screen
 * on top (the loop draws it), ask a question, tell the player
 * something, end the loop; and the procs the flows of front/flow.h
 * run over (long work in a progress box, their questions in the ask
 * box, the maze or the result on top), with the ui_ names the screens
 * call them by.  Nothing here draws a screen itself or knows the
 * table. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "front/flow.h"
#include "front/joiner.h"
#include "front/signals.h"
#include "ui/race.h"
#include "ui/screen.h"
#include "ui/status.h"
#include "ui/term.h"
#include "ui/view.h"

/* The screens that open over another and go back to it (ui_back);
 * every other screen is one they open over. */
static const bool returns[SCR_COUNT] = {
	[SCR_HELP] = true, [SCR_MAP] = true, [SCR_PAUSE] = true,
	[SCR_ASK] = true,
};

void
ui_show(struct ui *u, enum screen_id sc)
{
	if (returns[sc] && !returns[u->screen])
		u->under = u->screen;
	u->screen = sc;
	u->redraw = true;
}

bool
ui_overlay(struct ui *u, enum cmd c)
{
	static const struct { enum cmd c; enum screen_id sc; } boxes[] = {
		{ CMD_HELP, SCR_HELP }, { CMD_MAP, SCR_MAP }, { CMD_PAUSE, SCR_PAUSE },
	};
	size_t i;

	for (i = 0; i < sizeof boxes / sizeof boxes[0]; i++)
		if (boxes[i].c == c) {
			ui_show(u, boxes[i].sc);
			return true;
		}
	if (c == CMD_SAY && u->s.playing) {
		/* The whole status, however narrow the status line: a
		 * notice box that wraps it and any key closes. */
		struct question q;

		ui_question_init(&q, NULL, 0, NULL);
		status_text(&u->d, &u->s.g, true, q.lines[0], sizeof q.lines[0]);
		q.n = 1;
		ui_question(u, &q);
		return true;
	}
	return false;
}

void
ui_back(struct ui *u)
{
	ui_show(u, u->under);
}

void
ui_question(struct ui *u, const struct question *q)
{
	u->ask = *q;
	ui_show(u, SCR_ASK);
}

/* The flows of front/flow.h, over this front end. */
static struct flow flow;

/* A flow's question answered: the answer goes back to the flow. */
static void
fe_answered(struct ui *u, enum cmd c)
{
	(void)u;
	flow_answer(&flow, c);
}

/* Asks a flow's question over the screen. */
static void
fe_ask(void *fe, const struct flow_question *fq)
{
	struct question q;
	int i;

	ui_question_init(&q, fq->answers, fq->nanswers, fe_answered);
	for (i = 0; i < fq->n && i < QUESTION_LINES; i++)
		snprintf(q.lines[i], sizeof q.lines[i], "%s", fq->lines[i]);
	q.n = i;
	ui_question(fe, &q);
}

/* The one long work at a time the flows report. */
static struct ui_work flow_work;

/* Readies the report of a flow's long work. */
static struct mg_progress
fe_work(void *fe, const char *what, bool quiet)
{
	struct mg_progress prog = ui_work_start(&flow_work, fe, "%s", what);

	flow_work.quiet = quiet;
	return prog;
}

/* Whether a flow's work was cut short (the loop then ends). */
static bool
fe_cut_short(void *fe)
{
	return ui_cut_short(fe);
}

/* A flow's notice: kept, and shown where it can be. */
static void
fe_notice(void *fe, const char *msg)
{
	ui_notice(fe, msg);
}

/* A flow's news: shown in a box unless a question is up. */
static void
fe_tell(void *fe, const char *msg)
{
	struct ui *u = fe;

	if (u->screen != SCR_ASK)
		ui_tell(u, msg);
}

/* The game on screen: the maze, or the demo walking it. */
static void
fe_show_game(void *fe)
{
	struct ui *u = fe;

	u->hide_result = false;
	ui_show(u, u->screen == SCR_DEMO ? SCR_DEMO : SCR_MAZE);
}

/* The screen drawn again. */
static void
fe_redraw(void *fe)
{
	((struct ui *)fe)->redraw = true;
}

/* The result box, with the note about what was kept. */
static void
fe_show_result(void *fe, const char *note)
{
	struct ui *u = fe;

	snprintf(u->result.note, sizeof u->result.note, "%s", note);
	ui_show(u, SCR_RESULT);
}

void
ui_flow_init(struct ui *u, bool (*before_quit)(void *fe))
{
	static struct flow_procs procs = {
		fe_ask, signals_quit, NULL,
		fe_work, fe_cut_short, fe_notice, fe_tell,
		fe_show_game, fe_redraw, fe_show_result,
	};

	procs.before_quit = before_quit;

	memset(&flow, 0, sizeof flow);
	flow.procs = &procs;
	flow.fe = u;
	flow.s = &u->s;
	flow.runs = u->runs;
	flow.player = u->player;
	flow.kept = &u->kept;
	flow.out = &u->out;
	flow.done = &u->done;
}

void
ui_finish(struct ui *u, int status)
{
	(void)u;
	flow_finish(&flow, status);
}

void
ui_quit(struct ui *u)
{
	(void)u;
	flow_quit(&flow);
}

void
ui_marathon_over(struct ui *u)
{
	(void)u;
	flow_marathon_over(&flow, (int64_t)time(NULL));
}

void
ui_note_joiner_options(struct ui *u)
{
	char msg[NOTICE_MAX];

	if (joiner_unused_words(u->o, u->race->hosting, msg, sizeof msg) == 0)
		return;
	/* On the status line once in, and again on leaving. */
	race_notice(u->race->side.r, "%s", joiner_unused_status());
	ui_keep_notice(u, msg);
}

void
ui_keep_notice(struct ui *u, const char *msg)
{
	notices_keep(&u->kept, msg);
}

void
ui_tell(struct ui *u, const char *msg)
{
	struct question q;

	ui_question_init(&q, NULL, 0, NULL);
	snprintf(q.lines[0], sizeof q.lines[0], "%s", msg);
	q.n = 1;
	ui_question(u, &q);
}

void
ui_notice(struct ui *u, const char *msg)
{
	ui_keep_notice(u, msg);
	if (u->screen != SCR_ASK && !u->done && u->screen != SCR_DEMO)
		ui_tell(u, msg);
}

/* The progress hook of long work: cancels on a signal or a lost
 * terminal, and shows how far it is after half a second. */
static int
on_progress(void *ctx, uint64_t done, uint64_t total)
{
	struct ui_work *pc = ctx;
	uint64_t now;

	if (signals_quit() != 0)
		return 1;
	if (ui_term_wait(0) == UI_WAIT_LOST) {
		pc->u->out.lost = true;
		return 1;
	}
	now = draw_now_ms();
	if (!pc->quiet && now - pc->start >= 500 && now - pc->drawn >= 100
	    && !pc->u->d.small) {
		draw_progress(&pc->u->d, pc->what,
		    (unsigned)(total > 0 ? done * 100 / total : 0));
		wnoutrefresh(stdscr);
		doupdate();
		pc->drawn = now;
	}
	return 0;
}

struct mg_progress
ui_work_start(struct ui_work *pc, struct ui *u, const char *fmt, ...)
{
	struct mg_progress prog = { on_progress, pc };
	va_list ap;

	memset(pc, 0, sizeof *pc);
	pc->u = u;
	pc->start = draw_now_ms();
	va_start(ap, fmt);
	vsnprintf(pc->what, sizeof pc->what, fmt, ap);
	va_end(ap);
	return prog;
}

bool
ui_cut_short(struct ui *u)
{
	if (signals_quit() == 0 && !u->out.lost)
		return false;
	ui_finish(u, u->out.lost ? MG_EXIT_HANGUP
	    : MG_EXIT_SIGNAL + signals_quit());
	return true;
}

void
ui_play_run(struct ui *u, struct puzzle *p)
{
	(void)u;
	flow_play_run(&flow, p);
}

bool
ui_take_saved(struct ui *u, uint32_t id, bool or_new)
{
	(void)u;
	flow.take_id = id;
	return flow_take_saved(&flow, or_new);
}

void
ui_new_game(struct ui *u)
{
	view_replay_reset(&u->d);
	flow_new_game(&flow);
}

void
ui_solve_pending(struct ui *u)
{
	(void)u;
	flow_solve_pending(&flow);
}

void
ui_won(struct ui *u)
{
	(void)u;
	flow_won(&flow, (int64_t)time(NULL));
}

void
ui_offer_resume(struct ui *u, struct savegame *pending, uint32_t id,
    size_t others)
{
	u->under = SCR_MAZE;
	flow_offer_resume(&flow, pending, id, others);
}

void
ui_flow_drop(struct ui *u)
{
	(void)u;
	flow_drop(&flow);
}

void
ui_question_init(struct question *q, const struct answer *a, int n,
    void (*answer)(struct ui *u, enum cmd c))
{
	int i;

	memset(q, 0, sizeof *q);
	for (i = 0; i < n && i < QUESTION_ANSWERS; i++)
		q->answers[i] = a[i];
	q->answer = answer;
}
