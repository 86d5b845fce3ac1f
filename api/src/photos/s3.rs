//! Photos in S3-compatible storage (AWS S3, MinIO, Ceph, R2, ...): objects put, read and deleted with AWS Signature
//! Version 4, path-style addressing (`{endpoint}/{bucket}/{key}`), which every S3-compatible service accepts.

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use crate::error::ApiError;

#[derive(Clone)]
pub struct S3 {
    client: reqwest::Client,
    /// `https://s3.example.com` or `http://127.0.0.1:9000`, without a trailing slash.
    endpoint: String,
    bucket: String,
    region: String,
    access_key: String,
    secret_key: String,
}

fn hmac(key: &[u8], data: &str) -> Vec<u8> {
    match Hmac::<Sha256>::new_from_slice(key) {
        Ok(mut mac) => {
            mac.update(data.as_bytes());
            mac.finalize().into_bytes().to_vec()
        }
        Err(_) => Vec::new(),
    }
}

/// S3's URI encoding of a path: every byte but unreserved characters and `/`.
fn encode_path(path: &str) -> String {
    path.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The `Authorization` header of a request, for `headers` given lower-case and sorted by name.
#[allow(clippy::too_many_arguments)]
pub fn authorization(
    access_key: &str,
    secret_key: &str,
    region: &str,
    method: &str,
    canonical_uri: &str,
    headers: &[(&str, &str)],
    payload_hash: &str,
    now: DateTime<Utc>,
) -> String {
    let amz_date = now.format("%Y%m%dT%H%M%SZ").to_string();
    let date = now.format("%Y%m%d").to_string();
    let canonical_headers: String = headers.iter().map(|(k, v)| format!("{k}:{}\n", v.trim())).collect();
    let signed_headers = headers.iter().map(|(k, _)| *k).collect::<Vec<_>>().join(";");
    let canonical_request =
        format!("{method}\n{canonical_uri}\n\n{canonical_headers}\n{signed_headers}\n{payload_hash}");
    let scope = format!("{date}/{region}/s3/aws4_request");
    let string_to_sign =
        format!("AWS4-HMAC-SHA256\n{amz_date}\n{scope}\n{}", hex::encode(Sha256::digest(canonical_request.as_bytes())));
    let key = ["aws4_request"]
        .iter()
        .fold(hmac(&hmac(&hmac(format!("AWS4{secret_key}").as_bytes(), &date), region), "s3"), |k, part| {
            hmac(&k, part)
        });
    let signature = hex::encode(hmac(&key, &string_to_sign));
    format!("AWS4-HMAC-SHA256 Credential={access_key}/{scope},SignedHeaders={signed_headers},Signature={signature}")
}

impl S3 {
    pub fn new(endpoint: &str, bucket: &str, region: &str, access_key: &str, secret_key: &str) -> anyhow::Result<Self> {
        anyhow::ensure!(
            endpoint.starts_with("http://") || endpoint.starts_with("https://"),
            "SAGPAN_S3_ENDPOINT must be an http(s) URL"
        );
        anyhow::ensure!(!bucket.is_empty(), "SAGPAN_S3_BUCKET is required with SAGPAN_S3_ENDPOINT");
        let client = reqwest::Client::builder().timeout(std::time::Duration::from_secs(30)).build()?;
        Ok(Self {
            client,
            endpoint: endpoint.trim_end_matches('/').to_owned(),
            bucket: bucket.to_owned(),
            region: region.to_owned(),
            access_key: access_key.to_owned(),
            secret_key: secret_key.to_owned(),
        })
    }

    async fn send(&self, method: reqwest::Method, key: &str, body: Vec<u8>) -> Result<reqwest::Response, ApiError> {
        let uri = encode_path(&format!("/{}/{key}", self.bucket));
        let host =
            self.endpoint.split("://").nth(1).unwrap_or_default().split('/').next().unwrap_or_default().to_owned();
        let now = Utc::now();
        let payload_hash = hex::encode(Sha256::digest(&body));
        let amz_date = now.format("%Y%m%dT%H%M%SZ").to_string();
        let headers = [
            ("host", host.as_str()),
            ("x-amz-content-sha256", payload_hash.as_str()),
            ("x-amz-date", amz_date.as_str()),
        ];
        let auth = authorization(
            &self.access_key,
            &self.secret_key,
            &self.region,
            method.as_str(),
            &uri,
            &headers,
            &payload_hash,
            now,
        );
        self.client
            .request(method, format!("{}{uri}", self.endpoint))
            .header("x-amz-content-sha256", &payload_hash)
            .header("x-amz-date", &amz_date)
            .header("authorization", auth)
            .body(body)
            .send()
            .await
            .map_err(ApiError::internal)
    }

    pub async fn put(&self, key: &str, bytes: &[u8]) -> Result<(), ApiError> {
        let response = self.send(reqwest::Method::PUT, key, bytes.to_vec()).await?;
        if !response.status().is_success() {
            return Err(ApiError::internal(anyhow::anyhow!("S3 PUT {key}: {}", response.status())));
        }
        Ok(())
    }

    pub async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, ApiError> {
        let response = self.send(reqwest::Method::GET, key, Vec::new()).await?;
        match response.status() {
            s if s.is_success() => Ok(Some(response.bytes().await.map_err(ApiError::internal)?.to_vec())),
            reqwest::StatusCode::NOT_FOUND => Ok(None),
            s => Err(ApiError::internal(anyhow::anyhow!("S3 GET {key}: {s}"))),
        }
    }

    pub async fn delete(&self, key: &str) -> Result<(), ApiError> {
        let response = self.send(reqwest::Method::DELETE, key, Vec::new()).await?;
        if !(response.status().is_success() || response.status() == reqwest::StatusCode::NOT_FOUND) {
            return Err(ApiError::internal(anyhow::anyhow!("S3 DELETE {key}: {}", response.status())));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// AWS's worked example "GET Object" of Signature Version 4 for S3.
    #[test]
    fn the_signature_matches_aws_worked_example() {
        let now = DateTime::parse_from_rfc3339("2013-05-24T00:00:00Z").unwrap().with_timezone(&Utc);
        let empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        let auth = authorization(
            "AKIAIOSFODNN7EXAMPLE",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "us-east-1",
            "GET",
            "/test.txt",
            &[
                ("host", "examplebucket.s3.amazonaws.com"),
                ("range", "bytes=0-9"),
                ("x-amz-content-sha256", empty),
                ("x-amz-date", "20130524T000000Z"),
            ],
            empty,
            now,
        );
        assert_eq!(
            auth,
            "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"
        );
    }

    #[test]
    fn paths_are_encoded_as_s3_expects() {
        assert_eq!(encode_path("/bucket/12/ab cd-large.jpg"), "/bucket/12/ab%20cd-large.jpg");
    }
}
