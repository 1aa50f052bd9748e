/* names.h - tables of names for numbers (commands, keys), read both
 * ways: the config file's words and the help's. */
#ifndef MAZEGAME_NAMES_H
#define MAZEGAME_NAMES_H

#include <stddef.h>
#include <stdint.h>

/* One row: a number and its name. */
struct name_entry {
	uint32_t code;
	const char *name;
};

/* Returns the name of code in table t of n rows, or NULL. */
const char *names_of(const struct name_entry *t, size_t n, uint32_t code);

/* Finds name in table t of n rows, ignoring case, and stores its number
 * in *code.  Returns 0, or -1 when no row has that name. */
int names_find(const struct name_entry *t, size_t n, const char *name,
    uint32_t *code);

#endif
