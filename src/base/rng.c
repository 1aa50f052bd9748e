/* rng.c - xoshiro256** with splitmix64 seeding and Lemire bounded draws. */
#include "config.h"

#include "base/rng.h"

uint64_t
rng_splitmix64(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

void
rng_seed(rng *r, uint64_t seed)
{
	uint64_t x = seed;
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = rng_splitmix64(&x);
}

uint32_t
rng_below32(rng *r, uint32_t n)
{
	/* Lemire: the high half of x * n is uniform once the low half is
	 * outside the short, biased stretch of length 2^32 mod n. */
	uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
	uint32_t low = (uint32_t)m;

	if (low < n) {
		uint32_t threshold = (uint32_t)-n % n;

		while (low < threshold) {
			m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

/* Full 64x64 -> 128-bit product split into high and low halves, written
 * out so that it does not depend on a compiler's 128-bit integers. */
static void
mul64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
	uint64_t a_lo = a & 0xffffffffu, a_hi = a >> 32;
	uint64_t b_lo = b & 0xffffffffu, b_hi = b >> 32;
	uint64_t p0 = a_lo * b_lo, p1 = a_lo * b_hi;
	uint64_t p2 = a_hi * b_lo, p3 = a_hi * b_hi;
	uint64_t mid = (p0 >> 32) + (p1 & 0xffffffffu) + (p2 & 0xffffffffu);

	*lo = (mid << 32) | (p0 & 0xffffffffu);
	*hi = p3 + (p1 >> 32) + (p2 >> 32) + (mid >> 32);
}

uint64_t
rng_below64(rng *r, uint64_t n)
{
	uint64_t hi, lo;

	if (n <= UINT32_MAX)
		return rng_below32(r, (uint32_t)n);
	mul64(rng_next(r), n, &hi, &lo);
	if (lo < n) {
		uint64_t threshold = -n % n;

		while (lo < threshold)
			mul64(rng_next(r), n, &hi, &lo);
	}
	return hi;
}
