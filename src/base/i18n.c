/* i18n.c - translations of words that carry a context. */
#include "config.h"

#include <string.h>

#include "base/i18n.h"

const char *
i18n_context(const char *joined)
{
	const char *t = _(joined);
	const char *msgid = strchr(joined, '\004');

	/* gettext hands back its argument when nothing is translated. */
	if (t != joined || msgid == NULL)
		return t;
	return msgid + 1;
}
