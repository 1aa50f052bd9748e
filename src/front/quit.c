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

const struct answer quit_replace_answers[QUESTION_ANSWERS] = {
	{ CMD_YES, N_("quit, save this game; the other is lost") },
	{ CMD_DISCARD, N_("quit, keep the other; this game is lost") },
	{ CMD_NO, N_("back to this game; nothing is lost") },
};

enum quit_step
quit_first(const struct session *s)
{
	if (!session_unfinished(s))
		return QUIT_END;
	return s->other_save ? QUIT_ASK_REPLACE : QUIT_SAVE;
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

int
quit_replace_lines(char lines[][QUESTION_LINE_MAX])
{
	/* TRANSLATORS: two lines of one sentence in a question box. */
	snprintf(lines[0], QUESTION_LINE_MAX, "%s", _("You have another saved game,"));
	snprintf(lines[1], QUESTION_LINE_MAX, "%s", _("and only one game can be kept."));
	return 2;
}

void
quit_save_unasked(struct leave *l, struct session *s, uint64_t now,
    struct notices *kept)
{
	char other[64], msg[NOTICE_MAX];
	mg_err e;

	if (l->status == 0 || l->quit_unsaved || !session_unfinished(s))
		return;
	if (session_save_unasked(s, now, other, sizeof other, &e) != 0) {
		notices_keep(kept, e.msg);
		return;
	}
	l->saved = true;
	if (other[0] != '\0') {
		/* TRANSLATORS: %s is a file name; saved-game is one too
		 * (not translated). */
		snprintf(msg, sizeof msg, _("your other saved game was kept as %s; rename it to saved-game to play it again"), other);
		notices_keep(kept, msg);
	}
}
