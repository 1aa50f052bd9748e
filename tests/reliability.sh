#!/bin/sh
# reliability.sh - the data directory, the lock and long reads through
# the real binary: a FIFO on standard input that never delivers ends on
# a signal with 128+signal, --high-scores only reads, a symbolic link to a directory
# of ours is followed, a directory others may write is refused, a
# foreign or held lock is reported (and a signal ends the wait), an
# unreadable file is a permission problem and is never renamed.
# Everything here runs without a terminal; what needs the game's
# screen is in saves.sh.
. "$(dirname "$0")/lib.sh"

D=$XDG_DATA_HOME/mazegame
scores=$D/scores
save=$D/saved-game-1
good_scores='mazegame-scores 1
score normal alice 60 52 30000 0 0 1700000000 backtracker 20 20 42'


# wait_gone PID MS: waits up to MS ms for PID to end; sets $took.
wait_gone() {
	w_start=$(now_ms)
	while alive "$1"; do
		took=$(($(now_ms) - w_start))
		[ "$took" -gt "$2" ] && return 1
		sleep 0.02
	done
	took=$(($(now_ms) - w_start))
	return 0
}

# fresh_dir: an empty private data directory.
fresh_dir() {
	rm -rf "$XDG_DATA_HOME"
	mkdir -p "$XDG_DATA_HOME"
	mkdir -m 700 "$D"
}

# corrupt_count: how many files have been set aside.
corrupt_count() {
	ls "$D" 2>/dev/null | grep -c 'corrupt' || true
}

summary=""

# 1. A FIFO on standard input whose writer never writes: a signal ends
#    --print --load - with 128+signal, promptly.  (A FIFO named by
#    --load is refused at once: load.sh.)
mkfifo "$T_TMP/fifo"
sleep 600 > "$T_TMP/fifo" &
writer=$!
for sig in TERM INT HUP; do
	# Background jobs of a script ignore SIGINT, and under nohup
	# SIGHUP is ignored too; give every signal its default back.
	env --default-signal "$MAZEGAME" --print --load - < "$T_TMP/fifo" \
	    > /dev/null 2> "$T_TMP/fifo.err" &
	pid=$!
	# Waiting: the FIFO open (it never delivers), not a time guessed.
	wait_until 30 has_open "$pid" "$T_TMP/fifo"
	check "FIFO: still waiting before SIG$sig" kill -0 "$pid"
	kill -s "$sig" "$pid"
	if wait_gone "$pid" 10000; then
		wait "$pid"
		status=$?
		case $sig in TERM) want=143 ;; INT) want=130 ;; HUP) want=129 ;; esac
		expect_eq "FIFO: SIG$sig exits $want" "$want" "$status"
		summary="$summary SIG$sig:${took}ms"
	else
		not_ok "FIFO: SIG$sig ends the read within 10 s"
		kill -9 "$pid" 2>/dev/null
	fi
done
kill "$writer" 2>/dev/null
wait "$writer" 2>/dev/null

# 2. Every --load message names the file, the unreachable exit too.
printf '#####\n#S#E#\n#####\n' > "$T_TMP/walled"
run_cmd "$MAZEGAME" --print --load "$T_TMP/walled"
expect_eq "unreachable exit: exit 1" 1 "$rc"
expect_match "unreachable exit: message starts with the file" \
    "^mazegame: $T_TMP/walled: the exit .* cannot be reached" "$err"
run_cmd sh -c '"$MAZEGAME" --stats --load - < "$1"' sh "$T_TMP/walled"
expect_match "unreachable exit on stdin: named" \
    "^mazegame: standard input: the exit" "$err"

# 3. --high-scores on a damaged file only reads (issue 44): it says the
# file is damaged, at which line, and that it is left as it is; exit 1.
# Nothing in the directory changes: no copy set aside, no lock made.
fresh_dir
printf 'mazegame-scores 1\nscore normal a 0 0 1 0 0 1 x 1 1 1\n' > "$scores"
cp "$scores" "$T_TMP/scores.before"
before=$(ls -A "$D")
run_cmd "$MAZEGAME" --high-scores
expect_eq "high-scores on a damaged file: exit 1" 1 "$rc"
expect_match "high-scores: says it is damaged, at which line, left as it is" \
	"scores is damaged \(line 2.*it is left as it is" "$err"
