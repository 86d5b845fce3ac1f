//! sea-orm entities, one module per table.

pub mod annual_income;
pub mod audit_log;
pub mod city;
pub mod community;
pub mod country;
pub mod district;
pub mod education;
pub mod height;
pub mod login_history;
pub mod mail_queue;
pub mod member;
pub mod notification;
pub mod notification_type;
pub mod occupation;
pub mod one_time_code;
pub mod photo;
pub mod profile;
pub mod refresh_token;
pub mod request_type;
pub mod sign_in;
pub mod state;
pub mod status_change;
pub mod taluka;
pub mod village;
