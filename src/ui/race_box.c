/* race_box.c - what the race's boxes (the lobby, the finish table)
 * share: the racers' states in words, the rows a box may have, the
 * room's note at its end. */
#include "config.h"

#include <curses.h>
#include <stdio.h>

#include "base/i18n.h"
#include "base/width.h"
#include "net/proto_words.h"
#include "ui/race_box.h"
#include "ui/screen.h"

/* Returns a racer's state in the player's language (the protocol's
 * word, proto_racer_state_name, stays English). */
const char *
ui_race_state_word(unsigned state)
{
	static const char *const words[PROTO_RACER_STATES] = {
		/* TRANSLATORS: what a racer does, in the room's list and
		 * the finish table: in the lobby, racing, finished, joined
		 * mid-race, only watching, left. */
		NC_("racer", "ready"), NC_("racer", "racing"),
		NC_("racer", "finished"), NC_("racer", "watching"),
		NC_("racer", "spectator"), NC_("racer", "left"),
	};

	return state < PROTO_RACER_STATES ? i18n_context(words[state])
	    : proto_racer_state_name(state);
}


int
ui_race_box_lines(char *text, size_t stride, int n, const char *note, int cols,
    const char **lines)
{
	int i;

	if (note[0] != '\0')
		snprintf(text + (size_t)n++ * stride, stride, "%.*s",
		    (int)text_cut(note, cols), note);
	for (i = 0; i < n; i++)
		lines[i] = text + (size_t)i * stride;
	return n;
}


int
ui_race_box_rows(const struct ui *u)
{
	int rows = u->d.rows >= 6 ? u->d.rows - 2 : LINES - 2;

	if (rows > BOX_LINES - 2)
		rows = BOX_LINES - 2;
	return rows < 1 ? 1 : rows;
}

