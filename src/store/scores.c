/* scores.c - high-score tables and their file. */
#include "config.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/i18n.h"
#include "base/width.h"
#include "maze/maze.h"
#include "base/ratio.h"
#include "store/scores.h"
#include "base/text.h"

#define MAGIC "mazegame-scores"
#define FORMAT_VERSION 1

const char *
scores_table(const char *diff, uint32_t w, uint32_t h, uint32_t pw,
    uint32_t ph, char *buf, size_t size)
{
	uint64_t cells = (uint64_t)w * h;
	const char *cls;

	if (w == pw && h == ph) {
		snprintf(buf, size, "%s", diff);
		return buf;
	}
	cls = cells <= 150 ? "tiny" : cells <= 600 ? "small"
	    : cells <= 2500 ? "medium" : cells <= 20000 ? "large" : "huge";
	snprintf(buf, size, "%s-%s", diff, cls);
	return buf;
}

void
scores_sanitize_name(const char *name, char *out)
{
	size_t i;

	for (i = 0; name != NULL && name[i] != '\0' && i < SCORE_NAME_MAX; i++) {
		unsigned char c = (unsigned char)name[i];
		out[i] = c > 0x20 && c < 0x7f ? (char)c : '_';
	}
	out[i] = '\0';
	if (i == 0)
		strcpy(out, "player");
}

unsigned
scores_percent(uint64_t optimal, uint64_t moves)
{
	return ratio_percent(optimal, moves);
}

/* Returns 0 unassisted, 1 with hints, 2 with the solution shown. */
static int
assistance(const struct score *s)
{
	return s->assisted ? 2 : s->hints > 0 ? 1 : 0;
}

int
scores_compare(const struct score *a, const struct score *b)
{
	uint64_t ea, eb;

	if (assistance(a) != assistance(b))
		return assistance(a) - assistance(b);
	/* optimal/moves, compared exactly: both are capped so the
	 * products stay in 64 bits (no moves means no efficiency yet). */
	ea = a->optimal * (b->moves ? b->moves : 1);
	eb = b->optimal * (a->moves ? a->moves : 1);
	if (ea != eb)
		return ea > eb ? -1 : 1;
	if (a->elapsed_ms != b->elapsed_ms)
		return a->elapsed_ms < b->elapsed_ms ? -1 : 1;
	if (a->when != b->when)
		return a->when < b->when ? -1 : 1;
	return 0;
}

/* qsort adaptor: by table name, then rank. */
static int
cmp_entries(const void *pa, const void *pb)
{
	const struct score *a = pa, *b = pb;
	int c = strcmp(a->table, b->table);

	return c != 0 ? c : scores_compare(a, b);
}

/* Returns whether s is a lower-case word of letters, digits and '-'. */
static bool
is_word(const char *s, size_t max)
{
	size_t n = strlen(s), i;

	if (n == 0 || n > max)
		return false;
	for (i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9')
		    || s[i] == '-'))
			return false;
	return true;
}

/* Appends s to l; returns 0 or -1 when out of memory. */
static int
push(struct score_list *l, const struct score *s, mg_err *e)
{
	return mg_push(&l->v, &l->cap, &l->n, sizeof *l->v, 16, s, e);
}

