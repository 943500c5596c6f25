//! Tang-Song: bent four dies at the end (TS-6), cycles give no result (TS-7).
