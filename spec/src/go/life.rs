//! Plain life and death at the end of a game: Benson's unconditional life, seki, eye points
//! (HZ-1), basic eyes (HZ-2), route points (HZ-3, TS-3) and the ideal final position (JPD-C7).
