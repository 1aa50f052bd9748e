/* options_shape.c - the options that choose a maze's shape: --shape,
 * and a shape's own number K (--floors, --weave), in one place. */
#include "config.h"

#include <stdio.h>

#include "base/i18n.h"
#include "base/text.h"
#include "app/options_shape.h"

int
options_shape_parse(const char *arg, const struct shape **shape, mg_err *e)
{
	if ((*shape = shape_find(arg)) == NULL)
		return err_set(e, _("--shape: unknown shape '%s' (see --list-shapes)"), arg);
	*shape = shape_held(*shape);
	return 0;
}

int
options_k_parse(const char *name, const char *arg, uint32_t *k,
    const struct shape **k_shape, mg_err *e)
{
	const struct shape *s = shape_find_k(name);
	char opt[40];
	uint64_t v;

	if (s == NULL)
		return err_set(e, _("--%s: no shape has that number"), name);
	snprintf(opt, sizeof opt, "--%s", name);
	if (text_number(opt, arg, s->k_min, s->k_max, &v, e) != 0)
		return -1;
	if (*k_shape != NULL && *k_shape != s)
		return err_set(e, _("--%1$s goes with --shape=%2$s only"),
		    (*k_shape)->k_name, (*k_shape)->name);
	*k = (uint32_t)v;
	*k_shape = s;
	return 0;
}
