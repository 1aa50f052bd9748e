#!/bin/sh
# arcade.sh - the arcade's sshd snippet (data/arcade/sshd_config, as
# built) in a real, throwaway OpenSSH server: strangers with keys no
# file lists get the game and nothing else (the server as arcade_lib.sh
# sets it up: the snippet must win over a main configuration as lax as
# can be).
. "$(dirname "$0")/arcade_lib.sh"

expect_eq "the test changes three lines of the snippet, no more" 3 \
	"$(diff "$SNIPPET" "$T_TMP/snippet" | grep -c '^>')"
check "the snippet forces the game with --arcade" grep -q "^	ForceCommand $T_TMP/game --arcade\$" "$T_TMP/snippet"

ssh-keygen -q -t ed25519 -N '' -C '' -f "$T_TMP/ann" &&
	ssh-keygen -q -t ed25519 -N '' -C '' -f "$T_TMP/bob" &&
	ssh-keygen -q -t ed25519 -N '' -C '' -f "$T_TMP/cy" ||
	{ not_ok "ssh-keygen makes the keys"; tmux_finish; }

if sshd_start; then
	ok "sshd with the arcade's snippet listens on 127.0.0.1 port $port"
else
	not_ok "sshd starts with the arcade's snippet" "$(cat "$T_TMP/sshd.log")"
	tmux_finish
fi

# What sshd makes of it for the arcade's account, and for another.
"$SSHD" -T -f "$T_TMP/sshd_config" -C "user=$user,host=h,addr=127.0.0.1" > "$T_TMP/eff" 2>&1
for want in "disableforwarding yes" "allowtcpforwarding no" "permittunnel no" \
    "x11forwarding no" "passwordauthentication no" "kbdinteractiveauthentication no" \
    "authenticationmethods publickey" "authorizedkeysfile none" "exposeauthinfo yes" \
    "permittty yes" "forcecommand $T_TMP/game --arcade" "permituserrc no"; do
	check "sshd -T for the arcade's account: $want" grep -qx "$want" "$T_TMP/eff"
done
"$SSHD" -T -f "$T_TMP/sshd_config" -C "user=someone-else,host=h,addr=127.0.0.1" > "$T_TMP/eff2" 2>&1
check "... and another account is untouched (Match all ends the block)" \
	grep -qx "passwordauthentication yes" "$T_TMP/eff2"
check "... no forced command there" grep -qx "forcecommand none" "$T_TMP/eff2"

arcade_visit

# --- what a visitor cannot do ------------------------------------------------
run_cmd timeout 60 "$T_TMP/visit" ann "$user@127.0.0.1" "echo hacked; id"
expect_eq "a command: the game runs instead, and says it needs a terminal" "1:" "$rc:$out"
expect_match "... in words" "the arcade needs a terminal: connect with ssh -t" "$err"
check "... and the game was asked for --arcade, the command only told" \
	grep -qx -- "--arcade|echo hacked; id" "$T_TMP/runs"
run_cmd timeout 60 "$T_TMP/visit" ann -s "$user@127.0.0.1" sftp
check "sftp: no file transfer" [ "$rc" -ne 0 ]
check "... the game ran instead, with --arcade" grep -qx -- "--arcade|.*sftp-server" "$T_TMP/runs"
run_cmd timeout 60 "$T_TMP/visit" ann -W "127.0.0.1:$port" "$user@127.0.0.1"
check "ssh -W: refused" [ "$rc" -ne 0 ]
expect_match "... by the server" "forwarding failed|prohibited" "$err"
run_cmd timeout 60 "$T_TMP/visit" ann -N -o ExitOnForwardFailure=yes \
	-R "127.0.0.1:0:127.0.0.1:$port" "$user@127.0.0.1"
check "ssh -R: refused" [ "$rc" -ne 0 ]
expect_match "... the port is not opened" "forwarding failed" "$err"
# -L: the client listens; the server refuses what comes through.
lport=$(( port + 1 ))
[ "$lport" -le 65535 ] || lport=$(( port - 1 ))
"$T_TMP/visit" ann -N -o ExitOnForwardFailure=yes -L "127.0.0.1:$lport:127.0.0.1:$port" \
	"$user@127.0.0.1" 2>"$T_TMP/lerr" &
