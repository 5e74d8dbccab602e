//! Mine (HDU 4678).
