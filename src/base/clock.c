/* clock.c - the monotonic clock in milliseconds. */
#include "config.h"

#include <time.h>

#include "base/clock.h"

uint64_t
clock_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t
clock_ms(void)
{
	return clock_ns() / 1000000u;
}
