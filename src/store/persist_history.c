/* persist_history.c - the history on disk: a line added under the
 * lock, the file replaced atomically; a damaged one set aside as the
 * scores are; and the news a game brings. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "store/history_stats.h"
#include "store/persist.h"
#include "store/persist_int.h"

PERSIST_FILE(history, struct history, HISTORY_FILE, HISTORY_FILE_MAX)

int
persist_read_history_aside(struct history *h, mg_err *e)
{
	return persist_int_read_aside(&history_file, h, true, e);
}

/* Adds game g to history h, for persist_int_update(). */
static int
add_game(void *h, const void *g, mg_err *e)
{
	struct history *hist = h;

	return history_push(hist, g, e) == 0 ? (int)hist->n - 1 : -1;
}

int
persist_add_history(const struct history_game *g, struct history *h,
    mg_err *e)
{
	return persist_int_update(&history_file, h, add_game, g, NULL, e);
}

/* Writes the news of escape g, the last line of h, to note. */
static void
news(const struct history *h, const struct history_game *g, char *note,
    size_t size)
{
	uint32_t eff = history_efficiency(g->optimal, g->moves), was, days, longest;
	char a[16], b[16];
	size_t len;

	was = history_best(h, h->n - 1, g->diff);
	if (was > 0 && eff > was)
		/* TRANSLATORS: %1$s the difficulty (not translated), %2$s the
		 * new best (96.5%), %3$s the old. */
		snprintf(note, size, _("New best efficiency for %1$s: %2$s (was %3$s)."),
		    g->diff, history_percent(eff, a, sizeof a),
		    history_percent(was, b, sizeof b));
	if (g->daily == HISTORY_NO_DAY)
		return;
	days = history_streak(h, g->daily, &longest);
	len = strlen(note);
	snprintf(note + len, size - len, "%s", len > 0 ? " " : "");
	len = strlen(note);
	snprintf(note + len, size - len, ngettext("Daily streak: %u day.",
	    "Daily streak: %u days.", (unsigned long)days), (unsigned)days);
	len = strlen(note);
	if (days > 1 && days == longest)
		snprintf(note + len, size - len, " %s", _("Your longest yet."));
}

void
persist_record_game(const struct game *g, const char *diff, const char *daily_date,
    enum history_result r, int64_t when, char *note, size_t note_size,
    char *warn, size_t warn_size)
{
	struct history_game hg;
	struct history h;
	mg_err e;
	int rc;

	note[0] = warn[0] = '\0';
	memset(&hg, 0, sizeof hg);
	hg.when = when;
	snprintf(hg.diff, sizeof hg.diff, "%s", diff);
	hg.result = r;
	hg.moves = g->moves;
	hg.optimal = g->p.optimal;
	puzzle_shape_word(&g->p, hg.shape, sizeof hg.shape);
	hg.daily = HISTORY_NO_DAY;
	if (daily_date != NULL && history_parse_date(daily_date, &hg.daily) != 0)
		hg.daily = HISTORY_NO_DAY;
	rc = persist_add_history(&hg, &h, &e);
	if (rc != 0)
		snprintf(warn, warn_size, "%s", e.msg);
	if (r == HISTORY_ESCAPED && h.n > 0)
		news(&h, &hg, note, note_size);
	history_free(&h);
}