lpid=$!
run_cmd timeout 60 sh -c "n=0; while [ \$n -lt 300 ]; do
	ssh-keyscan -p $lport -T 5 127.0.0.1 2>/dev/null | grep -q ssh-ed25519 && exit 0
	grep -q . '$T_TMP/lerr' && exit 2
	kill -0 $lpid 2>/dev/null || exit 3
	n=\$((n + 1)); sleep 0.1; done; exit 4"
expect_eq "ssh -L: nothing comes through the tunnel" 4 "$rc"
kill $lpid 2>/dev/null
wait $lpid 2>/dev/null
run_cmd timeout 60 ssh -F /dev/null -p "$port" -o StrictHostKeyChecking=no \
	-o UserKnownHostsFile=/dev/null -o BatchMode=yes -o PubkeyAuthentication=no \
	-o PreferredAuthentications=password,keyboard-interactive "$user@127.0.0.1" true
check "no key: no way in" [ "$rc" -ne 0 ]
expect_match "... keys are the only way offered" "Permission denied \\(publickey\\)" "$err"

# --- a visitor plays, with games of their own ----------------------------
id_of() { awk '{ print $2 }' "$T_TMP/$1.pub" | base64 -d | sha256sum | cut -c1-64; }
ann=$(id_of ann) bob=$(id_of bob)
tmux_start 80 24 "$T_TMP/visit" ann -tt -o SetEnv=XDG_DATA_HOME="$T_TMP/evil" \
	"$user@127.0.0.1"
expect_screen "ann, a stranger, is asked for a name" "Choose a name \\(1 to 16 letters" 30
tm send-keys -t main -l "root"
keys Enter
expect_screen "... a login of the host is refused" "root is a login on this host"
tm send-keys -t main -l "Ann"
keys Enter
expect_screen "... then the arcade's screen" "mazegame arcade" 30
expect_screen "... every choice with its key" "p +play a new maze"
check "... the name hers" has "Welcome, Ann: this name is yours now"
keys p
expect_screen "ann: p plays a maze" "^Moves 0 "
keys Right Down
expect_screen "ann: a move made" "^Moves [1-9]"
keys q
expect_screen "ann: quitting the game brings back the arcade's screen" "You play as Ann"
check "... her game saved in a folder of her key's (its SHA-256), whatever she sent" \
	[ -d "$T_TMP/home/.local/share/mazegame-arcade/$ann/data/mazegame" ]
check "... and nowhere she named" [ ! -e "$T_TMP/evil" ]
keys d
expect_screen "ann: d, the maze of the day (her saved game offered first)" "You have a saved game"
keys q
expect_screen "... then the day's maze" "^Moves 0 .* daily "
# She walks it out (its way from the day's maze as mazegame prints it):
# her score goes to the tables all visitors share.
check "the way out of the day's maze" way_out "$T_TMP/daily_keys" --daily
keys $(cat "$T_TMP/daily_keys")
expect_screen "ann: out of the day's maze" "Escaped in [0-9]+ moves"
keys q
expect_screen "... and back" "You play as Ann"
keys h
expect_screen "ann: h, her games so far" "Press Enter to go back to the arcade"
keys Enter
expect_screen "... and back" "You play as Ann"
keys q
check "ann: q leaves the arcade" wait_exit
tmux_start 80 24 "$T_TMP/visit" bob -tt "$user@127.0.0.1"
expect_screen "bob, another stranger, is asked for a name" "Choose a name" 30
tm send-keys -t main -l "aNN"
keys Enter
expect_screen "... Ann's, in any case, is taken" "aNN is taken: choose another name"
tm send-keys -t main -l "Bob"
keys Enter
expect_screen "bob: the arcade's screen" "You play as Bob" 30
keys s
expect_screen "bob: s, the high scores: the tables all visitors share, Ann's day in them" \
	"Press Enter to go back to the arcade"
