//! Document 001: 计活子围棋规则(科学版)之狭义的特殊的等子比路法, by 燕来
//! (`shared/seeds/001_cc9af5722fe8ff58.txt`). IDs `HZ-*`: equal stones, compare routes.
