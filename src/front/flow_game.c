/* flow_game.c - the flows of a game: begun, taken from the saved game,
 * solved after its first frame, won;
 * its long work reported through the front end's procs. */
#include "config.h"

#include <stdio.h>

#include "base/clock.h"
#include "base/i18n.h"
#include "front/flow.h"
#include "front/resume.h"
#include "front/won.h"

/* Long work failed with why: unless a signal or a lost terminal cut it
 * short (the loop ends with their status), says why and ends the loop
 * with status 1. */
static void
work_failed(struct flow *f, const char *why)
{
	if (f->procs->cut_short(f->fe))
		return;
	f->procs->notice(f->fe, why);
	flow_finish(f, MG_EXIT_FAIL);
}

void
flow_runs_start(struct flow *f)
{
	char note[320];

	if (!f->s->playing)
		return;
	if (runs_new_game(f->runs, f->s, note, sizeof note) != 0)
		f->procs->notice(f->fe, note);   /* a warning: told again on
		                                  * the way out */
	else if (note[0] != '\0')
		f->procs->tell(f->fe, note);
}

void
flow_new_game(struct flow *f)
{
	struct mg_progress prog;
	char what[96];
	mg_err e;

	snprintf(what, sizeof what, _("Making a %ux%u maze..."), f->s->kind.w,
	    f->s->kind.h);
	prog = f->procs->work(f->fe, what, false);
	if (session_new_game(f->s, &prog, clock_ms(), &e) != 0) {
		work_failed(f, e.msg);
		return;
	}
	f->procs->show_game(f->fe);
	flow_runs_start(f);
}

void
flow_play_run(struct flow *f, struct puzzle *p)
{
	mg_err e;

	runs_kind(f->runs, &f->s->kind);
	if (session_play_puzzle(f->s, p, clock_ms(), &e) != 0) {
		notices_keep(f->kept, e.msg);
		flow_finish(f, MG_EXIT_FAIL);
		return;
	}
	f->procs->show_game(f->fe);
	flow_runs_start(f);
}

bool
flow_take_saved(struct flow *f, bool or_new)
{
	struct mg_progress prog;
	char msg[sizeof ((mg_err *)0)->msg + 64];
	mg_err e;
	int rc;

	prog = f->procs->work(f->fe, _("Rebuilding the saved maze..."), false);
	rc = session_take(f->s, f->take_id, &prog, clock_ms(), &e);
	f->take_id = 0;
	if (rc == 0 && f->s->record_warn[0] != '\0')
		notices_keep(f->kept, f->s->record_warn);
	if (rc == 0) {
		f->procs->show_game(f->fe);
		flow_runs_start(f);
		return true;
	}
	if (f->procs->cut_short(f->fe))
		return false;
	resume_failed_words(rc, &e, msg, sizeof msg);
	if (or_new) {
		flow_new_game(f);
		f->procs->notice(f->fe, msg);
	} else {
		notices_keep(f->kept, msg);
		flow_finish(f, MG_EXIT_FAIL);
	}
	return false;
}

void
flow_drop(struct flow *f)
{
	if (f->pending != NULL)
		savegame_free(f->pending);
	f->pending = NULL;
	f->answered = NULL;
}

void
flow_solve_pending(struct flow *f)
{
	struct mg_progress prog;
	mg_err e;

	if (!session_unsolved(f->s))
		return;
	prog = f->procs->work(f->fe, "", true);
	if (session_solve(f->s, &prog, &e) != 0) {
		work_failed(f, e.msg);
		return;
	}
	f->procs->redraw(f->fe);
}

void
flow_won(struct flow *f, int64_t now)
{
	struct won_note w;

	won_keep(f->s, f->runs, f->player, now, f->kept, &w);
	f->out->unwritten |= w.unwritten;
	f->procs->show_result(f->fe, w.text);
}
