//! The Xiangqi engine: board, move generation, FEN, ICCS and WXF notation, perft.
