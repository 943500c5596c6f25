//! The Go engine: boards of any size up to 25 x 25, blocks and liberties kept incrementally,
//! Zobrist hashing, every rule option of the documents, presets and SGF.
