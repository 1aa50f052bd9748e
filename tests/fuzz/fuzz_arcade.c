/* fuzz_arcade.c - libFuzzer harness for what the arcade reads from a
 * visitor: sshd's line about their key (the file $SSH_USER_AUTH names)
 * and the name they type on their first visit.
 *
 * Whatever the bytes, a key line is refused with words or gives an id
 * of ARCADE_ID_LEN hexadecimal digits, the same id every time; a name
 * taken is 1 to ARCADE_NAME_MAX of [A-Za-z0-9_-], not starting with
 * '-'.  The first byte chooses which.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/arcade.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char id[ARCADE_ID_LEN + 1], again[ARCADE_ID_LEN + 1];
	char name[ARCADE_NAME_MAX + 2];
	const char *text = (const char *)data + 1;
	size_t n = size - 1, i;
	mg_err e;

	if (size == 0)
		return 0;
	if (data[0] & 1u) {
		if (arcade_key_id(text, n, id, &e) != 0) {
			if (e.msg[0] == '\0')
				abort();
			return 0;
		}
		if (strlen(id) != ARCADE_ID_LEN
		    || strspn(id, "0123456789abcdef") != ARCADE_ID_LEN)
			abort();
		if (arcade_key_id(text, n, again, &e) != 0 || strcmp(id, again) != 0)
			abort();
		return 0;
	}
	/* A name as fgets gives it: at most ARCADE_NAME_MAX + 1 bytes. */
	if (n > ARCADE_NAME_MAX + 1)
		n = ARCADE_NAME_MAX + 1;
	memcpy(name, text, n);
	name[n] = '\0';
	if (!arcade_name_ok(name))
		return 0;
	n = strlen(name);
	if (n == 0 || n > ARCADE_NAME_MAX || name[0] == '-')
		abort();
	for (i = 0; i < n; i++)
		if (strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-", name[i]) == NULL)
			abort();
	return 0;
}
