# po_msgstr.awk - prints the translation of one message of a .po file:
# awk -v id='MSGID' [-v form=N] -f po_msgstr.awk LANG.po
# id is the msgid as C writes it without quotes (\" and \n as in the
# .po); form picks msgstr[N] of a plural entry (0 without it).  Prints
# nothing when the entry is missing, fuzzy or untranslated.
function unq(s) { sub(/^[^"]*"/, "", s); sub(/"[ \t]*$/, "", s); return s }
function flush() {
	if (fuzzy == 0 && msgid == id && str[form + 0] != "")
		{ printf "%s\n", str[form + 0]; found = 1; exit }
	msgid = ""; part = ""; fuzzy = 0; delete str
}
/^#,.*fuzzy/ { fuzzy = 1; next }
/^#/ { next }
/^msgid / { flush(); part = "id"; msgid = unq($0); next }
/^msgid_plural / { part = "plural"; next }
/^msgstr / { part = 0; str[0] = unq($0); next }
/^msgstr\[[0-9]+\] / { part = substr($0, 8, index($0, "]") - 8) + 0; str[part] = unq($0); next }
/^"/ { if (part == "id") msgid = msgid unq($0); else if (part != "plural") str[part] = str[part] unq($0); next }
/^[ \t]*$/ { flush() }
END { if (!found) flush() }
