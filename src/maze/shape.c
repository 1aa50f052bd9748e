/* shape.c - the table of shapes, and what every shape is asked through
 * it (a shape's own row: NAME.c). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/shape.h"

const struct shape *const shape_table[] = { &shape_square, &shape_hex,
	&shape_weave, &shape_floors, &shape_circle, &shape_triangle,
	&shape_upsilon };
const unsigned shape_count = sizeof shape_table / sizeof shape_table[0];

const struct shape *
shape_find(const char *name)
{
	unsigned k;

	for (k = 0; k < shape_count; k++)
		if (strcmp(name, shape_table[k]->name) == 0)
			return shape_table[k];
	return NULL;
}

void
shape_preset_size(const struct shape *s, uint32_t pw, uint32_t ph,
    uint32_t *w, uint32_t *h)
{
	if (s != NULL && s->preset_size != NULL) {
		s->preset_size(pw, ph, w, h);
	} else {
		*w = pw;
		*h = ph;
	}
}

char *
shape_size_text(const maze *m, char *buf, size_t size)
{
	/* A floors maze's h holds the rows of all its floors. */
	if (m->shape == &shape_floors && m->floors > 1)
		snprintf(buf, size, "%ux%ux%u", (unsigned)m->w,
		    (unsigned)(m->h / m->floors), (unsigned)m->floors);
	else
		snprintf(buf, size, "%ux%u", (unsigned)m->w, (unsigned)m->h);
	return buf;
}

char *
shape_size_named(const maze *m, char *buf, size_t size)
{
	char wh[40];

	shape_size_text(m, wh, sizeof wh);
	if (!shape_is_square(m))
		snprintf(buf, size, "%s %s", wh, m->shape->name);
	else
		snprintf(buf, size, "%s", wh);
	return buf;
}

const struct shape *
shape_find_k(const char *k_name)
{
	unsigned k;

	for (k = 0; k < shape_count; k++)
		if (shape_table[k]->k_name != NULL
		    && strcmp(k_name, shape_table[k]->k_name) == 0)
			return shape_table[k];
	return NULL;
}

uint64_t
shape_cells(const struct shape *s, uint32_t w, uint32_t h)
{
	return s == &shape_circle ? circle_cells(w, h) : (uint64_t)w * h;
}

uint64_t
shape_cells_k(const struct shape *s, uint32_t w, uint32_t h, uint64_t k)
{
	uint64_t n = shape_cells(s, w, h);

	return n * shape_k_floors(s, k);
}

uint32_t
shape_k_floors(const struct shape *s, uint64_t k)
{
	return shape_k_counts(s) && k > 1 ? (uint32_t)k : 1;
}

bool
shape_k_counts(const struct shape *s)
{
	/* Only the floors' number counts cells: a weave's is a density. */
	return s == &shape_floors;
}

const struct shape *
shape_of(const maze *m)
{
	return m->shape == NULL ? &shape_square : m->shape;
}

const char *
shape_way_name(const maze *m, unsigned d)
{
	const struct shape *s = shape_of(m);

	return _(s->way_names[d % s->ways]);
}

unsigned
shape_compass_at(const maze *m, uint32_t i, unsigned d)
{
	const struct shape *s = shape_of(m);
	unsigned c, way[2];

	for (c = 0; c < 8; c++)
		if (s->toward(m, i, c, way) == 1 && way[0] == d)
			return c;
	return s->compass[d % s->ways];
}

unsigned
shape_toward_one(const maze *m, uint32_t i, unsigned c, unsigned way[2])
{
	const struct shape *s = shape_of(m);

	(void)i;
	if (c > COMPASS_DOWN || s->compass_way[c] < 0)
		return 0;
	way[0] = (unsigned)s->compass_way[c];
	return 1;
}

int
shape_keep_bit(const maze *m, uint32_t i, unsigned d)
{
	const struct shape *s = m->shape;

	/* Paired as halves: the first half is the cell's, the second
	 * its neighbour's first. */
	if (s->halves)
		return d < s->ways / 2 ? (int)d : -1;
	return s->keep_bit(m, i, d);
}

bool
shape_next_linked(const maze *m, uint32_t i, unsigned d, uint32_t *j)
{
	const struct shape *s = shape_of(m);
	uint32_t nb[MAZE_MAX_WAYS];

	if (d >= s->ways)
		return false;
	s->links(m, i, nb);
	*j = nb[d];
	return nb[d] != UINT32_MAX;
}

bool
shape_way_of(const struct shape *s, const char *word, unsigned *d)
{
	unsigned k;

	for (k = 0; k < s->ways; k++) {
		if (strcmp(word, s->way_words[k]) == 0) {
			*d = k;
			return true;
		}
	}
	return false;
}

