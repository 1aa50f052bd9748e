#!/bin/sh
# load.sh - --load through the real binary: round trips and hostile input.
. "$(dirname "$0")/lib.sh"

# Round trip: print, load, print again gives the same text.
for a in backtracker kruskal prim wilson aldous-broder eller hunt-and-kill \
    growing-tree sidewinder binary-tree division; do
	"$MAZEGAME" --print -a "$a" -W 33 -H 17 -s 11 > "$T_TMP/a.maze"
	"$MAZEGAME" --print --load "$T_TMP/a.maze" > "$T_TMP/b.maze"
	check "$a: --print then --load gives the same maze" cmp -s "$T_TMP/a.maze" "$T_TMP/b.maze"
done
# Standard input works as '-' and keeps the solution.
"$MAZEGAME" --print --solution -s 4 > "$T_TMP/sol.maze"
run_cmd sh -c "\"$MAZEGAME\" --print --solution --load - < \"$T_TMP/a.maze\" >/dev/null && \"$MAZEGAME\" --print --solution --load - < \"$T_TMP/sol.maze\""
expect_eq "--load - reads standard input" "$(cat "$T_TMP/sol.maze")" "$out"

# Bad files: exit 1, one line on stderr naming the problem and place.
bad() {
	name=$1 want=$2
	shift 2
	run_cmd "$@"
	if [ "$rc" = 1 ] && [ -z "$out" ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] &&
	    printf '%s\n' "$err" | grep -q -- "$want"; then
		ok "$name"
	else
		not_ok "$name" "rc=$rc err=$err"
	fi
}
printf '#####\n#S E#\n###' > "$T_TMP/trunc"
bad "truncated file" "line 3: length 3, but line 1 has length 5" "$MAZEGAME" --print --load "$T_TMP/trunc"
printf '#####\n#S E#\n#####' > "$T_TMP/nonl"
run_cmd "$MAZEGAME" --print --load "$T_TMP/nonl"
expect_eq "a last line without its newline is accepted" "0 #####
#S E#
#####" "$rc $out"
printf '#####\n#S\0E#\n#####\n' > "$T_TMP/nul"
bad "NUL byte" "line 2, column 3: unexpected byte 0x00" "$MAZEGAME" --print --load "$T_TMP/nul"
bad "directory" "is a directory" "$MAZEGAME" --print --load "$T_TMP"
bad "/dev/zero" "not a regular file" "$MAZEGAME" --print --load /dev/zero
bad "missing file" "No such file" "$MAZEGAME" --print --load "$T_TMP/none"
printf '#####\n#S#E#\n#####\n' > "$T_TMP/walled"
bad "unreachable exit" "cannot be reached" "$MAZEGAME" --print --load "$T_TMP/walled"
printf '#####\n#S E#\n#####\n#S  #\n#####\n' > "$T_TMP/two"
bad "two starts" "line 4, column 2: a second 'S'" "$MAZEGAME" --stats --load "$T_TMP/two"
bad "empty stdin" "empty file" sh -c "\"$MAZEGAME\" --print --load - < /dev/null"

# A named file must be a regular file: a FIFO (with a writer or not) or
# a device is refused at once, naming the file; a pipe on standard
# input ('-') still loads.
mkfifo "$T_TMP/fifo"
bad "FIFO without writer: refused at once" "$T_TMP/fifo is a FIFO" timeout 1 "$MAZEGAME" --print --load "$T_TMP/fifo"
sleep 600 > "$T_TMP/fifo" &
writer=$!
bad "FIFO with a writer: refused at once" "$T_TMP/fifo is a FIFO" timeout 1 "$MAZEGAME" --print --load "$T_TMP/fifo"
kill "$writer" 2>/dev/null
wait "$writer" 2>/dev/null
( "$MAZEGAME" --print -s 3 > "$T_TMP/fifo" ) &
run_cmd sh -c "timeout 5 \"$MAZEGAME\" --print --load - < \"$T_TMP/fifo\""
wait
expect_eq "a FIFO on standard input loads" "$("$MAZEGAME" --print -s 3)" "$out"
bad "/dev/null: refused" "/dev/null is a device" timeout 1 "$MAZEGAME" --print --load /dev/null

# An endless line is refused early: reading stops at the limit.
start=$(date +%s)
run_cmd sh -c "tr '\\0' '#' < /dev/zero | timeout 20 \"$MAZEGAME\" --print --load -"
elapsed=$(( $(date +%s) - start ))
expect_eq "endless line: exit 1" 1 "$rc"
expect_match "endless line: message" "line 1: longer than" "$err"
check "endless line: stops early" [ "$elapsed" -lt 10 ]

# A maze with a loop loads, solves by the shortest way, is not perfect.
printf '#####\n#S  #\n# # #\n#  E#\n#####\n' > "$T_TMP/loop"
run_cmd "$MAZEGAME" --stats --load "$T_TMP/loop"
expect_match "loop: not perfect" '^perfect: no$' "$out"
expect_match "loop: shortest path" '^solution_length: 2$' "$out"

# Another shape's text picture does not load, and the message says what
# does: its graph.
"$MAZEGAME" --print --shape=hex -W 4 -H 3 -s 1 > "$T_TMP/hex.txt"
run_cmd "$MAZEGAME" --print --load "$T_TMP/hex.txt"
expect_eq "a hex maze's picture: not loaded" 1 "$rc"
expect_match "... told of the graph format" "line 1, column 1: unexpected '\+': neither the block format .* nor the graph format .*--print --format=graph" "$err"
"$MAZEGAME" --print --shape=hex -W 4 -H 3 -s 1 --format=graph > "$T_TMP/hex.graph"
run_cmd "$MAZEGAME" --print --load "$T_TMP/hex.graph"
expect_eq "... its graph loads" 0 "$rc"
expect_eq "... and prints the same picture" "$(cat "$T_TMP/hex.txt")" "$out"
run_cmd "$MAZEGAME" --help
expect_match "--help: --load reads the graph format too" "or the graph format \\(- is standard input\\)" "$out"
expect_match "--help: --format lists graph" "default\), graph, svg, pdf or png" "$out"

# A graph's faults are said in the graph's own terms: cells by number.
printf 'mazegame-graph 1\nshape square 3 1\nstart 0\nexit 2\np 0 1\nw 1 2\n' > "$T_TMP/walled.graph"
run_cmd "$MAZEGAME" --print --load "$T_TMP/walled.graph"
expect_eq "a square graph whose exit is walled off: not loaded" 1 "$rc"
expect_match "... said by cells, not by block-format lines" "walled.graph: the exit \\(cell 2\\) cannot be reached from the start \\(cell 0\\)" "$err"
printf 'mazegame-graph 1\nshape hex 2 1\nstart 1\nexit 1\np 0 1\n' > "$T_TMP/same.graph"
run_cmd "$MAZEGAME" --print --load "$T_TMP/same.graph"
expect_eq "a graph whose start is its exit: not loaded" 1 "$rc"
expect_match "... and why" "line 4: the exit is the start \\(cell 1\\)" "$err"
"$MAZEGAME" --print --format=graph -W 1 -H 1 -s 1 > "$T_TMP/one.graph"
run_cmd "$MAZEGAME" --print --load "$T_TMP/one.graph"
expect_eq "... though a maze of one cell prints" 0 "$rc"

# Hand-drawn mazes shipped in data/ load.
for f in "$TOP_SRCDIR"/data/mazes/*.maze; do
	[ -e "$f" ] || continue
	run_cmd "$MAZEGAME" --stats --load "$f"
	expect_eq "data/mazes/$(basename "$f") loads" 0 "$rc"
done

finish
