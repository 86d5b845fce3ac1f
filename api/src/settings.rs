//! Layered settings: built-in defaults, then an optional TOML file, then `SAGPAN_*` environment variables.
//!
//! The names `SAGPAN_LISTEN`, `SAGPAN_DATA_DIR` and `SAGPAN_DATABASE_URL` are fixed: tests outside the repository drive the
//! binary with them.

use std::path::{Path, PathBuf};

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    /// Address to listen on, e.g. `127.0.0.1:8080`; port 0 picks a free port (tests).
    pub listen: String,
    /// Folder holding the SQLite file, the mail outbox and photos.
    pub data_dir: PathBuf,
    /// `sqlite://...` or `postgres://...`; when absent, SQLite in the data folder.
    pub database_url: Option<String>,
    /// Folder of the built web app to serve instead of the one embedded in the binary (development).
    pub web_dir: Option<PathBuf>,
    /// `text` or `json` log lines.
    pub log_format: String,
}

impl Settings {
    /// Reads the settings. The optional file is `SAGPAN_CONFIG` when set, otherwise `sagpan.toml` in the working folder.
    pub fn load() -> Result<Self, config::ConfigError> {
        let file = std::env::var("SAGPAN_CONFIG").unwrap_or_else(|_| "sagpan.toml".to_owned());
        Self::load_from(Some(Path::new(&file)))
    }

    pub fn load_from(file: Option<&Path>) -> Result<Self, config::ConfigError> {
        let mut builder = config::Config::builder()
            .set_default("listen", "127.0.0.1:8080")?
            .set_default("data_dir", "./data")?
            .set_default("log_format", "text")?;
        if let Some(file) = file {
            builder = builder.add_source(config::File::from(file).required(false));
        }
        builder
            .add_source(config::Environment::with_prefix("SAGPAN").prefix_separator("_").try_parsing(false))
            .build()?
            .try_deserialize()
    }

    /// The database URL in force: the configured one, or SQLite in the data folder.
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) if !url.trim().is_empty() => url.clone(),
            _ => format!("sqlite://{}?mode=rwc", self.data_dir.join("sagpan.db").display()),
        }
    }
}
