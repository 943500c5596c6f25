//! Body of the `xq_fen` fuzz target, shared with the plain test
//! `tests/xq_engine_fuzz_corpus.rs`: arbitrary text never panics the Xiangqi FEN
//! reader or the ICCS move list; a FEN that parses round-trips through `to_fen`; every legal
//! move is accepted by `is_legal` and `parse_move` and never leaves the mover's king attacked;
//! mirroring the board and swapping the colours keep the number of legal moves.

use qili::xiangqi::Position;

pub fn xq_fen(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // First line: the FEN; the rest: ICCS moves separated by spaces.
    let mut lines = text.splitn(2, '\n');
    let fen = lines.next().unwrap_or("");
    let moves: Vec<&str> = lines.next().unwrap_or("").split_whitespace().collect();
    let Ok(pos) = Position::from_fen(fen) else {
        return;
    };
    // The one FEN validator of every xq command accepts it too, and the judge's plain model
    // reads what it passes on.
    let checked = qili::cli::xq::validate_fen(fen).expect("the CLI validator agrees");
    assert!(
        qili_spec::xq::Board::from_fen(&checked.to_fen()).is_ok(),
        "the judge cannot read {}",
        checked.to_fen()
    );
    let again = Position::from_fen(&pos.to_fen()).expect("to_fen output parses");
    assert_eq!(again, pos);
    let legal = pos.legal_moves();
    for &m in legal.iter() {
        assert!(pos.is_legal(m));
        assert_eq!(pos.parse_move(&m.iccs()), Ok(m));
        let next = pos.play(m).expect("legal");
        let mover = pos.turn();
        assert!(next.attackers(next.king(mover), next.turn()).is_empty());
    }
    assert_eq!(pos.flip_horizontal().legal_moves().len(), legal.len());
    assert_eq!(pos.swap_colors().legal_moves().len(), legal.len());
    if let Ok((positions, played)) = pos.replay_iccs(&moves) {
        assert_eq!(positions.len(), played.len() + 1);
    }
}
