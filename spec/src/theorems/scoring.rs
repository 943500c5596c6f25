//! T1-T5: relations between the counting methods.
