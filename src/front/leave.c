/* leave.c - the way out: the exit status, and the lines the player
 * reads after the screen is gone. */
#include "config.h"

#include <stdio.h>

#include "base/err.h"
#include "base/i18n.h"
#include "front/leave.h"

int
leave_status(const struct leave *l)
{
	return l->status == 0 && l->unwritten ? MG_EXIT_FAIL : l->status;
}

int
leave_lines(const struct leave *l, const struct notices *kept,
    char lines[LEAVE_LINES][NOTICE_MAX])
{
	int n = 0;
	size_t i;

	for (i = 0; i < NOTICES_MAX; i++)
		if (kept->v[i][0] != '\0')
			snprintf(lines[n++], NOTICE_MAX, "%s", kept->v[i]);
	if (l->saved && !l->lost)
		snprintf(lines[n++], NOTICE_MAX, "%s", l->arcade
		    /* TRANSLATORS: "p" is the arcade screen's key to play. */
		    ? _("game saved; p on the arcade's screen offers it again")
		    : _("game saved; continue it with 'mazegame --resume'"));
	if (l->quit_unsaved)
		snprintf(lines[n++], NOTICE_MAX, "%s", _("the game was not saved"));
	return n;
}
