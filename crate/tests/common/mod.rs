//! Helpers shared by the integration tests.

pub mod cli;
pub mod geography;
pub mod graph;
pub mod mine;
pub mod slide;
