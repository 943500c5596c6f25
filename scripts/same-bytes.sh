#!/usr/bin/env bash
# Runs a fixed list of qili commands with two binaries and reports every difference in
# standard output, standard error and exit status: the check that a refactoring changed no
# byte a user sees (every subcommand, every family of rule names, the error paths).
#
#     bash scripts/same-bytes.sh OLD_BIN NEW_BIN
#
# SAME_BYTES_QUICK=1 leaves out the two whole audits (text and JSON, about a minute and a
# half each); the closing run of a change leaves it unset. Exit status 0 when every command
# gives the same bytes, 1 when one differs, 2 on bad arguments.
set -uo pipefail
if [ $# -ne 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
    echo "usage: bash scripts/same-bytes.sh OLD_BIN NEW_BIN (two executable qili binaries)" >&2
    exit 2
fi
OLD="$(realpath "$1")"
NEW="$(realpath "$2")"
cd "$(dirname "$0")/.."
repo="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One command a line: the arguments after `qili` (shell words), or `STDIN:<printf text> ::
# arguments` for a command fed on standard input. `OUT` in a command is replaced by a fresh
# directory per binary, whose files are compared too.
read -r -d '' COMMANDS <<'LIST'
rules
rules show ying
rules show jpd
rules show ying-marks-strict
rules show chinese
rules show tt
rules show "chinese-ogs"
rules show tests/rules/designer-ying-pass.toml
rules show no-such-rules
rules show tests/rules/options-every-field.toml
rules show tests/rules/bad-no-result.toml
rules show tests/rules/bad-end.json
rules show "koSIMPLEscoreTERRITORYtaxSEKIsui0"
audit --only JPD-A11
audit --only JPD-C6 --json
audit --only YG-12
audit --only YG-13 --json
audit --only YG-14
audit --only TS-7 --json
audit --only T6
audit --only T8 --json
audit --only XQ-6
audit --only HZ-
audit --rules ying
audit --rules jpd
audit --rules psk-4
audit --rules nonsense
score examples/hz-ex1.txt --moves 42 --prisoners 1,1 --dead c2
score examples/hz-ex1.txt --moves 42 --prisoners 1,1 --dead c2 --json --breakdown
score examples/bent-four.sgf --prisoners 0,9 --moves 64 --dead none --method tang-song,japanese,chinese
score examples/bent-four.sgf --dead none --json
score examples/bent-four.sgf --dead none --rules ying
score examples/bent-four.sgf --dead none --rules ying --json --breakdown
score examples/bent-four.sgf --dead none --rules jpd
score examples/bent-four.sgf --dead none --rules huozi
score examples/bent-four.sgf --dead none --rules tang-song
score examples/bent-four.sgf --dead none --rules japanese --json
score examples/bent-four.sgf --dead none --rules chinese
score examples/bent-four.sgf --dead none --rules aga --handicap 3
score examples/bent-four.sgf --dead none --rules tromp-taylor
score examples/bent-four.sgf --dead none --rules "koPOSITIONALscoreAREAtaxNONEsui1"
score examples/bent-four.sgf --dead none --rules tests/rules/designer-ying-pass.toml
score --rows "XX.O/X.OO/XXOO/.XO." --dead none --rules ying --json
score --rows "XX.O/X.OO/XXOO/.XO." --dead none --method all --json --breakdown
score --rows "XX.O/X.OO" --dead none --method no-such-method
score --rows "XX.O/X.O" --dead none
score --rows "XX.O/X.OO" --dead none --komi abc
score --rows "XX.O/X.OO" --dead none --rules nonsense
replay examples/ko-retaken-after-passes.sgf
replay examples/ko-retaken-after-passes.sgf --rules chinese
replay examples/ko-retaken-after-passes.sgf --rules ying
replay examples/ko-retaken-after-passes.sgf --rules ying-game --json
replay examples/ko-retaken-after-passes.sgf --rules jpd --json
replay examples/ko-retaken-after-passes.sgf --rules ying-marks-strict
replay examples/ko-retaken-after-passes.sgf --rules nonsense
replay no-such-file.sgf
legal-count 3x3
legal-count 2x3 --enumerate
search graph --board 1x3 --rules tt,simple,psk,jpd,ying
search graph --board 1x4 --rules psk,jpd --count-games
search cycles --board 1x3 --rules simple,ssk,jpd-2,ying-pass,ying-strict,ying-move --max-depth 12
search disagree --board 1x2 --rules jpd,psk-4 --max-depth 8
search disagree --board 1x3 --rules ying-shape,ying-game-strict --max-depth 8
search value --board 1x3 --rules psk,psk-4 --max-depth 100
search value --board 1x3 --rules ying,simple-4,tests/rules/designer-ying-pass.toml --max-depth 60
search graph --board 1x3 --rules simple+tang-song
search graph --board 1x3 --rules nonsense
search value --board 1x3 --rules japanese,nonsense
search value --board 1x3 --rules nonsense,japanese
search graph --board 1x3 --rules ","
search graph --board 1x3 --rules " psk ,,tests/rules/designer-ying-pass.toml"
search graph --board 9x9
solve --board 3x3 --rules psk
solve --board 2x2 --rules psk,simple+japanese-style,simple-4 --budget 2000000
solve --board 2x2 --rules "psk,simple+tang-song/territory" --budget 2000000
solve --board 2x2 --rules "simple+tang-song-every,simple+three-repetitions/territory" --budget 2000000
solve --board 1x4 --rules psk,psk/routes
solve --board 1x3 --rules ying,ying-pass,ying-marks,ying-shape-strict,jpd,jpd-2,huozi,tt
solve --board 1x3 --rules chinese,japanese,aga,ing,tang-song
solve --sgf examples/solve-2x2-history.sgf --rules psk
solve --table --board 1x2,1x3 --rules psk,simple --format json
solve --table --board 1x2,1x3 --rules psk,ying --format markdown
solve --board 2x2 --rules psk+nonsense
solve --board 2x2 --rules psk/nonsense
solve --board 2x2 --rules nonsense
solve --board 2x2 --rules nonsense/foo
solve --board 2x2 --rules simple+nope/territory
solve --board 2x2 --rules psk/
solve --board 2x2 --rules ","
solve --board 1x2 --rules " psk , simple+tang-song/routes,,"
solve --board 1x3 --rules "psk/territory,psk/routes,ssk/routes,simple+tang-song/territory,tt/area"
solve --table --board 1x2,1x3 --rules "psk/routes,psk-4/territory,simple+three-repetitions/routes" --budget 200000
solve --table --board 1x2 --rules "psk/routes,ssk/territory" --format json --out OUT
solve --board 2x2 --rules psk/tang-song
solve --board 2x2 --rules psk/ying-fill-count
solve --board 1x3 --rules "tests/rules/designer-ying-pass.toml/territory"
solve --board 1x3 --rules "tests/rules/designer-ying-pass.toml/area"
solve --render REPO/findings/solve/routes/table.json --format markdown
solve --render REPO/findings/solve/routes/table.json --format text
solve --render REPO/findings/solve/table.json --format markdown
solve --render REPO/findings/solve/beyond-superko/table.json,REPO/findings/solve/deep/table.json --format json
search value --board 1x3 --rules "tt,chinese,japanese,huozi,tang-song" --max-depth 40
search graph --board 1x3 --rules "tests/rules/designer-ying-pass.toml,jpd-suicide,ying-marks-strict"
search cycles --board 1x3 --rules "simple+japanese-style"
shapes triple --rules "simple+japanese-style,simple+three-repetitions,simple+tang-song-every" --json
shapes eternal --rules "chinese,japanese,aga,ing,huozi,tang-song,koSITUATIONALscoreAREAtaxNONEsui0"
rules show huozi
rules show tang-song
rules show aga
rules show ing
rules show japanese
rules show jpd-suicide
rules show ying-pass
rules show "koSITUATIONALscoreAREAtaxALLsui1button1"
shapes
shapes --json
shapes triple --rules psk,simple+tang-song,ying-marks
shapes eternal --rules ying,jpd,tests/rules/designer-ying-pass.toml --json
shapes molasses
shapes triple --rules tests/rules/options-every-field.toml --json
solve --board 1x3 --rules tests/rules/options-every-field.toml
replay examples/ko-retaken-after-passes.sgf --rules tests/rules/options-every-field.toml
search graph --board 1x3 --rules tests/rules/options-every-field.toml
shapes --rules nonsense
shapes triple --rules ","
shapes triple --rules " psk ,,tests/rules/designer-ying-pass.toml,simple+tang-song"
xq perft "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1" 2
xq show "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1" --moves h2e2 h9g7
xq legal "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
xq judge --ranks-from-1 "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1" c3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3
xq judge "not a fen"
xq-judge "not a fen"
xq-judge --ranks-from-1 "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1" c3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 --json
xq judge --help
xq-judge --help
xq --help
--help
vectors --out OUT
STDIN:boardsize 5\nclear_board\nplay b c3\nplay w c2\nplay b b2\nfinal_score\nqili-get-rules\nkata-get-rules\nquit\n :: gtp --rules ying
STDIN:boardsize 9\nplay b c3\nplay w g7\nplay b c7\nfinal_score\nquit\n :: gtp --rules jpd
STDIN:boardsize 9\nplay b c3\nplay w g7\nplay b c7\nfinal_score\nquit\n :: gtp --rules jpd-2
STDIN:boardsize 9\nplay b c3\nplay w g7\nplay b c7\nfinal_score\nquit\n :: gtp --rules ying-marks
STDIN:boardsize 9\nplay b c3\nplay w g7\nplay b c7\nfinal_score\nquit\n :: gtp --rules tang-song
STDIN:boardsize 9\nplay b c3\nplay w g7\nplay b c7\nfinal_score\nquit\n :: gtp --rules huozi
STDIN:boardsize 5\nplay b c3\nplay w c2\nfinal_score\nquit\n :: gtp --rules japanese
STDIN:boardsize 5\nplay b c3\nplay w c2\nfinal_score\nquit\n :: gtp --rules chinese
STDIN:boardsize 5\nkata-set-rules japanese\nplay b c3\nplay w c2\nfinal_score\nkata-get-rules\nkata-set-rules koPOSITIONALscoreAREAtaxNONEsui1\nfinal_score\nkata-get-rules\nkata-set-rules nonsense\nqili-set-rules ying-marks\nqili-get-rules\nfinal_score\nqili-score-all\nquit\n :: gtp
STDIN:boardsize 7\nkomi 0.5\ngenmove b\ngenmove w\ngenmove b\nshowboard\nprintsgf\nundo\nfinal_status_list dead\nlist_commands\nquit\n :: gtp --rules tromp-taylor --seed 3
STDIN:loadsgf examples/ko-retaken-after-passes.sgf\nshowboard\nprintsgf\nfinal_score\nquit\n :: gtp --rules chinese
STDIN:loadsgf examples/ko-retaken-after-passes.sgf\nfinal_score\nqili-score-all\nquit\n :: gtp --rules ying
STDIN:boardsize 99\nplay b z99\nplay x a1\nunknown_command\nkomi abc\nquit\n :: gtp
STDIN:quit\n :: gtp --rules nonsense
STDIN:boardsize 5\nkata-set-rules chinese\nkata-get-rules\nkata-set-rules tromp-taylor\nkata-get-rules\nkata-set-rules aga\nkata-get-rules\nkata-set-rules koSIMPLEscoreAREAtaxALLsui1button1whbN-1fpok1\nkata-get-rules\nplay b c3\nplay w c2\nfinal_score\nqili-set-rules jpd\nkata-get-rules\nqili-get-rules\nqili-set-rules tests/rules/designer-ying-pass.toml\nqili-get-rules\nkata-get-rules\nqili-set-rules tests/rules/options-every-field.toml\nqili-get-rules\nfinal_score\nquit\n :: gtp --rules huozi
STDIN:boardsize 5\nplay b c3\npass\nplay w c2\nfinal_score\nqili-score-all\nkata-get-rules\nquit\n :: gtp --rules tests/rules/designer-ying-pass.toml
conform --engine nonexistent-engine-xyz
score --rows "XX.O/X.OO/XXOO/.XO." --dead gtp:nonexistent-engine-xyz
no-such-command
LIST

ALL_AUDIT=("audit" "audit --json")
n=0
diffs=0
run_one() { # BIN LINE DIR -> writes DIR/{out,err,rc}
    local bin="$1" line="$2" dir="$3"
    mkdir -p "$dir/OUT" "$dir/cwd"
    # Each command runs in a folder of its own (the searches write findings/ into the current
    # folder), with the repository's examples/ and tests/ linked in; what it writes there is
    # compared too.
    ln -sfn "$repo/examples" "$dir/cwd/examples"
    ln -sfn "$repo/tests" "$dir/cwd/tests"
    local stdin=/dev/null
    if [[ "$line" == STDIN:* ]]; then
        local text="${line#STDIN:}"
        text="${text%% :: *}"
        line="${line##* :: }"
        printf "$text" > "$dir/stdin"
        stdin="$dir/stdin"
    fi
    line="${line//OUT/$dir/OUT}"
    line="${line//REPO/$repo}"
    eval "set -- $line"
    (cd "$dir/cwd" && timeout 600 "$bin" "$@" < "$stdin" > "$dir/out" 2> "$dir/err")
    echo $? > "$dir/rc"
    # The binary's own path and the output folder appear in some messages: name them alike.
    # The audit's citation names the commit the binary was built from (build.rs: QILI_COMMIT,
    # `+changes` for an edited tree), which differs between the two builds by construction.
    # Wall-clock times and rates differ from run to run, and so do the game counter's work
    # figures on stderr (paths walked, memo hits): they are masked (node counts are not).
    sed -i -E -e "s#$bin#QILI#g" -e "s#$dir#DIR#g" -e "s#$(basename "$bin")#qili#g" \
        -e 's#[0-9]+(\.[0-9]+)? ?(ms|µs|ns|s)\b#TIME#g' -e 's#[0-9]+ nodes/s#RATE#g' \
        -e 's#[0-9]+ paths walked, [0-9]+ subtrees#WORK#' \
        -e 's#\(commit [0-9a-f]{12}(\+changes)?\)#(commit COMMIT)#' \
        "$dir/out" "$dir/err"
}
compare() { # LINE
    local line="$1"
    n=$((n + 1))
    local a="$work/$n/old" b="$work/$n/new"
    run_one "$OLD" "$line" "$a"
    run_one "$NEW" "$line" "$b"
    local bad=""
    cmp -s "$a/out" "$b/out" || bad="$bad stdout"
    cmp -s "$a/err" "$b/err" || bad="$bad stderr"
    cmp -s "$a/rc" "$b/rc" || bad="$bad exit($(cat "$a/rc")->$(cat "$b/rc"))"
    diff -r -q "$a/OUT" "$b/OUT" > /dev/null 2>&1 || bad="$bad files"
    diff -r -q --no-dereference "$a/cwd" "$b/cwd" > /dev/null 2>&1 || bad="$bad files"
    if [ -n "$bad" ]; then
        diffs=$((diffs + 1))
        echo "DIFFERS [$bad ]: qili $line"
        diff <(cat "$a/out" "$a/err") <(cat "$b/out" "$b/err") | head -20 | sed 's/^/    /'
        diff -r "$a/OUT" "$b/OUT" 2>&1 | head -10 | sed 's/^/    /'
        diff -r --no-dereference "$a/cwd" "$b/cwd" 2>&1 | head -10 | sed 's/^/    /'
    else
        echo "same (exit $(cat "$a/rc")): qili $line"
    fi
}
while IFS= read -r line; do
    [ -n "$line" ] && compare "$line"
done <<< "$COMMANDS"
if [ -z "${SAME_BYTES_QUICK:-}" ]; then
    for line in "${ALL_AUDIT[@]}"; do compare "$line"; done
fi
echo "same-bytes: $n commands, $diffs differ"
[ "$diffs" -eq 0 ]
