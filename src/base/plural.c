/* plural.c - the choice between a count's singular and plural form. */
#include "config.h"

#include "base/plural.h"

const char *
plural_pick(const char *one, const char *many, uint64_t n)
{
	return n == 1 ? one : many;
}
