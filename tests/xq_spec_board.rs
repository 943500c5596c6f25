//! The plain Xiangqi model of the spec against the published perft counts
//! (the chessprogramming wiki's Xiangqi perft table, chessprogramming wiki; reproduced with Fairy-Stockfish).

use qili_spec::xq::Board;

#[test]
fn perft_start_position_depth_3() {
    assert_eq!(Board::start().perft(3), 79_666);
}

#[test]
fn perft_other_positions_depth_2() {
    let rows: &[(&str, u64, u64)] = &[
        (
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
            38,
            1128,
        ),
        (
            "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
            7,
            281,
        ),
        (
            "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
            25,
            424,
        ),
        (
            "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
            28,
            516,
        ),
        (
            "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1",
            21,
            364,
        ),
        ("C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1", 28, 222),
        ("4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1", 23, 345),
        ("2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", 21, 195),
        (
            "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
            30,
            830,
        ),
        (
            "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1",
            19,
            583,
        ),
        (
            "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
            49,
            2265,
        ),
        ("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", 13, 272),
    ];
    for &(fen, d1, d2) in rows {
        let b = Board::from_fen(fen).unwrap();
        assert_eq!(b.perft(1), d1, "{fen}");
        assert_eq!(b.perft(2), d2, "{fen}");
    }
}

#[test]
fn perft_depth_3_on_two_positions() {
    for (fen, d3) in [
        ("5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", 9850),
        ("2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", 3883),
    ] {
        assert_eq!(Board::from_fen(fen).unwrap().perft(3), d3, "{fen}");
    }
}
