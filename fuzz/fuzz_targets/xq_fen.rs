//! Fuzz the Xiangqi FEN reader and ICCS move lists; the body is `fuzz/harness/xq_fen.rs`.
#![no_main]
#[path = "../harness/xq_fen.rs"]
mod xq;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    xq::xq_fen(std::hint::black_box(data));
});
