pub mod codes;
pub mod file_urls;
pub mod guard;
pub mod keys;
pub mod password;
pub mod secret;
pub mod tokens;
