//! Connections: requests and their quota, the shortlist, blocks and reports, and the inbox's lists.

pub mod between;
pub mod contacts;
pub mod expiry;
pub mod lists;
pub mod model;
pub mod outcomes;
pub mod replies;
pub mod service;
pub mod stories;
pub mod times;
