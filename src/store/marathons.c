/* marathons.c - the best marathons and their file. */
#include "config.h"

#include <inttypes.h>
#include <string.h>
#include <time.h>

#include "base/i18n.h"
#include "base/text.h"
#include "play/marathon.h"
#include "store/marathons.h"

#define MAGIC "mazegame-marathons"
#define FORMAT_VERSION 1

int
marathons_compare(const struct marathon_entry *a,
    const struct marathon_entry *b)
{
	if (a->points != b->points)
		return a->points > b->points ? -1 : 1;
	if (a->mazes != b->mazes)
		return a->mazes > b->mazes ? -1 : 1;
	if (a->when != b->when)
		return a->when < b->when ? -1 : 1;
	return 0;
}

/* Parses one "marathon" line into m. */
static int
parse_entry(const struct text_reader *r, struct marathon_entry *m, mg_err *e)
{
	uint64_t points, mazes, when, daily, seed;

	if (strcmp(r->field[0], "marathon") != 0)
		return text_error(r, e, _("unexpected record '%s'"), r->field[0]);
	if (text_expect(r, 7, e) != 0
	    || text_field_number(r, 1, _("points"), 0,
	    (uint64_t)MARATHON_LEVEL_MAX * MARATHON_POINTS_ONE, &points, e) != 0
	    || text_field_number(r, 2, _("mazes"), 1, MARATHON_LEVEL_MAX, &mazes, e) != 0
	    || text_field_number(r, 3, _("date"), 0, INT64_MAX, &when, e) != 0
	    || text_field_number(r, 4, _("daily"), 0, 1, &daily, e) != 0
	    || text_field_number(r, 5, _("seed"), 0, UINT64_MAX, &seed, e) != 0)
		return -1;
	if (points > mazes * MARATHON_POINTS_ONE)
		return text_error(r, e, _("more points than mazes"));
	if (strlen(r->field[6]) > SCORE_NAME_MAX)
		return text_error(r, e, _("name longer than %d characters"), SCORE_NAME_MAX);
	memset(m, 0, sizeof *m);
	m->points = points;
	m->mazes = (uint32_t)mazes;
	m->when = (int64_t)when;
	m->daily = daily != 0;
	m->seed = seed;
	strcpy(m->name, r->field[6]);
	return 0;
}

/* Takes one line of a marathons file into ctx (a marathon_list). */
static int
take_line(const struct text_reader *r, void *ctx, mg_err *e)
{
	struct marathon_list *l = ctx;
	struct marathon_entry m;

	if (l->n == MARATHONS_KEEP)
		return text_error(r, e, _("more than %d marathons"), MARATHONS_KEEP);
	if (parse_entry(r, &m, e) != 0)
		return -1;
	if (l->n > 0 && marathons_compare(&l->v[l->n - 1], &m) > 0)
		return text_error(r, e, _("out of order"));
	l->v[l->n++] = m;
	return 0;
}

int
marathons_parse(const char *data, size_t len, struct marathon_list *l,
    mg_err *e)
{
	memset(l, 0, sizeof *l);
	if (text_read_records(data, len, MAGIC, FORMAT_VERSION,
	    _("a mazegame marathons file"), take_line, l, e) == 0)
		return 0;
	memset(l, 0, sizeof *l);
	return -1;
}

int
marathons_write(FILE *f, const struct marathon_list *l, mg_err *e)
{
	size_t i;

	fprintf(f, "%s %d\n", MAGIC, FORMAT_VERSION);
	for (i = 0; i < l->n; i++)
		fprintf(f, "marathon %" PRIu64 " %" PRIu32 " %" PRId64 " %d %"
		    PRIu64 " %s\n", l->v[i].points, l->v[i].mazes, l->v[i].when,
		    l->v[i].daily ? 1 : 0, l->v[i].seed, l->v[i].name);
	if (ferror(f))
		return err_set(e, _("cannot format the marathons"));
	return 0;
}

int
marathons_add(struct marathon_list *l, const struct marathon_entry *m)
{
	size_t at = 0;

	/* After every entry that ranks above or level with it. */
	while (at < l->n && marathons_compare(&l->v[at], m) <= 0)
		at++;
	if (at >= MARATHONS_KEEP)
		return -1;
	if (l->n == MARATHONS_KEEP)
		l->n--;
	memmove(&l->v[at + 1], &l->v[at], (l->n - at) * sizeof l->v[0]);
	l->v[at] = *m;
	l->n++;
	return (int)at;
}

const char *
marathons_heading(void)
{
	/* TRANSLATORS: the columns of the best marathons in --high-scores;
	 * keep the widths of the lines under them. */
	return _(" #  name              mazes    score  date");
}

void
marathons_format(const struct marathon_entry *m, size_t rank, char *buf,
    size_t size)
{
	char date[16] = "?", pts[32];
	time_t when = (time_t)m->when;
	struct tm tm;

	if (gmtime_r(&when, &tm) != NULL)
		strftime(date, sizeof date, "%Y-%m-%d", &tm);
	marathon_points_text(m->points, pts, sizeof pts);
	snprintf(buf, size, "%2zu  %-16s %6" PRIu32 " %8s  %s%s", rank + 1,
	    m->name, m->mazes, pts, date, m->daily ? _("  (daily)") : "");
}
