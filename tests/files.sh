#!/bin/sh
# files.sh - every file the game reads or writes, through the real
# binary: what is not a regular file (a FIFO, a device, a directory) is
# refused at once with its name, never waited on; what is written goes
# through a temporary nobody can guess, so a name planted in a shared
# directory costs nothing; a run or a score that could not be written
# is said on the screen and the exit status is 1.
. "$(dirname "$0")/tmux_lib.sh"

SEED=42
way_out "$T_TMP/keys" -s $SEED
optimal=$(wc -l < "$T_TMP/keys" | tr -d ' ')
D=$XDG_DATA_HOME/mazegame

# refused NAME PATTERN CMD...: CMD ends within a second, exit 1, with
# one line on stderr that matches PATTERN.
refused() {
	r_name=$1 r_want=$2
	shift 2
	run_cmd timeout 1 "$@"
	if [ "$rc" = 1 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] &&
	    printf '%s\n' "$err" | grep -q -- "$r_want"; then
		ok "$r_name"
	else
		not_ok "$r_name" "rc=$rc err=$err"
	fi
}

# --- reading: only regular files, refused at once ---------------------
mkfifo "$T_TMP/fifo"
refused "--ghost=FIFO: refused at once, named" "$T_TMP/fifo is a FIFO" \
	"$MAZEGAME" --ghost="$T_TMP/fifo"
refused "--ghost=/dev/zero: refused" "/dev/zero is a device" \
	"$MAZEGAME" --ghost=/dev/zero
refused "--ghost=DIR: refused" "$T_TMP is a directory" \
	"$MAZEGAME" --ghost="$T_TMP"
refused "--load FIFO: refused at once, named" "$T_TMP/fifo is a FIFO" \
	"$MAZEGAME" --print --load "$T_TMP/fifo"
# With a writer waiting on it too: it would have delivered, but it is
# still no regular file.
sleep 600 > "$T_TMP/fifo" &
writer=$!
refused "--ghost=FIFO with a writer: refused" "$T_TMP/fifo is a FIFO" \
	"$MAZEGAME" --ghost="$T_TMP/fifo"
kill "$writer" 2>/dev/null
wait "$writer" 2>/dev/null

# The config file: a FIFO there is a warning naming it; the game goes on.
mkdir -p "$T_TMP/cfg/mazegame"
mkfifo "$T_TMP/cfg/mazegame/config"
run_cmd env XDG_CONFIG_HOME="$T_TMP/cfg" timeout 1 "$MAZEGAME" --print -s 3
expect_eq "config FIFO: --print goes on (exit 0)" 0 "$rc"
expect_match "config FIFO: the warning names it" \
	"cfg/mazegame/config: not read: it is a FIFO" "$err"

# The saved game: a FIFO in its place is refused at once, named.
mkdir -p -m 700 "$D"
mkfifo "$D/saved-game-1"
refused "saved game FIFO: --resume refused at once" "saved-game-1 is a FIFO" \
	"$MAZEGAME" --resume
rm -f "$D"/saved-game-1*
mkfifo "$D/scores"
refused "scores FIFO: --high-scores refused at once" "scores is a FIFO" \
	"$MAZEGAME" --high-scores
rm -f "$D/scores"

# --- writing: no name to guess ----------------------------------------
# A shared sticky folder (as /tmp is) where another user planted links.
SH=$T_TMP/shared
mkdir -m 1777 "$SH"
RUN=$SH/my.run
tmux_start 80 24 "$MAZEGAME" -s $SEED --record="$RUN"
expect_screen "planted: the game starts" "^Moves 0 "
pid=$(game_pid)
# Every name the writers used to take from the pid: FILE.tmp-PID beside
# the run, .NAME.tmp-PID in the data directory.
for n in "$RUN.tmp-$pid" "$SH/.my.run.tmp-$pid"; do
	ln -s "$T_TMP/victim" "$n"
