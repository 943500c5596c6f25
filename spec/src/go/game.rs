//! Plain games: moves (real moves and the two kinds of pass stone), positions, and the rule
//! options of the documents, applied by full recomputation.
