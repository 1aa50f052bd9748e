/* bitset.h - one bit per cell, for visited marks and similar sets. */
#ifndef MAZEGAME_BITSET_H
#define MAZEGAME_BITSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"

/* Allocates a zeroed set of n bits; caller frees with free(). */
static inline uint64_t *
bitset_create(uint64_t n, mg_err *e)
{
	return (uint64_t *)mg_calloc((size_t)((n + 63) / 64), sizeof(uint64_t), e);
}

/* Returns the bytes a set of n bits occupies. */
static inline size_t
bitset_bytes(uint64_t n)
{
	return (size_t)((n + 63) / 64) * sizeof(uint64_t);
}

static inline bool
bitset_get(const uint64_t *b, uint64_t i)
{
	return (b[i >> 6] >> (i & 63)) & 1u;
}

static inline void
bitset_set(uint64_t *b, uint64_t i)
{
	b[i >> 6] |= UINT64_C(1) << (i & 63);
}

static inline void
bitset_clear(uint64_t *b, uint64_t i)
{
	b[i >> 6] &= ~(UINT64_C(1) << (i & 63));
}

#endif
