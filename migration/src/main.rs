//! The migration CLI: `sagpan-migration [-u URL] up|down|status|fresh|refresh|reset`.
//! The URL comes from `-u` or `DATABASE_URL`; `just migrate ...` passes Sagpan's own setting.

use sea_orm_migration::prelude::*;

#[tokio::main]
async fn main() {
    cli::run_cli(migration::Migrator).await;
}
