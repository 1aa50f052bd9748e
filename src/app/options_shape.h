/* options_shape.h - the options that choose a maze's shape: --shape,
 * and the one option of each shape that has its own number K
 * (--NAME=K: --floors, --weave), which alone names that shape. */
#ifndef MAZEGAME_OPTIONS_SHAPE_H
#define MAZEGAME_OPTIONS_SHAPE_H

#include <stdint.h>

#include "base/err.h"
#include "maze/shape.h"

/* Takes arg as --shape's name into *shape (NULL for the square grid).
 * Returns 0, or -1 with a message. */
int options_shape_parse(const char *arg, const struct shape **shape,
    mg_err *e);

/* Takes arg as --NAME=K, the K of the shape whose K is called name,
 * into *k and that shape into *k_shape (which holds the shape of a K
 * given before, or NULL).  Returns 0, or -1 with a message (out of the
 * shape's range; another shape's K given before). */
int options_k_parse(const char *name, const char *arg, uint32_t *k,
    const struct shape **k_shape, mg_err *e);

#endif
