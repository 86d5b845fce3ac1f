//! Reference data: the bilingual lists (communities, places, educations, occupations, heights, incomes and the rest),
//! read once into memory and served by name in the request's language (docs/rules.md, reference data).

pub mod cached;
pub mod data;
pub mod lists;
pub mod model;
pub mod places;
pub mod service;

pub use service::{Lookups, ReferenceData};