check "... Ann's score there, by her name" has " Ann "
keys Enter
expect_screen "... and back" "You play as Bob"
keys p
expect_screen "bob: a game of his own, no saved game" "^Moves 0 " 30
# From the start (a corner) east or south is open: a move is made.
keys Right Down
expect_screen "bob: a move made" "^Moves [1-9]"
keys q
expect_screen "bob: back" "You play as Bob"
keys q
check "bob: leaves" wait_exit
check "... his game saved in his own folder" \
	[ -d "$T_TMP/home/.local/share/mazegame-arcade/$bob/data/mazegame" ]
check "the shared tables are the arcade's, beside every visitor's folder" \
	[ -s "$T_TMP/home/.local/share/mazegame-arcade/tables/scores" ]
no_own_scores() { ! ls "$T_TMP/home/.local/share/mazegame-arcade/"*/data/mazegame/scores >/dev/null 2>&1; }
check "... and no visitor's own scores file holds them" no_own_scores
tmux_start 80 24 "$T_TMP/visit" ann -tt "$user@127.0.0.1"
expect_screen "ann again: greeted by her name" "Welcome back, Ann" 30
check "... and no name asked" lacks "Choose a name"
keys p
expect_screen "ann: her saved game is offered" "You have a saved game"

# --- two visitors race under their names ----------------------------------
# The arcade's room is served by a process of its own: nobody holds it.
# Ann opens it (r) and Bob, in a window beside hers, joins it; each
# lobby names both by the names they chose, never the account they
# share ($user), and Bob is no "(2)" of anyone.  With two racers in it
# the room starts by itself; Ann leaves mid-race, and the race goes on
# for Bob.  From here the game runs on the fast clock (ten times as
# fast: the room's start after 20 s and its countdown come in 2.3 s),
# through the game's wrapper, which sshd runs as it is when a visitor
# comes.
keys q
expect_screen "ann: the offer closed, a game" "^Moves 0 "
keys q
expect_screen "ann: back" "You play as Ann"
keys q
check "ann leaves, to come back on the fast clock" wait_exit
fast_env 10
arcade_game $FAST_ENV
tmux_start 80 24 "$T_TMP/visit" ann -tt "$user@127.0.0.1"
expect_screen "ann: back for a race" "You play as Ann" 30
expect_screen "... r offered: a race with the others" "r +race the other visitors"
# A local user (nobody) opened a room called arcade first, to catch
# the visitors: they never join it, and take arcade-2.
room=arcade
if other_user; then
	tm new-window -d -t main -n squat "$AS_OTHER $MAZEGAME_OTHER --race=arcade"
	squat_has() { tm capture-pane -p -t main:squat | grep -Eq -- "$1"; }
	check "a local user opens a room called arcade first" wait_until 30 squat_has "Race room arcade"
	room=arcade-2
