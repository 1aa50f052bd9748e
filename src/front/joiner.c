/* joiner.c - a joiner's maze options, not used: the words. */
#include "config.h"

#include <stdio.h>

#include "base/i18n.h"
#include "front/joiner.h"

int
joiner_unused_words(const struct options *o, bool hosting, char *msg,
    size_t n)
{
	char names[256];
	int k;

	msg[0] = '\0';
	if (hosting || o->spectate)
		return 0;
	k = options_given_names(o->given, OPTG_MAZE, names, sizeof names);
	if (k == 0)
		return 0;
	/* TRANSLATORS: %1$s is the room's name, %2$s the options not
	 * used, such as "--seed, --hard" (not translated). */
	snprintf(msg, n, ngettext("room %1$s is hosted already and "
	    "its host's maze is raced: %2$s is not used",
	    "room %1$s is hosted already and its host's maze is raced: "
	    "%2$s are not used", (unsigned long)k), o->room, names);
	return k;
}

const char *
joiner_unused_status(void)
{
	return _("the host's options name the maze: yours are not used");
}
