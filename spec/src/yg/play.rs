//! Ying rules about moves, passes, self-capture and capture.
