//! The one registry of claims: every ID of the reading guide, in the guide's order.

use crate::claim::Claim;
use crate::claims;

/// Every claim, in the order of the reading guide: JPD, HZ, TS, YG, XQ, then T1-T8.
pub fn all() -> Vec<&'static Claim> {
    claims::jpd::CLAIMS
        .iter()
        .chain(claims::hz::CLAIMS)
        .chain(claims::ts::CLAIMS)
        .chain(claims::yg::CLAIMS)
        .chain(claims::xq::CLAIMS)
        .chain(claims::guide::CLAIMS)
        .collect()
}

/// The claim with this ID, if the registry has it.
pub fn find(id: &str) -> Option<&'static Claim> {
    all().into_iter().find(|c| c.id == id)
}
