#!/bin/sh
# shape_upsilon.sh - upsilon mazes (octagons and squares) through the
# real binary: the text picture's corners against the graph, played in
# tmux at 80x24 to the exit with the arrows and y u b n in Unicode and
# --ascii (the open corners drawn as arrows, as many as the graph's
# diagonal passages), a diagonal from a square a wall, the key help's
# line on the arrows, quit and --resume, --record, paper, the map.
. "$(dirname "$0")/tmux_lib.sh"

W=19 H=11

# --- the text picture against the graph -----------------------------------
# Every post inside the maze is where two octagons (x + y even) meet
# across a corner: '\' or '/' when the graph has their passage, else a
# post ('+', or what a post settles to: '-' or a space).
"$MAZEGAME" --print --format=graph --shape=upsilon --size=9x6 -s 3 >"$T_TMP/g"
"$MAZEGAME" --print --shape=upsilon --size=9x6 -s 3 >"$T_TMP/t"
bad=$(awk -v w=9 -v h=6 '
	FNR == NR { if ($1 == "p") open[$2 " " $3] = 1; next }
	{ line[FNR - 1] = $0 }
	END {
		for (y = 1; y < h; y++)
			for (x = 1; x < w; x++) {
				c = substr(line[2 * y], 4 * x + 1, 1)
				if ((x + y) % 2 == 0) {
					# octagons (x-1, y-1) and (x, y): "\"
					a = (y - 1) * w + x - 1; b = y * w + x; want = "\\"
				} else {
					a = (y - 1) * w + x; b = y * w + x - 1; want = "/"
				}
				if ((a " " b) in open)
					ok = c == want
				else
					ok = c == "+" || c == "-" || c == " "
				if (!ok) printf "post %d,%d: %s (cells %d %d%s) ", x, y, c, a, b, \
				    (a " " b) in open ? " open" : ""
				n += (a " " b) in open
			}
		if (n == 0) printf "no open corner at all"
	}' "$T_TMP/g" "$T_TMP/t")
expect_eq "text: each corner is \\ or / where the graph joins its octagons, a post where not" "" "$bad"
expect_eq "text: 2H+1 lines of 4W+1 characters" "13 37" \
	"$(wc -l <"$T_TMP/t" | tr -d ' ') $(awk '{ if (length($0) > m) m = length($0) } END { print m }' "$T_TMP/t")"

# --- played ----------------------------------------------------------------
check "the way out of upsilon seed 5 is found from its graph" upsilon_way "$T_TMP/uway" -s 5
un=$(wc -l <"$T_TMP/uway")
opt=$("$MAZEGAME" --stats --shape=upsilon -s 5 | sed -n 's/^solution_length: //p')
expect_eq "upsilon: the way found is as long as the optimal" "$opt" "$un"
check "upsilon: the way goes across corners too" grep -qx '[yubn]' "$T_TMP/uway"
# The open corners of the whole maze (it fits 80x24): \ and / of the
# graph's diagonal passages, counted by the graph's cell numbers.
"$MAZEGAME" --print --format=graph --shape=upsilon -s 5 >"$T_TMP/g5"
down_right=$(awk -v w=$W '$1 == "p" && $3 - $2 == w + 1' "$T_TMP/g5" | wc -l)
down_left=$(awk -v w=$W '$1 == "p" && $3 - $2 == w - 1 && $2 % w != 0' "$T_TMP/g5" | wc -l)
for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 24 "$MAZEGAME" --shape=upsilon -s 5 $opt_ascii
	expect_screen "$look: an upsilon game" "^Moves 0 .* ${W}x$H upsilon"
	screen >"$T_TMP/scr"
	if [ $look = ascii ]; then
		dr=$(grep -o '\\' "$T_TMP/scr" | wc -l)
		dl=$(grep -o '/' "$T_TMP/scr" | wc -l)
		check "$look: no box characters" lacks '[│─⤡⤢]'
	else
		dr=$(grep -o '⤡' "$T_TMP/scr" | wc -l)
		dl=$(grep -o '⤢' "$T_TMP/scr" | wc -l)
		check "$look: no ASCII slants" lacks '[/\\]'
	fi
	expect_eq "$look: an open corner drawn for each diagonal passage" \
		"$down_right $down_left" "$dr $dl"
	keys $(cat "$T_TMP/uway")
	expect_screen "$look: escaped in the optimal moves" "Escaped in $un moves \\(optimal $un"
done

# A square has no diagonal: from the start (an octagon) east is a
# square; y u b n there are walls and move nothing.
tmux_start 80 24 "$MAZEGAME" --shape=upsilon -s 5 --describe
expect_screen "--describe: an upsilon game" "Column 1, row 1: open "
if "$MAZEGAME" --print --format=graph --shape=upsilon -s 5 | grep -qx 'p 0 1'; then
	keys Right
	expect_screen "--describe: east to the square" "Column 2, row 1: open "
	keys n
	expect_screen "--describe: a square's south-east is a wall, it says" "Wall south-east\\."
	check "... and moves nothing" has 'Moves 1, '
else
	not_ok "seed 5 opens the start east (the check of a square's diagonal needs it)"
fi

# The key help opens with how to read the arrows.
tmux_start 80 24 "$MAZEGAME" --shape=upsilon -s 5
expect_screen "upsilon: a game for the help" "^Moves 0 "
keys '?'
expect_screen "upsilon: the help's first line says what the arrows are" "│ Corner arrows +a way across it between two octagons"
keys q

# Quit half way, resumed: an upsilon game still.
tmux_start 80 24 "$MAZEGAME" --shape=upsilon -s 5
PLAY_DATA=$T_TMP/data.$t_server
expect_screen "an upsilon game to quit" "^Moves 0 "
keys $(head -n 9 "$T_TMP/uway")
expect_screen "upsilon: nine moves" "^Moves 9 "
keys q
check "upsilon: quit" wait_exit
tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "--resume: the upsilon game again, nine moves made" "^Moves 9 .* ${W}x$H upsilon"
keys $(tail -n +10 "$T_TMP/uway")
expect_screen "... and on to the exit" "Escaped in $un moves"
PLAY_DATA=

# --record: the run names its shape and moves by upsilon's ways.
tmux_start 80 24 "$MAZEGAME" --shape=upsilon -s 5 --record="$T_TMP/u.run"
expect_screen "--record: an upsilon game" "^Moves 0 .* ${W}x$H upsilon"
keys $(cat "$T_TMP/uway")
expect_screen "--record: the upsilon run is written" "Run written to"
check "... names its shape" grep -qx 'shape: upsilon' "$T_TMP/u.run"
check "... and moves across corners" grep -Eq '^[0-9]+ (ne|nw|se|sw)$' "$T_TMP/u.run"

# --- paper -------------------------------------------------------------------
# The manual: (17W+13)/6 squares by (17H+13)/6, 120 units a square in
# an SVG's viewBox; an octagon an 8-sided path, a square a 4-sided one.
run_cmd "$MAZEGAME" --print --format=svg --shape=upsilon --size=6x3 -s 1 --solution
expect_eq "svg: an upsilon maze is drawn" 0 "$rc"
expect_match "svg: its viewBox is (17W+13)/6 by (17H+13)/6 squares of 120 units" \
	"viewBox=\"0 0 $(( (17 * 6 + 13) * 20 )) $(( (17 * 3 + 13) * 20 ))\"" "$out"
run_cmd "$MAZEGAME" --print --format=png --shape=upsilon --size=6x3 -s 1 -o "$T_TMP/u.png"
expect_eq "png: an upsilon maze is drawn" "0:" "$rc:$err"
check "png: a PNG file" sh -c "head -c 8 '$T_TMP/u.png' | od -An -c | grep -q 'P   N   G'"

# The map of a maze too large for the screen shows its walls.
expect_map upsilon
tmux_finish
