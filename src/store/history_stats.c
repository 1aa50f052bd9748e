/* history_stats.c - counts, efficiencies and streaks of the history. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/history_stats.h"

uint32_t
history_efficiency(uint64_t optimal, uint64_t moves)
{
	if (moves == 0 || optimal >= moves)
		return 1000;
	return (uint32_t)(optimal * 1000 / moves);
}

/* qsort: ascending numbers. */
static int
cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

static int
cmp_i32(const void *a, const void *b)
{
	int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;

	return x < y ? -1 : x > y;
}

/* The order of rows: the presets first, then the others by name. */
static int
rank_of(const char *diff)
{
	static const char *const first[] = { "easy", "normal", "hard" };
	int i;

	for (i = 0; i < 3; i++)
		if (strcmp(diff, first[i]) == 0)
			return i;
	return 3;
}

static int
cmp_row(const void *a, const void *b)
{
	const struct history_row *x = a, *y = b;
	int rx = rank_of(x->diff), ry = rank_of(y->diff);

	return rx != ry ? rx - ry : strcmp(x->diff, y->diff);
}

/* Fills row r (of difficulty r->diff) from h; effs is scratch for h->n
 * numbers. */
static void
fill_row(const struct history *h, struct history_row *r, uint32_t *effs)
{
	uint64_t quit = 0, resumed = 0;
	size_t i, n = 0;

	for (i = 0; i < h->n; i++) {
		const struct history_game *g = &h->v[i];

		if (strcmp(g->diff, r->diff) != 0)
			continue;
		if (g->result == HISTORY_ESCAPED)
			effs[n++] = history_efficiency(g->optimal, g->moves);
		else if (g->result == HISTORY_QUIT)
			quit++;
		else
			resumed++;
	}
	r->escaped = n;
	r->played = n + (quit > resumed ? quit - resumed : 0);
	if (n == 0)
		return;
	qsort(effs, n, sizeof effs[0], cmp_u32);
	r->best = effs[n - 1];
	/* The middle one, or the mean of the middle two (rounded down). */
	r->median = n % 2 ? effs[n / 2]
	    : (uint32_t)(((uint64_t)effs[n / 2 - 1] + effs[n / 2]) / 2);
}

int
history_stats(const struct history *h, int32_t today,
    struct history_stats *st, mg_err *e)
{
	uint32_t *effs;
	size_t i, j;

	memset(st, 0, sizeof *st);
	effs = mg_malloc(h->n, sizeof *effs, e);
	if (effs == NULL)
		return -1;
	for (i = 0; i < h->n; i++) {
		for (j = 0; j < st->n && strcmp(st->row[j].diff, h->v[i].diff) != 0; j++)
			;
		if (j == st->n && st->n < HISTORY_ROWS_MAX)
			memcpy(st->row[st->n++].diff, h->v[i].diff, sizeof h->v[i].diff);
	}
	qsort(st->row, st->n, sizeof st->row[0], cmp_row);
	for (j = 0; j < st->n; j++)
		fill_row(h, &st->row[j], effs);
	free(effs);
	st->streak = history_streak(h, today, &st->longest);
	return 0;
}

uint32_t
history_streak(const struct history *h, int32_t today, uint32_t *longest)
{
	int32_t *days = mg_malloc(h->n, sizeof *days, NULL);
	size_t i, n = 0, run = 0;
	uint32_t now = 0, best = 0;

	if (days == NULL) {
		*longest = 0;
		return 0;
	}
	for (i = 0; i < h->n; i++)
		if (h->v[i].result == HISTORY_ESCAPED && h->v[i].daily != HISTORY_NO_DAY
		    && h->v[i].daily <= today)
			days[n++] = h->v[i].daily;
	qsort(days, n, sizeof days[0], cmp_i32);
	for (i = 0; i < n; i++) {
		if (i > 0 && days[i] == days[i - 1])
			continue;   /* the same day twice */
		run = i > 0 && days[i] == days[i - 1] + 1 ? run + 1 : 1;
		if (run > best)
			best = (uint32_t)run;
		/* A run that reaches today, or yesterday: still going. */
		if (days[i] >= today - 1)
			now = (uint32_t)run;
	}
	free(days);
	*longest = best;
	return now;
}

uint32_t
history_best(const struct history *h, size_t n, const char *diff)
{
	uint32_t best = 0, eff;
	size_t i;

	for (i = 0; i < n && i < h->n; i++)
		if (h->v[i].result == HISTORY_ESCAPED && strcmp(h->v[i].diff, diff) == 0
		    && (eff = history_efficiency(h->v[i].optimal, h->v[i].moves)) > best)
			best = eff;
	return best;
}

char *
history_percent(uint32_t t, char *buf, size_t size)
{
	snprintf(buf, size, "%u.%u%%", t / 10, t % 10);
	return buf;
}