/* Parses one "score" line into s. */
static int
parse_entry(const struct text_reader *r, struct score *s, mg_err *e)
{
	uint64_t v[9];
	static const struct { const char *what; uint64_t min, max; } num[] = {
		{ "moves", 1, SCORE_MOVES_MAX },
		{ "optimal", 0, MAZE_MAX_CELLS },
		{ "time", 0, UINT64_C(1) << 50 },
		{ "hints", 0, UINT32_MAX },
		{ "assisted", 0, 1 },
		{ "date", 0, INT64_MAX },
		{ "width", 1, MAZE_MAX_SIDE },
		{ "height", 1, MAZE_MAX_SIDE },
		{ "seed", 0, UINT64_MAX },
	};
	static const int at[9] = { 3, 4, 5, 6, 7, 8, 10, 11, 12 };
	int i;

	if (text_expect(r, 13, e) != 0)
		return -1;
	memset(s, 0, sizeof *s);
	if (!is_word(r->field[1], SCORE_TABLE_MAX))
		return text_error(r, e, _("bad table name"));
	strcpy(s->table, r->field[1]);
	if (strlen(r->field[2]) > SCORE_NAME_MAX)
		return text_error(r, e, _("name longer than %d characters"), SCORE_NAME_MAX);
	strcpy(s->name, r->field[2]);
	if (!is_word(r->field[9], SCORE_ALGO_MAX))
		return text_error(r, e, _("bad algorithm name"));
	strcpy(s->algo, r->field[9]);
	for (i = 0; i < 9; i++)
		if (text_field_number(r, at[i], num[i].what, num[i].min, num[i].max,
		    &v[i], e) != 0)
			return -1;
	if (v[1] > v[0] || (uint64_t)v[6] * v[7] > MAZE_MAX_CELLS)
		return text_error(r, e, _("impossible entry"));
	s->moves = v[0];
	s->optimal = v[1];
	s->elapsed_ms = v[2];
	s->hints = (uint32_t)v[3];
	s->assisted = v[4] != 0;
	s->when = (int64_t)v[5];
	s->w = (uint32_t)v[6];
	s->h = (uint32_t)v[7];
	s->seed = v[8];
	return 0;
}

/* Takes one line of a scores file into ctx (a struct score_list). */
static int
take_line(const struct text_reader *r, void *ctx, mg_err *e)
{
	struct score_list *l = ctx;
	struct score s;

	if (strcmp(r->field[0], "score") != 0)
		return text_error(r, e, _("unknown record '%s'"), r->field[0]);
	if (l->n == SCORES_MAX)
		return text_error(r, e, _("more than %d entries"), SCORES_MAX);
	if (parse_entry(r, &s, e) != 0)
		return -1;
	return push(l, &s, e);
}

int
scores_parse(const char *data, size_t len, struct score_list *l, mg_err *e)
{
	memset(l, 0, sizeof *l);
	if (text_read_records(data, len, MAGIC, FORMAT_VERSION,
	    _("a mazegame scores file"), take_line, l, e) != 0) {
		scores_free(l);
		return -1;
	}
	if (l->n > 0)
		qsort(l->v, l->n, sizeof *l->v, cmp_entries);
	return 0;
}

int
scores_write(FILE *f, const struct score_list *l, mg_err *e)
{
	size_t i;

	fprintf(f, "%s %d\n", MAGIC, FORMAT_VERSION);
	for (i = 0; i < l->n; i++) {
		const struct score *s = &l->v[i];
		fprintf(f, "score %s %s %" PRIu64 " %" PRIu64 " %" PRIu64
		    " %" PRIu32 " %d %" PRId64 " %s %" PRIu32 " %" PRIu32
		    " %" PRIu64 "\n", s->table, s->name, s->moves, s->optimal,
		    s->elapsed_ms, s->hints, s->assisted ? 1 : 0, s->when,
		    s->algo, s->w, s->h, s->seed);
	}
	if (ferror(f))
		return err_set(e, _("cannot format the scores"));
	return 0;
}

size_t
scores_rank(const struct score_list *l, size_t i)
{
	size_t first = i;

	while (first > 0 && strcmp(l->v[first - 1].table, l->v[i].table) == 0)
		first--;
	return i - first;
}

bool
scores_equal(const struct score *a, const struct score *b)
{
	return strcmp(a->table, b->table) == 0 && strcmp(a->name, b->name) == 0
	    && a->moves == b->moves && a->optimal == b->optimal
	    && a->elapsed_ms == b->elapsed_ms && a->hints == b->hints
	    && a->assisted == b->assisted && a->when == b->when
	    && strcmp(a->algo, b->algo) == 0 && a->w == b->w && a->h == b->h
	    && a->seed == b->seed;
}

