//! Reference lists, read from the database once and answered from memory, serialised once per language and parameter.
//!
//! The lists change only by migration, so the first request after start loads them; if the database is down then, the
//! request answers 503 and the next one tries again. Every few seconds each instance looks at the newest migration
//! applied ([`Lookups::follow_migrations`]): when another instance migrated the database, it reads the lists again.

use std::{
    collections::HashMap,
    sync::{Arc, RwLock},
};

use bytes::Bytes;
use sea_orm::{ConnectionTrait, DatabaseConnection};
use serde::Serialize;

use crate::{
    error::ApiError,
    lang::Lang,
    payload::{JsonBytes, etag_of, if_none_match_hits},
};

pub use super::data::{ReferenceData, name};
use super::{
    cached::Cached,
    lists::{Entry, List, build},
};

struct Rendered {
    bytes: Bytes,
    etag: String,
}

/// Which list, in which language, for which parent id (0 when the list has no parameter).
type Key = (&'static str, Lang, i64);

pub struct Lookups {
    db: DatabaseConnection,
    /// The reference data, and the newest migration applied when it was read.
    data: std::sync::RwLock<Option<(Arc<ReferenceData>, String)>>,
    /// One reader of the reference data at a time.
    loading: tokio::sync::Mutex<()>,
    rendered: RwLock<HashMap<Key, Arc<Rendered>>>,
}

/// The newest migration applied to the database (sea-orm-migration's table): reference data changes only by migration.
async fn schema_version(db: &DatabaseConnection) -> Result<String, sea_orm::DbErr> {
    let backend = db.get_database_backend();
    let row = db
        .query_one_raw(sea_orm::Statement::from_string(
            backend,
            "SELECT version FROM seaql_migrations ORDER BY version DESC LIMIT 1",
        ))
        .await?;
    Ok(match row {
        Some(row) => row.try_get::<String>("", "version")?,
        None => String::new(),
    })
}

impl Lookups {
    pub fn new(db: DatabaseConnection) -> Self {
        Self {
            db,
            data: std::sync::RwLock::new(None),
            loading: tokio::sync::Mutex::new(()),
            rendered: RwLock::new(HashMap::new()),
        }
    }

    fn current(&self) -> Option<(Arc<ReferenceData>, String)> {
        self.data.read().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Reads the reference data and its version, and forgets every list rendered from older data.
    async fn load(&self) -> Result<Arc<ReferenceData>, sea_orm::DbErr> {
        let version = schema_version(&self.db).await?;
        let data = Arc::new(ReferenceData::load(&self.db).await?);
        *self.data.write().unwrap_or_else(|p| p.into_inner()) = Some((data.clone(), version));
        self.rendered.write().unwrap_or_else(|p| p.into_inner()).clear();
        Ok(data)
    }

    pub async fn data(&self) -> Result<Arc<ReferenceData>, ApiError> {
        if let Some((data, _)) = self.current() {
            return Ok(data);
        }
        let _one = self.loading.lock().await;
        if let Some((data, _)) = self.current() {
            return Ok(data);
        }
        Ok(self.load().await?)
    }

    /// Reads the reference data again when the database was migrated since it was read (by a newer instance, during
    /// a rolling upgrade); answers whether it did.
    pub async fn follow_migrations(&self) -> Result<bool, sea_orm::DbErr> {
        let Some((_, read_at)) = self.current() else { return Ok(false) };
        if schema_version(&self.db).await? == read_at {
            return Ok(false);
        }
        let _one = self.loading.lock().await;
        self.load().await?;
        tracing::info!("the database was migrated: reference data read again");
        Ok(true)
    }

    /// Answers one of the reference lists, narrowed by `param` when given, from the cache.
    pub async fn list<R: Entry, L: From<Vec<R::Item>> + Serialize>(
        &self,
        list: &List<R>,
        lang: Lang,
        if_none_match: Option<&str>,
        param: Option<i32>,
    ) -> Result<Cached<L>, ApiError> {
        let key = (list.key, lang, i64::from(param.unwrap_or(0)));
        self.serve(key, if_none_match, |data, lang| Ok(L::from(build(list, data, lang, param)?))).await
    }

    /// Answers a list from the cache, building and caching it on first use.
    pub async fn serve<T: Serialize>(
        &self,
        key: Key,
        if_none_match: Option<&str>,
        build: impl FnOnce(&ReferenceData, Lang) -> Result<T, ApiError>,
    ) -> Result<Cached<T>, ApiError> {
        let cached = self.rendered.read().ok().and_then(|map| map.get(&key).cloned());
        let rendered = match cached {
            Some(rendered) => rendered,
            None => {
                let data = self.data().await?;
                let list = build(&data, key.1)?;
                let bytes = serde_json::to_vec(&list).map_err(ApiError::internal)?;
                let rendered = Arc::new(Rendered { etag: etag_of(&bytes), bytes: Bytes::from(bytes) });
                // Kept only while its data is current: a list built from data read again meanwhile is not.
                let current = self.current().is_some_and(|(now, _)| Arc::ptr_eq(&now, &data));
                if current && let Ok(mut map) = self.rendered.write() {
                    map.insert(key, rendered.clone());
                }
                rendered
            }
        };
        if if_none_match_hits(if_none_match, &rendered.etag) {
            return Ok(Cached::NotModified(rendered.etag.clone()));
        }
        Ok(Cached::Fresh(JsonBytes::new(rendered.bytes.clone()), rendered.etag.clone()))
    }
}
