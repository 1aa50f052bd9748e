/* watch_play.c - a generator's steps played into the picture: walls,
 * the working set, sets of joined cells, the row, the chamber, and
 * each step in words. */
#include "config.h"

#include <stdio.h>

#include "base/i18n.h"
#include "base/union_find.h"
#include "maze/floors.h"
#include "maze/shape.h"
#include "watch/watch_play.h"

/* Returns a fresh label. */
static uint16_t
new_label(struct watch *w)
{
	/* 0 is "no label"; the front end picks a letter by the number. */
	w->labels_used = (uint16_t)(w->labels_used % UINT16_MAX + 1);
	return w->labels_used;
}

/* Joins the sets of cells a and b; the larger set keeps its label. */
static void
join(struct watch *w, uint32_t a, uint32_t b)
{
	uint32_t ra = union_find_root(w->set, a), rb = union_find_root(w->set, b), t;

	if (ra == rb)
		return;
	if (w->set[ra] > w->set[rb] || (w->set[ra] == w->set[rb] && w->label[ra] == 0)) {
		t = ra;
		ra = rb;
		rb = t;
	}
	w->set[ra] += w->set[rb];
	w->set[rb] = (int32_t)ra;
	if (w->label[ra] == 0)
		w->label[ra] = w->label[rb] != 0 ? w->label[rb] : new_label(w);
}

/* Opens the passage from cell i toward d in the picture. */
static void
carve(struct watch *w, uint32_t i, unsigned d)
{
	uint32_t j;

	maze_set_way(w->view, i, d, true);
	if (maze_next(w->view, i, d, &j))
		join(w, i, j);
}

const char *
watch_xy(const struct watch *w, uint32_t i, char *buf, size_t size)
{
	uint32_t v[3];

	/* The shape's own place, from 1: a circle's cell by its place in
	 * its ring, then the ring; on floors the row on its floor, then
	 * the floor ("3,2,2"), where there is more than one. */
	if (shape_place(w->view, i, v) == 3 && floors_count(w->view) > 1)
		snprintf(buf, size, "%u,%u,%u", (unsigned)v[0] + 1,
		    (unsigned)v[1] + 1, (unsigned)v[2] + 1);
	else
		snprintf(buf, size, "%u,%u", (unsigned)v[0] + 1,
		    (unsigned)v[1] + 1);
	return buf;
}

/* Puts cell i on top of the working set. */
static void
push(struct watch *w, uint32_t i)
{
	w->state[i] |= WS_SET;
	w->stack[w->depth++] = i;
}

/* Takes the top cell off the working set. */
static void
pop(struct watch *w)
{
	w->state[w->stack[--w->depth]] &= (uint8_t)~WS_SET;
}

void
watch_clear_set(struct watch *w)
{
	while (w->depth > 0)
		pop(w);
}

/* Returns whether a step of kind k carves from its cell toward its
 * direction. */
static bool
carves(enum gen_step_kind k)
{
	return k == GEN_DIG || k == GEN_ENTER || k == GEN_TAKE || k == GEN_LINK
	    || k == GEN_EXTEND || k == GEN_CLOSE || k == GEN_HUNT;
}

