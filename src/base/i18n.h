/* i18n.h - the words a person reads, in the player's language.
 *
 * Every string a person reads is written _("...") (or N_("...") in a
 * table that is translated where it is shown), and every sentence with
 * a count is ngettext(one, many, n): whole sentences per count form, so
 * a language with three plural forms (Polish) gets its own three.
 * File formats, the block format and --stats keys are never marked:
 * they are the same in every language.
 *
 * Without NLS (configure --disable-nls) the same calls give English.
 */
#ifndef MAZEGAME_BASE_I18N_H
#define MAZEGAME_BASE_I18N_H

#if defined(ENABLE_NLS) && ENABLE_NLS
#include <libintl.h>
#define _(msgid) gettext(msgid)
#else
#define _(msgid) ((const char *)(msgid))
#undef ngettext
#define ngettext(one, many, n) ((n) == 1 ? (one) : (many))
#undef bindtextdomain
#define bindtextdomain(domain, dir) ((void)(domain), (void)(dir))
#undef textdomain
#define textdomain(domain) ((void)(domain))
#endif

/* A string marked for translation where it is defined (a table) and
 * translated with _() where it is shown. */
#define N_(msgid) msgid

/* A msgid that means two things in English gets a context, so each
 * meaning has its own translation: "left" a racer who left the room,
 * and "left" as why a racer was dropped.  C_ translates at once; NC_
 * marks a table entry, shown with i18n_context(). */
#define NC_(context, msgid) context "\004" msgid
#define C_(context, msgid) i18n_context(context "\004" msgid)

/* Returns the translation of joined (a context, \004, a msgid), or
 * the msgid when there is none.  The string is static. */
const char *i18n_context(const char *joined)
#if defined(__GNUC__)
	__attribute__((format_arg(1)))
#endif
	;

#endif
