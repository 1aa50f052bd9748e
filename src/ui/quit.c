/* quit.c - leaving a game as the player asked: saving it, asking
 * before it replaces another saved game, and what to do when saving
 * fails (try again, quit without it, or play on). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "ui/race.h"
#include "ui/screen.h"
#include "ui/term.h"

/* The answers when saving failed, and before a save replaces another. */
static const struct answer failed[] = {
	/* TRANSLATORS: answers to a question, after their keys ("y try
	 * again"); in a narrow terminal only the words before ';' show. */
	{ CMD_YES, N_("try again") }, { CMD_DISCARD, N_("quit; this game is lost") },
	{ CMD_NO, N_("back to the game") },
};
static const struct answer replace[] = {
	{ CMD_YES, N_("quit, save this game; the other is lost") },
	{ CMD_DISCARD, N_("quit, keep the other; this game is lost") },
	{ CMD_NO, N_("back to this game; nothing is lost") },
};

/* The answer to "saving failed": y tries again, d quits all the same. */
static void
answer_save_failed(struct ui *u, enum cmd c)
{
	if (c == CMD_YES) {
		ui_quit(u);
	} else if (c == CMD_DISCARD) {
		u->quit_unsaved = true;
		ui_marathon_over(u);   /* not saved: it ends here */
		ui_finish(u, MG_EXIT_FAIL);
	}
}

/* Saves and ends the loop, or asks what to do when saving fails. */
static void
save_and_finish(struct ui *u)
{
	struct question q;
	mg_err e;
	int tries = 0, rc;

	/* A signal that does not end the game (a resize) may cut the wait
	 * for the lock short: wait again. */
	while ((rc = session_save(&u->s, draw_now_ms(), &e)) != 0
	    && e.code == MG_EINTR && ui_term_quit_signal() == 0 && ++tries < 5)
		;
	if (rc == 0) {
		if (u->s.record_warn[0] != '\0')
			ui_keep_notice(u, u->s.record_warn);
		u->saved = true;
		ui_finish(u, MG_EXIT_OK);
		return;
	}
	if (ui_term_quit_signal() != 0)
		return;   /* the loop ends with the signal's status */
	ui_keep_notice(u, e.msg);
	ui_question_init(&q, failed, 3, answer_save_failed);
	/* TRANSLATORS: the reason follows on the next line. */
	snprintf(q.lines[0], sizeof q.lines[0], "%s", _("The game could not be saved:"));
	snprintf(q.lines[1], sizeof q.lines[1], "%s", e.msg);
	q.n = 2;
	ui_question(u, &q);
}

/* The answer to "this would replace your other saved game". */
static void
answer_replace(struct ui *u, enum cmd c)
{
	if (c == CMD_YES) {
		u->s.other_save = false;
		save_and_finish(u);
	} else if (c == CMD_DISCARD) {
		ui_marathon_over(u);   /* not saved: it ends here */
		ui_finish(u, MG_EXIT_OK);
	}
}

void
ui_quit(struct ui *u)
{
	struct question q;

	/* A host asks before the room closes for the others. */
	if (ui_race_ask_close(u))
		return;
	if (!session_unfinished(&u->s)) {
		ui_finish(u, MG_EXIT_OK);
		return;
	}
	if (u->s.other_save) {
		ui_question_init(&q, replace, 3, answer_replace);
		/* TRANSLATORS: two lines of one sentence in a question box. */
		snprintf(q.lines[0], sizeof q.lines[0], "%s", _("You have another saved game,"));
		snprintf(q.lines[1], sizeof q.lines[1], "%s", _("and only one game can be kept."));
		q.n = 2;
		ui_question(u, &q);
		return;
	}
	save_and_finish(u);
}

