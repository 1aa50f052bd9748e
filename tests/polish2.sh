#!/bin/sh
# polish2.sh - issue #26 through the real binary: counts that read
# right for 0, 1 and many; the screen reader's exit bearing, status
# rows and the key that reads it all; --high-scores with a damaged
# file; questions that say what each answer keeps and loses.
. "$(dirname "$0")/tmux_lib.sh"

# words: the pane's last N rows joined into one line, runs of spaces
# squeezed (what a screen reader reads in turn).
words() {
	screen | tail -n "$1" | tr '\n' ' ' | tr -s ' '
}

# A 3x2 maze with a dead end beside the start: Down, Up explores it.
cat > "$T_TMP/small.maze" <<'EOF'
#######
#S    #
# ### #
# #  E#
#######
EOF

# --- 2. plurals: 0, 1 and many -----------------------------------------
tmux_start 80 24 "$MAZEGAME" -s 1 -W 2 -H 1
expect_screen "one move: the game starts" "Moves 0"
keys "$(first_keys 1 1 -W 2 -H 1)"
expect_screen "one move: 'Escaped in 1 move (optimal 1'" "Escaped in 1 move \\(optimal 1,"
expect_screen "no dead end: 'You explored no dead end'" "You explored no dead end"
keys q
wait_exit

tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/small.maze"
expect_screen "many moves: the game starts" "Moves 0"
keys Down
expect_screen "one move made" "^Moves 1 "
keys r
expect_screen "the restart question says 'The 1 move so far'" "The 1 move so far will be lost"
keys Escape
keys Up
expect_screen "two moves made" "^Moves 2 "
keys r
expect_screen "the restart question says 'The 2 moves so far'" "The 2 moves so far will be lost"
keys Escape
expect_screen "back to the game" "^Moves 2 "
keys Right Right Down
expect_screen "many moves: 'Escaped in 5 moves (optimal 3'" "Escaped in 5 moves \\(optimal 3,"
expect_screen "one dead end: 'You explored 1 dead end'" "You explored 1 dead end\$|You explored 1 dead end "
keys q
wait_exit

tmux_start 80 24 "$MAZEGAME" -s 1 -W 2 -H 1 --describe
expect_screen "describe: the game starts" "Moves 0, optimal 1\\."
keys "$(first_keys 1 1 -W 2 -H 1)"
expect_screen "describe: 'in 1 move; the shortest way is 1 move.'" \
	"in 1 move; the shortest way is 1 move\\."
keys q
wait_exit

D=$T_TMP/resume
mkdir -p "$D"
PLAY_DATA=$D
tmux_start 80 24 "$MAZEGAME" -s 1
expect_screen "a game to save" "Moves 0"
keys "$(first_keys 1 1)"
expect_screen "a move to save" "^Moves 1 "
keys q
wait_exit
tmux_start 80 24 "$MAZEGAME"
expect_screen "the resume question says '1 move in'" "1 move in [0-9]"
expect_screen "the resume question: q closes it (a new game, it stays saved)" \
	"n/Esc/q new game; it stays saved"
# --- 5. a second game is saved beside the first: nothing to ask -------
keys n
expect_screen "n: a new game" "^Moves 0 "
# A random maze: from the top-left corner Right or Down is open.
keys Right
keys Down
expect_screen "the new game moves" "^Moves [12] "
keys q
wait_exit
expect_eq "a second game: q saves it beside the first, nothing asked (status 0)" 0 "$status"
tmux_start 80 24 "$MAZEGAME"
expect_screen "the offer is the newest, and counts the other" "1 other saved game is kept too"
expect_screen "... the newest: the second game, one or two moves" "[12] moves? in [0-9]"
keys q
expect_screen "q closes the offer: a new game" "^Moves 0 "
keys q
wait_exit
expect_eq "both stay saved: q quits with status 0" 0 "$status"
unset PLAY_DATA

