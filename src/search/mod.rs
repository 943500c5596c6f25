//! Exhaustive game-graph search over small boards (issue: ko, cycles and termination).
