/* rng.h - mazegame's own seedable random numbers.
 *
 * xoshiro256** seeded through splitmix64, with unbiased bounded draws
 * (Lemire's multiply-and-reject), and a buffer that hands out random
 * bits one or two at a time for coin flips and directions.  Only integer arithmetic is used, so a
 * seed gives the same sequence on every machine, compiler and libc.
 */
#ifndef MAZEGAME_RNG_H
#define MAZEGAME_RNG_H

#include <stdbool.h>
#include <stdint.h>

/* Generator state; plain data, copy it to fork a stream. */
typedef struct rng {
	uint64_t s[4];
} rng;

/* Seeds r from a 64-bit seed (every seed, 0 included, is fine). */
void rng_seed(rng *r, uint64_t seed);

/* Returns x rotated left by k bits (0 < k < 64). */
static inline uint64_t
rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* Returns the next 64 random bits.  Inline, since the generators' inner
 * loops draw once every few steps. */
static inline uint64_t
rng_next(rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rng_rotl(s[3], 45);
	return result;
}

/* Returns a uniform integer in [0, n); n must be at least 1. */
uint32_t rng_below32(rng *r, uint32_t n);

/* Returns a uniform integer in [0, n); n must be at least 1. */
uint64_t rng_below64(rng *r, uint64_t n);

/* A buffer of random bits for the generators' coin flips and random
 * directions: one rng_next() word at a time, handed out a few bits at a
 * time from the low end.  Plain data; start it with rng_bits_init(). */
typedef struct rng_bits {
	uint64_t buf;        /* bits not yet handed out, next one lowest */
	unsigned left;       /* how many bits of buf are left */
	bool high_first;     /* hand out each word from its top bit down */
} rng_bits;

/* Starts b empty.  high_first hands out each word from the top bit down
 * instead of from the bottom up: the order some generators have always
 * used, kept so that their seeds still name the same mazes. */
static inline void
rng_bits_init(rng_bits *b, bool high_first)
{
	b->buf = 0;
	b->left = 0;
	b->high_first = high_first;
}

/* Returns v with its 64 bits in the opposite order. */
static inline uint64_t
rng_reverse64(uint64_t v)
{
	v = ((v >> 1) & UINT64_C(0x5555555555555555)) | ((v & UINT64_C(0x5555555555555555)) << 1);
	v = ((v >> 2) & UINT64_C(0x3333333333333333)) | ((v & UINT64_C(0x3333333333333333)) << 2);
	v = ((v >> 4) & UINT64_C(0x0f0f0f0f0f0f0f0f)) | ((v & UINT64_C(0x0f0f0f0f0f0f0f0f)) << 4);
#if defined(__GNUC__)
	return __builtin_bswap64(v);
#else
	v = ((v >> 8) & UINT64_C(0x00ff00ff00ff00ff)) | ((v & UINT64_C(0x00ff00ff00ff00ff)) << 8);
	v = ((v >> 16) & UINT64_C(0x0000ffff0000ffff)) | ((v & UINT64_C(0x0000ffff0000ffff)) << 16);
	return (v >> 32) | (v << 32);
#endif
}

/* Makes sure b holds at least k bits (1 to 64), dropping the bits left
 * and drawing a new word from r when fewer are left. */
static inline void
rng_bits_reserve(rng_bits *b, rng *r, unsigned k)
{
	if (b->left < k) {
		uint64_t v = rng_next(r);

		b->buf = b->high_first ? rng_reverse64(v) : v;
		b->left = 64;
	}
}

/* Returns the next k bits (1 to 63) of b, which rng_bits_reserve()
 * has made sure of. */
static inline uint64_t
rng_bits_pop(rng_bits *b, unsigned k)
{
	uint64_t v = b->buf & ((UINT64_C(1) << k) - 1);

	b->buf >>= k;
	b->left -= k;
	return v;
}

/* Returns the next k random bits (1 to 63) from b, drawing a new word
 * from r when fewer than k are left (the few left are then dropped). */
static inline uint64_t
rng_bits_take(rng_bits *b, rng *r, unsigned k)
{
	rng_bits_reserve(b, r, k);
	return rng_bits_pop(b, k);
}

/* Returns one fair random bit from b. */
static inline unsigned
rng_bit(rng_bits *b, rng *r)
{
	return (unsigned)rng_bits_take(b, r, 1);
}

/* Returns a uniform direction 0 to 3 (enum dir) from two bits of b. */
static inline unsigned
rng_dir(rng_bits *b, rng *r)
{
	return (unsigned)rng_bits_take(b, r, 2);
}

/* Returns one step of splitmix64 on *x (advancing it); used for seeding
 * and for deriving seeds from other data. */
uint64_t rng_splitmix64(uint64_t *x);

#endif
