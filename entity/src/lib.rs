//! sea-orm entities, one module per table.

pub mod community;
pub mod height;
pub mod occupation;
pub mod country;
pub mod state;
pub mod city;
pub mod district;
pub mod taluka;
pub mod village;
pub mod education;
pub mod annual_income;
pub mod notification_type;
pub mod request_type;