void
watch_play(struct watch *w, const struct gen_step *s)
{
	/* TRANSLATORS: the working set of a generator in --watch step
	 * lines, as in "add 3,4 to the set". */
	const char *sn = w->set_name != NULL ? _(w->set_name) : _("set");
	char a[24], b[24];
	uint32_t nb = s->cell, k, n;

	if (carves(s->kind) || s->kind == GEN_KEEP)
		maze_next(w->view, s->cell, s->dir, &nb);
	/* Eller's row lasts until the next; the hunt's only until the
	 * walk goes on. */
	if (s->kind == GEN_ENTER)
		w->row = WATCH_NONE;
	if (s->kind != GEN_CHAMBER && s->kind != GEN_WALL)
		w->ch0 = w->ch1 = WATCH_NONE;
	switch (s->kind) {
	case GEN_BEGIN:
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, _("start at %s"), watch_xy(w, s->cell, a, sizeof a));
		break;
	case GEN_START:
		watch_clear_set(w);
		push(w, s->cell);
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, _("start a %s at %s"), sn,
		    watch_xy(w, s->cell, a, sizeof a));
		break;
	case GEN_DIG:
		carve(w, s->cell, s->dir);
		push(w, nb);
		w->at = nb;
		snprintf(w->said, sizeof w->said, _("dig %s to %s (%s of %zu)"),
		    shape_way_name(w->view, s->dir), watch_xy(w, nb, a, sizeof a), sn, w->depth);
		break;
	case GEN_BACK:
		if (w->depth > 0)
			pop(w);
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, _("dead end: back up to %s (%s of %zu)"),
		    watch_xy(w, s->cell, a, sizeof a), sn, w->depth);
		break;
	case GEN_ENTER:
		carve(w, s->cell, s->dir);
		w->at = nb;
		snprintf(w->said, sizeof w->said, _("walk %s into new cell %s"),
		    shape_way_name(w->view, s->dir), watch_xy(w, nb, a, sizeof a));
		break;
	case GEN_WANDER:
		w->at = s->cell;
		if (s->len > 1)
			/* TRANSLATORS: the count is always 2 or more. */
			snprintf(w->said, sizeof w->said, ngettext("wander %1$u step over old cells to %2$s",
			    "wander %1$u steps over old cells to %2$s", s->len),
			    (unsigned)s->len, watch_xy(w, s->cell, a, sizeof a));
		else
			snprintf(w->said, sizeof w->said, _("wander over old cells to %s"),
			    watch_xy(w, s->cell, a, sizeof a));
		break;
	case GEN_ADD:
		push(w, s->cell);
		snprintf(w->said, sizeof w->said, _("add %s to the %s"), watch_xy(w, s->cell, a, sizeof a), sn);
		break;
	case GEN_DROP:
		w->state[s->cell] &= (uint8_t)~WS_SET;
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, _("%s has no new neighbour: drop it from the %s"),
		    watch_xy(w, s->cell, a, sizeof a), sn);
		break;
	case GEN_TAKE:
		carve(w, s->cell, s->dir);
		w->state[s->cell] &= (uint8_t)~WS_SET;
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, _("take %s from the %s: join it %s to %s"),
		    watch_xy(w, s->cell, a, sizeof a), sn, shape_way_name(w->view, s->dir), watch_xy(w, nb, b, sizeof b));
		break;
	case GEN_LINK:
		w->at = s->cell;
		if (w->labels)
			snprintf(w->said, sizeof w->said, _("join sets: %s and %s"),
			    watch_xy(w, s->cell, a, sizeof a), watch_xy(w, nb, b, sizeof b));
		else
			snprintf(w->said, sizeof w->said, _("carve %s from %s"),
			    shape_way_name(w->view, s->dir), watch_xy(w, s->cell, a, sizeof a));
		carve(w, s->cell, s->dir);
		break;
	case GEN_EXTEND:
		carve(w, s->cell, s->dir);
		push(w, s->cell);
		w->at = s->cell;
		/* TRANSLATORS: %1$s the working set ("run"), %2$s a
		 * direction, %3$s a cell x,y, %4$zu the set's length. */
		snprintf(w->said, sizeof w->said, ngettext("carry the %1$s %2$s from %3$s (%4$zu cell)",
		    "carry the %1$s %2$s from %3$s (%4$zu cells)", w->depth + 1),
		    sn, shape_way_name(w->view, s->dir), watch_xy(w, s->cell, a, sizeof a), w->depth + 1);
		break;
	case GEN_CLOSE:
		n = (uint32_t)w->depth + 1;
		carve(w, s->cell, s->dir);
		watch_clear_set(w);
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, _("close the %s of %u: carve %s at %s"),
		    sn, (unsigned)n, shape_way_name(w->view, s->dir), watch_xy(w, s->cell, a, sizeof a));
		break;
	case GEN_KEEP:
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, _("keep the wall of %s and %s: one set already"),
		    watch_xy(w, s->cell, a, sizeof a), watch_xy(w, nb, b, sizeof b));
		break;
	case GEN_WALK:
		w->at = s->cell;
		if (w->state[s->cell] & WS_SET) {
			for (n = 0; w->depth > 0 && w->stack[w->depth - 1] != s->cell; n++)
				pop(w);
			snprintf(w->said, sizeof w->said, ngettext("back at %1$s: erase a loop of %2$u cell",
			    "back at %1$s: erase a loop of %2$u cells", n),
			    watch_xy(w, s->cell, a, sizeof a), (unsigned)n);
		} else {
			push(w, s->cell);
			snprintf(w->said, sizeof w->said, ngettext("walk to %1$s (%2$zu cell)",
			    "walk to %1$s (%2$zu cells)", w->depth),
			    watch_xy(w, s->cell, a, sizeof a), w->depth);
		}
		break;
	case GEN_HUNT:
		carve(w, s->cell, s->dir);
		w->at = s->cell;
		w->row = s->cell / w->view->w;
		snprintf(w->said, sizeof w->said, _("hunt row %u: new cell %s, join it %s"),
		    (unsigned)(w->row + 1), watch_xy(w, s->cell, a, sizeof a), shape_way_name(w->view, s->dir));
		break;
	case GEN_ROW:
		w->row = s->cell;
		w->at = WATCH_NONE;
		/* Every cell of the row shows its set, alone or not. */
		for (k = 0; k < w->view->w; k++) {
			uint32_t r = union_find_root(w->set, s->cell * w->view->w + k);

			if (w->label[r] == 0)
				w->label[r] = new_label(w);
		}
		snprintf(w->said, sizeof w->said, _("row %u"), (unsigned)(s->cell + 1));
		break;
	case GEN_CHAMBER:
		w->ch0 = s->cell;
		w->ch1 = s->other;
		w->at = WATCH_NONE;
		snprintf(w->said, sizeof w->said, _("chamber %ux%u at %s"),
		    (unsigned)(s->other % w->view->w - s->cell % w->view->w + 1),
		    (unsigned)(s->other / w->view->w - s->cell / w->view->w + 1),
		    watch_xy(w, s->cell, a, sizeof a));
		break;
	case GEN_WALL:
		for (k = 0, nb = s->cell; k < s->len;
		    k++, nb += s->dir == DIR_E ? w->view->w : 1)
			if (nb != s->other)
				maze_build_wall(w->view, nb, (enum dir)s->dir);
		snprintf(a, sizeof a, "%ux%u",
		    (unsigned)(w->ch1 % w->view->w - w->ch0 % w->view->w + 1),
		    (unsigned)(w->ch1 / w->view->w - w->ch0 / w->view->w + 1));
		if (s->dir == DIR_E)
			snprintf(w->said, sizeof w->said,
			    _("divide the %s chamber right of column %u, gap at row %u"), a,
			    (unsigned)(s->cell % w->view->w + 1),
			    (unsigned)(s->other / w->view->w + 1));
		else
			snprintf(w->said, sizeof w->said,
			    _("divide the %s chamber below row %u, gap at column %u"), a,
			    (unsigned)(s->cell / w->view->w + 1),
			    (unsigned)(s->other % w->view->w + 1));
		break;
	default:
		break;
	}
}
