/* core.c - what every screen may ask of the front end: open a box
 * over the maze, ask a question, tell the player something, start a
 * new maze with progress shown, act on a win, end the loop.  Nothing
 * here draws a screen itself or knows the table (ui.c). */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app/runs.h"
#include "base/i18n.h"
#include "front/flow.h"
#include "front/joiner.h"
#include "front/resume.h"
#include "front/won.h"
#include "ui/race.h"
#include "ui/screen.h"
#include "ui/status.h"
#include "ui/term.h"

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
ui_question(struct ui *u, const struct question *q)
{
	u->ask = *q;
	ui_show(u, SCR_ASK);
}

/* The flows of front/flow.h, over this front end. */
static struct flow flow;

/* A flow's question answered: the answer goes back to the flow. */
static void
flow_answered(struct ui *u, enum cmd c)
{
	(void)u;
	flow_answer(&flow, c);
}

/* Asks a flow's question over the screen. */
static void
flow_ask(void *fe, const struct flow_question *fq)
{
	struct question q;
	int i;

	ui_question_init(&q, fq->answers, QUESTION_ANSWERS, flow_answered);
	for (i = 0; i < fq->n && i < QUESTION_LINES; i++)
		snprintf(q.lines[i], sizeof q.lines[i], "%s", fq->lines[i]);
	q.n = i;
	ui_question(fe, &q);
}

/* A host asks before the room closes for the others. */
static bool
flow_before_quit(void *fe)
{
	return ui_race_ask_close(fe);
}

void
ui_flow_init(struct ui *u)
{
	static const struct flow_procs procs = {
		flow_ask, ui_term_quit_signal, flow_before_quit,
	};

	memset(&flow, 0, sizeof flow);
	flow.procs = &procs;
	flow.fe = u;
	flow.s = &u->s;
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
	race_notice(u->race->r, "%s", joiner_unused_status());
	ui_keep_notice(u, msg);
}

void
ui_keep_notice(struct ui *u, const char *msg)
{
	notices_keep(&u->kept, msg);
}

void
ui_notice(struct ui *u, const char *msg)
{
	struct question q;

	ui_keep_notice(u, msg);
	if (u->screen == SCR_ASK || u->done || u->screen == SCR_DEMO)
		return;
	ui_question_init(&q, NULL, 0, NULL);
	snprintf(q.lines[0], sizeof q.lines[0], "%s", msg);
	q.n = 1;
	ui_question(u, &q);
}

/* The progress hook of long work: cancels on a signal or a lost
 * terminal, and shows how far it is after half a second. */
static int
on_progress(void *ctx, uint64_t done, uint64_t total)
{
	struct ui_work *pc = ctx;
	uint64_t now;

	if (ui_term_quit_signal() != 0)
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
	if (ui_term_quit_signal() == 0 && !u->out.lost)
		return false;
	ui_finish(u, u->out.lost ? MG_EXIT_HANGUP
	    : MG_EXIT_SIGNAL + ui_term_quit_signal());
	return true;
}

void
ui_runs_start(struct ui *u)
{
	struct question q;
	char note[320];

	if (!u->s.playing)
		return;
	if (runs_new_game(u->runs, &u->s, note, sizeof note) != 0) {
		ui_notice(u, note);   /* a warning: told again on the way out */
	} else if (note[0] != '\0' && u->screen != SCR_ASK) {
		ui_question_init(&q, NULL, 0, NULL);
		snprintf(q.lines[0], sizeof q.lines[0], "%s", note);
		q.n = 1;
		ui_question(u, &q);
	}
}

bool
ui_take_saved(struct ui *u, bool or_new)
{
	struct ui_work pc;
	struct mg_progress prog;
	char msg[sizeof ((mg_err *)0)->msg + 64];
	mg_err e;
	int rc;

	prog = ui_work_start(&pc, u, _("Rebuilding the saved maze..."));
	rc = session_take(&u->s, &prog, draw_now_ms(), &e);
	if (rc == 0 && u->s.record_warn[0] != '\0')
		ui_keep_notice(u, u->s.record_warn);
	if (rc == 0) {
		ui_show(u, SCR_MAZE);
		ui_runs_start(u);
		return true;
	}
	if (ui_cut_short(u))
		return false;
	resume_failed_words(rc, &e, msg, sizeof msg);
	if (or_new) {
		ui_new_game(u);
		ui_notice(u, msg);
	} else {
		ui_keep_notice(u, msg);
		ui_finish(u, MG_EXIT_FAIL);
	}
	return false;
}

void
ui_new_game(struct ui *u)
{
	struct ui_work pc;
	struct mg_progress prog;
	mg_err e;

	prog = ui_work_start(&pc, u, _("Making a %ux%u maze..."), u->s.kind.w,
	    u->s.kind.h);
	u->hide_result = false;
	if (session_new_game(&u->s, &prog, draw_now_ms(), &e) != 0) {
		if (ui_cut_short(u))
			return;
		ui_notice(u, e.msg);
		ui_finish(u, MG_EXIT_FAIL);
		return;
	}
	ui_show(u, u->screen == SCR_DEMO ? SCR_DEMO : SCR_MAZE);
	ui_runs_start(u);
}

void
ui_solve_pending(struct ui *u)
{
	struct ui_work pc;
	struct mg_progress prog;
	mg_err e;

	if (!session_unsolved(&u->s))
		return;
	prog = ui_work_start(&pc, u, "%s", "");
	pc.quiet = true;
	if (session_solve(&u->s, &prog, &e) != 0) {
		if (ui_cut_short(u))
			return;
		ui_notice(u, e.msg);
		ui_finish(u, MG_EXIT_FAIL);
		return;
	}
	u->redraw = true;
}

void
ui_won(struct ui *u)
{
	struct won_note w;

	won_keep(&u->s, u->runs, u->player, (int64_t)time(NULL), &u->kept, &w);
	snprintf(u->result.note, sizeof u->result.note, "%s", w.text);
	u->out.unwritten |= w.unwritten;
	ui_show(u, SCR_RESULT);
}

void
ui_question_init(struct question *q, const struct answer *a, int n,
    void (*answer)(struct ui *u, enum cmd c))
{
	int i;

	memset(q, 0, sizeof *q);
	for (i = 0; i < n && i < 3; i++)
		q->answers[i] = a[i];
	q->answer = answer;
}
