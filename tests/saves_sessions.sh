#!/bin/sh
# saves_sessions.sh - every game kept, whatever the order in which the
# sessions of one player end: two terminals of one HOME, one quitting
# with q and the other hung up (both orders); a resumed game hung up
# while a new one is played; twenty sessions of eight homes killed at
# once.  In every case each game is a save of its own, resumes to its
# position and moves, and none replaced another.  A resumed day's maze
# stays the day's maze.  The saved game of an earlier version is taken
# in.  --saved lists every game, --resume=ID takes the one named, and
# the offer at a plain start goes to the next game (Tab) and deletes one
# (d, asked again).  Each game is a tmux session of its own on one private server.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"

# game NAME HOME ARGS...: the game with ARGS in a session NAME of its
# own, its data in $T_TMP/HOME, its exit status then in $T_TMP/NAME.status.
game() {
	g_name=$1 g_home=$2
	shift 2
	mkdir -p "$T_TMP/$g_home"
	tm new-session -d -s "$g_name" -x 120 -y 24 \
		"env XDG_DATA_HOME='$T_TMP/$g_home' LC_ALL=C.UTF-8 TERM=tmux-256color $MAZEGAME $* 2>'$T_TMP/$g_name.err'; echo \$? > '$T_TMP/$g_name.status'; sleep 60"
}

# play NAME HOME SEED MOVES: a game of seed SEED in a session NAME with
# data directory HOME, MOVES moves made.
play() {
	p_name=$1 p_home=$2 p_seed=$3 p_moves=$4
	way_out "$T_TMP/keys.$p_seed" -s "$p_seed"
	game "$p_name" "$p_home" -s "$p_seed"
	on "$p_name" "^Moves 0 " 10 || return 1
	keys "$p_name" $(head -n "$p_moves" "$T_TMP/keys.$p_seed")
	on "$p_name" "^Moves $p_moves " 10
}
# saved HOME: "SEED:MOVES" of every saved game in HOME, sorted.
saved() {
	for f in "$T_TMP/$1"/mazegame/saved-game-*; do
		case $f in *.open | *.corrupt-* | *'*') continue ;; esac
		s=$(sed -n 's/^maze backtracker [0-9]* [0-9]* \([0-9]*\) .*/\1/p' "$f")
		m=$(sed -n 's/^player [0-9]* \([0-9]*\) .*/\1/p' "$f")
		echo "$s:$m"
	done | sort | tr '\n' ' '
}
# kept HOME: "SEED:MOVES:TIME" of every saved game in HOME, sorted, TIME
# as the status line shows it (m:ss).
kept() {
	for f in "$T_TMP/$1"/mazegame/saved-game-*; do
		case $f in *.open | *.corrupt-* | *'*') continue ;; esac
		s=$(sed -n 's/^maze backtracker [0-9]* [0-9]* \([0-9]*\) .*/\1/p' "$f")
		sed -n 's/^player [0-9]* \([0-9]*\) \([0-9]*\) .*/\1 \2/p' "$f" |
			awk -v s="$s" '{ t = int($2 / 1000); printf "%s:%s:%d:%02d\n", s, $1, t / 60, t % 60 }'
	done | sort | tr '\n' ' '
}
# where HOME: "ID:CELL:MOVES" of every saved game in HOME, from the file,
# and then as each resumes (--resume=ID --describe: "Column C, row R",
# on the 19-column maze of these tests), in two lines.
where() {
	w_file= w_seen=
	for f in "$T_TMP/$1"/mazegame/saved-game-*; do
		case $f in *.open | *.corrupt-* | *'*') continue ;; esac
		w_id=${f##*-}
		w_file="$w_file$w_id:$(sed -n 's/^player \([0-9]*\) \([0-9]*\) .*/\1:\2/p' "$f") "
		game "w$w_id$1" "$1" --resume="$w_id" --describe
		on "w$w_id$1" "Column [0-9]+, row [0-9]+: .* Moves [0-9]+" 10
		w_seen="$w_seen$w_id:$(shot "w$w_id$1" | sed -n 's/.*Column \([0-9]*\), row \([0-9]*\): .* Moves \([0-9]*\),.*/\1 \2 \3/p' |
			awk '{ print ($2 - 1) * 19 + $1 - 1 ":" $3 }' | head -n 1) "
		tm send-keys -t "w$w_id$1" q
	done
	echo "$w_file"
	echo "$w_seen"
}
# listed HOME: "SEED:MOVES" of every game --saved lists for HOME, sorted.
listed() {
	env XDG_DATA_HOME="$T_TMP/$1" "$MAZEGAME" --saved |
		sed -n 's/^[0-9][0-9]*  .*  seed \([0-9]*\)  \([0-9]*\) moves*  .*/\1:\2/p' |
		sort | tr '\n' ' '
}
# resume_all HOME: "SEED:MOVES:TIME" of every game --resume gives, one after
# another: each resumed game is held open by its session, so the next
# --resume takes the next, until none is left free; then all end.
resume_all() {
	r_home=$1
	r_out=
	r_i=0
	while [ $r_i -lt 10 ]; do
		r_i=$((r_i + 1))
		r_s=r$r_i$r_home
		game "$r_s" "$r_home" --resume
		r_end=$(( $(date +%s) + 10 ))
		until shot "$r_s" | grep -Eq "^Moves [0-9]+ .* seed [0-9]+" || [ -s "$T_TMP/$r_s.status" ]; do
			[ "$(date +%s)" -le "$r_end" ] || break 2
			sleep 0.05
		done
		[ -s "$T_TMP/$r_s.status" ] && break
		r_out="$r_out$(shot "$r_s" | sed -n 's/^Moves \([0-9]*\)  optimal [0-9]*  \([0-9:]*\) .* seed \([0-9]*\) .*/\3:\1:\2/p') "
	done
	while [ $r_i -gt 0 ]; do
		tm send-keys -t "r$r_i$r_home" q 2>/dev/null
		r_i=$((r_i - 1))
	done
	printf '%s\n' "$r_out" | tr ' ' '\n' | sed '/^$/d' | sort | tr '\n' ' '
}
# wait_for_status NAME: NAME's game has ended.
wait_for_status() {
	w_end=$(( $(date +%s) + 10 ))
	while [ ! -s "$T_TMP/$1.status" ] && [ "$(date +%s)" -le "$w_end" ]; do
		sleep 0.05
	done
	[ -s "$T_TMP/$1.status" ]
}
# hang_up NAME: the terminal of NAME goes away (its session killed).
hang_up() {
	h_pid=$(game_of "$1")
	tm kill-session -t "$1"
	h_end=$(( $(date +%s) + 10 ))
	while [ -n "$h_pid" ] && kill -0 "$h_pid" 2>/dev/null && [ "$(date +%s)" -le "$h_end" ]; do
		sleep 0.05
	done
	[ -z "$h_pid" ] || ! kill -0 "$h_pid" 2>/dev/null
}

