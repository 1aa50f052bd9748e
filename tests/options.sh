#!/bin/sh
# options.sh - every mode refuses the options it would ignore, as a
# class: a mode that only reads, lists, prints or watches names the
# option and itself in one line, exit 2; what the manual documents
# still goes through; a joiner of a race is told, in one line, that its
# maze options are not used (the host's maze is raced).
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
export XDG_DATA_HOME="$T_TMP/data" XDG_CONFIG_HOME="$T_TMP/config"

# refused WHAT OPTION MODE ARGS...: ARGS exit 2 with one line on
# stderr (then the --help hint) naming OPTION and MODE, nothing on stdout.
refused() {
	r_what=$1 r_opt=$2 r_mode=$3
	shift 3
	run_cmd "$MAZEGAME" "$@"
	expect_eq "$r_what: exit 2" 2 "$rc"
	expect_eq "$r_what: nothing on stdout" "" "$out"
	expect_match "$r_what: one line names $r_opt and $r_mode" \
		"^mazegame: $r_mode does not use ([-a-z]+, )*$r_opt(, [-a-z]+)*: leave (it|them) out\$" \
		"$(printf '%s\n' "$err" | head -n 1)"
}
# taken WHAT ARGS...: ARGS are not refused as a usage error.
taken() {
	t_what=$1
	shift
	run_cmd "$MAZEGAME" "$@"
	if [ "$rc" != 2 ]; then ok "$t_what"; else
		not_ok "$t_what" "exit $rc: $err"; fi
}

# --- modes that only list or read ---------------------------------
refused "--races -s 4" --seed --races --races -s 4
refused "--races --hard" --hard --races --races --hard
refused "--races --theme" --theme --races --races --theme=dark
refused "--high-scores -W 9" --width --high-scores --high-scores -W 9
refused "--high-scores --easy" --easy --high-scores --high-scores --easy
refused "--list-algorithms -a prim" --algorithm --list-algorithms --list-algorithms -a prim
refused "--list-algorithms --ascii" --ascii --list-algorithms --list-algorithms --ascii
refused "--history -s 4" --seed --history --history -s 4
refused "--history --format=csv --daily" --daily --history --history --format=csv --daily
refused "--dump-config -s 4" --seed --dump-config --dump-config -s 4
run_cmd "$MAZEGAME" --races -s 4 --hard
expect_match "two ignored options are both named" \
	"^mazegame: --races does not use --seed, --hard: leave them out$" \
	"$(printf '%s\n' "$err" | head -n 1)"

# --- modes that print or watch ------------------------------------
refused "--print --theme" --theme --print --print -s 1 --theme=dark
refused "--print --describe" --describe --print --print -s 1 --describe
refused "--print --no-mouse" --no-mouse --print --print -s 1 --no-mouse
refused "--print --fit" --fit --print --print --fit
refused "--count's answer pages are the solutions" --solution --count \
	--print --format pdf -o "$T_TMP/m.pdf" --count 2 --solution
refused "--stats --ascii" --ascii --stats --stats -s 1 --ascii
refused "--spectate --record" --record --spectate --spectate=r1 --record="$T_TMP/run"
refused "--spectate --ghost" --ghost --spectate --spectate=r1 --ghost


# --- what the manual documents goes through -------------------------
taken "--print --stats" --print --stats -s 1
taken "--print --solution --format svg -o" --print --solution --format svg -o "$T_TMP/m.svg" -s 1
taken "--stats with maze options" --stats -W 9 -H 5 -s 3 -a prim --hard
taken "--print --daily" --print --daily
taken "--history --format=csv" --history --format=csv
taken "--high-scores alone" --high-scores
taken "--list-algorithms alone" --list-algorithms
taken "--races alone" --races
taken "--dump-config --theme dark --hard --describe --no-mouse" \
	--dump-config --theme dark --hard --describe --no-mouse
# --help and --version win over everything, as GNU programs do.
run_cmd "$MAZEGAME" --help -s 4 --races
expect_eq "--help with other options still helps, exit 0" 0 "$rc"
run_cmd "$MAZEGAME" --version --seed 4
expect_eq "--version with other options, exit 0" 0 "$rc"

# --- a joiner races the host's maze ---------------------------------
. "$TOP_SRCDIR/tests/race_lib.sh"
ROOM=op$$
start host 80 24 --race=$ROOM -s 3
expect_on host "Race room $ROOM" "the host's lobby"
start ann 200 24 --race=$ROOM -s 7 --hard
expect_on host "\(2\) +ready" "ann joins"
tm send-keys -t ann q
expect_on ann "room $ROOM is hosted already and its host's maze is raced: --seed, --hard are not used" \
	"the joiner is told in one line that --seed and --hard are not used"
start bob 200 24 --race=$ROOM --theme=dark
expect_on host "\(2\) +ready" "bob joins"
tm send-keys -t bob q
exited bob
if shot bob | grep -q 'not used'; then
	not_ok "a joiner without maze options is told nothing of them" "$(shot bob)"
else ok "a joiner without maze options is told nothing of them"; fi
tm send-keys -t host q
exited host
finish
