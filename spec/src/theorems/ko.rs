//! T6-T8: relations between ko rules and ending rules.
