//! Moderation: moderator accounts, the approval queue and decisions, member look-up, reports, the support queue and the
//! audit log.

pub mod model;
pub mod moderators;
pub mod reports;
pub mod service;
pub mod tickets;
