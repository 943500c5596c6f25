//! JPD axioms and corollaries about play: moves, pass stones, captures, whole-board shape.
