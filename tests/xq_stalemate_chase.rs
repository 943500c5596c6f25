//! XQ-5 a capture that leaves the opponent 困斃 is valued by the material it wins.
//!
//! 004 第五章 四 3 捉: "凡走子企圖于下一著(接續再走)吃掉(含將軍或連續將軍后吃掉)對方棋子不失子(含得子、平子)且新增得子者稱為捉
//! (吃子或互吃后被對方吃將或將死則失子無窮大,被對方形成絕殺、必勝殘局等情況不予考慮……)"; 第六章 二 1 ① names the same
//! two: "若吃子(含互吃)后立即被對方吃將或將死,則推算終止,失子無窮大". 第十二章 4 defines 困斃 apart from
//! both: "非將軍時,對方無論如何行棋,都能立即吃掉對方帥(將)者,稱為困斃". 第五章 四 2 殺 is "將軍或連續將軍而將死對方",
//! 絕殺 and 必勝殘局 不予考慮. A capture after which the opponent has no move but is not in check is
//! therefore no 將 and no narrow 殺, and its line is worth the material it takes: it can be 捉.

use qili_spec::xq::chase::{xq_6_chase_gain, INF};
use qili_spec::xq::gen::game_of;
use qili_spec::xq::nature::{xq_3_moves_again, xq_5_nature, Nature};
use qili_spec::xq::options::XqOptions;
use qili_spec::xq::scheme::Verdict;
use qili_spec::xq::{judge, Board, Move, Side, Sq};

fn moves(s: &str) -> Vec<Move> {
    s.split_whitespace()
        .map(|m| Move::parse(m).expect("move"))
        .collect()
}

/// The reader's c14: Red king e0, chariot b2, horse f7, cannon c9, pawn d5; Black king d9,
/// cannon a7. Red's chariot b2-a2 / a2-b2 against Black's cannon a7-b7 / b7-a7.
///
/// By hand. After b2-a2 Red, moving again (第三章), plays a2xa7 (a3..a6 empty), taking the
/// unprotected cannon (2, 第六章 三: 1車=2炮). Black is left with the king d9 alone: d8 and e9
/// are both attacked by the horse f7 (it reaches d8 over e7 and e9 over f8, both empty), e9 also faces the red king on the open e-file, and the king is
/// not in check (the cannon c9 has no screen, the chariot a7 is on rank 7, the pawn d5
/// attacks d6, the horse does not reach d9): 困斃, not 將死. So the line is worth +2, not +∞.
/// Before b2-a2 the chariot b2 cannot take a7 at all: the cannon is newly attacked (從沒擊到擊)
/// and taken without loss, and it is live (活子: with Black to move it can step along the
/// a-file out of reach). Nothing checks after b2-a2 (no red piece reaches d9), and no check
/// of Red's mates (殺): b2-a2 is 捉. The same for a2-b2 against the cannon b7 (b3..b6 empty;
/// after b2xb7 Black is again 困斃). Black's cannon attacks nothing (on the a- and b-file the
/// chariot stands with no screen, on rank 7 the horse f7 is the screen with nothing beyond)
/// and gives no check: 閑.
///
/// 第十章 方案一: no 單方長將; Black has one strong piece (the cannon), so by 第十二章 3 the
/// position is simple (簡明局面: not both sides with two strong pieces): 判和, whatever the
/// natures. 方案二 reads 有變/無變 only: Red has a 變著 that does not lose (a2xa7 itself, after
/// which Black has no move), so Red 有變; the cycle points are equal (2 and 2), so the side
/// that completes last is the 循環次著方, Black. Black 有變 too: Black (后走滿) loses; Black 無變:
/// 單方有變,有變方判負, Red loses.
#[test]
fn c14_a_capture_that_leaves_the_opponent_stalemated_is_a_chase() {
    let o = XqOptions::default();
    let start = Board::from_fen("2Ck5/9/c4N3/9/3P5/9/9/1R7/9/4K4 w - - 0 1").unwrap();
    let ms = moves(&"b2a2 a7b7 a2b2 b7a7 ".repeat(7));
    let j = judge(&game_of(&start, &ms), &o);
    for (cm, n) in j.natures.iter().filter(|(cm, _)| !cm.entering) {
        let expected = if cm.before.to_move == Side::Red {
            Nature::Chase
        } else {
            Nature::Idle
        };
        assert_eq!(n.nature, expected, "{} {}", cm.before.fen(), cm.mv.iccs());
        if expected == Nature::Chase {
            assert_eq!(n.chased.len(), 1);
            assert_eq!(n.chased[0].gain_after.value, 2);
            assert!(n.chased[0].newly_attacked);
        }
    }
    assert_eq!(j.overall, [Nature::Chase, Nature::Idle]);
    assert!(!j.complex);
    assert_eq!(j.scheme1, Verdict::Draw);
    assert!(j.alternatives[0]);
    assert_eq!(j.completed_last, Some(Side::Black));
    assert_eq!(j.scheme2_with([true, true]), Verdict::BlackLoses);
    assert_eq!(j.scheme2_with([true, false]), Verdict::RedLoses);
}