# --- two terminals of one HOME: A quits with q, then B hangs up ---------
check "A: seed 1, three moves" play a1 home1 1 3
check "B: seed 2, five moves" play b1 home1 2 5
tm send-keys -t a1 q
check "A quits" wait_for_status a1
check "B hangs up, and its game ends" hang_up b1
expect_eq "q then a hang-up: both games kept, each its own" "1:3 2:5 " "$(saved home1)"
expect_eq "... both listed by --saved" "1:3 2:5 " "$(listed home1)"
expect_eq "... and each resumes to its moves and time" "$(kept home1)" "$(resume_all home1)"

# --- the other order: B hangs up first, then A quits --------------------
check "A: seed 3, two moves" play a2 home2 3 2
check "B: seed 4, four moves" play b2 home2 4 4
check "B hangs up first" hang_up b2
tm send-keys -t a2 q
check "then A quits" wait_for_status a2
expect_eq "a hang-up then q: both games kept" "3:2 4:4 " "$(saved home2)"
expect_eq "... both listed by --saved" "3:2 4:4 " "$(listed home2)"
expect_eq "... and each resumes to its moves and time" "$(kept home2)" "$(resume_all home2)"

# --- a resumed game hung up while a new one is played -------------------
check "a game to resume: seed 5, three moves" play a3 home3 5 3
tm send-keys -t a3 q
check "... saved with q" wait_for_status a3
game c3 home3 --resume
expect_on c3 "^Moves 3 .* seed 5 " "resumed in a second terminal"
keys c3 $(sed -n 4,5p "$T_TMP/keys.5")
expect_on c3 "^Moves 5 " "... and played on to five moves"
check "meanwhile a new game: seed 6, two moves" play d3 home3 6 2
check "the resumed game's terminal hangs up" hang_up c3
tm send-keys -t d3 q
check "the new game quits" wait_for_status d3
expect_eq "both kept: the resumed one at its five moves" "5:5 6:2 " "$(saved home3)"
expect_eq "... both listed by --saved" "5:5 6:2 " "$(listed home3)"
expect_eq "... and each resumes to its moves and time" "$(kept home3)" "$(resume_all home3)"
w=$(where home3)
expect_eq "... and to its position (ID:CELL:MOVES $(printf '%s\n' "$w" | sed -n 1p))" "$(printf '%s\n' "$w" | sed -n 1p)" "$(printf '%s\n' "$w" | sed -n 2p)"

