/* history.c - the history file: dates, lines, parsing and writing. */
#include "config.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/text.h"
#include "store/history.h"

#define MAGIC "mazegame-history"
#define FORMAT_VERSION 2

static const char *const result_names[] = { "escaped", "quit", "resumed" };

/* Returns whether year is a leap year (Gregorian). */
static bool
leap(int64_t y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int32_t
history_day(int year, int month, int day, bool *ok)
{
	static const int mdays[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	int64_t y = year, era, yoe, doy, doe, m = month;

	*ok = year >= 1970 && year <= 9999 && month >= 1 && month <= 12
	    && day >= 1 && day <= mdays[month - 1] + (month == 2 && leap(y));
	if (!*ok)
		return 0;
	/* Days from civil (H. Hinnant): March-based years, 400-year eras. */
	y -= m <= 2;
	era = y / 400;
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + day - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return (int32_t)(era * 146097 + doe - 719468);
}

int
history_parse_date(const char *text, int32_t *day)
{
	int v[3] = { 0, 0, 0 }, i, k = 0;
	static const int len[3] = { 4, 2, 2 };
	bool ok;

	for (i = 0; i < 3; i++) {
		int j;

		for (j = 0; j < len[i]; j++, k++) {
			if (text[k] < '0' || text[k] > '9')
				return -1;
			v[i] = v[i] * 10 + (text[k] - '0');
		}
		if (text[k++] != (i < 2 ? '-' : '\0'))
			return -1;
	}
	*day = history_day(v[0], v[1], v[2], &ok);
	return ok ? 0 : -1;
}

char *
history_date(int32_t day, char *buf)
{
	/* Civil from days (H. Hinnant). */
	int64_t z = (int64_t)day + 719468, era, doe, yoe, y, doy, mp, d, m;
	char tmp[64];

	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	d = doy - (153 * mp + 2) / 5 + 1;
	m = mp < 10 ? mp + 3 : mp - 9;
	y += m <= 2;
	snprintf(tmp, sizeof tmp, "%04d-%02d-%02d", (int)(y % 10000), (int)m,
	    (int)d);
	memcpy(buf, tmp, 10);
	buf[10] = '\0';
	return buf;
}

const char *
history_result_name(enum history_result r)
{
	return result_names[r];
}

/* Returns whether word is a shape's word: a-z, then 0-9, 1 to
 * HISTORY_SHAPE_MAX characters. */
static bool
shape_ok(const char *word)
{
	size_t i = 0, n = strlen(word);

	while (i < n && word[i] >= 'a' && word[i] <= 'z')
		i++;
	if (i == 0)
		return false;
	while (i < n && word[i] >= '0' && word[i] <= '9')
		i++;
	return i == n && n <= HISTORY_SHAPE_MAX;
}

/* Returns whether name is a difficulty name: 1 to HISTORY_DIFF_MAX of
 * a-z. */
static bool
diff_ok(const char *name)
{
	size_t i, n = strlen(name);

	for (i = 0; i < n; i++)
		if (name[i] < 'a' || name[i] > 'z')
			return false;
	return n >= 1 && n <= HISTORY_DIFF_MAX;
}

int
history_format(const struct history_game *g, char *buf, size_t size)
{
	char date[16] = "-";
	int n;

	if (!diff_ok(g->diff) || g->when < 0 || (unsigned)g->result > HISTORY_RESUMED
	    || (g->shape[0] != '\0' && !shape_ok(g->shape)))
		return -1;
	if (g->daily != HISTORY_NO_DAY)
		history_date(g->daily, date);
	n = snprintf(buf, size, "game %" PRId64 " %s %s %" PRIu64 " %" PRIu64
	    " %s %s\n", g->when, g->diff, result_names[g->result], g->moves,
	    g->optimal, date, g->shape[0] != '\0' ? g->shape : "-");
	return n < 0 || (size_t)n >= size || n >= HISTORY_LINE_MAX ? -1 : 0;
}

/* Parses one "game" line of a file of version (1 or 2) into g. */
static int
parse_line(const struct text_reader *r, unsigned version,
    struct history_game *g, mg_err *e)
{
	uint64_t when, moves, optimal;
	size_t i, len = 0;
	int f;

	/* The line's length: its fields, a space between, the newline. */
	for (f = 0; f < r->nfields; f++)
		len += strlen(r->field[f]) + 1;
	if (len >= HISTORY_LINE_MAX)
		return text_error(r, e, _("line too long (at most %d bytes)"),
		    HISTORY_LINE_MAX - 1);
	if (strcmp(r->field[0], "game") != 0)
		return text_error(r, e, _("unexpected record '%s'"), r->field[0]);
	if (text_expect(r, version == 1 ? 7 : 8, e) != 0
	    || text_field_number(r, 1, _("date"), 0, INT64_MAX, &when, e) != 0
	    || text_field_number(r, 4, _("moves"), 0, UINT64_C(1) << 40, &moves, e) != 0
	    || text_field_number(r, 5, _("optimal"), 0, UINT64_C(1) << 40, &optimal, e) != 0)
		return -1;
	memset(g, 0, sizeof *g);
	if (!diff_ok(r->field[2]))
		return text_error(r, e, _("bad difficulty name"));
	strcpy(g->diff, r->field[2]);
	for (i = 0; i < 3 && strcmp(r->field[3], result_names[i]) != 0; i++)
		;
	if (i == 3)
		return text_error(r, e, _("unknown result '%s'"), r->field[3]);
	g->result = (enum history_result)i;
	if (g->result == HISTORY_ESCAPED && moves < optimal)
		return text_error(r, e, _("fewer moves than the optimal"));
	g->daily = HISTORY_NO_DAY;
	if (strcmp(r->field[6], "-") != 0
	    && history_parse_date(r->field[6], &g->daily) != 0)
		return text_error(r, e, _("bad date of the daily maze"));
	if (version > 1 && strcmp(r->field[7], "-") != 0) {
		if (!shape_ok(r->field[7]))
			return text_error(r, e, _("bad shape '%s'"), r->field[7]);
		strcpy(g->shape, r->field[7]);
	}
	g->when = (int64_t)when;
	g->moves = moves;
	g->optimal = optimal;
	return 0;
}

int
history_push(struct history *h, const struct history_game *g, mg_err *e)
{
	return mg_push(&h->v, &h->cap, &h->n, sizeof *h->v, 64, g, e);
}

/* What take_line fills: the history, and its file's version. */
struct taking {
	struct history *h;
	unsigned version;
};

/* Takes one line of a history into ctx (a struct taking). */
static int
take_line(const struct text_reader *r, void *ctx, mg_err *e)
{
	struct taking *t = ctx;
	struct history_game g;

	if (parse_line(r, t->version, &g, e) != 0)
		return -1;
	return history_push(t->h, &g, e);
}

int
history_parse(const char *data, size_t len, struct history *h, mg_err *e)
{
	static const char v1[] = MAGIC " 1\n";
	struct taking t = { h, FORMAT_VERSION };

	memset(h, 0, sizeof *h);
	/* A file of version 1, before the shape was kept, is read too. */
	if (len >= sizeof v1 - 1 && memcmp(data, v1, sizeof v1 - 1) == 0)
		t.version = 1;
	if (text_read_records(data, len, MAGIC, t.version,
	    _("a mazegame history"), take_line, &t, e) == 0)
		return 0;
	history_free(h);
	return -1;
}

int
history_write(FILE *f, const struct history *h, mg_err *e)
{
	char line[HISTORY_LINE_MAX];
	size_t i, first = 0, total = strlen(MAGIC) + 3;

	/* The newest lines that fit, counted from the end. */
	for (i = h->n; i > 0; i--) {
		if (history_format(&h->v[i - 1], line, sizeof line) != 0)
			return err_set(e, _("cannot format the history"));
		if (total + strlen(line) > HISTORY_FILE_MAX) {
			first = i;
			break;
		}
		total += strlen(line);
	}
	fprintf(f, "%s %d\n", MAGIC, FORMAT_VERSION);
	for (i = first; i < h->n; i++) {
		history_format(&h->v[i], line, sizeof line);
		fputs(line, f);
	}
	if (ferror(f))
		return err_set(e, _("cannot format the history"));
	return 0;
}

void
history_free(struct history *h)
{
	free(h->v);
	memset(h, 0, sizeof *h);
}
