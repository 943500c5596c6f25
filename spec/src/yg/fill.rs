//! Ying fill-count scoring: 填滿計點、以子量地.
