//! Support: members' tickets, their messages and attached files.

pub mod attachments;
pub mod model;
pub mod tickets;
