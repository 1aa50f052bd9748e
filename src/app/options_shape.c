/* options_shape.c - the options that choose a maze's shape: --shape,
 * and a shape's own (--weave: a weave's crossings), in one place. */
#include "config.h"

#include "base/i18n.h"
#include "base/text.h"
#include "app/options_shape.h"

int
options_shape_parse(const char *arg, bool weave,
    const struct shape **shape, unsigned *percent, mg_err *e)
{
	uint64_t v;

	if (weave) {
		if (text_number("--weave", arg, 1, 100, &v, e) != 0)
			return -1;
		*percent = (unsigned)v;
		return 0;
	}
	if ((*shape = shape_find(arg)) == NULL)
		return err_set(e, _("--shape: unknown shape '%s' (see --list-shapes)"), arg);
	*shape = shape_held(*shape);
	return 0;
}
