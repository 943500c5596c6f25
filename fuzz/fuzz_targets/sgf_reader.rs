#![no_main]
#[allow(dead_code)] // each target uses one of the two bodies
#[path = "../harness/mod.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    harness::sgf_reader(std::hint::black_box(data));
});
