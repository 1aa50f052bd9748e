/* flow_offer.c - the saved games offered at the start: the newest
 * first, whether to resume it, and on the player's word the next one
 * or this one deleted. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "app/session.h"
#include "base/i18n.h"
#include "front/flow.h"
#include "front/resume.h"
#include "front/start.h"
#include "store/saves.h"

static void answer_resume(struct flow *f, enum cmd c);

/* Asks about pending, saved game id with others beside it (it becomes
 * the pending game), after said (a line of what was just done, or
 * NULL). */
static void
ask_resume(struct flow *f, struct savegame *pending, uint32_t id,
    size_t others, const char *said)
{
	struct flow_question q;
	int n = 0;

	f->pending = pending;
	f->take_id = id;
	f->offer_others = others;
	if (said != NULL)
		snprintf(q.lines[n++], QUESTION_LINE_MAX, "%s", said);
	n += resume_question_lines(f->pending, f->take_id, f->offer_others, q.lines + n);
	q.n = n;
	/* The key to the next game only when there is one. */
	flow_ask(f, &q, resume_answers, f->offer_others > 0 ? RESUME_ANSWERS
	    : RESUME_ANSWERS - 1, answer_resume);
}

void
flow_offer_resume(struct flow *f, struct savegame *pending, uint32_t id,
    size_t others)
{
	ask_resume(f, pending, id, others, NULL);
}

/* Offers the saved game after game after into sg (the pending game's
 * place, now empty), after said; a new game when there is none left. */
static void
offer_next(struct flow *f, struct savegame *sg, uint32_t after,
    const char *said)
{
	uint32_t id;
	size_t others;
	mg_err e;
	int rc = start_next_save(after, sg, &id, &others, &e);

	if (rc == 0) {
		ask_resume(f, sg, id, others, said);
		return;
	}
	f->take_id = 0;
	flow_new_game(f);
	if (rc < 0)
		f->procs->notice(f->fe, e.msg);
	else if (said != NULL)
		f->procs->notice(f->fe, said);
}

/* The answer to "delete it for good?": y deletes the pending game and
 * offers the next; anything else asks about the same game again. */
static void
answer_delete(struct flow *f, enum cmd c)
{
	struct savegame *sg = f->pending;
	uint32_t id = f->take_id;
	char said[QUESTION_LINE_MAX];
	mg_err e;
	int rc;

	if (c != CMD_YES) {
		ask_resume(f, f->pending, f->take_id, f->offer_others, NULL);
		return;
	}
	flow_drop(f);
	rc = saves_remove(id, &e);
	if (rc == 0)
		/* TRANSLATORS: %u the number of a saved game. */
		snprintf(said, sizeof said, _("Saved game %u deleted."), (unsigned)id);
	else if (rc == 1)
		snprintf(said, sizeof said, "%s", _("The saved game is gone: another mazegame took it."));
	else
		snprintf(said, sizeof said, "%s", e.msg);
	offer_next(f, sg, id, said);
}

/* The answer to the resume question: y takes the saved game (as it is
 * on disk now); Tab offers the next one; d asks whether to delete it;
 * n, Esc and q close the question: a new game, the saved ones kept. */
static void
answer_resume(struct flow *f, enum cmd c)
{
	static const struct answer delete_answers[2] = {
		/* TRANSLATORS: answers to "Delete saved game N for good?". */
		{ CMD_YES, N_("delete it") }, { CMD_NO, N_("keep it") },
	};
	struct savegame *sg = f->pending;
	struct flow_question q;
	uint32_t id = f->take_id;

	switch (c) {
	case CMD_YES:
		flow_drop(f);
		flow_take_saved(f, true);
		break;
	case CMD_OTHER:
		flow_drop(f);
		offer_next(f, sg, id, NULL);
		break;
	case CMD_DISCARD:
		/* The pending game stays read while the question waits. */
		q.n = 3;
		session_describe_save(sg, id, q.lines[0], q.lines[1], QUESTION_LINE_MAX);
		/* TRANSLATORS: %u the number of a saved game. */
		snprintf(q.lines[2], QUESTION_LINE_MAX, _("Delete saved game %u for good?"),
		    (unsigned)id);
		flow_ask(f, &q, delete_answers, 2, answer_delete);
		break;
	default:
		/* The saved games stay: a new game is saved on its own. */
		flow_drop(f);
		f->take_id = 0;
		flow_new_game(f);
		break;
	}
}
