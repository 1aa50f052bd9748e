# locale_lib.sh - the game in German and Polish from this tree, with
# nothing installed system-wide: the locales made here (localedef into
# $T_TMP/loc, LOCPATH) and the catalogues of this build
# (MAZEGAME_LOCALEDIR).  Sourced after lib.sh; sets PLAY_ENV, the
# environment a game needs for them, and PO, the catalogues' folder.

: "${TOP_BUILDDIR:=$(cd "$(dirname "$MAZEGAME")/.." && pwd)}"
PO=$TOP_SRCDIR/po
needs "apt-get install locales gettext" localedef msgfmt ngettext
[ -f /usr/share/i18n/locales/de_DE ] && [ -f /usr/share/i18n/locales/pl_PL ] ||
	{ echo "$t_name.sh: the locale sources are needed (apt-get install locales)"; exit 99; }

# The locales, made here.
LOC=$T_TMP/loc
mkdir -p "$LOC"
for l in de_DE pl_PL; do
	localedef -i "$l" -f UTF-8 "$LOC/$l.UTF-8" 2>"$T_TMP/localedef.err" ||
		[ -f "$LOC/$l.UTF-8/LC_CTYPE" ] ||
		{ cat "$T_TMP/localedef.err"; echo "$t_name.sh: localedef $l failed"; exit 99; }
done
# The catalogues: the build's .gmo (in the build tree, or in the source
# tree where gettext's rules put them and a tarball carries them), or
# the .po itself when it is newer than the .gmo.
MO=$T_TMP/mo
for l in de pl; do
	mkdir -p "$MO/$l/LC_MESSAGES"
	gmo=
	for d in "$TOP_BUILDDIR/po" "$PO"; do
		if [ -f "$d/$l.gmo" ] && ! [ "$PO/$l.po" -nt "$d/$l.gmo" ]; then gmo=$d/$l.gmo; break; fi
	done
	if [ -n "$gmo" ]; then
		cp "$gmo" "$MO/$l/LC_MESSAGES/mazegame.mo"
	else
		msgfmt -o "$MO/$l/LC_MESSAGES/mazegame.mo" "$PO/$l.po"
	fi
done
PLAY_ENV="LOCPATH='$LOC' MAZEGAME_LOCALEDIR='$MO' LANGUAGE="

