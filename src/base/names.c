/* names.c - tables of names for numbers, read both ways. */
#include "config.h"

#include <strings.h>

#include "base/names.h"

const char *
names_of(const struct name_entry *t, size_t n, uint32_t code)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (t[i].code == code)
			return t[i].name;
	return NULL;
}

int
names_find(const struct name_entry *t, size_t n, const char *name,
    uint32_t *code)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcasecmp(name, t[i].name) == 0) {
			*code = t[i].code;
			return 0;
		}
	return -1;
}
