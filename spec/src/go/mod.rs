//! The plain Go model: a grid of cells ([`grid`]), games as lists of moves and positions with
//! the rule options read from the documents ([`game`]), and the life-and-death notions the
//! scoring methods need ([`life`]).

pub mod game;
pub mod grid;
pub mod life;

pub use grid::{Cell, Color, Grid, Point};
