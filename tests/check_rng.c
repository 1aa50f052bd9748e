/* check_rng.c - the random number generator: known values, bounded draws. */
#include "config.h"

#include <stdlib.h>

#include "base/bitset.h"
#include "base/rng.h"
#include "suites.h"
#include "loop_assert.h"

/* splitmix64 from state 0 yields published reference values. */
START_TEST(test_splitmix_reference)
{
	uint64_t x = 0;

	ck_assert_uint_eq(rng_splitmix64(&x), UINT64_C(0xe220a8397b1dcdaf));
	ck_assert_uint_eq(rng_splitmix64(&x), UINT64_C(0x6e789e6aa1b965f4));
	ck_assert_uint_eq(rng_splitmix64(&x), UINT64_C(0x06c45d188009454f));
}
END_TEST

/* xoshiro256** from the state {1, 2, 3, 4} gives the reference output
 * 11520, 0, 1509978240, 1215971899390074240 (from the authors' paper). */
START_TEST(test_xoshiro_reference)
{
	rng r = { { 1, 2, 3, 4 } };

	ck_assert_uint_eq(rng_next(&r), UINT64_C(11520));
	ck_assert_uint_eq(rng_next(&r), UINT64_C(0));
	ck_assert_uint_eq(rng_next(&r), UINT64_C(1509978240));
	ck_assert_uint_eq(rng_next(&r), UINT64_C(1215971899390074240));
}
END_TEST

START_TEST(test_same_seed_same_stream)
{
	rng a, b;
	int i;

	rng_seed(&a, 42);
	rng_seed(&b, 42);
	for (i = 0; i < 1000; i++)
		ck_assert_uint_eq(rng_next(&a), rng_next(&b));
	rng_seed(&b, 43);
	rng_seed(&a, 42);
	ck_assert_uint_ne(rng_next(&a), rng_next(&b));
}
END_TEST

START_TEST(test_below_small_ranges_in_bounds)
{
	rng r;
	uint32_t n, i;

	rng_seed(&r, 7);
	for (n = 1; n < 300; n++)
		for (i = 0; i < 50; i++)
			loop_assert_uint_lt(rng_below32(&r, n), n);
	for (i = 0; i < 100; i++)
		ck_assert_uint_eq(rng_below32(&r, 1), 0);
}
END_TEST

/* Draws over n = 2^16 + 3 and n = 2^31 + 11 must reach every part of
 * the range: split it in 64 buckets; every bucket gets about 1/64. */
static void
check_covers(uint64_t n, int use64)
{
	rng r;
	uint32_t counts[64] = { 0 };
	const int draws = 64 * 2000;
	uint64_t v;
	int i;

	rng_seed(&r, n);
	for (i = 0; i < draws; i++) {
		v = use64 ? rng_below64(&r, n) : rng_below32(&r, (uint32_t)n);
		loop_assert_uint_lt(v, n);
		counts[v / ((n - 1) / 64 + 1)]++;
	}
	for (i = 0; i < 64; i++) {
		ck_assert_uint_gt(counts[i], 1700);
		ck_assert_uint_lt(counts[i], 2300);
	}
}

START_TEST(test_below_covers_2_16)
{
	check_covers((UINT64_C(1) << 16) + 3, 0);
}
END_TEST

START_TEST(test_below_covers_2_31)
{
	check_covers((UINT64_C(1) << 31) + 11, 0);
	check_covers((UINT64_C(1) << 31) + 11, 1);
}
END_TEST

START_TEST(test_below_covers_2_40)
{
	check_covers((UINT64_C(1) << 40) + 5, 1);
	check_covers(UINT64_MAX - 3, 1);
}
END_TEST

/* Every value of a small range appears about equally often (chi-square
 * well under the 0.999 point for 9 degrees of freedom, 27.88). */
START_TEST(test_below_unbiased_chi_square)
{
	rng r;
	uint32_t counts[10] = { 0 };
	const int draws = 100000;
	double chi = 0, expect = draws / 10.0;
	int i;

	rng_seed(&r, 12345);
	for (i = 0; i < draws; i++)
		counts[rng_below32(&r, 10)]++;
	for (i = 0; i < 10; i++)
		chi += (counts[i] - expect) * (counts[i] - expect) / expect;
	ck_assert_double_lt(chi, 27.88);
}
END_TEST

/* rng_bit hands out the bits of each rng_next() word from the lowest
 * up, or with high_first from the highest down, a new word every 64. */
