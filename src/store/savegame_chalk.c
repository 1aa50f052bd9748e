/* savegame_chalk.c - the chalk marks' lines of the saved game. */
#include "config.h"

#include <inttypes.h>

#include "base/i18n.h"
#include "store/savegame_chalk.h"

void
savegame_chalk_write(FILE *f, const struct chalk_marks *cm, uint32_t n)
{
	uint32_t c;
	enum chalk k;

	for (c = 0; cm->marked != NULL && c < n; c++)
		if ((k = chalk_get(cm, c)) != CHALK_NONE)
			fprintf(f, "chalk %" PRIu32 " %d\n", c, k == CHALK_CROSSED ? 2 : 1);
}

int
savegame_chalk_parse(const struct text_reader *r, struct chalk_marks *cm,
    uint64_t n, uint64_t *next, mg_err *e)
{
	uint64_t cell, kind;

	if (*next >= n)
		return text_error(r, e, _("chalk after the last cell"));
	if (text_expect(r, 3, e) != 0
	    || text_field_number(r, 1, "cell", *next, n - 1, &cell, e) != 0
	    || text_field_number(r, 2, "chalk", 1, 2, &kind, e) != 0)
		return -1;
	if (chalk_put(cm, n, (uint32_t)cell, kind == 2 ? CHALK_CROSSED : CHALK_ONCE, e) != 0)
		return -1;
	*next = cell + 1;
	return 0;
}
