/* chalk.c - chalk marks on the cells. */
#include "config.h"

#include <stdlib.h>

#include "base/bitset.h"
#include "base/i18n.h"
#include "play/chalk.h"

enum chalk
chalk_next(enum chalk c)
{
	return c == CHALK_NONE ? CHALK_ONCE : c == CHALK_ONCE ? CHALK_CROSSED
	    : CHALK_NONE;
}

enum chalk
chalk_get(const struct chalk_marks *cm, uint32_t cell)
{
	if (cm->marked == NULL || !bitset_get(cm->marked, cell))
		return CHALK_NONE;
	return bitset_get(cm->crossed, cell) ? CHALK_CROSSED : CHALK_ONCE;
}

int
chalk_put(struct chalk_marks *cm, uint64_t n, uint32_t cell, enum chalk c,
    mg_err *e)
{
	if (cm->marked == NULL) {
		if (c == CHALK_NONE)
			return 0;
		cm->marked = bitset_create(n, e);
		cm->crossed = bitset_create(n, e);
		if (cm->marked == NULL || cm->crossed == NULL) {
			chalk_free(cm);
			return -1;
		}
	}
	if (c == CHALK_NONE)
		bitset_clear(cm->marked, cell);
	else
		bitset_set(cm->marked, cell);
	if (c == CHALK_CROSSED)
		bitset_set(cm->crossed, cell);
	else
		bitset_clear(cm->crossed, cell);
	return 0;
}

uint64_t
chalk_count(const struct chalk_marks *cm, uint64_t n)
{
	uint64_t i, count = 0, w;

	for (i = 0; cm->marked != NULL && i < (n + 63) / 64; i++)
		for (w = cm->marked[i]; w != 0; w &= w - 1)
			count++;
	return count;
}

int
chalk_restore(struct chalk_marks *to, const struct chalk_marks *from,
    const uint64_t *walked, uint64_t n, mg_err *e)
{
	uint64_t c;

	for (c = 0; from->marked != NULL && c < n; c++) {
		if (!bitset_get(from->marked, c))
			continue;
		if (!bitset_get(walked, c))
			return err_set(e, _("the saved chalk marks do not fit the trail"));
		if (chalk_put(to, n, (uint32_t)c, chalk_get(from, (uint32_t)c), e) != 0)
			return -1;
	}
	return 0;
}

void
chalk_free(struct chalk_marks *cm)
{
	free(cm->marked);
	free(cm->crossed);
	cm->marked = cm->crossed = NULL;
}
