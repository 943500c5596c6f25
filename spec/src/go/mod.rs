//! The plain Go model: a grid of cells ([`grid`]), games as lists of moves and positions with
//! the rule options read from the documents ([`game`]), the life-and-death notions the
//! scoring methods need ([`life`]) and the scoring report, trait and modern methods ([`score`]).

pub mod frame;
pub mod game;
pub mod grid;
pub mod life;
pub mod practice;
pub mod score;

pub use grid::{Cell, Color, Grid, Point};
