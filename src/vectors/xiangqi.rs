//! Xiangqi vectors: a position (FEN), its legal moves in ICCS, and perft counts, computed by
//! the plain board of `qili_spec::xq::board`. The positions are the start position and the
//! published perft positions of the chessprogramming wiki's Xiangqi perft table (perft to depth 3), then
//! positions from random games from the start (perft to depth 2). The move rules are the
//! common ones every Xiangqi rule book states; no document claim of the guide is about them,
//! so these vectors name none.

use super::rng;
use qili_spec::xq::board::Board;
use rand::Rng;
use serde_json::{json, Value};

/// The perft positions of the chessprogramming wiki's Xiangqi perft table (chessprogramming wiki,
/// reproduced with Fairy-Stockfish), the start position first.
pub const PUBLISHED: [&str; 13] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
    "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1",
    "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
    "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1",
    "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1",
    "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
    "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
];

/// Random games from the start and how many positions each gives.
const GAMES: usize = 40;
const PLIES: usize = 60;
const EVERY: usize = 6;

fn vector(index: usize, source: &str, b: &Board, depth: u32) -> Value {
    let mut moves: Vec<String> = b.legal_moves().iter().map(|m| m.iccs()).collect();
    moves.sort();
    let perft: Vec<u64> = (1..=depth).map(|d| b.perft(d)).collect();
    json!({
        "id": format!("xiangqi-{:05}", index + 1),
        "claims": [],
        "source": source,
        "fen": b.fen(),
        "legal_moves": moves,
        "perft": perft,
    })
}

/// Every Xiangqi vector, in a fixed order.
pub fn vectors() -> Vec<Value> {
    let mut out = Vec::new();
    for fen in PUBLISHED {
        let b = Board::from_fen(fen).expect("published FENs are valid");
        out.push(vector(out.len(), "xiangqi-perft.tsv", &b, 3));
    }
    let mut rng = rng(3);
    for _ in 0..GAMES {
        let mut b = Board::start();
        for ply in 1..=PLIES {
            let moves = b.legal_moves();
            if moves.is_empty() {
                break;
            }
            b = b.after(moves[rng.random_range(0..moves.len())]);
            if ply % EVERY == 0 {
                out.push(vector(out.len(), "random game from the start", &b, 2));
            }
        }
    }
    out
}
