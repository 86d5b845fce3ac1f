//! Matching and search (rules 3 to 6 and 26 to 28): the search rows, the explanation both ways, the lists
//! and their cached positions. docs/architecture.md (matching) gives the research behind the shape.

pub mod cache;
pub mod explain;
pub mod lists;
pub mod model;
pub mod row;
pub mod score;
pub mod service;
pub mod signals;
