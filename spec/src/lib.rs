//! # qili-spec: the reference model and the claim predicates
//!
//! The executable specification of qili (棋理). It depends on no engine code: its Go board is
//! a grid of cells with flood fills ([`go`]), its Xiangqi board a plain array ([`xq`]), and
//! every axiom, corollary and claim of the five source documents is a public function named
//! after its ID, in the module of its document, in the document's order:
//!
//! | module | document (`spec/seeds/`) | IDs |
//! |---|---|---|
//! | [`jpd`] | 000 计枰点围棋规则(地多为胜)的公理体系 | `JPD-*` |
//! | [`hz`] | 001 计活子围棋规则之狭义的特殊的等子比路法 | `HZ-*` |
//! | [`ts`] | 002 赵之云《中国围棋胜负计算法及其演变》 | `TS-*` |
//! | [`yg`] | 003 應氏棋規 | `YG-*` |
//! | [`xq`] | 004 循環限著規則初探 | `XQ-*` |
//! | [`theorems`] | the guide's cross-document theorems | `T1`-`T8` |
//!
//! [`registry::all`] lists every claim with its document, sentence and reading.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod claim;
pub mod claims;
pub mod go;
pub mod hz;
pub mod jpd;
pub mod registry;
pub mod shapes;
pub mod theorems;
pub mod ts;
pub mod words;
pub mod xq;
pub mod yg;
