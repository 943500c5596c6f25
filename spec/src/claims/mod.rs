//! The claims of each document as data: the sentence (original wording), the reading, the
//! kind and the reading options. One file per document; the predicates that check them live
//! in the document's module ([`crate::jpd`], ...), the evidence in the audit.

pub mod guide;
pub mod hz;
pub mod jpd;
pub mod ts;
pub mod xq;
pub mod yg;
