//! JPD corollaries about area: "子气皆地" and the ideal final position.
