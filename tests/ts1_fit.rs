//! TS-1 (002 全部填入对方所围的空点中): whether the stones to fill fit is the stones to fill
//! against the empty points the receiving side encloses, before TS-3's eye tax; `qili score`
//! notes only stones that do not fit.

mod common;
use common::qili;

fn score_json(rows: &str, prisoners: &str, moves: Option<&str>) -> serde_json::Value {
    let mut args = vec![
        "score",
        "--rows",
        rows,
        "--dead",
        "none",
        "--prisoners",
        prisoners,
        "--method",
        "tang-song",
        "--json",
    ];
    if let Some(m) = moves {
        args.extend(["--moves", m]);
    }
    let out = qili(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// By hand, 7x1 `.XX..O.`, Black holding one white prisoner, 4 moves (even, no balance): White
/// encloses g1 alone, so the one white stone to fill fits (on g1). White's routes: 1 empty
/// point less the eye point its group keeps (TS-3), 0, less the stone filled: -1; Black: a1
/// less its eye point, 0. The -1 is the eye tax's, not an overflow: no TS-1 note. (The note
/// said "the stones to fill do not fit" here, counting routes below zero after the tax.)
#[test]
fn a_stone_that_fits_before_the_eye_tax_is_no_overflow() {
    let v = score_json(".XX..O.", "1,0", Some("4"));
    let row = &v[0];
    assert_eq!(row["black"].as_f64(), Some(0.0), "{row}");
    assert_eq!(row["white"].as_f64(), Some(-1.0), "{row}");
    let notes = row["notes"].as_array().unwrap();
    assert!(
        notes
            .iter()
            .all(|n| !n.as_str().unwrap().contains("do not fit")),
        "{row}"
    );
}

/// By hand, 9x1 `.X.O.O.X.`, Black holding three white prisoners: White's own enclosed point is
/// e1 alone (c1 and g1 touch both colours), so three stones do not fit into one point: noted.
#[test]
fn three_stones_into_one_point_do_not_fit() {
    let v = score_json(".X.O.O.X.", "3,0", None);
    let notes = v[0]["notes"].as_array().unwrap();
    assert!(
        notes
            .iter()
            .any(|n| n.as_str().unwrap().contains("White's: 3 into 1")),
        "{}",
        v[0]
    );
}

/// TS-1's domain holds the ordinary case its filling is written for, not only 001's rare
/// one: the generated play-outs capture so much that the stones fit in few games, so the
/// audit also counts ordinary positions (two walls, qili_spec::theorems::scoring::ordinary),
/// where they must mostly fit, and the signed and literal readings must both be tested there.
#[test]
fn the_domain_holds_positions_where_the_stones_fit() {
    let (_, ev) = common::verdict("TS-1");
    let s = &ev[0].summary;
    let at = s.find("ordinary positions").expect(s);
    let tail = &s[at..];
    let n = |after: &str| -> u64 {
        let i = tail.find(after).expect(after) + after.len();
        tail[i..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect::<String>()
            .parse()
            .unwrap()
    };
    let fit = n("the stones to fill fit in ");
    assert!(fit >= 100, "{tail}");
    assert!(s.contains("the margins agree on 400/400"), "{tail}");
}
