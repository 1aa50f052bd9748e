/* won.c - a win kept: the score, the run, and what is said of them. */
#include "config.h"

#include <stdio.h>

#include "app/session_marathon.h"
#include "base/i18n.h"
#include "front/won.h"

void
won_keep(struct session *s, struct runs *rs, const char *player,
    int64_t now, struct notices *kept, struct won_note *out)
{
	char note[320];
	mg_err e;
	int rc;

	out->text[0] = '\0';
	out->unwritten = false;
	if ((s->marathon_on ? session_marathon_won(s, player, now, &e)
	    : session_record_win(s, player, now, &e)) != 0) {
		notices_keep(kept, e.msg);
		/* TRANSLATORS: the score was not recorded; %s says why. */
		snprintf(out->text, sizeof out->text, _("Not recorded: %s"), e.msg);
		out->unwritten |= e.code != MG_EDAMAGED;   /* set aside: a warning */
	}
	if (s->record_warn[0] != '\0')
		notices_keep(kept, s->record_warn);
	/* The run: written, kept, raced; the race's words first. */
	rc = runs_won(rs, s, note, sizeof note, &e);
	if (rc != 0)
		notices_keep(kept, e.msg);
	if (note[0] != '\0')
		notices_keep(kept, note);
	if (rc != 0 && e.code != MG_EDAMAGED && (out->text[0] == '\0'
	    || rs->record_path != NULL)) {
		/* A run not written is said on the result, before the race
		 * (and before the score, when --record asked for it). */
		out->unwritten = true;
		snprintf(out->text, sizeof out->text, _("Run: %.300s"), e.msg);
	} else if (out->text[0] == '\0'
	    && runs_result_text(rs, out->text, sizeof out->text) == NULL) {
		if (rc != 0)
			/* TRANSLATORS: the run was not written; %s says why. */
			snprintf(out->text, sizeof out->text, _("Run: %.300s"), e.msg);
		else
			snprintf(out->text, sizeof out->text, "%.300s", note);
	}
}
