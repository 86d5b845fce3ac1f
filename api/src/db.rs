use std::time::Duration;

use migration::{Migrator, MigratorTrait};
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseBackend, DatabaseConnection,
    sea_query::{Expr, ExprTrait, extension::postgres::PgFunc},
};

use crate::settings::Settings;

/// Connects, prepares SQLite for concurrent use and runs pending migrations.
pub async fn connect_and_migrate(settings: &Settings) -> anyhow::Result<DatabaseConnection> {
    let url = settings.database_url();
    if url.starts_with("sqlite:") {
        std::fs::create_dir_all(&settings.data_dir)
            .map_err(|e| anyhow::anyhow!("cannot create data folder {}: {e}", settings.data_dir.display()))?;
    }
    let statements = settings.database_statement_cache;
    let mut options = ConnectOptions::new(url.clone());
    options
        .connect_timeout(Duration::from_secs(5))
        .acquire_timeout(Duration::from_secs(5))
        // PostgreSQL: 8, not 16. On the soak's 2 cores 16 connections only made more queries run at once than there
        // are cores (and each connection prepares every statement itself): p99 of all calls 91 ms at 16, 40 ms at 8
        // (`just soak`, target Q1).
        .max_connections(
            settings
                .database_connections
                .map_or(if url.starts_with("sqlite:") { 4 } else { 8 }, std::num::NonZeroU32::get),
        )
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
        // And a random page read costed as what it is for the scan indexes, which stay in memory (1.1, the usual
        // value for data in memory or on SSD, instead of 4, a disk head's seek): at 4, a My matches whose filters
        // PostgreSQL thinks pass a few hundred members (its estimate multiplies them as if independent; thousands
        // pass) read every member of the gender through a bitmap and sorted them, 24 to 30 ms, where the ordered
        // index-only scan stops at the thousandth and takes 4 to 7 ms (`just soak`, target Q1).
        .map_sqlx_postgres_opts(move |o| {
            o.options([("max_parallel_workers_per_gather", "0"), ("random_page_cost", "1.1")])
                .statement_cache_capacity(statements)
        });
    let db = Database::connect(options)
        .await
        .map_err(|e| anyhow::anyhow!("cannot connect to the database at {}: {e}", redact(&url)))?;
    if url.starts_with("sqlite:") {
        db.execute_unprepared("PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON; PRAGMA busy_timeout=5000;").await?;
    }
    Migrator::up(&db, None).await.map_err(|e| anyhow::anyhow!("database migration failed: {e}"))?;
    Ok(db)
}

/// `expr IN (ids)` with one statement text whatever the number of ids. On PostgreSQL it is `expr = ANY($1)` with the
/// ids as one array parameter: `IN ($1, …, $n)` is a new statement for each n, and every pooled connection prepares
/// each one and keeps it in its statement cache, pushing out the statements in use (`just soak`, target Q1). SQLite has
/// no array type and keeps the list.
pub fn among(backend: DatabaseBackend, expr: impl Into<Expr>, ids: &[i32]) -> Expr {
    let expr = expr.into();
    match backend {
        DatabaseBackend::Postgres => expr.eq(PgFunc::any(Expr::val(ids.to_vec()))),
        _ => expr.is_in(ids.iter().copied()),
    }
}

/// `expr NOT IN (ids)`, as [`among`]: `expr <> ALL($1)` on PostgreSQL.
pub fn not_among(backend: DatabaseBackend, expr: impl Into<Expr>, ids: &[i32]) -> Expr {
    let expr = expr.into();
    match backend {
        DatabaseBackend::Postgres => expr.ne(PgFunc::all(Expr::val(ids.to_vec()))),
        _ => expr.is_not_in(ids.iter().copied()),
    }
}

/// A `LIKE` pattern matching values that contain `text` as it is: its own `%`, `_` and `\` are escaped, so a search
/// for `priya_p` finds only that, and a search for `%` does not match everything.
pub fn containing(text: &str) -> sea_orm::sea_query::LikeExpr {
    let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    sea_orm::sea_query::LikeExpr::new(format!("%{escaped}%")).escape('\\')
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
    use sea_orm::{
        DatabaseBackend,
        sea_query::{Expr, Query},
    };

    use super::{among, not_among, redact};

    fn sql(backend: DatabaseBackend, ids: &[i32], not: bool) -> String {
        let id = Expr::col("id");
        let condition = if not { not_among(backend, id, ids) } else { among(backend, id, ids) };
        backend.build(Query::select().column("id").from("t").and_where(condition)).sql
    }

    #[test]
    fn a_list_of_ids_is_one_statement_on_postgres_whatever_its_length() {
        let pg = DatabaseBackend::Postgres;
        assert_eq!(sql(pg, &[1], false), r#"SELECT "id" FROM "t" WHERE "id" = ANY($1)"#);
        assert_eq!(sql(pg, &[1, 2, 3], false), sql(pg, &[1], false));
        assert_eq!(sql(pg, &[1, 2, 3], true), r#"SELECT "id" FROM "t" WHERE "id" <> ALL($1)"#);
        let sqlite = DatabaseBackend::Sqlite;
        assert_eq!(sql(sqlite, &[1, 2, 3], false), r#"SELECT "id" FROM "t" WHERE "id" IN (?, ?, ?)"#);
        assert_eq!(sql(sqlite, &[1, 2], true), r#"SELECT "id" FROM "t" WHERE "id" NOT IN (?, ?)"#);
    }

    #[test]
    fn a_password_in_the_database_url_is_hidden() {
        assert_eq!(redact("postgres://u:secret@h/db"), "postgres://u:***@h/db");
        assert_eq!(redact("sqlite://./data/x.db"), "sqlite://./data/x.db");
    }
}