fi
keys r
expect_screen "race: r opens the arcade's room, Ann in its lobby" "Race room $room" 30
expect_screen "... Ann in it by her name" "Ann +ready \\(you\\)"
expect_screen "... which says how others join" "Others join with r in the arcade's menu"
expect_screen "... and that it starts by itself" "It starts by itself"
# win_expect WINDOW WHAT PATTERN: waits (30 s at most) for the visitor
# in tmux window WINDOW to see PATTERN; ok, or not with their screen.
win_has() { tm capture-pane -p -t "main:$1" | grep -Eq -- "$2"; }
win_expect() {
	if wait_until 30 win_has "$1" "$3"; then ok "$2"; else
		not_ok "$2" "pattern: $3
$(tm capture-pane -p -t "main:$1")"; fi
}
bob_has() { win_has bob "$1"; }
bob_expect() { win_expect bob "$@"; }
tm new-window -d -t main -n bob "$T_TMP/visit bob -tt $user@127.0.0.1"
bob_expect "bob, in another window: the arcade's screen" "You play as Bob"
tm send-keys -t main:bob r
bob_expect "race: Bob's r joins the room" "Race room $room"
bob_expect "... his lobby names Ann" "Ann +ready"
bob_expect "... and himself" "Bob +ready \\(you\\)"
racer_as_account="^ *\\| [A-Z]{1,3} +$user +(ready|racing)"
check "... and no racer is the account" sh -c "! tmux -L '$TMUX_SOCK' -f /dev/null capture-pane -p -t main:bob | grep -Eq '$racer_as_account'"
expect_screen "race: Ann's lobby names Bob" "Bob +ready"
check "... by his name alone, not as a second anyone" lacks "\\(2\\)"
check "... and no racer is the account" lacks "$racer_as_account"
expect_screen "race: two racers, and the room starts by itself" "^Moves 0 " 30
bob_expect "race: Bob races too" "^Moves 0 "
# From the start, a corner, east or south is open: Ann leaves it, and
# her letter shows on Bob's maze apart from him.
keys Right Down
bob_expect "race: Ann's moves reach Bob's screen (her letter on his maze)" '^ *[|+].*A'
# A third stranger, Cy, watches the race from the arcade's list (w).
cy_expect() { win_expect cy "$@"; }
tm new-window -d -t main -n cy "$T_TMP/visit cy -tt $user@127.0.0.1"
cy_expect "race: Cy, a third stranger, is asked for a name" "Choose a name"
tm send-keys -t main:cy -l Cy
tm send-keys -t main:cy Enter
cy_expect "... and gets the arcade's screen" "w +watch someone play"
tm send-keys -t main:cy w
cy_expect "race: Cy's w lists the race, its two racers" "^ +a +race: $room +2 racers"
tm send-keys -t main:cy a
cy_expect "race: Cy watches it, read-only" "spectating"
cy_expect "... a racer's letter on Cy's maze" '^ *[|+].*[AB].*'
tm send-keys -t main:cy q
cy_expect "... and q brings back Cy's arcade screen" "You play as Cy"
tm send-keys -t main:cy q
tm kill-window -t main:cy
keys q
expect_screen "race: Ann quits the race" "You play as Ann|[Ll]eave"
if has "[Ll]eave"; then keys y; fi
expect_screen "race: ... and is back at the arcade's screen" "You play as Ann"
# (The notice of her leaving is brief on the fast clock: the standings
# say it too, Bob alone in the race.)
bob_expect "race: the room lives on: Bob races on, alone now" "1st of 1"
check "... on his maze still" bob_has "^Moves [0-9]+ "
tm send-keys -t main:bob q
tm kill-window -t main:bob
[ $room = arcade ] || {
	check "the squatter's room had no visitor in it" sh -c "! tmux -L '$TMUX_SOCK' -f /dev/null capture-pane -p -t main:squat | grep -Eq 'Ann|Bob'"
	tm kill-window -t main:squat
}
# Empty, the room closes by itself (after 30 s of the game's clock).
room_gone() { ! grep -q "@mazegame-race/$room\$" /proc/net/unix; }
check "race: empty, the room closes by itself" wait_until 30 room_gone
# A room's process ends on TERM (a shutdown, the host's pkill), as a
# daemon does: it has no terminal whose signals it would keep for one.
keys r
expect_screen "race: Ann opens a room again" "Race room arcade"
room=arcade
# room_daemon: the pid of the process listening on the room's socket
# (the kernel's listing: flags 00010000, accepting; state 01).
room_daemon() {
	d_ino=$(awk -v r="@mazegame-race/$room" '$8 == r && $4 == "00010000" { print $7 }' /proc/net/unix)
	[ -n "$d_ino" ] || return 0
	for d_p in $(pgrep -x mazegame); do
		ls -l "/proc/$d_p/fd" 2>/dev/null | grep -q "socket:\[$d_ino\]" && echo "$d_p"
	done
}
daemon=$(room_daemon)
check "... served by a process of its own" [ -n "$daemon" ]
kill -TERM $daemon 2>/dev/null
check "... which TERM ends" wait_until 10 room_gone
expect_screen "... and Ann is told" "gone|closed"
keys q
if ! wait_for "You play as Ann" 5; then keys y; fi
expect_screen "... and is back" "You play as Ann"
keys p
expect_screen "ann: her saved game is offered again" "You have a saved game"

