//! The public site: the contact form, the news subscription and the web popup.

pub mod model;
pub mod service;