# --- a game open in one session is not resumed in another ---------------
check "a game to hold: seed 7, two moves" play a4 home4 7 2
tm send-keys -t a4 q
check "... saved" wait_for_status a4
game h4 home4 --resume
expect_on h4 "^Moves 2 .* seed 7 " "resumed in one terminal"
run_cmd env XDG_DATA_HOME="$T_TMP/home4" "$MAZEGAME" --resume
expect_eq "--resume in a second: refused, exit 1" 1 "$rc"
expect_match "... told it is open in another mazegame" "open in another mazegame" "$err"
check "the first session hangs up" hang_up h4
expect_eq "then it can be resumed again, from its last save" "$(kept home4)" "$(resume_all home4)"
expect_match "... at its moves" "^7:2:" "$(kept home4)"

# --- twenty sessions of eight homes killed at once ----------------------
n=0
for home in 1 2 3 4 5 6 7 8; do
	for k in 1 2 3; do
		n=$((n + 1))
		[ $n -le 20 ] || break
		play "m$n" "many$home" $((10 + n)) $(( (n % 4) + 1 )) ||
			not_ok "session $n starts"
	done
done
pids=
n=0
while [ $n -lt 20 ]; do
	n=$((n + 1))
	pids="$pids $(game_of "m$n")"
done
tm kill-server
end=$(( $(date +%s) + 15 ))
for p in $pids; do
	while kill -0 "$p" 2>/dev/null && [ "$(date +%s)" -le "$end" ]; do sleep 0.05; done
done
left=0
for p in $pids; do kill -0 "$p" 2>/dev/null && left=$((left + 1)); done
expect_eq "20 sessions killed at once: every game ended" 0 "$left"
want= got=
n=0
for home in 1 2 3 4 5 6 7 8; do
	for k in 1 2 3; do
		n=$((n + 1))
		[ $n -le 20 ] || break
		want="$want$((10 + n)):$(( (n % 4) + 1 )) "
	done
	got="$got$(saved "many$home")"
	listed_all="$listed_all$(listed "many$home")"
done
expect_eq "every one of the 20 games is kept, at its moves" \
	"$(printf '%s\n' $want | sort | tr '\n' ' ')" "$(printf '%s\n' $got | sort | tr '\n' ' ')"
expect_eq "... and listed by --saved" \
	"$(printf '%s\n' $want | sort | tr '\n' ' ')" "$(printf '%s\n' $listed_all | sort | tr '\n' ' ')"

# --- --saved, --resume=ID, and choosing and deleting at the offer -------
check "game 1 of three: seed 31, one move" play c1 choose 31 1
tm send-keys -t c1 q
check "... saved" wait_for_status c1
check "game 2: seed 32, two moves" play c2 choose 32 2
tm send-keys -t c2 q
check "... saved" wait_for_status c2
check "game 3: seed 33, three moves" play c3 choose 33 3
tm send-keys -t c3 q
check "... saved" wait_for_status c3
run_cmd env XDG_DATA_HOME="$T_TMP/choose" "$MAZEGAME" --saved
expect_eq "--saved: exit 0" 0 "$rc"
expect_eq "... a line a game, newest first, each with its ID" "3 2 1 " \
	"$(printf '%s\n' "$out" | cut -d' ' -f1 | tr '\n' ' ')"
expect_match "... when, shape and size, algorithm, seed, moves, time" \
	"^2  [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}  square 19x11  backtracker  seed 32  2 moves  [0-9]+:[0-9]{2}$" \
	"$(printf '%s\n' "$out" | sed -n 2p)"
