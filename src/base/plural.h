/* plural.h - the one place a count chooses its sentence.
 *
 * Every message with a count keeps whole sentences per count form
 * ("%llu move" / "%llu moves"), so a translation can replace
 * plural_pick with ngettext(one, many, n) unchanged: the arguments are
 * in ngettext's order.
 */
#ifndef MAZEGAME_BASE_PLURAL_H
#define MAZEGAME_BASE_PLURAL_H

#include <stdint.h>

/* Returns one (a format or a word) when n is 1, else many; English
 * rules until the messages are translated. */
const char *plural_pick(const char *one, const char *many, uint64_t n)
#if defined(__GNUC__)
	__attribute__((format_arg(1))) __attribute__((format_arg(2)))
#endif
	;

#endif
