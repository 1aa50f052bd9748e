/* racing.c - from the options and the session to a race's maze, and
 * back. */
#include "config.h"

#include <string.h>

#include "base/i18n.h"
#include "app/racing.h"
#include "maze/floors.h"
#include "maze/shape.h"

int
racing_kind(struct session_kind *k, const struct options *o,
    const struct race_maze *rm, mg_err *e)
{
	const struct gen_algo *algo = gen_find(rm->algo);
	const struct preset *p = preset_find(rm->diff);
	const struct shape *shape = NULL;

	if (rm->shape[0] != '\0' && (shape = shape_find(rm->shape)) == NULL)
		return err_set(e, _("the host's maze has the shape %s, which this "
		    "mazegame cannot build"), rm->shape);
	if (!rm->known || algo == NULL || p == NULL)
		return err_set(e, _("the host's maze (%s, %s) is not one this "
		    "mazegame can build"), rm->algo, rm->diff);
	/* What no honest host sends is the host's, in the host's words:
	 * never said as if the player had typed an option. */
	if (!shape_plain(shape) && !algo->any_shape)
		return err_set(e, _("the host's maze (%s on %s) is not one this "
		    "mazegame can build"), rm->algo, shape->name);
	if (shape != NULL && shape->k_name != NULL
	    ? rm->shape_k < shape->k_min || rm->shape_k > shape->k_max
	    : rm->shape_k != 0)
		return err_set(e, _("the host's maze has the shape %s with the number %lu, which this mazegame cannot build"),
		    shape != NULL ? shape->name : "square", (unsigned long)rm->shape_k);
	if (shape_check_maze(shape, rm->w, rm->h, rm->shape_k, e) != 0) {
		mg_err why = *e;

		return err_set(e, _("the host's maze: %s"), why.msg);
	}
	session_kind_from_options(k, o);
	k->diff = p->name;
	k->pw = p->w;
	k->ph = p->h;
	k->algo = algo;
	k->far_apart = p->far_apart;
	k->rules.fog = p->fog;
	k->rules.trail = o->trail >= 0 ? o->trail != 0 : p->trail;
	k->load_path = NULL;
	k->seed = rm->seed;
	k->w = rm->w;
	k->h = rm->h;
	k->daily = false;
	k->shape = shape_held(shape);
	/* The shape's number: weave's crossings in percent, or the
	 * floors of a floors maze (whose H is one floor's). */
	k->k = rm->shape_k;
	return maze_check_size(k->w, k->h, e);
}

void
racing_host_maze(const struct session *s, struct host_maze *mz)
{
	const struct puzzle *p = &s->g.p;

	memset(mz, 0, sizeof *mz);
	mz->m = p->m;
	mz->start = p->start;
	mz->exit = p->exit;
	mz->optimal = p->optimal;
	mz->algo = s->kind.algo != NULL ? s->kind.algo->name : "";
	mz->seed = s->kind.seed;
	mz->diff = s->kind.diff;
	mz->shape = s->kind.shape;
	mz->shape_k = puzzle_k(p);
}
