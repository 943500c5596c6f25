//! Audit checks: xq.

use super::Check;

/// The checks of this area.
pub fn checks() -> Vec<Check> {
    Vec::new()
}
