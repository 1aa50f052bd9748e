#!/bin/sh
# custom.sh - making the game one's own (issue #19), through the real
# binary in tmux: each theme's colours, --theme auto from the terminal's
# answer, the config file's good and bad lines, a rebinding, the
# refusal of a binding that strands quit, --dump-config's round trip,
# and the screen-reader mode (--describe): its words and its cursor.
. "$(dirname "$0")/tmux_lib.sh"

CFG=$T_TMP/config
mkdir -p "$CFG/mazegame"

# player_look: the colour and attributes the @ is drawn with, from the
# pane's escapes: "fg=N bold=B rev=R" (fg=- for the terminal's own).
player_look() {
	grab | LC_ALL=C awk -v esc="$ESC" '
	BEGIN { fg = "-"; bold = 0; rev = 0 }
	{
		line = $0
		while (length(line) > 0) {
			c = substr(line, 1, 1)
			if (c == "@") { printf "fg=%s bold=%d rev=%d\n", fg, bold, rev; exit }
			if (c == esc && substr(line, 2, 1) == "[" && match(line, /^.\[[0-9;]*m/)) {
				n = split(substr(line, 3, RLENGTH - 3), p, ";")
				if (n == 0) { n = 1; p[1] = 0 }
				for (i = 1; i <= n; i++) {
					v = p[i] + 0
					if (v == 0) { fg = "-"; bold = 0; rev = 0 }
					else if (v == 1) bold = 1
					else if (v == 22) bold = 0
					else if (v == 7) rev = 1
					else if (v == 27) rev = 0
					else if (v >= 30 && v <= 37) fg = v - 30
					else if (v >= 90 && v <= 97) fg = v - 90 + 8
					else if (v == 39) fg = "-"
					else if (v == 38 && p[i + 1] == 5) { fg = p[i + 2]; i += 2 }
				}
				line = substr(line, RLENGTH + 1)
				continue
			}
			line = substr(line, 2)
		}
	}'
}

# --- themes -----------------------------------------------------------
for t in default:9:0:0 dark:203:1:0 light:160:1:0 high-contrast:9:1:1 mono:-:1:1; do
	name=${t%%:*}
	want=$(echo "$t" | awk -F: '{ printf "fg=%s bold=%s rev=%s", $2, $3, $4 }')
	tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1 --theme "$name"
	expect_screen "--theme $name starts" "^Moves 0 "
	expect_eq "--theme $name: the player's look" "$want" "$(player_look)"
	keys q
	wait_exit
done
# high-contrast: walls in bold; mono: no colour anywhere.
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1 --theme high-contrast
expect_screen "high-contrast starts" "^Moves 0 "
expect_match "high-contrast draws the walls in bold" "$ESC\\[1m┌" "$(grab | head -n 1)"
keys q
wait_exit
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1 --theme mono
expect_screen "mono starts" "^Moves 0 "
if grab | grep -Eq "$ESC\\[([0-9]*;)*(3[0-7]|9[0-7]|38;5;[0-9]+)(;[0-9]*)*m"; then
	not_ok "mono has no colour code" "$(grab | cat -v | head -n 5)"
else
	ok "mono has no colour code"
fi
keys q
wait_exit

# --- --theme auto: the terminal's background decides ------------------
# tmux answers OSC 11 with the window's background when one is set;
# the game starts once the background is set (the test says so with a
# file; a minute at most), not after a time that a loaded machine may
# take to set it.
printf '#!/bin/sh\nn=0\nwhile [ ! -e "%s" ] && [ $n -lt 600 ]; do sleep 0.05; n=$((n + 1)); done\nexec "$@"\n' \
	"$T_TMP/bg-set" > "$T_TMP/late.sh"
chmod +x "$T_TMP/late.sh"
for bg in '#ffffff:160:light' '#1c1c1c:203:dark'; do
	colour=${bg%%:*}
	rest=${bg#*:}
	fg=${rest%%:*}
	rm -f "$T_TMP/bg-set"
	tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$T_TMP/late.sh" "$MAZEGAME" -s 1 --theme auto
	tm set-option -g window-style "bg=$colour"
	: > "$T_TMP/bg-set"
	expect_screen "--theme auto on $colour starts" "^Moves 0 "
	expect_match "--theme auto on $colour picks ${rest#*:}" "^fg=$fg " "$(player_look)"
	# No answer bytes on the screen, none taken as keys.
	check "--theme auto leaves no stray bytes on $colour" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -q 'rgb\\|11;'"
	expect_match "--theme auto: no stray key moved or asked" "^Moves 0 " "$(status_line)"
	keys q
	wait_exit
	expect_eq "--theme auto on $colour quits with 0" 0 "$status"
done
# No background known: tmux answers only the device attributes, and the
# game starts at once in the default look.
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1 --theme auto
expect_screen "--theme auto without an answer starts" "^Moves 0 "
expect_eq "--theme auto without an answer: the default look" "fg=9 bold=0 rev=0" "$(player_look)"
check "--theme auto without an answer leaves no stray bytes" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -q '\\[?\\|11;'"
keys q
wait_exit

# A terminal that answers nothing at all (a bare pty): the game gives
# up waiting, starts in the default look and plays.
: "${PTYSTEP:=$(dirname "$MAZEGAME")/../tests/ptystep}"
if [ -x "$PTYSTEP" ]; then
	"$MAZEGAME" --print -s 5 > "$T_TMP/maze5"
	if XDG_CONFIG_HOME="$CFG" XDG_DATA_HOME="$T_TMP/pty-data" "$PTYSTEP" -q 100 \
	    -m "$T_TMP/maze5" -n 3 -- "$MAZEGAME" -s 5 --theme auto \
	    >"$T_TMP/pty.out" 2>&1; then
		ok "--theme auto where nothing answers: the game starts and plays"
	else
		not_ok "--theme auto where nothing answers: the game starts and plays" \
			"$(cat "$T_TMP/pty.out")"
	fi
else
	echo "# tests/ptystep is not built: the silent terminal is not tried"
fi

# --- the config file ---------------------------------------------------
cat > "$CFG/mazegame/config" <<'CONF'
# my settings
theme = light
bind z = quit
colour = purple
bind p = quit
CONF
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1 "2>'$T_TMP/err1'"
expect_screen "a config with bad lines: the game still starts" "^Moves 0 "
expect_screen "the game shows the first bad line" "config:4: unknown"
expect_eq "the good lines apply (theme = light)" "fg=160 bold=1 rev=0" "$(player_look)"
keys Enter
wait_gone 'config:4: unknown'
keys '?'
expect_screen "the help shows the key bound in force" "│ *q z +quit"
keys Escape
wait_gone '│ *q z +quit'
keys z
wait_exit
expect_eq "bind z = quit: z quits" 0 "$status"
err=$(cat "$T_TMP/err1")
expect_match "a bad setting is named with its file and line" \
	"^mazegame: $CFG/mazegame/config:4: unknown setting 'colour'" "$err"
expect_match "a binding that strands quit is refused with a warning" \
	"^mazegame: $CFG/mazegame/config:5: bind: binding p to 'quit' would leave 'solution' without a key" "$err"
cat > "$CFG/mazegame/config" <<'CONF'
bind q = left
CONF
run_cmd env XDG_CONFIG_HOME="$CFG" "$MAZEGAME" --dump-config
expect_match "unbinding the only quit key is refused with a warning" \
	"^mazegame: $CFG/mazegame/config:1: bind: binding q to 'left' would leave 'quit' without a key" "$err"
# q was not taken from quit.
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1 "2>/dev/null"
expect_screen "second start" "^Moves 0 "
keys Enter
wait_gone 'without a key'
keys q
wait_exit
expect_eq "the refused binding left q quitting" 0 "$status"

# Prompts say the keys in force: with n rebound, the new-maze key shows.
cat > "$CFG/mazegame/config" <<'CONF'
bind N = new
bind n = none
bind F1 = none
CONF
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1
expect_screen "rebound game starts" "^Moves 0 "
expect_match "the status line names the help key" "\\? help" "$(status_line)"
keys "$(first_keys 1 1)" N
expect_screen "the rebound key asks before a new maze" "new maze"
keys n
keys q
wait_exit

# flash = off: a bump does not flash (polish.sh shows that it does
# without this line, with the same maze and keys).
printf 'flash = off\n' > "$CFG/mazegame/config"
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 5 --no-color
expect_screen "flash = off game starts" "^Moves 0 "
expect_eq "flash = off: a bump does not flash" no "$(bump_flashes)"
keys q
wait_exit

# --- --dump-config ----------------------------------------------------
cat > "$CFG/mazegame/config" <<'CONF'
difficulty = easy
theme = high-contrast
name = tester
flash = off
bind g = quit
bind q = left
bind z = pause
bind Space = none
CONF
run_cmd env XDG_CONFIG_HOME="$CFG" "$MAZEGAME" --dump-config
expect_eq "--dump-config exits 0" 0 "$rc"
expect_match "--dump-config has the file's theme" "^theme = high-contrast$" "$out"
expect_match "--dump-config has the bindings" "^bind g = quit$" "$out"
expect_match "--dump-config has the unbinding" "^bind Space = none$" "$out"
first=$out
mkdir -p "$T_TMP/again/mazegame"
printf '%s\n' "$out" > "$T_TMP/again/mazegame/config"
run_cmd env XDG_CONFIG_HOME="$T_TMP/again" "$MAZEGAME" --dump-config
expect_eq "--dump-config reads back without a warning" "" "$err"
expect_eq "--dump-config reads back to the same settings" "$first" "$out"
run_cmd env XDG_CONFIG_HOME="$CFG" "$MAZEGAME" --dump-config --theme dark --hard
expect_match "the command line wins over the file (theme)" "^theme = dark$" "$out"
expect_match "the command line wins over the file (difficulty)" "^difficulty = hard$" "$out"
run_cmd env XDG_CONFIG_HOME="$CFG" "$MAZEGAME" --print -s 3
run_cmd "$MAZEGAME" --print -s 3 --easy
expect_eq "the file's difficulty names the same maze as --easy" \
	"$out" "$(env XDG_CONFIG_HOME="$CFG" "$MAZEGAME" --print -s 3)"
rm -f "$CFG/mazegame/config"

# --- the screen-reader mode -------------------------------------------
# cursor_on_player: the pane's cursor is on the @.
cursor_on_player() {
	# Columns are characters, not bytes: count them with wc -m.
	at_row=$(screen | grep -n '@' | head -n 1 | cut -d: -f1)
	[ -n "$at_row" ] || return 1
	at_col=$(screen | sed -n "${at_row}p" | sed 's/@.*//' | tr -d '\n' | wc -m)
	at="$at_col,$((at_row - 1))"
	cur=$(tm display-message -p -t main '#{cursor_x},#{cursor_y}')
	[ -n "$at" ] && [ "$at" = "$cur" ]
}
# said: the screen reader's status rows (the last two at 24 lines)
# joined into one line, as a reader reads them in turn.
said() {
	screen | tail -n 2 | tr '\n' ' ' | sed 's/  */ /g; s/ $//'
}
# expect_said NAME PATTERN: a check that waits (10 s) for PATTERN in
# what the status rows say.
expect_said() {
	s_end=$(( $(date +%s) + 10 ))
	while [ "$(date +%s)" -le "$s_end" ]; do
		if said | grep -Eq -- "$2"; then ok "$1"; return; fi
		sleep 0.05
	done
	not_ok "$1" "pattern: $2
said: $(said)"
}
# wait_cursor: polls until the cursor is on the @ (10 s at most).
wait_cursor() {
	w_end=$(( $(date +%s) + 10 ))
	while [ "$(date +%s)" -le "$w_end" ]; do
		cursor_on_player && return 0
		sleep 0.05
	done
	return 1
}
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1 --describe
expect_said "--describe starts and says where the player is" \
	"^Column 1, row 1: open [a-z, ]+; [a-z ]+; the start\\. Exit [0-9]+ east, [0-9]+ south\\. Moves 0, optimal [0-9]+\\.$"
check "--describe: the cursor is shown" [ "$(tm display-message -p -t main '#{cursor_flag}')" = 1 ]
check "--describe: the cursor rests on the @" wait_cursor
keys "$(first_keys 1 1)"
expect_said "after a move the status line says the new place" \
	"^Column [0-9]+, row [0-9]+: open [a-z (),]+.* Moves 1, optimal"
expect_said "after a move the exit is said" "\\. Exit [0-9]+ east, [0-9]+ south\\. Moves 1, optimal [0-9]+\\.$"
check "--describe: the cursor follows the @" wait_cursor
keys q
wait_exit
# A bump at the start (the top border): words, not a flash.
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 5 --describe --no-color
expect_screen "a described game at the top border" "^Column 1, row 1"
keys Up
expect_screen "--describe says a bumped wall" "^Wall north\\. Column 1, row 1: open"
expect_eq "--describe: a bump does not flash" no "$(bump_flashes)"
expect_match "--describe: a bump is no move" "Moves 0," "$(status_line)"
keys q
wait_exit
# A whole game: the result is a plain sentence.
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 1 --describe
expect_screen "a described game starts" "^Column 1, row 1"
for k in $(first_keys 1 1000); do
	keys "$k"
done
expect_screen "the result is said as a sentence" \
	"^You reached the exit in [0-9]+ moves; the shortest way is [0-9]+ moves\\. Time [0-9:]+\\."
run_cmd env XDG_DATA_HOME="$T_TMP/data.$t_server" "$MAZEGAME" --high-scores
expect_match "a described game is scored as any other" "normal" "$out"
keys q
wait_exit
expect_eq "the described game quits with 0" 0 "$status"

# A game played from the words alone: the right-hand rule, reading
# nothing but the status line's "open ..." after each move.
tmux_start 80 24 "XDG_CONFIG_HOME='$CFG'" "$MAZEGAME" -s 7 --describe
expect_screen "a game for the words alone starts" "^Column 1, row 1"
heading=1   # 0 north, 1 east, 2 south, 3 west
steps=0
line=$(said)
while [ "$steps" -lt 2000 ]; do
	case $line in "You reached"*) break ;; esac
	open=$(printf '%s\n' "$line" | sed -n 's/.*: open \([^;.]*\)[;.].*/\1/p')
	for turn in 1 0 3 2; do
		d=$(( (heading + turn) % 4 ))
		w=$(echo "north east south west" | cut -d' ' -f$((d + 1)))
		case $open in *"$w"*) heading=$d; break ;; esac
	done
	keys "$(echo "Up Right Down Left" | cut -d' ' -f$((heading + 1)))"
	steps=$((steps + 1))
	# Wait for the rows to say the new place: the move counted (both
	# rows are drawn by then), or the result.
	w_end=$(( $(date +%s) + 10 ))
	while [ "$(date +%s)" -le "$w_end" ]; do
		new=$(said)
		case $new in *"Moves $steps, "*|"You reached"*) break ;; esac
		sleep 0.02
	done
	line=$new
done
expect_match "a game played from the status line's words alone reaches the exit" \
	"^You reached the exit in $steps moves; the shortest way is [0-9]+ moves\\." "$line"
keys q
wait_exit

tmux_finish
