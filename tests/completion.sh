#!/bin/sh
# completion.sh - the bash completion: its static lists match the
# program, and it completes what a player types.
#
# Each case runs a fresh bash that sources the completion, fills
# COMP_WORDS and COMP_CWORD as bash would for the command line, calls
# the completion function and prints COMPREPLY sorted, one a line.  The
# cases run twice when the bash-completion package is installed: once
# on its own and once with the package's helpers loaded.
. "$(dirname "$0")/lib.sh"

COMPLETION=${TOP_BUILDDIR:-$TOP_SRCDIR}/data/bash-completion/mazegame
command -v bash >/dev/null 2>&1 || { echo "bash is needed"; exit 77; }

# The static lists against --help and --list-algorithms.
"$MAZEGAME" --help > "$T_TMP/help"
sed -n 's/^ \{2,8\}\(-[A-Za-z], \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p' \
	"$T_TMP/help" | sort -u > "$T_TMP/help.long"
sed -n 's/^ \{2,8\}\(-[A-Za-z]\), --.*/\1/p' "$T_TMP/help" |
	sort -u > "$T_TMP/help.short"
"$MAZEGAME" --list-algorithms | sed 's/^\([^ ]*\).*/\1/' > "$T_TMP/algos"
"$MAZEGAME" --list-algorithms | sed -n 's/.*(alias: \([^)]*\))$/\1/p' >> "$T_TMP/algos"
sort -u -o "$T_TMP/algos" "$T_TMP/algos"

# list VAR: the words of the completion's variable VAR (local VAR='...'),
# sorted.
list() {
	awk -v v="$1" -v q="'" '
		index($0, "local " v "=" q) { on = 1; sub("^[^" q "]*" q, "") }
		on { if (index($0, q)) { sub(q ".*", ""); on = 0 } print }' \
		"$COMPLETION" | tr -s ' \t' '\n\n' | sed '/^$/d' | sort -u
}
list long_opts > "$T_TMP/comp.long"
list short_opts > "$T_TMP/comp.short"
list algorithms > "$T_TMP/comp.algos"
list shapes > "$T_TMP/comp.shapes"
expect_eq "the completion's shapes are --list-shapes' names" \
	"$("$MAZEGAME" --list-shapes | sed 's/ .*//' | sort -u)" \
	"$(cat "$T_TMP/comp.shapes")"
expect_eq "the completion's long options are --help's" \
	"$(cat "$T_TMP/help.long")" \
	"$(cat "$T_TMP/comp.long")"
missing=$(comm -13 "$T_TMP/help.long" "$T_TMP/comp.long" | tr '\n' ' ')
expect_eq "every long option the completion offers is in --help" "" "$missing"
expect_eq "the completion's short options are --help's" \
	"$(cat "$T_TMP/help.short")" "$(cat "$T_TMP/comp.short")"
expect_eq "the completion's algorithms are --list-algorithms' names and aliases" \
	"$(cat "$T_TMP/algos")" "$(cat "$T_TMP/comp.algos")"
# The completion never runs the game, so its list is static; it must
# still be the one list of generators, src/maze/gen/list.h (names and
# aliases of its GEN_ALGO rows).
sed -n 's/^GEN_ALGO([a-z_]*, *"\([^"]*\)", *\(NULL\|"\([^"]*\)"\).*/\1 \3/p' \
	"$TOP_SRCDIR/src/maze/gen/list.h" | tr -s ' ' '\n' | sed '/^$/d' |
	sort -u > "$T_TMP/list.algos"
check "src/maze/gen/list.h has generator rows" [ -s "$T_TMP/list.algos" ]
expect_eq "the completion's algorithms are src/maze/gen/list.h's names and aliases" \
	"$(cat "$T_TMP/list.algos")" "$(cat "$T_TMP/comp.algos")"

# complete [HELPERS] WORD...: COMPREPLY for the command line "mazegame
# WORD..." with the cursor at the end of the last WORD.  HELPERS is
# "pkg" to load the bash-completion package first.
BASH_COMPLETION_LIB=
for f in /usr/share/bash-completion/bash_completion /etc/bash_completion; do
	[ -r "$f" ] && { BASH_COMPLETION_LIB=$f; break; }
