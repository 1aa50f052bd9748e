/* quit.c - leaving a game as the player asked: the questions of
 * front/quit.h asked over the screen, their answers acted on, and the
 * loop ended. */
#include "config.h"

#include "front/quit.h"
#include "ui/race.h"
#include "ui/screen.h"
#include "ui/term.h"

/* The answer to "saving failed": y tries again, d quits all the same. */
static void
answer_save_failed(struct ui *u, enum cmd c)
{
	if (c == CMD_YES) {
		ui_quit(u);
	} else if (c == CMD_DISCARD) {
		u->out.quit_unsaved = true;
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

	if (quit_save(&u->s, ui_term_quit_signal, &u->kept, &e) == 0) {
		u->out.saved = true;
		ui_finish(u, MG_EXIT_OK);
		return;
	}
	if (ui_term_quit_signal() != 0)
		return;   /* the loop ends with the signal's status */
	ui_keep_notice(u, e.msg);
	ui_question_init(&q, quit_failed_answers, QUESTION_ANSWERS, answer_save_failed);
	q.n = quit_failed_lines(e.msg, q.lines);
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
	switch (quit_first(&u->s)) {
	case QUIT_END:
		ui_finish(u, MG_EXIT_OK);
		break;
	case QUIT_ASK_REPLACE:
		ui_question_init(&q, quit_replace_answers, QUESTION_ANSWERS, answer_replace);
		q.n = quit_replace_lines(q.lines);
		ui_question(u, &q);
		break;
	case QUIT_SAVE:
		save_and_finish(u);
		break;
	}
}
