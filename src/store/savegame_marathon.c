/* savegame_marathon.c - a marathon's record in the saved game. */
#include "config.h"

#include <inttypes.h>

#include "base/i18n.h"
#include "store/savegame_marathon.h"

void
savegame_write_marathon(FILE *f, const struct marathon *mr)
{
	if (mr != NULL)
		fprintf(f, "marathon %" PRIu64 " %" PRIu32 " %" PRIu64 " %d\n",
		    mr->seed, mr->level, mr->points, mr->daily ? 1 : 0);
}

int
savegame_parse_marathon(const struct text_reader *r, struct marathon *mr,
    bool *seen, mg_err *e)
{
	uint64_t seed, level, points, daily;

	if (*seen)
		return text_error(r, e, _("a second 'marathon' record"));
	if (text_expect(r, 5, e) != 0
	    || text_field_number(r, 1, _("seed"), 0, UINT64_MAX, &seed, e) != 0
	    || text_field_number(r, 2, _("level"), 1, MARATHON_LEVEL_MAX, &level, e) != 0
	    || text_field_number(r, 3, _("points"), 0,
	    (uint64_t)(level - 1) * MARATHON_POINTS_ONE, &points, e) != 0
	    || text_field_number(r, 4, _("daily"), 0, 1, &daily, e) != 0)
		return -1;
	marathon_start(mr, seed, daily != 0);
	mr->level = (uint32_t)level;
	mr->points = points;
	*seen = true;
	return 0;
}
