/* options_shape.h - the options that choose a maze's shape. */
#ifndef MAZEGAME_OPTIONS_SHAPE_H
#define MAZEGAME_OPTIONS_SHAPE_H

#include <stdbool.h>

#include "base/err.h"
#include "maze/shape.h"

/* Takes arg as --weave's percentage into *weave (weave true) or as
 * --shape's name into *shape (NULL for the square grid).  Returns 0,
 * or -1 with a message. */
int options_shape_parse(const char *arg, bool weave,
    const struct shape **shape, unsigned *percent, mg_err *e);

struct options;

/* Where o keeps shape s's own number K (the one option of each shape
 * that has one: --floors, --weave), 0 while not given; NULL when s has
 * none. */
uint32_t *options_k(struct options *o, const struct shape *s);

/* Shape s's K in o, s's default when o has none yet; 0 when s has
 * none. */
uint32_t options_k_of(const struct options *o, const struct shape *s);

/* Whether the command line gave s's K (the option itself, not a
 * default filled in). */
bool options_k_given(const struct options *o, const struct shape *s);

/* The shape whose K o gives (a --floors or --weave), or NULL; the
 * first, should it give two. */
const struct shape *options_k_shape(const struct options *o);

#endif
