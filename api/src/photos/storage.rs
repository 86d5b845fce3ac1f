//! Where photo files live: a folder on local disk by default, or an S3-compatible bucket by settings (AWS S3, MinIO,
//! Ceph, R2, ...). Both are `object_store` backends (the Apache Arrow project's client: request signing, retries and
//! path-style addressing are its job, not ours).

use std::{path::PathBuf, sync::Arc};

use object_store::{ObjectStore, PutPayload, aws::AmazonS3Builder, local::LocalFileSystem, path::Path};

use crate::error::ApiError;

/// The settings of an S3-compatible bucket.
pub struct S3Settings<'a> {
    /// `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`.
    pub endpoint: &'a str,
    pub bucket: &'a str,
    pub region: &'a str,
    pub access_key: &'a str,
    pub secret_key: &'a str,
}

#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
}

impl Storage {
    /// Photos in a folder, created when the first one is stored.
    pub fn local(root: PathBuf) -> anyhow::Result<Self> {
        std::fs::create_dir_all(&root)
            .map_err(|e| anyhow::anyhow!("cannot create the photo folder {}: {e}", root.display()))?;
        Ok(Self { store: Arc::new(LocalFileSystem::new_with_prefix(&root)?) })
    }

    /// Photos in an S3-compatible bucket, addressed by path (`{endpoint}/{bucket}/{key}`), which every such service
    /// accepts.
    pub fn s3(settings: S3Settings<'_>) -> anyhow::Result<Self> {
        anyhow::ensure!(
            settings.endpoint.starts_with("http://") || settings.endpoint.starts_with("https://"),
            "SAGPAN_S3_ENDPOINT must be an http(s) URL"
        );
        anyhow::ensure!(!settings.bucket.is_empty(), "SAGPAN_S3_BUCKET is required with SAGPAN_S3_ENDPOINT");
        let store = AmazonS3Builder::new()
            .with_endpoint(settings.endpoint.trim_end_matches('/'))
            .with_bucket_name(settings.bucket)
            .with_region(settings.region)
            .with_access_key_id(settings.access_key)
            .with_secret_access_key(settings.secret_key)
            .with_virtual_hosted_style_request(false)
            .with_allow_http(settings.endpoint.starts_with("http://"))
            .build()?;
        Ok(Self { store: Arc::new(store) })
    }

    /// A store that holds nothing, for building the OpenAPI document.
    pub fn detached() -> Self {
        Self { store: Arc::new(object_store::memory::InMemory::new()) }
    }

    /// Keys are chosen by the server (`{member}/{uuid}-{size}.jpg`), never by the uploader; a key with an empty,
    /// `.` or `..` segment is refused.
    fn path(key: &str) -> Option<Path> {
        Path::parse(key).ok().filter(|p| !key.is_empty() && p.as_ref() == key)
    }

    pub async fn put(&self, key: &str, bytes: &[u8]) -> Result<(), ApiError> {
        let path = Self::path(key).ok_or_else(|| ApiError::internal(anyhow::anyhow!("bad key {key}")))?;
        self.store.put(&path, PutPayload::from(bytes.to_vec())).await.map_err(ApiError::internal)?;
        Ok(())
    }

    pub async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, ApiError> {
        let Some(path) = Self::path(key) else { return Ok(None) };
        match self.store.get(&path).await {
            Ok(found) => Ok(Some(found.bytes().await.map_err(ApiError::internal)?.to_vec())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(ApiError::internal(e)),
        }
    }

    pub async fn delete(&self, key: &str) -> Result<(), ApiError> {
        let Some(path) = Self::path(key) else { return Ok(()) };
        match self.store.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(ApiError::internal(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_cannot_climb_out_of_the_store() {
        assert!(Storage::path("12/ab-large.jpg").is_some());
        for bad in ["../x.jpg", "12/../../x", "", "12//x", "/12/x"] {
            assert!(Storage::path(bad).is_none(), "{bad}");
        }
    }
}
