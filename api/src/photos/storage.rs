//! Where photo files live: a folder on local disk by default, or S3-compatible storage by settings.

use std::path::PathBuf;

use super::s3::S3;
use crate::error::ApiError;

#[derive(Clone)]
pub enum Storage {
    Local { root: PathBuf },
    S3(S3),
}

impl Storage {
    pub fn local(root: PathBuf) -> Self {
        Self::Local { root }
    }

    /// Keys are chosen by the server (`{member}/{uuid}-{size}.jpg`), never by the uploader.
    fn path(root: &std::path::Path, key: &str) -> Option<PathBuf> {
        let safe = key.split('/').all(|part| !part.is_empty() && part != ".." && part != ".");
        safe.then(|| root.join(key))
    }

    pub async fn put(&self, key: &str, bytes: &[u8]) -> Result<(), ApiError> {
        let root = match self {
            Self::S3(s3) => return s3.put(key, bytes).await,
            Self::Local { root } => root,
        };
        let path = Self::path(root, key).ok_or_else(|| ApiError::internal(anyhow::anyhow!("bad key {key}")))?;
        if let Some(parent) = path.parent() {
            tokio::fs::create_dir_all(parent).await.map_err(ApiError::internal)?;
        }
        tokio::fs::write(&path, bytes).await.map_err(ApiError::internal)
    }

    pub async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, ApiError> {
        let root = match self {
            Self::S3(s3) => return s3.get(key).await,
            Self::Local { root } => root,
        };
        let Some(path) = Self::path(root, key) else { return Ok(None) };
        match tokio::fs::read(&path).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(ApiError::internal(e)),
        }
    }

    pub async fn delete(&self, key: &str) -> Result<(), ApiError> {
        let root = match self {
            Self::S3(s3) => return s3.delete(key).await,
            Self::Local { root } => root,
        };
        if let Some(path) = Self::path(root, key) {
            match tokio::fs::remove_file(&path).await {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(ApiError::internal(e)),
            }
        }
        Ok(())
    }
}
