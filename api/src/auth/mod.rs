pub mod codes;
pub mod guard;
pub mod password;
pub mod secret;
pub mod tokens;
