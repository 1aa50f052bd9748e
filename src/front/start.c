/* start.c - how a front end opens: the player's name and the first
 * game. */
#include "config.h"

#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>

#include "base/i18n.h"
#include "front/start.h"
#include "store/persist.h"

int
start_read(struct start_read *f, const struct options *o,
    struct session *s, struct runs *rs, struct notices *kept, mg_err *e)
{
	bool named = o->size_given || o->seed_given || o->algo_given
	    || o->diff_given;

	memset(f, 0, sizeof *f);
	f->have_save = 1;
	if (runs_check_record(rs, e) != 0)
		return -1;
	if (o->ghost_path != NULL && runs_load_file(rs, o->ghost_path,
	    named ? &s->kind : NULL, &f->ghost_maze, e) != 0)
		return -1;
	if (o->demo)
		return 0;
	f->have_save = persist_load_game(&f->pending, e);
	if (f->have_save < 0)
		notices_keep(kept, e->msg);
	if (o->resume && f->have_save != 0) {
		if (f->have_save > 0)
			err_set(e, "%s", _("there is no saved game to resume"));
		if (o->ghost_path != NULL)
			puzzle_free(&f->ghost_maze);
		return -1;
	}
	return 0;
}

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