/// A capture that mates by check stays infinite: 殺, never 捉. Red king e0, chariot b2, horse
/// f7, pawn b6; Black king d9, cannon a9. By hand: before b2-a2 Red has no check at all (the
/// pawn b6 closes the b-file to the chariot, the horse f7 reaches no point that attacks d9,
/// the pawn attacks b7/a6/c6): no 殺 before. After b2-a2 Red, moving again, plays a2xa9,
/// which checks along rank 9 (b9, c9 empty); the king's only points d8 and e9 are attacked by
/// the horse f7, nothing blocks on b9/c9 and nothing takes a9: 將死 (第五章 四 2 "將軍或連續將軍而將死對方"),
/// worth +∞ (第六章 二 1 ①). b2-a2 is 殺; the cannon is not listed as chased.
#[test]
fn a_capture_that_mates_by_check_is_a_mate_threat_not_a_chase() {
    let o = XqOptions::default();
    let before = Board::from_fen("c2k5/9/5N3/1P7/9/9/9/1R7/9/4K4 w - - 0 1").unwrap();
    let m = Move::parse("b2a2").unwrap();
    let n = xq_5_nature(&before, m, &o);
    assert_eq!(n.nature, Nature::MateThreat, "{}", n.detail());
    assert!(!n.check);
    assert!(n.chased.is_empty(), "{}", n.detail());
    let again = xq_3_moves_again(&before, m);
    let g = xq_6_chase_gain(&before, &again, Some(m.to), Sq::new(0, 9), &o).unwrap();
    assert_eq!(g.value, INF);
}

/// A complex variant of c14 where Scheme 1 turns on the 困斃 capture. The red pawn d5 is gone,
/// the red king stands on d0 and a black horse on d7, between the two kings on the open
/// d-file: every horse move opens the file (帥將對面), so the horse cannot move. After a2xa7
/// (or b2xb7) Black's king still has no point (d8 and e9 attacked by the horse f7) and is not
/// in check: 困斃, the line worth +2, so Red's chariot moves are 捉 as in c14. Black's cannon
/// attacks the unprotected horse f7 over the screen d7 from a7 and from b7 alike (從擊到擊,
/// +2 before and after: no new gain), attacks nothing else and gives no check: 閑.
///
/// Black has two strong pieces (cannon, horse), Red three: 復雜局面 (第十二章 3). 第十章 方案一 ①:
/// "最輕著法性質重的一方……判負": Red's lightest nature 捉 is heavier than Black's 閑 (第七章
/// 將>殺>捉>閑), so Red loses. Read with the 困斃 line as +∞ both sides would be 閑, and the
/// tie-break (后走滿重復著法的一方, the 循環次著方 Black) would make Black lose instead.
#[test]
fn complex_variant_scheme_1_red_loses_for_the_chase() {
    let o = XqOptions::default();
    let start = Board::from_fen("2Ck5/9/c2n1N3/9/9/9/9/1R7/9/3K5 w - - 0 1").unwrap();
    let ms = moves(&"b2a2 a7b7 a2b2 b7a7 ".repeat(7));
    let j = judge(&game_of(&start, &ms), &o);
    assert_eq!(j.overall, [Nature::Chase, Nature::Idle]);
    assert!(j.complex);
    assert_eq!(j.completed_last, Some(Side::Black));
    assert_eq!(j.scheme1, Verdict::RedLoses);
}