/* Returns whether s is an entry the parser would accept back. */
static bool
entry_valid(const struct score *s)
{
	size_t i, n = strlen(s->name);

	for (i = 0; i < n; i++)
		if ((unsigned char)s->name[i] <= 0x20 || (unsigned char)s->name[i] >= 0x7f)
			return false;
	return n > 0 && is_word(s->table, SCORE_TABLE_MAX)
	    && is_word(s->algo, SCORE_ALGO_MAX) && s->moves >= 1
	    && s->moves <= SCORE_MOVES_MAX && s->optimal <= s->moves
	    && s->when >= 0 && s->w >= 1 && s->h >= 1
	    && (uint64_t)s->w * s->h <= MAZE_MAX_CELLS;
}

int
scores_add(struct score_list *l, const struct score *s, mg_err *e)
{
	size_t i, worst = 0, in_table = 0;
	bool have = false;
	int found = -1;

	/* Never write what could not be read back: the file would be set
	 * aside at the next reading. */
	if (!entry_valid(s))
		return err_set(e, _("this game cannot be entered in the high scores"));

	for (i = 0; i < l->n; i++) {
		if (strcmp(l->v[i].table, s->table) != 0)
			continue;
		in_table++;
		if (!have || scores_compare(&l->v[i], &l->v[worst]) >= 0) {
			worst = i;
			have = true;
		}
	}
	if (in_table >= SCORES_KEEP) {
		/* A tie with the last entry does not push it out. */
		if (scores_compare(s, &l->v[worst]) >= 0)
			return -2;
		l->v[worst] = *s;
	} else {
		if (l->n >= SCORES_MAX)
			return err_set(e, _("the scores file is full"));
		if (push(l, s, e) != 0)
			return -1;
	}
	qsort(l->v, l->n, sizeof *l->v, cmp_entries);
	/* Of identical entries, the new one is shown last. */
	for (i = 0; i < l->n; i++)
		if (scores_equal(&l->v[i], s))
			found = (int)i;
	return found;
}

const char *
scores_heading(void)
{
	/* TRANSLATORS: the heading of --high-scores: each word ends
	 * where its column's numbers end (in display columns): the
	 * name starts at column 4 and is 16 wide, moves end at column 27,
	 * optimal at 35, eff at 40, time at 48, date starts at 50. */
	return _(" #  name              moves optimal  eff    time  date");
}

void
scores_format(const struct score *s, size_t rank, char *buf, size_t size)
{
	char t[32], date[16] = "?", help[24] = "";
	size_t len;
	time_t when = (time_t)s->when;
	struct tm tm;

	text_duration(t, sizeof t, s->elapsed_ms);
	if (gmtime_r(&when, &tm) != NULL)
		strftime(date, sizeof date, "%Y-%m-%d", &tm);
	if (s->assisted)
		/* TRANSLATORS: after a score in --high-scores; keep the two
		 * spaces at the start. */
		snprintf(help, sizeof help, "%s", _("  assisted"));
	else if (s->hints > 0)
		/* TRANSLATORS: after a score in --high-scores; keep the two
		 * spaces at the start. */
		snprintf(help, sizeof help, ngettext("  %" PRIu32 " hint",
		    "  %" PRIu32 " hints", s->hints), s->hints);
	snprintf(buf, size, "%2zu  ", rank + 1);
	len = text_left(buf, size, s->name, 16);   /* 16 columns on screen */
	snprintf(buf + len, size - len, " %6" PRIu64 " %7" PRIu64 " %3u%% %7s  %s%s",
	    s->moves, s->optimal, scores_percent(s->optimal, s->moves), t, date, help);
}

void
scores_free(struct score_list *l)
{
	free(l->v);
	memset(l, 0, sizeof *l);
}
