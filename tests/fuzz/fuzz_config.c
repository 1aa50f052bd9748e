/* fuzz_config.c - libFuzzer harness for the config file (and the
 * terminal's answer to the background query: OSC 11, whole or not).
 *
 * Whatever the bytes, reading them must leave every command of the
 * maze with a key, and --dump-config's text must read back without a
 * warning to the same text; the answer's theme is the OSC 11 reader's,
 * with words for why.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/config_file.h"
#include "front/keys.h"
#include "front/keys_help.h"
#include "app/theme.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reads size bytes of text into c; aborts on failure. */
static void
read_bytes(struct config *c, const void *text, size_t size)
{
	FILE *f;

	config_init(c);
	if (size == 0)
		return;
	if ((f = fmemopen((void *)text, size, "r")) == NULL)
		abort();
	config_read(c, f, "fuzz");
	fclose(f);
}

/* Returns --dump-config's text for c (to free); aborts on failure. */
static char *
dump(const struct config *c)
{
	char *argv[] = { (char *)"mazegame", NULL }, *buf = NULL;
	struct options o;
	size_t len;
	FILE *f;
	mg_err e;

	if (options_parse(1, argv, &o, &e) != 0 || config_apply(c, &o, &e) != 0)
		abort();
	if ((f = open_memstream(&buf, &len)) == NULL)
		abort();
	config_dump(f, &o);
	if (fclose(f) != 0)
		abort();
	return buf;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct config c, again;
	char help[32][KEYS_LINE_MAX], *one, *two;
	enum theme t, said;
	char why[160];
	int n, i, got;

	got = theme_from_reply((const char *)data, size, &t);
	(void)theme_reply_whole((const char *)data, size);
	said = theme_from_answer((const char *)data, size, 200, why, sizeof why);
	if (why[0] == '\0' || said != (got == 0 ? t : THEME_DEFAULT))
		abort();
	keys_reset();
	read_bytes(&c, data, size);
	/* Every command keeps a key: no help line starts blank. */
	n = keys_help(help, 32);
	for (i = 0; i < n; i++)
		if (help[i][0] == ' ')
			abort();
	one = dump(&c);
	keys_reset();
	read_bytes(&again, one, strlen(one));
	if (again.nwarn != 0)
		abort();
	two = dump(&again);
	if (strcmp(one, two) != 0)
		abort();
	free(one);
	free(two);
	return 0;
}
