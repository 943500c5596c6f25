//! Document 004: 循環限著規則初探 (2019), by 王忠 (`spec/seeds/004_ee861ba04f2581ad.txt`).
//! IDs `XQ-*`: a plain Xiangqi model, cycle recognition, roots, move natures, the chase
//! computation, alternatives and the two adjudication schemes.
//!
//! | ID | predicate | what it computes |
//! |---|---|---|
//! | XQ-2.1 | [`cycle::xq_2_1_is_cycle`], [`cycle::xq_2_1_position_repeats`] | a capture-free stretch that returns to its start; a whole-board repetition |
//! | XQ-2.2 | [`cycle::xq_2_2_recognise`] | the first cycle formed: a position returns (XQ-2.1), landing points repeated, in-between points merged ([`cycle::InBetween`]) |
//! | XQ-2.3 | [`cycle::xq_2_3_shapes`], [`props::attacking_half`] | shapes vs product of cycle points; attacking moves vs half |
//! | XQ-3 | [`nature::xq_3_moves_again`], [`nature::xq_3_profitable_counterattack`] | the mover moves again; the claim that no first counterattack pays |
//! | XQ-4 | [`roots::attackers`], [`roots::protectors`], [`roots::xq_4_root_changes`], [`roots::xq_4_two_way_violations`] | roots, false roots, root changes, two-way changes |
//! | XQ-5 | [`nature::xq_5_nature`] | check, mate threat, chase (a)/(b), idle, the heaviest |
//! | XQ-6 | [`chase::xq_6_chase_gain`], [`chase::value`] | first capture, exchanges of lost-root pieces, ±∞ for the king |
//! | XQ-7 | [`nature::xq_7_overall`], [`nature::xq_7_compare`] | a side's lightest nature; 將>殺>捉>閑 |
//! | XQ-8 | [`scheme::xq_8_has_alternative`] | narrow and quasi-broad (bounded) alternatives |
//! | XQ-10 | [`scheme::xq_10_one_sided_perpetual_check`], [`scheme::xq_10_scheme1`], [`scheme::xq_10_scheme2`], [`scheme::xq_10_scheme2_disputed`], [`cycle::Cycle::completed_last`] | the adjudication |
//! | XQ-3 (population) | [`rational::rational`], [`rational::quiescence`], [`rational::population`] | cycles rational players reach: no capture wins material at any position; built motifs |
//! | XQ-6 (活子) | [`chase::is_live`] | a piece its owner cannot save is dead and not chased |
//! | XQ-10 (實戰驗證) | [`playout::verify_no_alternative`] | Scheme 2's claimed 無變 verified by a play-out |
//! | XQ-12 | [`board::Board::is_checkmate`], [`board::Board::is_stalemate`], [`scheme::xq_12_complex`] | mate, 困斃, simple vs complex |
//!
//! [`scheme::judge`] runs them all on a game; `qili xq-judge` prints it. The reading options
//! are in [`options::XqOptions`] and [`cycle::CycleOptions`]. 活子 is computed
//! ([`chase::is_live`], option [`options::LivePieces`]); the three-round stop of 第十章 takes
//! part in the verdict ([`scheme::STOP_ROUNDS`]); Scheme 2's 無變 is decided by a search or by
//! the verification play-out ([`playout`], option [`options::NoAlternative`]). Cycles that
//! rational players reach are generated and built in [`rational`]. "一子護(擊)兩子或多子,只要其中一子變根,其余子也為變根"
//! is [`roots::RootChange::SharedRoot`].

pub mod board;
pub mod chase;
pub mod cycle;
pub mod gen;
pub mod nature;
pub mod options;
pub mod playout;
pub mod props;
pub mod rational;
pub mod roots;
pub mod scheme;

pub use board::{Board, FenError, Kind, Move, Piece, Side, Sq, START_FEN};
pub use options::{Alternatives, XqOptions};
pub use scheme::{judge, Judgement, Verdict};
