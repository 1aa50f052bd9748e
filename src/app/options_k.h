/* options_k.h - a shape's own number K among the options: the one
 * option of each shape that has one (--floors, --weave), which alone
 * names its shape. */
#ifndef MAZEGAME_OPTIONS_K_H
#define MAZEGAME_OPTIONS_K_H

#include <stdbool.h>
#include <stdint.h>

#include "app/options.h"
#include "maze/shape.h"

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
