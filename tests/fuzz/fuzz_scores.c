/* fuzz_scores.c - libFuzzer harness for the scores file.
 *
 * Whatever the bytes, the parser must either refuse them or return
 * tables that write out and read in again unchanged, and that can be
 * ranked, formatted and added to.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/scores.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Writes l to a new buffer; aborts on failure. */
static char *
write_out(const struct score_list *l, size_t *len)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);
	mg_err e;

	if (f == NULL || scores_write(f, l, &e) != 0)
		abort();
	if (fclose(f) != 0)
		abort();
	return buf;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct score_list l, again;
	struct score s;
	char *out, *out2, line[256];
	size_t len, len2, i;
	mg_err e;
	int at;

	if (scores_parse((const char *)data, size, &l, &e) != 0)
		return 0;
	out = write_out(&l, &len);
	if (scores_parse(out, len, &again, &e) != 0 || again.n != l.n)
		abort();
	for (i = 0; i < l.n; i++) {
		/* Sorted, and the same sorted order comes back (ties may
		 * swap, but tied entries compare equal). */
		if (i > 0 && (strcmp(l.v[i - 1].table, l.v[i].table) > 0
		    || (strcmp(l.v[i - 1].table, l.v[i].table) == 0
		    && scores_compare(&l.v[i - 1], &l.v[i]) > 0)))
			abort();
		if (strcmp(l.v[i].table, again.v[i].table) != 0
		    || scores_compare(&l.v[i], &again.v[i]) != 0)
			abort();
		if (scores_rank(&l, i) > i)
			abort();
		scores_format(&l.v[i], scores_rank(&l, i), line, sizeof line);
	}
	/* Writing the re-read tables gives the same bytes, unless ties
	 * came back in another order. */
	out2 = write_out(&again, &len2);
	if (len2 != len)
		abort();
	if (memcmp(out, out2, len) != 0) {
		for (i = 0; i < l.n; i++)
			if (!scores_equal(&l.v[i], &again.v[i])
			    && scores_compare(&l.v[i], &again.v[i]) != 0)
				abort();
	}
	free(out);
	free(out2);
	scores_free(&again);
	/* Adding to whatever was read keeps its table at most ten long
	 * (when it was) and returns the new entry. */
	if (l.n > 0) {
		s = l.v[0];
		memcpy(s.name, "fuzz", 5);
		s.moves = s.optimal > 0 ? s.optimal : 1;
		s.elapsed_ms = 0;
		s.hints = 0;
		s.assisted = false;
		s.when = 0;
		at = scores_add(&l, &s, &e);
		if (at >= 0 && strcmp(l.v[at].name, "fuzz") != 0)
			abort();
		if (at == -1 && l.n < SCORES_MAX)
			abort();
	}
	scores_free(&l);
	return 0;
}
