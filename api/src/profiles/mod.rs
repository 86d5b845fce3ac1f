//! Profiles: the four-step wizard, the member's own profile and partner preferences, edit requests after approval,
//! and satapeta (the sibling exchange).

pub mod edit_requests;
pub mod model;
pub mod own;
pub mod preferences;
pub mod satapeta;
pub mod wizard;
