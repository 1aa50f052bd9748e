/* rng.h - mazegame's own seedable random numbers.
 *
 * xoshiro256** seeded through splitmix64, with unbiased bounded draws
 * (Lemire's multiply-and-reject).  Only integer arithmetic is used, so a
 * seed gives the same sequence on every machine, compiler and libc.
 */
#ifndef MAZEGAME_RNG_H
#define MAZEGAME_RNG_H

#include <stdint.h>

/* Generator state; plain data, copy it to fork a stream. */
typedef struct rng {
	uint64_t s[4];
} rng;

/* Seeds r from a 64-bit seed (every seed, 0 included, is fine). */
void rng_seed(rng *r, uint64_t seed);

/* Returns the next 64 random bits. */
uint64_t rng_next(rng *r);

/* Returns a uniform integer in [0, n); n must be at least 1. */
uint32_t rng_below32(rng *r, uint32_t n);

/* Returns a uniform integer in [0, n); n must be at least 1. */
uint64_t rng_below64(rng *r, uint64_t n);

/* Returns one step of splitmix64 on *x (advancing it); used for seeding
 * and for deriving seeds from other data. */
uint64_t rng_splitmix64(uint64_t *x);

#endif