# --- 3. --describe: the exit, the rows, the whole status ---------------
# box_text: the words on the screen's rows that have a box's side (the
# maze has none; the status rows have no side), but the key line.
box_text() {
	screen | grep '│' | grep -v 'any key goes on' |
		sed 's/[│┌┐└┘─├┤┬┴┼]/ /g' | tr '\n' ' '
}
BIG="-s 1 -W 100 -H 100"
opt=$("$MAZEGAME" --stats $BIG | sed -n 's/^solution_length: //p')
k1=$(first_keys 1 1 -W 100 -H 100)
for size in 80x24 44x12 30x10 20x5; do
	c=${size%x*} r=${size#*x}
	tmux_start "$c" "$r" "$MAZEGAME" $BIG --describe
	expect_screen "$size describe: starts" "Moves 0"
	keys "$k1"
	expect_screen "$size describe: a move" "Moves 1"
	rows=3
	{ [ "$r" -lt 10 ] || { [ "$c" -ge 80 ] && [ "$r" -lt 30 ]; }; } && rows=2
	said=$(words $rows)
	expect_match "$size describe: the score is whole on screen" "Moves 1, optimal $opt\\." "$said"
	if [ "$c" -ge 44 ]; then
		expect_match "$size describe: says where the exit lies" "Exit (98 east, 99 south|99 east, 98 south)\\." "$said"
	fi
	# i: the whole status in a box; where it is taller than the screen
	# (20x5), a part at a time ("1/3" on its edge), any key the next.
	keys i
	expect_screen "$size describe: i shows the status in a box" "any key goes on"
	# The cursor, which a screen reader follows, on the box's words.
	first=$(screen | grep -n '│ Column' | head -n 1 | cut -d: -f1)
	expect_eq "$size describe: the cursor is on the box's first row" \
		"$(( ${first:-0} - 1 ))" "$(tm display-message -p -t main '#{cursor_y}')"
	said='' part=1 parts=1
	while :; do
		said="$said $(box_text)"
		pp=$(screen | head -n 1 | sed -n 's/.*[─┌]\([0-9][0-9]*\/[0-9][0-9]*\)─.*/\1/p')
		[ -n "$pp" ] || break
		part=${pp%/*} parts=${pp#*/}
		[ "$part" -lt "$parts" ] && [ "$part" -lt 12 ] || break
		keys x
		wait_for "[─┌]$((part + 1))/$parts─" 10 || break
	done
	said=$(printf '%s\n' "$said" | tr -s ' ')
	[ "$c" -lt 30 ] && expect_match "$size describe: i comes in parts here" '^[2-9]$' "$parts"
	expect_match "$size describe: i has the time ($parts part(s))" "Time [0-9]+:[0-9]+" "$said"
	expect_match "$size describe: i has the exit" "Exit (98 east, 99 south|99 east, 98 south)\\." "$said"
	expect_match "$size describe: i has the score" "Moves 1, optimal $opt\\." "$said"
	keys x
	expect_screen "$size describe: a key on its last part closes it" "Moves 1, optimal"
	check "$size describe: the box is gone" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -q 'any key goes on'"
	keys q
	wait_exit
done
# In the fog no more than a sighted player sees: no exit, no bearing.
tmux_start 80 24 "$MAZEGAME" -s 1 --hard --describe
expect_screen "fog describe: starts" "Moves 0"
expect_screen "fog describe: the exit is not in sight" "The exit is not in sight\\."
check "fog describe: no distance" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -Eq 'Exit [0-9]'"
check "fog describe: no bearing" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -Eq 'Exit to the'"
keys q
wait_exit

# --- 4. --high-scores with a damaged file ------------------------------
H=$T_TMP/hs
mkdir -p "$H/mazegame"
echo "this is not a scores file" > "$H/mazegame/scores"
XDG_DATA_HOME=$H run_cmd "$MAZEGAME" --high-scores
expect_eq "damaged scores: exit 1" 1 "$rc"
expect_eq "damaged scores: nothing on stdout" "" "$out"
expect_match "damaged scores: says it is damaged" "scores is damaged" "$err"
expect_match "damaged scores: and left as it is" "left as it is" "$err"
expect_eq "damaged scores: one line" 1 "$(printf '%s\n' "$err" | wc -l)"
expect_eq "damaged scores: only read, the file in its place" \
	"scores this is not a scores file" "$(ls "$H/mazegame") $(cat "$H/mazegame/scores")"

# --- 7. the replay: S and E, the detours, the shortest way on demand --
tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/small.maze"
expect_screen "replay: the game starts" "^Moves 0 "
keys Down Up Right Right Down
expect_screen "replay: the detour and its cost" "Dead end at 1,2: 2 moves"
expect_screen "replay: the key of the shortest way" "p shows the shortest way"
keys v
expect_screen "replay: the box hides" "v shows the result"
rows=$(screen | grep -E '^ *│ [S@]')
expect_match "replay: S is drawn" "│ S " "$rows"
expect_match "replay: E is drawn, not the player on it" " E │" "$(screen | grep -E '^ *│ ·')"
check "replay: no player left on the maze" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -q '@'"
expect_match "replay: the route marks" "S   ·   · " "$rows"
# Route marks at 4.5:1 on black and on white: 256-colour indexes whose
# luminance allows both (29 63 98 131 163 243).
marks=$(grab | grep -o "$ESC\[[0-9;]*m·" | sed 's/·//' | sort -u)
bad=$(printf '%s\n' "$marks" | grep -v -E "38;5;(29|63|98|131|163|243)m" | grep -E "38;5;|3[0-7]m" || true)
check "replay: route marks in colours of 4.5:1 on both backgrounds ($(printf '%s' "$marks" | cat -v | tr '\n' ' '))" \
	test -n "$marks" -a -z "$bad"
keys p
expect_screen "replay: p shows the shortest way over the route" "S   \*   \* "
keys p
expect_screen "replay: p again hides it" "S   ·   · "
keys q
wait_exit

# --- 9. --theme auto: --dump-config says what it chose and why ---------
run_cmd "$MAZEGAME" --theme auto --dump-config
expect_match "dump-config, no terminal: auto chose default, and why" \
	"^# theme auto chose default: the output is not a terminal" "$out"
tmux_start 100 10 "$MAZEGAME" --theme auto --dump-config
expect_screen "dump-config in tmux: auto says what it chose and why" \
	"^# theme auto chose (default: the terminal did not answer|dark: the terminal says|light: the terminal says)"
wait_exit

# --- 10. the map at 120x60: a readable scale, no empty frame -----------
tmux_start 120 60 "$MAZEGAME" -s 1
expect_screen "big map: starts" "^Moves 0 "
keys m
expect_screen "big map: opens" "Map 19x11"
map=$(screen | sed -n '/Map 19x11/,/any key goes back/p')
check "big map: no braille at this size" sh -c "! printf '%s\n' \"\$1\" | LC_ALL=C grep -q '$(printf '\342[\240-\243]')'" _ "$map"
expect_eq "big map: the whole maze, a row a wall or cell row (23 + frame)" 25 "$(printf '%s\n' "$map" | wc -l)"
# Read the map back square by square: inside the frame, every row is
# the block format's row (walls as box characters, a cell two wide).
prefix=$(printf '%s\n' "$map" | head -n 1 | sed 's/┌─Map.*//')
n=$(printf '%s' "$prefix" | wc -m)
got=$(printf '%s\n' "$map" | sed '1d;$d' | sed -E "s/^.{$n}│ //; s/^(.{58}).*/\\1/" |
	sed 'y/│─┌┐└┘├┤┬┴┼@E/###########  /')
want=$("$MAZEGAME" --print -s 1 | tr 'SE' '  ' |
	awk '{ o = ""; for (j = 1; j <= length($0); j++) { c = substr($0, j, 1); o = o c; if (j % 2 == 0) o = o c } print o }')
expect_eq "big map: the whole maze, square by square, no empty row" "$want" "$got"
expect_match "big map: the player and the exit" "@.*" "$map"
expect_match "big map: the exit" "E │" "$map"
keys q
g_deadline=$(( $(date +%s) + 10 ))
while screen | grep -q 'Map 19x11' && [ "$(date +%s)" -le "$g_deadline" ]; do
	sleep 0.05
done
keys q
wait_exit

# --- 6. smaller things ----------------------------------------------
# No HOME: the warning is on the status line, once; no box eats a key.
printf '#!/bin/sh\nunset HOME XDG_DATA_HOME\nexec "$@"\n' > "$T_TMP/nohome.sh"
chmod +x "$T_TMP/nohome.sh"
tmux_start 80 24 "$T_TMP/nohome.sh" "$MAZEGAME" -s 1 "2>$T_TMP/nohome.err"
expect_screen "no HOME: told over the maze" "HOME is not set"
expect_screen "no HOME: the status line as ever" "^Moves 0  optimal [0-9]+ "
check "no HOME: no box" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -q 'any key goes on'"
keys "$(first_keys 1 1)"
expect_screen "no HOME: the first key moves" "^Moves 1 "
check "no HOME: the warning is gone after it" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -q 'HOME is not set'"
keys q
expect_screen "no HOME: quitting says the game cannot be saved" "could not be saved"
keys d
wait_exit
expect_eq "no HOME: d quits without it (exit 1)" 1 "$status"
expect_match "no HOME: told again on the way out" "HOME is not set" "$(cat "$T_TMP/nohome.err")"
# Ctrl-Z is in the help and in --help.  The game here runs under sh -c,
# with no job control (as under ssh -t host mazegame): the help says
# Ctrl-Z does not suspend here, and Ctrl-Z says so on the status line
# and leaves the game on.
tmux_start 80 24 "$MAZEGAME" -s 1
expect_screen "help: starts" "^Moves 0 "
keys C-z
expect_screen "no job control: Ctrl-Z says so on the status line" "no shell with job control"
check "... and the game is not stopped" [ "$(ps -o stat= -p "$(game_pid)" | cut -c1)" != T ]
keys Right
expect_screen "... it plays on" "^Moves [01] "
keys '?'
expect_screen "? lists Ctrl-Z: no suspend here" "Ctrl-Z +no suspend here: no shell with job control"
keys q
g_deadline=$(( $(date +%s) + 10 ))
while screen | grep -q 'this help' && [ "$(date +%s)" -le "$g_deadline" ]; do
	sleep 0.05
done
keys q
wait_exit
run_cmd "$MAZEGAME" --help
expect_match "--help lists Ctrl-Z, where it works" "Ctrl-Z +suspend to a shell with job control" "$out"

tmux_finish
