#![allow(clippy::unwrap_used, clippy::expect_used)]

//! One integration-test binary. Each test gets its own server on a free port and its own database: a SQLite file in a
//! temporary folder, or a new PostgreSQL database when `SAGPAN_TEST_DB=postgres` (see `helpers.rs`).

mod access_matrix;
mod account;
mod accounts;
mod checks;
mod cluster;
mod connections;
mod docs;
mod errors;
mod event_day;
mod events;
mod family;
mod family_consent;
mod family_fields;
mod family_managers;
mod health;
mod helpers;
mod her_side;
mod integrity;
mod lookups;
mod matches;
mod member_area;
mod moderation;
mod paper_forms;
mod photo_memory;
mod privacy;
mod push;
mod s3;
mod security;
mod smtp_sink;
mod startup;
mod support;
mod tls;
mod verification;
mod volunteers;
mod web;
mod wizard;
