//! The Sagpan server: the API, its OpenAPI document and the web app, in one binary.

/// mimalloc for every binary that links the server (the server, its examples and tests): a list page allocates
/// thousands of small values (rows, JSON, explanations), and glibc's malloc and free took a sixth of the server's time
/// in `just bench-matches`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub mod activity;
pub mod admin;
pub mod attachments;
pub mod auth;
pub mod biodata;
pub mod captcha;
pub mod client;
pub mod clock;
pub mod db;
pub mod demo;
pub mod document;
pub mod error;
pub mod events;
pub mod instant;
pub mod lang;
pub mod mail;
pub mod matching;
pub mod messages;
pub mod middleware;
pub mod notify;
pub mod payload;
pub mod photos;
pub mod push;
pub mod ratelimit;
pub mod required;
pub mod routes;
pub mod security;
pub mod settings;
pub mod startup;
pub mod state;
pub mod status;
pub mod telemetry;
pub mod text;
pub mod web;
pub mod work;
