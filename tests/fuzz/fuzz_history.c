/* fuzz_history.c - libFuzzer harness for the history and the best
 * marathons files.
 *
 * Whatever the bytes, each parser must refuse them or return lines
 * that write out and read back the same, and that add up (statistics,
 * streak) without a fault.  The first byte chooses the parser.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/history.h"
#include "store/history_stats.h"
#include "store/marathons.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The history: parse, write, parse again, add up. */
static void
history_one(const char *data, size_t size)
{
	struct history h, again;
	struct history_stats st;
	char *out = NULL;
	size_t len = 0, i;
	FILE *f;
	mg_err e;

	if (history_parse(data, size, &h, &e) != 0)
		return;
	f = open_memstream(&out, &len);
	if (f == NULL || history_write(f, &h, &e) != 0 || fclose(f) != 0)
		abort();
	if (history_parse(out, len, &again, &e) != 0 || again.n > h.n)
		abort();
	/* What was kept is the newest lines, unchanged. */
	for (i = 0; i < again.n; i++) {
		const struct history_game *a = &again.v[i], *b = &h.v[h.n - again.n + i];

		if (a->when != b->when || strcmp(a->diff, b->diff) != 0
		    || a->result != b->result || a->moves != b->moves
		    || a->optimal != b->optimal || a->daily != b->daily)
			abort();
	}
	if (history_stats(&h, 20000, &st, &e) != 0)
		abort();
	for (i = 0; i < st.n; i++)
		if (st.row[i].escaped > st.row[i].played || st.row[i].best > 1000
		    || st.row[i].median > st.row[i].best)
			abort();
	if (st.streak > st.longest)
		abort();
	free(out);
	history_free(&h);
	history_free(&again);
}

/* The best marathons: parse, write, parse again. */
static void
marathons_one(const char *data, size_t size)
{
	struct marathon_list l, again;
	char *out = NULL, line[256];
	size_t len = 0, i;
	FILE *f;
	mg_err e;

	if (marathons_parse(data, size, &l, &e) != 0)
		return;
	f = open_memstream(&out, &len);
	if (f == NULL || marathons_write(f, &l, &e) != 0 || fclose(f) != 0)
		abort();
	if (marathons_parse(out, len, &again, &e) != 0 || again.n != l.n)
		abort();
	for (i = 0; i < l.n; i++) {
		if (marathons_compare(&l.v[i], &again.v[i]) != 0
		    || strcmp(l.v[i].name, again.v[i].name) != 0)
			abort();
		marathons_format(&l.v[i], i, line, sizeof line);
	}
	/* Adding keeps the list in order and within its size. */
	if (l.n > 0) {
		struct marathon_entry m = l.v[0];

		m.points++;
		if (marathons_add(&l, &m) != 0 || l.n > MARATHONS_KEEP)
			abort();
	}
	free(out);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	if (data[0] == 'm')
		marathons_one((const char *)data + 1, size - 1);
	else
		history_one((const char *)data + 1, size - 1);
	return 0;
}
