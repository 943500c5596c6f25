//! # qili (棋理): the engine behind the executable specification
//!
//! The fast side of "two implementations, one truth": a Go engine with every rule option the
//! source documents need ([`go`]), a Xiangqi engine with the cycle rules of document 004
//! ([`xiangqi`]), and the audit that checks every claim of the documents against the reference
//! model in [`qili_spec`] ([`audit`]). The `qili` binary is a thin layer over this library
//! ([`cli`]).

#![warn(missing_docs)]

pub mod audit;
pub mod cli;
pub mod client;
pub mod conform;
pub mod count;
pub mod findings;
pub mod go;
pub mod gtp;
pub mod ko_table;
pub mod proofs_check;
pub mod rules;
pub mod scoring;
pub mod search;
pub mod site;
pub mod solve;
pub mod svg;
pub mod vectors;
pub mod xiangqi;
