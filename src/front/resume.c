/* resume.c - the saved game offered again: the question, and what is
 * said when it cannot be taken. */
#include "config.h"

#include <stdio.h>

#include "app/session.h"
#include "base/i18n.h"
#include "front/resume.h"

const struct answer resume_answers[RESUME_ANSWERS] = {
	/* TRANSLATORS: answers to a question, after their keys; in a
	 * narrow terminal only the words before the ';' show. */
	{ CMD_YES, N_("resume it") }, { CMD_NO, N_("new game; it stays saved") },
	{ CMD_DISCARD, N_("delete it") }, { CMD_OTHER, N_("the next saved game") },
};

int
resume_question_lines(const struct savegame *sg, uint32_t id, size_t others,
    char lines[][QUESTION_LINE_MAX])
{
	int n = 2;

	session_describe_save(sg, id, lines[0], lines[1], QUESTION_LINE_MAX);
	if (others > 0)
		/* TRANSLATORS: %zu how many saved games besides the one
		 * offered; each is kept on its own. */
		snprintf(lines[n++], QUESTION_LINE_MAX, ngettext("%zu other saved game is kept too.",
		    "%zu other saved games are kept too.", (unsigned long)others), others);
	snprintf(lines[n++], QUESTION_LINE_MAX, "%s", _("Resume it?"));
	return n;
}

char *
resume_failed_words(int rc, const mg_err *e, char *buf, size_t size)
{
	if (rc == 1)
		snprintf(buf, size, "%s", _("The saved game is gone: another mazegame took it."));
	else if (e->code == MG_ELOCKED)
		snprintf(buf, size, "%s", e->msg);
	else if (e->code == MG_EDAMAGED)
		snprintf(buf, size, "%s", e->msg);
	else
		snprintf(buf, size, _("cannot resume the saved game: %s"), e->msg);
	return buf;
}
