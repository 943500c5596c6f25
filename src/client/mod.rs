//! qili as a client of outside engines: an engine as a child process spoken to line by line
//! with a time limit on every answer ([`process`]), and the GTP client over it with GTP's
//! vertex names ([`gtp`]). The conformance runner (`crate::conform`: `qili conform`, GTP and
//! UCI) and the dead stones of `qili score --dead gtp:"CMD"` (`crate::scoring::gtp_dead`) start
//! their engines here. Imports nothing of the crate.

pub mod gtp;
pub mod process;
