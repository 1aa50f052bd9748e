/* options_k.c - a shape's own number K among the options. */
#include "config.h"

#include "app/options_given.h"
#include "app/options_k.h"

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
