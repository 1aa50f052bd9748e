/* quit.c - leaving a game: what to keep, saving it, the questions. */
#include "config.h"

#include <stdio.h>

#include "base/clock.h"
#include "base/i18n.h"
#include "front/quit.h"

const struct answer quit_failed_answers[QUESTION_ANSWERS] = {
	/* TRANSLATORS: answers to a question, after their keys ("y try
	 * again"); in a narrow terminal only the words before ';' show. */
	{ CMD_YES, N_("try again") }, { CMD_DISCARD, N_("quit; this game is lost") },
	{ CMD_NO, N_("back to the game") },
};

enum quit_step
quit_first(const struct session *s)
{
	return session_unfinished(s) ? QUIT_SAVE : QUIT_END;
}

int
quit_save(struct session *s, int (*quit_signal)(void), struct notices *kept,
    mg_err *e)
{
	int tries = 0, rc;

	/* A signal that does not end the game (a resize) may cut the wait
	 * for the lock short: wait again. */
	while ((rc = session_save(s, clock_ms(), e)) != 0
	    && e->code == MG_EINTR && quit_signal() == 0 && ++tries < 5)
		;
	if (rc == 0 && s->record_warn[0] != '\0')
		notices_keep(kept, s->record_warn);
	return rc;
}

int
quit_failed_lines(const char *why, char lines[][QUESTION_LINE_MAX])
{
	/* TRANSLATORS: the reason follows on the next line. */
	snprintf(lines[0], QUESTION_LINE_MAX, "%s", _("The game could not be saved:"));
	snprintf(lines[1], QUESTION_LINE_MAX, "%s", why);
	return 2;
}

void
quit_save_unasked(struct leave *l, struct session *s, uint64_t now,
    struct notices *kept)
{
	uint64_t start = clock_ms();
	mg_err e;
	int rc;

	if (l->status == 0 || l->quit_unsaved || !session_unfinished(s))
		return;
	/* The signals of a lost terminal come in twos and threes (the
	 * hang-up, then the shell's): one that cuts the wait for the lock
	 * short is no reason to lose the game.  Within the bound of a
	 * hang-up's save, wait again. */
	while ((rc = session_save(s, now, &e)) != 0 && e.code == MG_EINTR
	    && clock_ms() - start < QUIT_UNASKED_MS)
		;
	if (rc != 0) {
		notices_keep(kept, e.msg);
		return;
	}
	l->saved = true;
}
