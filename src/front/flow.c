/* flow.c - the flows between screens: a question asked and answered
 * through the front end's procs, quitting and a marathon's end. */
#include "config.h"

#include <time.h>

#include "base/err.h"
#include "front/flow.h"
#include "front/marathon_flow.h"
#include "front/quit.h"

void
flow_finish(struct flow *f, int status)
{
	*f->done = true;
	f->out->status = status;
}

void
flow_answer(struct flow *f, enum cmd c)
{
	void (*answered)(struct flow *, enum cmd) = f->answered;

	f->answered = NULL;
	if (answered != NULL)
		answered(f, c);
}

void
flow_ask(struct flow *f, struct flow_question *q, const struct answer *a,
    int n, void (*answered)(struct flow *, enum cmd))
{
	q->answers = a;
	q->nanswers = n;
	f->answered = answered;
	f->procs->ask(f->fe, q);
}

void
flow_marathon_over(struct flow *f, int64_t now)
{
	f->out->unwritten |= marathon_flow_end(f->s, f->player, now, f->kept);
}

/* The answer to "saving failed": y tries again, d quits all the same. */
static void
answer_save_failed(struct flow *f, enum cmd c)
{
	if (c == CMD_YES) {
		flow_quit(f);
	} else if (c == CMD_DISCARD) {
		f->out->quit_unsaved = true;
		flow_marathon_over(f, (int64_t)time(NULL));   /* not saved:
		                                                * it ends here */
		flow_finish(f, MG_EXIT_FAIL);
	}
}

/* Saves and ends the loop, or asks what to do when saving fails. */
static void
save_and_finish(struct flow *f)
{
	struct flow_question q;
	mg_err e;

	if (quit_save(f->s, f->procs->quit_signal, f->kept, &e) == 0) {
		f->out->saved = true;
		flow_finish(f, MG_EXIT_OK);
		return;
	}
	if (f->procs->quit_signal() != 0)
		return;   /* the loop ends with the signal's status */
	notices_keep(f->kept, e.msg);
	q.n = quit_failed_lines(e.msg, q.lines);
	flow_ask(f, &q, quit_failed_answers, QUESTION_ANSWERS,
	    answer_save_failed);
}

void
flow_quit(struct flow *f)
{
	if (f->procs->before_quit != NULL && f->procs->before_quit(f->fe))
		return;
	switch (quit_first(f->s)) {
	case QUIT_END:
		flow_finish(f, MG_EXIT_OK);
		break;
	case QUIT_SAVE:
		save_and_finish(f);
		break;
	}
}
