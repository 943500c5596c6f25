//! HZ-7 (001 补文 (2)): 记录了棋局的总手数为2n时,则应在各方的棋罐中各留下(180-n)颗棋子 ...
//! 填后,盘内便成为黑白各有n子的等子局面. A game of more than 360 moves leaves 180 - n < 0
//! stones to keep, and 2n stones do not fit on 361 points: the claim fails there, and the small
//! boards of the enumerated domain cannot hold such a game, so the audit plays one on 19x19.

mod common;

use common::qili_text;
use rand::SeedableRng;

#[test]
fn hz7_fails_on_a_19x19_game_of_more_than_360_moves() {
    // The game the audit names: a seeded random playout under `huozi` (001's rules) to its end.
    let rules = qili::go::Rules::from_name("huozi").unwrap();
    let mut g = qili::go::Game::new(rules, 19, 19).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    qili::go::playout::random_playout(&mut g, &mut rng, 2000);
    assert!(g.is_over());
    let moves = g.moves().len();
    // By hand: n = moves / 2 (an odd count loses one to Black's negative move); the bowl of
    // 180 cannot keep 180 - n stones when n > 180.
    assert!(moves / 2 > 180, "{moves} moves");
    let (out, err, code) = qili_text(&["audit", "--only", "HZ-7", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v[0]["status"], "fails");
    let summary = v[0]["evidence"][0]["summary"].as_str().unwrap();
    assert!(
        summary.contains(&format!("ends after {moves} moves, n = {}", moves / 2)),
        "{summary}"
    );
    // Odd games are counted, not skipped (made even by the negative move).
    assert!(summary.contains("of them odd"), "{summary}");
}
