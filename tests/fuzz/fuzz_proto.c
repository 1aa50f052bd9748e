/* fuzz_proto.c - libFuzzer harness for the racing protocol's parser,
 * and for the other text racing reads from outside, /proc/net/unix.
 *
 * The input is cut at each '\n' into lines.  Whatever a line holds, the
 * parser must refuse it or accept it in its one canonical form: the
 * formatter writes an accepted line back byte for byte, and that parses
 * to the same message.  The whole input read as /proc/net/unix (whose
 * socket names are raw bytes anyone may choose) gives only room words,
 * sorted, each once, never more than asked for.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "net/proto.h"
#include "net/room.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Checks one line of len bytes. */
static void
one_line(const char *line, size_t len)
{
	struct proto_msg m, again;
	char buf[PROTO_LINE_MAX + 1];
	mg_err e;
	int n;

	if (proto_parse(line, len, &m, &e) != 0) {
		if (e.msg[0] == '\0' || m.type != 0)
			abort();
		return;
	}
	if (m.type >= PROTO_TYPES || len >= PROTO_LINE_MAX)
		abort();
	n = proto_format(&m, buf, sizeof buf, &e);
	if (n < 1 || (size_t)n != len + 1 || buf[n - 1] != '\n'
	    || memcmp(buf, line, len) != 0)
		abort();
	if (proto_parse(buf, len, &again, &e) != 0
	    || memcmp(&again, &m, sizeof m) != 0)
		abort();
}

/* Checks the input read as /proc/net/unix. */
static void
listing(const char *text, size_t len)
{
	char names[8][PROTO_NAME_MAX + 1];
	size_t n = room_names_parse(text, len, names, 8), i;

	if (n > 8)
		abort();
	for (i = 0; i < n; i++)
		if (!proto_room_name_ok(names[i])
		    || (i > 0 && strcmp(names[i - 1], names[i]) >= 0))
			abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *p = (const char *)data, *end = p + size;

	listing(p, size);

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *stop = nl != NULL ? nl : end;

		one_line(p, (size_t)(stop - p));
		p = stop + 1;
	}
	return 0;
}
