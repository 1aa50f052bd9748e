/* ui.c - placeholder front end (replaced by the curses game). */
#include "config.h"

#include <stdio.h>

#include "ui.h"

int
ui_play(const struct options *o)
{
	(void)o;
	fprintf(stderr, "mazegame: playing is not built yet\n");
	return 1;
}