done
data=${PLAY_DATA:-$T_TMP/data.$t_server}/mazegame
mkdir -p -m 700 "$data"
for n in scores history saved-game-1 ghost-normal-backtracker-19x11-c-$SEED.run; do
	ln -s "$T_TMP/victim" "$data/.$n.tmp-$pid"
done
keys $(cat "$T_TMP/keys")
expect_screen "planted: the exit is reached" "Escaped in $optimal moves"
expect_screen "planted: the run is written all the same" "Run written to"
keys q
wait_exit
expect_eq "planted: exit 0" 0 "$status"
check "planted: the run is a regular file" [ -f "$RUN" ] && [ ! -L "$RUN" ]
expect_eq "planted: the run's first line" "mazegame-run 1" "$(head -n 1 "$RUN" 2>/dev/null)"
check "planted: the links' target was never written" [ ! -e "$T_TMP/victim" ]
check "planted: the score is kept" grep -q "^score " "$data/scores"
check "planted: the best run is kept" [ -f "$data/ghost-normal-backtracker-19x11-c-$SEED.run" ]
expect_eq "planted: no temporary left beside the run" "" \
	"$(ls -A "$SH" | grep -v '^my\.run$' | grep -v "tmp-$pid\$")"

# The temporary's name: random, made with O_EXCL and O_NOFOLLOW, never
# the pid (strace shows the open).
if command -v strace > /dev/null 2>&1 &&
    strace -f -qq -e trace=none true > /dev/null 2>&1; then
	strace -f -qq -e trace=openat,open -o "$T_TMP/trace" \
		"$MAZEGAME" --print -s 3 -o "$SH/out.txt" > /dev/null 2>&1
	tmp=$(grep 'out\.txt\.tmp-' "$T_TMP/trace" | head -n 1)
	expect_match "strace: the temporary is made with O_EXCL|O_NOFOLLOW" \
		'O_EXCL.*O_NOFOLLOW' "$tmp"
	tpid=$(head -n 1 "$T_TMP/trace" | cut -d ' ' -f 1)
	name=$(printf '%s\n' "$tmp" | sed 's/.*out\.txt\.tmp-\([^"]*\)".*/\1/')
	check "strace: its name is random, not the pid ($name)" \
		sh -c "[ ${#name} -ge 8 ] && ! printf '%s' '$name' | grep -q '$tpid'"
	check "strace: out.txt is written" [ -s "$SH/out.txt" ]
else
	echo "# no strace here: the temporary's name is not traced"
fi

# --- a run that cannot be written: said on the screen, exit 1 ---------
mkdir "$T_TMP/gone"
tmux_start 80 24 "$MAZEGAME" -s $SEED --record="$T_TMP/gone/my.run" "2>$T_TMP/err.gone"
expect_screen "unwritable run: the game starts" "^Moves 0 "
# The folder goes away during the game (root writes anywhere else).
rm -rf "$T_TMP/gone"
keys $(cat "$T_TMP/keys")
expect_screen "unwritable run: the exit is reached" "Escaped in $optimal moves"
expect_screen "unwritable run: the result says so" "Run: cannot write .*gone/my\\.run"
keys q
wait_exit
expect_eq "unwritable run: exit 1" 1 "$status"
expect_match "unwritable run: told again on the way out" \
	"cannot write .*gone/my\\.run: No such file" "$(cat "$T_TMP/err.gone")"

# --- a score that cannot be written: exit 1 ---------------------------
# The data directory under a regular file: nothing can be kept (as root
# too).
: > "$T_TMP/afile"
PLAY_DATA=$T_TMP/afile/sub
tmux_start 80 24 "$MAZEGAME" -s $SEED "2>$T_TMP/err.score"
expect_screen "unwritable score: the game starts" "^Moves 0 "
keys $(cat "$T_TMP/keys")
expect_screen "unwritable score: the result says so" "Not recorded: cannot create"
keys q
wait_exit
expect_eq "unwritable score: exit 1" 1 "$status"
unset PLAY_DATA

tmux_finish
