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

#endif
