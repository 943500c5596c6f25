//! Claims of the document with prefix `YG` (see [`crate::claim::Document`]).

use crate::claim::Claim;

/// Every claim of this document, in the document's order.
pub const CLAIMS: &[Claim] = &[];
