//! Where photo files live: a folder on local disk by default.

use std::path::PathBuf;

use crate::error::ApiError;

#[derive(Clone)]
pub struct Storage {
    root: PathBuf,
}

impl Storage {
    pub fn local(root: PathBuf) -> Self {
        Self { root }
    }

    /// Keys are chosen by the server (`{member}/{uuid}-{size}.jpg`), never by the uploader.
    fn path(&self, key: &str) -> Option<PathBuf> {
        let safe = key.split('/').all(|part| !part.is_empty() && part != ".." && part != ".");
        safe.then(|| self.root.join(key))
    }

    pub async fn put(&self, key: &str, bytes: &[u8]) -> Result<(), ApiError> {
        let path = self.path(key).ok_or_else(|| ApiError::internal(anyhow::anyhow!("bad key {key}")))?;
        if let Some(parent) = path.parent() {
            tokio::fs::create_dir_all(parent).await.map_err(ApiError::internal)?;
        }
        tokio::fs::write(&path, bytes).await.map_err(ApiError::internal)
    }

    pub async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, ApiError> {
        let Some(path) = self.path(key) else { return Ok(None) };
        match tokio::fs::read(&path).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(ApiError::internal(e)),
        }
    }

    pub async fn delete(&self, key: &str) -> Result<(), ApiError> {
        if let Some(path) = self.path(key) {
            match tokio::fs::remove_file(&path).await {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(ApiError::internal(e)),
            }
        }
        Ok(())
    }
}
