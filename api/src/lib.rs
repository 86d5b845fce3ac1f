//! The Sagpan server: the API, its OpenAPI document and the web app, in one binary.

/// mimalloc for every binary that links the server (the server, its examples and tests): a list page allocates
/// thousands of small values (rows, JSON, explanations), and glibc's malloc and free took a sixth of the server's time
/// in `just bench-matches`. Its v2 line rather than the crate's default v3: under `just soak` v3 kept what it freed,
/// the server growing from the first minute to the second and staying there (+4.9, +6.8 and +10.3 % in three runs;
/// +20 % with an immediate purge, `MIMALLOC_PURGE_DELAY=0`), where v2 gives it back and stays flat (-7.5, -4.0, +0.7
/// and -0.3 % in four runs on the same machine, at the same latencies).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub mod accounts;
pub mod acting;
pub mod activity;
pub mod allowance;
pub mod auth;
pub mod biodata;
pub mod captcha;
mod catalogs;
pub mod client;
pub mod clock;
pub mod connections;
pub mod db;
pub mod demo;
pub mod document;
pub mod error;
pub mod events;
pub mod family;
mod house;
pub mod instant;
pub mod lang;
pub mod mail;
pub mod matching;
pub mod messages;
pub mod middleware;
pub mod moderation;
pub mod notifications;
pub mod paging;
pub mod payload;
pub mod photos;
pub mod profiles;
pub mod push;
pub mod queue;
pub mod ratelimit;
pub mod reference;
pub mod required;
pub mod routes;
pub mod samaj_events;
pub mod security;
pub mod serve;
pub mod settings;
pub mod site;
pub mod sms;
pub mod startup;
pub mod state;
pub mod status;
pub mod support;
pub mod telemetry;
pub mod text;
pub mod typeset;
pub mod verification;
pub mod web;
pub mod work;
pub mod worker;
