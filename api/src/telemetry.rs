use tracing_subscriber::{EnvFilter, fmt};

/// Installs the global subscriber once; `RUST_LOG` overrides the default filter.
pub fn init(format: &str) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,sea_orm_migration=warn"));
    let builder = fmt().with_env_filter(filter).with_target(false);
    let _ = if format == "json" { builder.json().try_init() } else { builder.try_init() };
}
