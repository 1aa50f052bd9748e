/* options_shape.c - the options that choose a maze's shape: --shape,
 * and a shape's own (--weave: a weave's crossings), in one place. */
#include "config.h"

#include "base/i18n.h"
#include "base/text.h"
#include "app/options.h"
#include "app/options_given.h"
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
	if (*shape == &shape_square)
		*shape = NULL;
	return 0;
}

uint32_t *
options_k(struct options *o, const struct shape *s)
{
	if (s == &shape_floors)
		return &o->floors;
	if (s == &shape_weave)
		return &o->weave;
	return NULL;
}

const struct shape *
options_k_shape(const struct options *o)
{
	if (o->weave != 0)
		return &shape_weave;
	if (o->floors != 0)
		return &shape_floors;
	return NULL;
}

bool
options_k_given(const struct options *o, const struct shape *s)
{
	return (s == &shape_floors && (o->given & OPTG(OPTG_FLOORS)))
	    || (s == &shape_weave && (o->given & OPTG(OPTG_WEAVE)));
}

uint32_t
options_k_of(const struct options *o, const struct shape *s)
{
	uint32_t k = s == &shape_floors ? o->floors : s == &shape_weave ? o->weave : 0;

	return k != 0 || s->k_name == NULL ? k : s->k_default;
}
