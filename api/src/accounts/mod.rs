//! Accounts and sessions: registration, e-mail codes, sign-in, refresh and sign-out, password and e-mail changes,
//! deactivation, erasure and the member's export of their own data.

pub mod current_password;
pub mod erase;
pub mod export;
pub mod manage;
pub mod model;
pub mod privacy;
pub mod service;