# --- a third watches --------------------------------------------------------
# Ann plays a new maze; Bob, in a window beside hers, lists the games
# on now (w), finds hers by her name and watches it: her moves reach
# his screen, his keys move nobody, and her status line counts him.
keys q
expect_screen "watch: Ann plays a new maze" "^Moves 0 "
check "... nobody watches it yet" lacks "watching"
tm new-window -d -t main -n bob "$T_TMP/visit bob -tt $user@127.0.0.1"
bob_expect "watch: Bob at the arcade's screen" "You play as Bob"
bob_expect "... w offered: watch someone play" "w +watch someone play"
tm send-keys -t main:bob w
bob_expect "watch: w lists the games on now, Ann's by her name" "^ +a +Ann *\$"
tm send-keys -t main:bob a
bob_expect "watch: a watches Ann's game, her letter on his maze" "spectating: A [0-9]+ to go"
expect_screen "watch: Ann's status line says one watches" "1 watching"
# a_at: where Ann's letter is on Bob's maze (row:column).
a_at() {
	tm capture-pane -p -t main:bob | sed '$d' |
		awk '{ i = index($0, "A"); if (i) { print NR ":" i; exit } }'
}
before=$(a_at)
check "... her letter found on his maze" [ -n "$before" ]
keys Right Down
expect_screen "watch: Ann moves" "^Moves [1-9]"
moved() { [ "$(a_at)" != "$before" ]; }
check "... and Bob sees her move" wait_until 30 moved
# Bob's keys (a move, a run) are a spectator's: nobody moves.
after=$(tm capture-pane -p -t main | sed -n 's/^Moves \([0-9]*\) .*/\1/p')
tm send-keys -t main:bob Right Down S-Right
tm send-keys -t main:bob '?'
bob_expect "watch: Bob's keys, then his help (all read)" "[Kk]eys"
tm send-keys -t main:bob Escape
expect_eq "... and Ann's moves are hers alone" "$after" "$(tm capture-pane -p -t main | sed -n 's/^Moves \([0-9]*\) .*/\1/p')"
keys q
expect_screen "watch: Ann leaves her game" "You play as Ann"
bob_expect "... and Bob is told she has stopped playing" "Ann has stopped playing"
tm send-keys -t main:bob q
bob_expect "... and is back at his arcade's screen" "You play as Bob"
tm send-keys -t main:bob q
tm kill-window -t main:bob
keys p
expect_screen "ann: a saved game offered again" "You have a saved game"

# --- the host's limits ----------------------------------------------------
# One visitor at a time: while Ann plays, Bob is told the arcade is
# full; when she leaves, he gets in.
printf '# a small arcade\nvisitors = 1\nnames_per_hour = 2\n' > "$T_TMP/home/arcade.conf"
run_cmd timeout 60 "$T_TMP/visit" bob -tt "$user@127.0.0.1" </dev/null
expect_match "visitors = 1: Bob, while Ann plays, is told the arcade is full" \
	"the arcade is full: 1 visitor is playing, as many as this host allows" "$out"
keys q
expect_screen "ann: the offer closed, a game" "^Moves 0 "
keys q
expect_screen "ann: back" "You play as Ann"
keys q
check "ann leaves" wait_exit
tmux_start 80 24 "$T_TMP/visit" bob -tt "$user@127.0.0.1"
expect_screen "... and then Bob gets in" "Welcome back, Bob" 30
keys q
check "bob leaves" wait_exit
# Three new names this hour (Ann's, Bob's, Cy's), more than two: a
# fourth key is turned away, before it is asked for a name.
ssh-keygen -q -t ed25519 -N '' -C '' -f "$T_TMP/carol"
run_cmd timeout 60 "$T_TMP/visit" carol -tt "$user@127.0.0.1" </dev/null
expect_match "names_per_hour = 2: another stranger this hour is told to come later" \
	"the arcade takes 2 new visitors an hour, and has this hour: come back later" "$out"
check "... and is not asked for a name" sh -c "! printf '%s' \"\$1\" | grep -q 'Choose a name'" - "$out"
printf 'visitors = lots\n' > "$T_TMP/home/arcade.conf"
run_cmd timeout 60 "$T_TMP/visit" bob -tt "$user@127.0.0.1" </dev/null
expect_match "a broken arcade.conf: the visitor is told which line" \
	"arcade.conf, line 1: expected \"visitors = N\"" "$out"
tmux_finish
