//! The Sagpan server: the API, its OpenAPI document and the web app, in one binary.

pub mod db;
pub mod error;
pub mod lang;
pub mod messages;
pub mod middleware;
pub mod payload;
pub mod routes;
pub mod settings;
pub mod startup;
pub mod telemetry;
pub mod web;
