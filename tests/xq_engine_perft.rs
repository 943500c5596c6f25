//! Perft of the Xiangqi engine against the published counts of
//! the chessprogramming wiki's Xiangqi perft table (reproduced with
//! Fairy-Stockfish). The counts are independent of this code. Depths are chosen so
//! the whole file runs in seconds; deeper counts are `#[ignore]`d and in `benches/xq_perft.rs`.

use qili::xiangqi::Position;

/// `(fen, [d1..d5])`, 0 = not published. Copied from the TSV.
pub const PERFT: &[(&str, [u64; 5])] = &[
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        [44, 1920, 79666, 3290240, 133312995],
    ),
    (
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        [38, 1128, 43929, 1339047, 53112976],
    ),
    (
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
        [7, 281, 8620, 326201, 10369923],
    ),
    (
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
        [25, 424, 9850, 202884, 4739553],
    ),
    (
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
        [28, 516, 14808, 395483, 11842230],
    ),
    (
        "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1",
        [21, 364, 7626, 162837, 3500505],
    ),
    (
        "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
        [28, 222, 6241, 64971, 1914306],
    ),
    (
        "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1",
        [23, 345, 8124, 149272, 3513104],
    ),
    (
        "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1",
        [21, 195, 3883, 48060, 933096],
    ),
    (
        "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
        [30, 830, 22787, 649866, 17920736],
    ),
    (
        "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1",
        [19, 583, 11714, 376467, 8148177],
    ),
    (
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        [49, 2265, 100326, 4485547, 0],
    ),
    (
        "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
        [13, 272, 3707, 92741, 0],
    ),
];

fn check(max_depth: usize, max_nodes: u64) {
    for (fen, counts) in PERFT {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.to_fen(), *fen, "FEN round trip");
        for (d, &want) in counts.iter().enumerate().take(max_depth) {
            if want == 0 || want > max_nodes {
                continue;
            }
            assert_eq!(pos.perft(d as u32 + 1), want, "perft {} of {fen}", d + 1);
        }
    }
}

#[test]
fn start_position_to_depth_4() {
    let p = Position::new();
    assert_eq!(p.perft(1), 44);
    assert_eq!(p.perft(2), 1920);
    assert_eq!(p.perft(3), 79666);
    assert_eq!(p.perft(4), 3290240);
}

#[test]
fn every_published_position_up_to_a_few_million_nodes() {
    check(5, 5_000_000);
}

#[test]
#[ignore = "about a minute: run with --ignored"]
fn every_published_count() {
    check(5, u64::MAX);
}

#[test]
fn mirrored_and_colour_swapped_positions_have_the_same_counts() {
    // Mirroring the board left-right or swapping colours with the board turned gives the
    // same game tree shape, so the same perft counts (an independent check of the tables'
    // symmetry).
    for (fen, counts) in PERFT {
        let pos = Position::from_fen(fen).unwrap();
        let m = pos.flip_horizontal();
        let s = pos.swap_colors();
        for d in 1..=3u32 {
            let want = counts[d as usize - 1];
            assert_eq!(m.perft(d), want, "mirrored {fen} depth {d}");
            assert_eq!(s.perft(d), want, "colour-swapped {fen} depth {d}");
        }
    }
}
