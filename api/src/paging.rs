//! `pageIndex` (from 1) and `pageSize` (1 to 50) of list calls, checked by the shared rules.

use shared::types::{PageIndex, PageSize};

use crate::error::{ApiError, validated};

pub fn first_page() -> PageIndex {
    PageIndex(1)
}

pub fn default_size() -> PageSize {
    PageSize(20)
}

#[derive(garde::Validate)]
struct Paging {
    #[garde(dive)]
    page_index: PageIndex,
    #[garde(dive)]
    page_size: PageSize,
}

/// The page as unsigned numbers once both meet their rules.
pub fn checked(page_index: PageIndex, page_size: PageSize) -> Result<(u64, u64), ApiError> {
    validated(&Paging { page_index, page_size })?;
    Ok((page_index.0 as u64, page_size.0 as u64))
}

/// As [`checked`], for a body whose paging is optional: page 1 of 20 when absent.
pub fn optional(page_index: Option<PageIndex>, page_size: Option<PageSize>) -> Result<(u64, u64), ApiError> {
    checked(page_index.unwrap_or_else(first_page), page_size.unwrap_or_else(default_size))
}
