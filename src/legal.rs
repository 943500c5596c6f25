//! Counting legal Go positions (every block has a liberty), for `qili legal-count`.
