/* history_report.c - --history's text and CSV. */
#include "config.h"

#include <inttypes.h>
#include <string.h>
#include <time.h>

#include "app/history_report.h"
#include "base/i18n.h"
#include "store/history_stats.h"

/* Writes every game as a CSV row. */
static void
report_csv(FILE *f, const struct history *h)
{
	char when[32], eff[16], daily[16];
	size_t i;

	fputs("date,difficulty,result,moves,optimal,efficiency,daily,shape\n", f);
	for (i = 0; i < h->n; i++) {
		const struct history_game *g = &h->v[i];
		time_t t = (time_t)g->when;
		struct tm tm;

		when[0] = eff[0] = daily[0] = '\0';
		if (gmtime_r(&t, &tm) != NULL)
			strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
		if (g->result == HISTORY_ESCAPED) {
			uint32_t e = history_efficiency(g->optimal, g->moves);

			snprintf(eff, sizeof eff, "%u.%u", e / 10, e % 10);
		}
		if (g->daily != HISTORY_NO_DAY)
			history_date(g->daily, daily);
		fprintf(f, "%s,%s,%s,%" PRIu64 ",%" PRIu64 ",%s,%s,%s\n", when, g->diff,
		    history_result_name(g->result), g->moves, g->optimal, eff, daily,
		    g->shape);
	}
}

/* Writes the table and the streak. */
static void
report_text(FILE *f, const struct history_stats *st)
{
	char best[16], median[16];
	size_t i;

	/* TRANSLATORS: --history's column headings; the numbers under
	 * them are right-aligned to the end of each heading. */
	fprintf(f, "%-12s %8s %8s %8s %8s\n", _("difficulty"), _("played"),
	    _("escaped"), _("best"), _("median"));
	for (i = 0; i < st->n; i++) {
		const struct history_row *r = &st->row[i];

		if (r->escaped > 0) {
			history_percent(r->best, best, sizeof best);
			history_percent(r->median, median, sizeof median);
		} else {
			strcpy(best, "-");
			strcpy(median, "-");
		}
		fprintf(f, "%-12s %8" PRIu64 " %8" PRIu64 " %8s %8s\n", r->diff,
		    r->played, r->escaped, best, median);
	}
	fputc('\n', f);
	/* TRANSLATORS: --history's last line, in two parts: "Daily
	 * streak: 3 days" then " (longest: 5 days)". */
	fprintf(f, ngettext("Daily streak: %u day", "Daily streak: %u days",
	    (unsigned long)st->streak), (unsigned)st->streak);
	fprintf(f, ngettext(" (longest: %u day)\n", " (longest: %u days)\n",
	    (unsigned long)st->longest), (unsigned)st->longest);
}

int
history_report(FILE *f, const struct history *h, int32_t today, bool csv,
    mg_err *e)
{
	struct history_stats st;

	if (csv) {
		report_csv(f, h);
		return 0;
	}
	if (h->n == 0) {
		fprintf(f, "%s\n", _("No games yet: your record begins with the first game you escape or quit."));
		return 0;
	}
	if (history_stats(h, today, &st, e) != 0)
		return -1;
	report_text(f, &st);
	return 0;
}
