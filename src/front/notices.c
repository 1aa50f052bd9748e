/* notices.c - notices kept for the way out, each once. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "front/notices.h"

void
notices_keep(struct notices *n, const char *msg)
{
	size_t i;

	for (i = 0; i < NOTICES_MAX; i++) {
		if (strcmp(n->v[i], msg) == 0)
			return;
		if (n->v[i][0] == '\0') {
			snprintf(n->v[i], sizeof n->v[i], "%s", msg);
			return;
		}
	}
}