expect_eq "high-scores: one line" 1 "$(printf '%s\n' "$err" | wc -l)"
expect_eq "high-scores: nothing set aside" 0 "$(corrupt_count)"
check "high-scores: the file is where it was, whole" \
	cmp -s "$scores" "$T_TMP/scores.before"
expect_eq "high-scores: no file made (no lock)" "$before" "$(ls -A "$D")"
expect_eq "high-scores: nothing on standard output" "" "$out"
# A table name of 24 to 47 characters (longer than earlier versions
# took) reads as a table.
printf 'mazegame-scores 1\nscore normal-medium-floors1000-xyz alice 60 52 30000 0 0 1700000000 backtracker 20 20 42\n' > "$scores"
run_cmd "$MAZEGAME" --high-scores
expect_eq "high-scores: a 29-character table name: exit 0" 0 "$rc"
expect_match "... its table shown" "^normal-medium-floors1000-xyz$" "$out"

# 4. --high-scores does not wait for a lock another process holds.
fresh_dir
printf '%s\n' "$good_scores" > "$scores"
# The holder: a shell that takes the lock and becomes sleep, so that
# killing $holder lets it go.
hold_lock "$D/lock"
run_cmd "$MAZEGAME" --high-scores
expect_eq "high-scores past a held lock: exit 0" 0 "$rc"
expect_match "high-scores past a held lock: the table" "alice" "$out"

# 5. A held lock at start-up: --resume waits about two seconds, then
#    says so and exits 1; a signal ends the wait at once.
printf 'x\n' > "$save"
start=$(now_ms)
run_cmd "$MAZEGAME" --resume
lock_ms=$(($(now_ms) - start))
expect_eq "held lock: --resume exits 1" 1 "$rc"
expect_match "held lock: says who holds what" \
    "another mazegame is holding the lock on $D/lock" "$err"
check "held lock: gave up after its bound (${lock_ms} ms)" \
    test "$lock_ms" -ge 1900 -a "$lock_ms" -le 15000
check "held lock: the saved game untouched" test "$(cat "$save")" = x
summary="$summary lock-wait:${lock_ms}ms"
# The signal goes while it waits: once it has the lock file open (it
# closes it when the wait is over), not after a time guessed.  A wait
# over before it was seen (a loaded machine) is tried again.
for try in 1 2 3; do
	"$MAZEGAME" --resume 2> /dev/null &
	pid=$!
	while alive "$pid" && ! has_open "$pid" "$D/lock"; do sleep 0.01; done
	alive "$pid" && break
	wait "$pid"
done
kill -TERM "$pid"
if wait_gone "$pid" 10000; then
	wait "$pid"
	expect_eq "held lock: SIGTERM while waiting exits 143" 143 "$?"
	summary="$summary lock-SIGTERM:${took}ms"
else
	not_ok "held lock: SIGTERM ends the wait"
	kill -9 "$pid" 2>/dev/null
fi
kill "$holder" 2>/dev/null
wait "$holder" 2>/dev/null

# 6. A symbolic link to a directory of ours is followed.
rm -rf "$XDG_DATA_HOME"
mkdir -p "$XDG_DATA_HOME" "$T_TMP/real"
chmod 700 "$T_TMP/real"
printf '%s\n' "$good_scores" > "$T_TMP/real/scores"
ln -s "$T_TMP/real" "$D"
run_cmd "$MAZEGAME" --high-scores
expect_eq "symlinked data directory: exit 0" 0 "$rc"
expect_match "symlinked data directory: its scores" "alice" "$out"
# A dangling one holds nothing.
rm "$D"
ln -s "$T_TMP/missing" "$D"
run_cmd "$MAZEGAME" --high-scores
expect_eq "dangling link: exit 0" 0 "$rc"
expect_match "dangling link: no scores" "No high scores yet" "$out"
rm "$D"

