//! The Sagpan server: the API, its OpenAPI document and the web app, in one binary.

pub mod admin;
pub mod auth;
pub mod captcha;
pub mod client;
pub mod clock;
pub mod db;
pub mod error;
pub mod events;
pub mod instant;
pub mod lang;
pub mod mail;
pub mod messages;
pub mod middleware;
pub mod notify;
pub mod payload;
pub mod photos;
pub mod ratelimit;
pub mod required;
pub mod routes;
pub mod settings;
pub mod startup;
pub mod state;
pub mod status;
pub mod telemetry;
pub mod web;
pub mod work;