START_TEST(test_bits_in_order)
{
	rng a, ref;
	rng_bits b;
	uint64_t word = 0;
	int i, high;

	for (high = 0; high < 2; high++) {
		rng_seed(&a, 9);
		rng_seed(&ref, 9);
		rng_bits_init(&b, high != 0);
		for (i = 0; i < 64 * 5; i++) {
			unsigned want;

			if (i % 64 == 0)
				word = rng_next(&ref);
			want = high ? (unsigned)(word >> (63 - i % 64)) & 1u
			    : (unsigned)(word >> (i % 64)) & 1u;
			ck_assert_uint_eq(rng_bit(&b, &a), want);
		}
		/* Both streams drew the same number of words. */
		ck_assert_uint_eq(rng_next(&a), rng_next(&ref));
	}
}
END_TEST

/* rng_dir hands out two bits at a time from the lowest up, 32 a word;
 * a draw wider than what is left drops the rest and starts a word. */
START_TEST(test_dirs_and_reserve)
{
	rng a, ref;
	rng_bits b;
	uint64_t word = 0;
	int i;

	rng_seed(&a, 10);
	rng_seed(&ref, 10);
	rng_bits_init(&b, false);
	for (i = 0; i < 32 * 3; i++) {
		if (i % 32 == 0)
			word = rng_next(&ref);
		ck_assert_uint_eq(rng_dir(&b, &a), (unsigned)(word >> (2 * (i % 32))) & 3u);
	}
	/* 60 of the next word's bits, then 16 more: only 4 are left, so
	 * they are dropped and the 16 come from the bottom of a new word. */
	word = rng_next(&ref);
	ck_assert_uint_eq(rng_bits_take(&b, &a, 60), word & ((UINT64_C(1) << 60) - 1));
	word = rng_next(&ref);
	ck_assert_uint_eq(rng_bits_take(&b, &a, 16), word & 0xffffu);
	ck_assert_uint_eq(b.left, 48);
	rng_bits_reserve(&b, &a, 48);
	ck_assert_uint_eq(rng_bits_pop(&b, 8), (word >> 16) & 0xffu);
	rng_bits_reserve(&b, &a, 48);
	word = rng_next(&ref);
	ck_assert_uint_eq(rng_bits_pop(&b, 8), word & 0xffu);
}
END_TEST

/* The bits are fair: 64k bits from a seed hold about half ones. */
START_TEST(test_bits_fair)
{
	rng r;
	rng_bits b;
	uint32_t ones = 0, dirs[4] = { 0, 0, 0, 0 };
	int i;

	rng_seed(&r, 11);
	rng_bits_init(&b, true);
	for (i = 0; i < 65536; i++)
		ones += rng_bit(&b, &r);
	/* 6 standard deviations (128) either side of 32768. */
	ck_assert_uint_ge(ones, 32768 - 768);
	ck_assert_uint_le(ones, 32768 + 768);
	rng_bits_init(&b, false);
	for (i = 0; i < 65536; i++)
		dirs[rng_dir(&b, &r)]++;
	for (i = 0; i < 4; i++) {
		/* Each 16384 +- 6 sd (about 111). */
		ck_assert_uint_ge(dirs[i], 16384 - 666);
		ck_assert_uint_le(dirs[i], 16384 + 666);
	}
}
END_TEST

Suite *
rng_suite(void)
{
	Suite *s = suite_create("rng");
	TCase *tc;

	/* The coverage tests draw many millions of numbers: a guard against
	 * a hang, not a speed target, so a loaded machine must not trip it. */

	tc = tcase_create("reference");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_splitmix_reference);
	tcase_add_test(tc, test_xoshiro_reference);
	tcase_add_test(tc, test_same_seed_same_stream);
	suite_add_tcase(s, tc);

	tc = tcase_create("below");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_below_small_ranges_in_bounds);
	tcase_add_test(tc, test_below_covers_2_16);
	tcase_add_test(tc, test_below_covers_2_31);
	tcase_add_test(tc, test_below_covers_2_40);
	tcase_add_test(tc, test_below_unbiased_chi_square);
	suite_add_tcase(s, tc);

	tc = tcase_create("bits");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_bits_in_order);
	tcase_add_test(tc, test_dirs_and_reserve);
	tcase_add_test(tc, test_bits_fair);
	suite_add_tcase(s, tc);
	return s;
}