game r2 choose --resume=2
expect_on r2 "^Moves 2 .* seed 32 " "--resume=2 resumes game 2, not the newest"
run_cmd env XDG_DATA_HOME="$T_TMP/choose" "$MAZEGAME" --resume=2
expect_eq "--resume=2 again while it is open: exit 1" 1 "$rc"
expect_match "... told where it is" "saved game 2 is open in another mazegame" "$err"
run_cmd env XDG_DATA_HOME="$T_TMP/choose" "$MAZEGAME" --saved
expect_match "... --saved marks it open" "^2  .*  \(open in another mazegame\)" "$(printf '%s\n' "$out" | sed -n 2p)"
run_cmd env XDG_DATA_HOME="$T_TMP/choose" "$MAZEGAME" --resume=9
expect_eq "--resume=9, no such game: exit 1" 1 "$rc"
expect_match "... says so and where to look" "no saved game 9 .*--saved" "$err"
tm send-keys -t r2 q
check "game 2 put back" wait_for_status r2
game offer choose
expect_on offer "You have a saved game, number 2: .* seed 32" "a plain start offers the newest (2, saved last)"
expect_on offer "2 other saved games are kept too" "... says how many others there are"
expect_on offer "Tab the next saved game" "... and the key to the next"
tm send-keys -t offer Tab
expect_on offer "You have a saved game, number 3: .* seed 33" "Tab: the next newest, game 3"
tm send-keys -t offer Tab
expect_on offer "You have a saved game, number 1: .* seed 31" "Tab again: game 1"
tm send-keys -t offer d
expect_on offer "Delete saved game 1 for good\?" "d asks before deleting"
tm send-keys -t offer n
expect_on offer "You have a saved game, number 1: " "... n keeps it"
tm send-keys -t offer d
expect_on offer "Delete saved game 1 for good\?" "d asks again"
tm send-keys -t offer y
expect_on offer "Saved game 1 deleted\." "... y deletes it and says so"
run_cmd env XDG_DATA_HOME="$T_TMP/choose" "$MAZEGAME" --saved
expect_eq "... --saved lists the two others" "2 3 " "$(printf '%s\n' "$out" | cut -d' ' -f1 | sort | tr '\n' ' ')"
expect_on offer "You have a saved game, number 2: " "... and offers the newest again"
tm send-keys -t offer Tab
expect_on offer "You have a saved game, number 3: .* seed 33" "Tab: game 3"
tm send-keys -t offer y
expect_on offer "^Moves 3 .* seed 33 " "y resumes the game chosen"
tm send-keys -t offer q
check "... and quits" wait_for_status offer

# --- an earlier version's saved game is taken in ------------------------
mkdir -p -m 700 "$T_TMP/old/mazegame"
cp "$TOP_SRCDIR/tests/fuzz/corpus/savegame/backtracker-fog" "$T_TMP/old/mazegame/saved-game"
chmod 600 "$T_TMP/old/mazegame/saved-game"
moves=$(sed -n 's/^player [0-9]* \([0-9]*\) .*/\1/p' "$T_TMP/old/mazegame/saved-game")
game old old
expect_on old "You have a saved game" "the old saved game is offered"
tm send-keys -t old y
expect_on old "^Moves $moves " "... and resumes to its $moves moves"
check "... kept as a save of its own" test -f "$T_TMP/old/mazegame/saved-game-1"
check "... the old file is gone" test ! -e "$T_TMP/old/mazegame/saved-game"

# --- a resumed day's maze stays the day's maze --------------------------
way_out "$T_TMP/dkeys" --daily
game day day --daily
expect_on day "^Moves 0 " "the day's maze"
keys day $(head -n 2 "$T_TMP/dkeys")
expect_on day "^Moves 2 " "two moves"
tm send-keys -t day q
check "quit" wait_for_status day
check "the save names the day" grep -q "^daily [0-9]\{4\}-[0-9][0-9]-[0-9][0-9]$" "$T_TMP/day/mazegame/saved-game-1"
game day2 day --resume
expect_on day2 "^Moves 2 " "resumed"
expect_on day2 "daily" "... its status line names the day's maze"
keys day2 $(tail -n +3 "$T_TMP/dkeys")
expect_on day2 "Escaped in" "... played to the exit"
tm send-keys -t day2 q
expect_on day2 "^mazegame daily [0-9-]+ " "... and the finish gives the share line"
run_cmd env XDG_DATA_HOME="$T_TMP/day" "$MAZEGAME" --history
expect_match "... the history counts the day (streak 1)" "[Ss]treak[^0-9]*1" "$out"
finish