int
shape_check_size(const struct shape *s, uint64_t w, uint64_t h, mg_err *e)
{
	if (s == &shape_circle)
		return circle_check_size(w, h, e);
	if (maze_check_size(w, h, e) != 0)
		return -1;
	/* One column of triangles more than two rows high falls apart:
	 * a cell pointing up under one pointing down touches it only at
	 * a point. */
	if (s == &shape_triangle && w < 2 && h > 2)
		return err_set(e, _("maze size %llux%llu: a triangle maze more than 2 rows high must be at least 2 wide"),
		    (unsigned long long)w, (unsigned long long)h);
	return 0;
}

maze *
shape_maze_create(const struct shape *s, uint32_t w, uint32_t h, mg_err *e)
{
	uint64_t n = shape_cells(s, w, h);
	maze *m;

	if (s == NULL || s == &shape_square)
		return maze_create(w, h, e);
	if (shape_check_size(s, w, h, e) != 0)
		return NULL;
	m = maze_create_bits(w, h, (size_t)(n + 1) / 2, e);
	if (m == NULL)
		return NULL;
	m->shape = s;
	m->n = (uint32_t)n;
	/* Granlund and Montgomery: with l = ceil(log2 w) and s = 27 + l,
	 * ceil(2^s / w) divides every index below 2^27 exactly. */
	while ((UINT64_C(1) << m->row_shift) < w)
		m->row_shift++;
	m->row_shift += 27;
	m->row_magic = ((UINT64_C(1) << m->row_shift) + w - 1) / w;
	return m;
}

int
shape_check_floors(uint64_t w, uint64_t h, uint64_t f, mg_err *e)
{
	if (f > 1 && h * f > MAZE_MAX_SIDE)
		/* TRANSLATORS: %1$lux%2$lu a floor's size, %3$lu the floors,
		 * %4$u the limit. */
		return err_set(e, _("maze size %1$lux%2$lu on %3$lu floors: the floors' rows together (height times floors) are limited to %4$u"),
		    (unsigned long)w, (unsigned long)h, (unsigned long)f, MAZE_MAX_SIDE);
	return 0;
}

unsigned
shape_place(const maze *m, uint32_t i, uint32_t v[3])
{
	if (m->shape != NULL && m->shape->place != NULL)
		return m->shape->place(m, i, v);
	v[0] = i % m->w;
	v[1] = i / m->w;
	return 2;
}

char *
shape_pos_text(const maze *m, uint32_t i, char *buf, size_t size)
{
	uint32_t v[3];

	if (shape_place(m, i, v) == 3)
		snprintf(buf, size, "%lu,%lu,%lu", (unsigned long)v[0],
		    (unsigned long)v[1], (unsigned long)v[2]);
	else
		snprintf(buf, size, "%lu,%lu", (unsigned long)v[0],
		    (unsigned long)v[1]);
	return buf;
}

bool
shape_is_square(const maze *m)
{
	return shape_of(m) == shape_table[0];
}

bool
shape_plain(const struct shape *s)
{
	return s == NULL || s == shape_table[0];
}

const struct shape *
shape_held(const struct shape *s)
{
	return shape_plain(s) ? NULL : s;
}

int
shape_check_maze(const struct shape *s, uint64_t w, uint64_t h, uint64_t k,
    mg_err *e)
{
	if (s == &shape_floors && shape_check_floors(w, h, k, e) != 0)
		return -1;
	return shape_check_size(s, w, h, e);
}

maze *
shape_maze_floors(const struct shape *s, uint32_t w, uint32_t h, uint32_t f,
    mg_err *e)
{
	maze *m;

	if (f < 1 || f > SHAPE_FLOORS_MAX || (f > 1 && s != &shape_floors)) {
		err_set(e, _("--floors=%lu: a maze has 1 to %u floors"),
		    (unsigned long)f, SHAPE_FLOORS_MAX);
		return NULL;
	}
	if (shape_check_floors(w, h, f, e) != 0
	    || maze_check_size(w, (uint64_t)h * f, e) != 0)
		return NULL;
	m = shape_maze_create(s, w, h * f, e);
	if (m != NULL)
		m->floors = f;
	return m;
}

const struct shape *
shape_row(const struct shape *s)
{
	return s != NULL ? s : &shape_square;
}

uint32_t
shape_k_of(const struct shape *s, uint32_t k)
{
	if (s == NULL || s->k_name == NULL)
		return 0;
	return k != 0 ? k : s->k_default;
}

char
shape_corner_char(const maze *m, uint32_t i, uint32_t j)
{
	const struct shape *s = shape_of(m);
	uint32_t ri, ci, rj, cj;

	s->text_cell(m, i, &ri, &ci);
	s->text_cell(m, j, &rj, &cj);
	return (rj > ri) == (cj > ci) ? '\\' : '/';
}
