/* start.c - how a front end opens: the player's name and the first
 * game. */
#include "config.h"

#include <pwd.h>
#include <stdlib.h>
#include <unistd.h>

#include "front/start.h"

enum start_how
start_how(const struct options *o, bool racing, int have_save)
{
	if (racing)
		return START_RACE;
	if (o->demo || o->watch)
		return START_WATCH;
	if (o->ghost_path != NULL)
		return START_GHOST;
	if (have_save == 0 && o->resume)
		return START_RESUME;
	if (have_save == 0 && !o->maze_named)
		return START_OFFER;
	return START_NEW;
}

const char *
start_player(const struct options *o)
{
	const char *name;
	struct passwd *pw;

	if (o->player != NULL)
		return o->player;
	name = getlogin();
	if (name == NULL || *name == '\0') {
		pw = getpwuid(geteuid());
		name = pw != NULL ? pw->pw_name : getenv("USER");
	}
	return name != NULL ? name : "player";
}