done
complete_words() {
	helpers=$1
	shift
	(cd "$T_TMP/files" && bash --norc --noprofile -c '
		lib=$1 comp=$2
		shift 2
		if [ -n "$lib" ]; then . "$lib"; fi
		. "$comp"
		COMP_WORDS=(mazegame "$@")
		COMP_CWORD=$#
		COMP_LINE="mazegame $*"
		COMP_LINE=${COMP_LINE// = /=}
		COMP_POINT=${#COMP_LINE}
		_mazegame mazegame "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
		printf "%s\n" "${COMPREPLY[@]}"' bash "$helpers" "$COMPLETION" "$@") |
		sed '/^$/d' | sort
}

mkdir -p "$T_TMP/files/mazes"
: > "$T_TMP/files/my.maze"
: > "$T_TMP/files/mazes/spiral.maze"

for mode in plain pkg; do
	lib=
	if [ "$mode" = pkg ]; then
		[ -n "$BASH_COMPLETION_LIB" ] || {
			echo "# bash-completion is not installed: cases with its helpers skipped"
			break
		}
		lib=$BASH_COMPLETION_LIB
	fi
	expect_eq "$mode: mazegame --al<TAB>" "--algorithm" "$(complete_words "$lib" --al)"
	expect_eq "$mode: mazegame --lo<TAB>" "--load" "$(complete_words "$lib" --lo)"
	expect_eq "$mode: mazegame --ha<TAB>" "--hard" "$(complete_words "$lib" --ha)"
	expect_eq "$mode: mazegame --no<TAB>" "--no-color
--no-mouse
--normal" "$(complete_words "$lib" --no)"
	expect_eq "$mode: mazegame -a <TAB>" "$(cat "$T_TMP/algos")" \
		"$(complete_words "$lib" -a '')"
	expect_eq "$mode: mazegame --algorithm <TAB>" "$(cat "$T_TMP/algos")" \
		"$(complete_words "$lib" --algorithm '')"
	expect_eq "$mode: mazegame -a hu<TAB>" "hunt-and-kill" \
		"$(complete_words "$lib" -a hu)"
	expect_eq "$mode: mazegame --algorithm=pr<TAB>" "prim" \
		"$(complete_words "$lib" --algorithm = pr)"
	expect_eq "$mode: mazegame --load <TAB> offers files" "mazes
my.maze" "$(complete_words "$lib" --load '' | sed 's,/$,,')"
	expect_eq "$mode: mazegame --load m<TAB>" "mazes
my.maze" "$(complete_words "$lib" --load m | sed 's,/$,,')"
	expect_eq "$mode: mazegame --size <TAB> offers the presets' sizes" "12x7
19x11
40x20" "$(complete_words "$lib" --size '')"
	expect_eq "$mode: mazegame --seed <TAB> offers nothing" "" \
		"$(complete_words "$lib" --seed '')"
	expect_eq "$mode: mazegame --format <TAB> offers the formats (csv for --history)" "csv
graph
pdf
png
svg
text" "$(complete_words "$lib" --format '')"
	expect_eq "$mode: mazegame --page l<TAB>" "letter" \
		"$(complete_words "$lib" --page l)"
	expect_eq "$mode: mazegame --theme <TAB> offers the themes" "auto
dark
default
high-contrast
light
mono" "$(complete_words "$lib" --theme '' | sort)"
	expect_eq "$mode: mazegame -o m<TAB> offers files" "mazes
my.maze" "$(complete_words "$lib" -o m | sed 's,/$,,')"
	expect_eq "$mode: mazegame --count <TAB> offers nothing" "" \
		"$(complete_words "$lib" --count '')"
	expect_eq "$mode: mazegame -<TAB> offers every option" \
		"$(cat "$T_TMP/comp.long" "$T_TMP/comp.short" | sort)" \
		"$(complete_words "$lib" -)"
done

finish
