use std::time::Duration;

use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection};

use crate::settings::Settings;

/// Connects, prepares SQLite for concurrent use and runs pending migrations.
pub async fn connect_and_migrate(settings: &Settings) -> anyhow::Result<DatabaseConnection> {
    let url = settings.database_url();
    if url.starts_with("sqlite:") {
        std::fs::create_dir_all(&settings.data_dir)
            .map_err(|e| anyhow::anyhow!("cannot create data folder {}: {e}", settings.data_dir.display()))?;
    }
    let mut options = ConnectOptions::new(url.clone());
    options
        .connect_timeout(Duration::from_secs(5))
        .acquire_timeout(Duration::from_secs(5))
        .max_connections(if url.starts_with("sqlite:") { 4 } else { 16 })
        .sqlx_logging(false)
        // A connection is pinged before use only after 30 s idle (a dropped connection's usual cause), not on every
        // checkout: the ping was a second round trip for each statement.
        .test_before_acquire_if_idle_for(Duration::from_secs(30))
        // SQLite reads through a memory map of the file (the OS page cache, shared by every connection) with a larger
        // page cache of its own (16 MB): the list scans of matches read tens of thousands of rows; measured by
        // `just bench-matches`.
        .map_sqlx_sqlite_opts(|o| o.pragma("mmap_size", "268435456").pragma("cache_size", "-16000"))
        // PostgreSQL: no parallel workers for a request's query. Every list query is an index scan that stops
        // early; a parallel plan starts worker processes for it and takes the cores other requests are waiting for.
        .map_sqlx_postgres_opts(|o| o.options([("max_parallel_workers_per_gather", "0")]));
    let db = Database::connect(options)
        .await
        .map_err(|e| anyhow::anyhow!("cannot connect to the database at {}: {e}", redact(&url)))?;
    if url.starts_with("sqlite:") {
        db.execute_unprepared("PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON; PRAGMA busy_timeout=5000;").await?;
    }
    Migrator::up(&db, None).await.map_err(|e| anyhow::anyhow!("database migration failed: {e}"))?;
    Ok(db)
}

/// Hides a password in a database URL before it is printed.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            match credentials.find(':') {
                Some(colon) => format!("{}{}:***{}", &url[..scheme + 3], &credentials[..colon], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn a_password_in_the_database_url_is_hidden() {
        assert_eq!(redact("postgres://u:secret@h/db"), "postgres://u:***@h/db");
        assert_eq!(redact("sqlite://./data/x.db"), "sqlite://./data/x.db");
    }
}
