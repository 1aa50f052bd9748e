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
#include "store/saves.h"

/* Moves game i of l out to sg and id (the list's is emptied). */
static void
take(struct save_list *l, size_t i, struct savegame *sg, uint32_t *id)
{
	*sg = l->v[i].sg;
	memset(&l->v[i].sg, 0, sizeof l->v[i].sg);
	*id = l->v[i].id;
}

/* rc as it is, but none to offer (1) and one set aside: -1 with why
 * (--resume says it). */
static int
none_why(int rc, const mg_err *warn, mg_err *e)
{
	if (rc == 1 && warn->msg[0] != '\0') {
		*e = *warn;
		return -1;
	}
	return rc;
}

/* Reads saved game id (0: the newest no other session has open) into
 * f (its number, and how many others there are); what was set aside or
 * could not be read goes to kept.  Returns 0, 1 when there is none, or
 * -1 (code MG_ELOCKED: game id is open in another session). */
static int
pending(struct start_read *f, uint32_t id, struct notices *kept, mg_err *e)
{
	struct save_list l;
	mg_err warn;
	size_t i;
	int rc = 1;

	if (saves_list(&l, &warn, e) != 0) {
		notices_keep(kept, e->msg);
		return -1;
	}
	if (warn.msg[0] != '\0')
		notices_keep(kept, warn.msg);
	for (i = 0; i < l.n; i++)
		if (id != 0 && l.v[i].id == id && l.v[i].open) {
			err_set_code(e, MG_ELOCKED, _("saved game %u is open in another mazegame"),
			    (unsigned)id);
			rc = -1;
		} else if (rc == 1 && !l.v[i].open
		    && (id == 0 || l.v[i].id == id)) {
			take(&l, i, &f->pending, &f->pending_id);
			rc = 0;
		} else {
			f->others++;
		}
	saves_list_free(&l);
	return none_why(rc, &warn, e);
}

int
start_next_save(uint32_t after, struct savegame *sg, uint32_t *id,
    size_t *others, mg_err *e)
{
	struct save_list l;
	mg_err warn;
	size_t i, at = 0, k;
	int rc = 1;

	if (saves_list(&l, &warn, e) != 0)
		return -1;
	for (i = 0; i < l.n; i++)
		if (l.v[i].id == after)
			at = i + 1;
	for (k = 0; k < l.n && rc == 1; k++) {
		i = (at + k) % l.n;
		if (!l.v[i].open) {
			take(&l, i, sg, id);
			*others = l.n - 1;
			rc = 0;
		}
	}
	saves_list_free(&l);
	return none_why(rc, &warn, e);
}

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
	f->have_save = pending(f, o->resume ? o->resume_id : 0, kept, e);
	if (o->resume && f->have_save != 0) {
		if (f->have_save > 0 && o->resume_id != 0)
			err_set(e, _("there is no saved game %u ('mazegame --saved' lists them)"),
			    (unsigned)o->resume_id);
		else if (f->have_save > 0)
			err_set(e, "%s", f->others > 0
			    ? _("every saved game is open in another mazegame")
			    : _("there is no saved game to resume"));
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
