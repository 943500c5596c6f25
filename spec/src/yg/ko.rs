//! Ying ko: 劫分爭攪, hot stones (熱子), no disturbing past the cycle (越環禁攪).
