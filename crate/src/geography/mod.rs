//! The token game.