# 7. A data directory others may write is refused, and left alone.
for mode in 777 770 1777; do
	fresh_dir
	printf '%s\n' "$good_scores" > "$scores"
	chmod "$mode" "$D"
	run_cmd "$MAZEGAME" --high-scores
	expect_eq "mode $mode directory: exit 1" 1 "$rc"
	expect_match "mode $mode directory: why and how to fix it" \
	    "writable by other users \(mode $mode\).*chmod go-w" "$err"
	run_cmd "$MAZEGAME" --resume
	expect_match "mode $mode directory: --resume refused too" \
	    "writable by other users" "$err"
	expect_eq "mode $mode directory: mode kept" "$mode" "$(stat -c %a "$D")"
done

if [ "$(id -u)" -eq 0 ]; then
	# 8. A lock file (or a directory, through a link) of another user.
	fresh_dir
	printf 'x\n' > "$save"
	: > "$D/lock"
	chown 65534:65534 "$D/lock"
	run_cmd "$MAZEGAME" --resume
	expect_eq "foreign lock: exit 1" 1 "$rc"
	expect_match "foreign lock: named" "$D/lock belongs to another user" "$err"
	check "foreign lock: the saved game untouched" test "$(cat "$save")" = x
	expect_eq "foreign lock: nothing renamed" 0 "$(corrupt_count)"
	rm -rf "$XDG_DATA_HOME"
	mkdir -p "$XDG_DATA_HOME" "$T_TMP/theirs"
	chown 65534:65534 "$T_TMP/theirs"
	chmod 700 "$T_TMP/theirs"
	ln -s "$T_TMP/theirs" "$D"
	run_cmd "$MAZEGAME" --high-scores
	expect_eq "link to another user's directory: exit 1" 1 "$rc"
	expect_match "link to another user's directory: refused" \
	    "is not a directory of yours" "$err"

	# 9. Unreadable files (as nobody: root reads anything) are a
	#    permission problem: reported, never renamed aside.
	chmod 711 "$T_TMP"
	NB=$T_TMP/nobody
	mkdir -p "$NB/mazegame"
	printf '%s\n' "$good_scores" > "$NB/mazegame/scores"
	cp "$TOP_SRCDIR/tests/fuzz/corpus/savegame/backtracker-fog" \
	    "$NB/mazegame/saved-game-1"
	chmod 700 "$NB/mazegame"
	chmod 000 "$NB/mazegame/scores" "$NB/mazegame/saved-game-1"
	chown -R 65534:65534 "$NB"
	as_nobody() {
		XDG_DATA_HOME=$NB setpriv --reuid=65534 --regid=65534 \
		    --clear-groups "$@"
	}
	# (nobody runs a copy it can reach: the tree may be under /root.)
	other_user || MAZEGAME_OTHER=$MAZEGAME
	run_cmd as_nobody "$MAZEGAME_OTHER" --high-scores
	expect_eq "unreadable scores: exit 1" 1 "$rc"
	expect_match "unreadable scores: a permission problem" \
	    "cannot read $NB/mazegame/scores: Permission denied" "$err"
	run_cmd as_nobody "$MAZEGAME_OTHER" --resume
	expect_eq "unreadable saved game: exit 1" 1 "$rc"
	expect_match "unreadable saved game: a permission problem" \
	    "cannot read $NB/mazegame/saved-game-1: Permission denied" "$err"
	check "unreadable: both files still there" \
	    test -f "$NB/mazegame/scores" -a -f "$NB/mazegame/saved-game-1"
	expect_eq "unreadable: nothing renamed" 0 \
	    "$(ls "$NB/mazegame" | grep -c corrupt || true)"
	chmod 700 "$T_TMP"
fi

echo "# figures:$summary"
{ printf 'reliability figures:%s\n' "$summary" >&9; } 2>/dev/null || true
finish
