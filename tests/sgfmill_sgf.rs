//! SGF round trips through sgfmill (PyPI), an independent SGF implementation: every SGF qili
//! writes is read by sgfmill into the same game (size, komi, setup stones, main-line moves and
//! passes), and every SGF sgfmill writes for a game is read by qili into the same game.
//!
//! Without python3 or sgfmill the test prints a notice and passes, unless
//! `QILI_REQUIRE_ORACLES=1`.

use qili::go::sgf::write_game;
use qili::go::{Board, Color, Game, Move, Point, Rules, SgfGame};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};

/// For each input line: `{"read": sgf text}` -> what sgfmill reads; `{"write": game}` -> the SGF
/// sgfmill writes. Points are [x, y] from the top left; sgfmill's (row, col) has rows from the
/// bottom.
const ORACLE: &str = r#"
import json, sys
from sgfmill import sgf

def xy(n, rc):
    return [rc[1], n - 1 - rc[0]]

def rc(n, p):
    return (n - 1 - p[1], p[0])

for line in sys.stdin:
    req = json.loads(line)
    if "read" in req:
        g = sgf.Sgf_game.from_bytes(req["read"].encode())
        n = g.get_size()
        b, w, e = g.get_root().get_setup_stones()
        moves = []
        for node in g.get_main_sequence():
            c, m = node.get_move()
            if c is None:
                continue
            moves.append([c, None if m is None else xy(n, m)])
        out = {"size": n, "komi": g.get_komi(),
               "black": sorted(xy(n, p) for p in b), "white": sorted(xy(n, p) for p in w),
               "moves": moves}
    else:
        req = req["write"]
        n = req["size"]
        g = sgf.Sgf_game(size=n)
        g.get_root().set("KM", req["komi"])
        g.get_root().set_setup_stones([rc(n, p) for p in req["black"]], [rc(n, p) for p in req["white"]])
        for c, p in req["moves"]:
            node = g.extend_main_sequence()
            node.set_move(c, None if p is None else rc(n, p))
        out = {"sgf": g.serialise().decode()}
    sys.stdout.write(json.dumps(out) + "\n")
"#;

fn oracle_available() -> bool {
    let ok = Command::new("python3")
        .args(["-c", "import sgfmill"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    if !ok {
        if std::env::var("QILI_REQUIRE_ORACLES").as_deref() == Ok("1") {
            panic!("QILI_REQUIRE_ORACLES=1 but python3 with sgfmill is not available");
        }
        println!("NOTICE: python3 with sgfmill not found; the sgfmill SGF test is skipped");
    }
    ok
}

fn ask(requests: &[Value]) -> Vec<Value> {
    let mut child = Command::new("python3")
        .args(["-c", ORACLE])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut stdin = child.stdin.take().unwrap();
    let input: String = requests.iter().map(|r| format!("{r}\n")).collect();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success(), "the sgfmill script failed");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The game as plain JSON data: size, komi, setup stones, main-line moves.
fn summary(g: &Game) -> Value {
    let start = g.start();
    let mut stones = [Vec::new(), Vec::new()];
    for y in 0..start.height() {
        for x in 0..start.width() {
            if let Some(c) = start.get(Point::new(x, y)) {
                stones[c.index()].push(json!([x, y]));
            }
        }
    }
    for s in &mut stones {
        s.sort_by_key(|v| (v[0].as_u64(), v[1].as_u64()));
    }
    let moves: Vec<Value> = g
        .moves()
        .iter()
        .map(|m| {
            let c = if m.colour() == Color::Black { "b" } else { "w" };
            match *m {
                Move::Play(_, p) => json!([c, [p.x, p.y]]),
                Move::Pass(..) => json!([c, null]),
            }
        })
        .collect();
    json!({"size": start.width(), "komi": g.rules().komi, "black": stones[0], "white": stones[1], "moves": moves})
}

fn random_game(seed: u64) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = rng.random_range(1..=19);
    let mut board = Board::new(n, n).unwrap();
    for _ in 0..rng.random_range(0..=n) {
        let p = Point::new(rng.random_range(0..n), rng.random_range(0..n));
        board.set(
            p,
            Some(if rng.random_bool(0.5) {
                Color::Black
            } else {
                Color::White
            }),
        );
    }
    let rules = Rules {
        komi: [0.0, 5.5, 6.5, 7.5, -3.0][seed as usize % 5],
        ..Rules::PRESETS[seed as usize % 9].1
    };
    let mut g = Game::from_position(rules, board, Color::Black);
    while !g.is_over() && g.moves().len() < 3 * n * n {
        let legal = g.legal_moves();
        g.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    g
}

#[test]
fn sgf_round_trips_through_sgfmill() {
    if !oracle_available() {
        return;
    }
    let games: Vec<Game> = (0..200).map(random_game).collect();
    // qili writes, sgfmill reads.
    let reads = ask(&games
        .iter()
        .map(|g| json!({"read": write_game(g)}))
        .collect::<Vec<_>>());
    for (i, (g, got)) in games.iter().zip(&reads).enumerate() {
        // sgfmill has no suspension pass: both kinds of pass are a pass in the summary.
        assert_eq!(
            got,
            &summary(g),
            "game {i}: sgfmill read qili's SGF differently"
        );
    }
    // sgfmill writes, qili reads.
    let writes = ask(&games
        .iter()
        .map(|g| json!({"write": summary(g)}))
        .collect::<Vec<_>>());
    for (i, (g, w)) in games.iter().zip(&writes).enumerate() {
        let text = w["sgf"].as_str().unwrap();
        let read = SgfGame::parse(text).unwrap_or_else(|e| panic!("game {i}: {e}\n{text}"));
        let (b, _) = read.start();
        assert_eq!(&b, g.start(), "game {i} setup");
        assert_eq!(read.komi, Some(g.rules().komi), "game {i} komi");
        let kinds_dropped: Vec<Move> = g
            .moves()
            .iter()
            .map(|&m| match m {
                Move::Pass(c, _) => Move::Pass(c, qili::go::PassKind::Ordinary),
                m => m,
            })
            .collect();
        assert_eq!(read.moves(), kinds_dropped, "game {i} moves");
    }
    println!(
        "sgfmill SGF: {} games, {} moves, both directions",
        games.len(),
        games.iter().map(|g| g.moves().len()).sum::<usize>()
    );
}
