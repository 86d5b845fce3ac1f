//! Signed, expiring URLs of a stored file for one viewer (rule A2, as for photos): a ticket's attachment, a check's
//! image. A URL names its file, its viewer and when it expires, signed with the photo key; it is minted per quarter
//! hour, so the browser can cache it, and works [`URL_MINUTES`] at most. Whether the viewer may still read the file
//! is the caller's question, asked again at each load.

use chrono::{DateTime, Duration, Utc};

use super::keys::Keys;

/// How long a file URL works.
pub const URL_MINUTES: i64 = 30;

/// One kind of signed file: the tag its signatures carry (so that a URL of one kind never opens another) and the
/// path its URLs lead to (`{path}/{id}`).
#[derive(Debug, Clone, Copy)]
pub struct FileKind {
    pub tag: &'static str,
    pub path: &'static str,
}

fn parts(kind: FileKind, id: i32, viewer: i32, expires: i64) -> [Vec<u8>; 4] {
    [
        kind.tag.as_bytes().to_vec(),
        id.to_string().into_bytes(),
        viewer.to_string().into_bytes(),
        expires.to_string().into_bytes(),
    ]
}

/// The URL of file `id` of `kind` for `viewer`.
pub fn signed_url(keys: &Keys, kind: FileKind, id: i32, viewer: i32, now: DateTime<Utc>) -> String {
    let expires = now.timestamp() / 900 * 900 + Duration::minutes(URL_MINUTES).num_seconds();
    let signature = hex::encode(keys.photo_mac(&parts(kind, id, viewer, expires).each_ref().map(Vec::as_slice)));
    format!("{}/{id}?viewer={viewer}&expires={expires}&signature={signature}", kind.path)
}

/// Whether a URL's signature is right (in constant time) and it has not expired.
pub fn verify(
    keys: &Keys,
    kind: FileKind,
    id: i32,
    viewer: i32,
    expires: i64,
    given: &str,
    now: DateTime<Utc>,
) -> bool {
    let Ok(tag) = hex::decode(given) else { return false };
    expires > now.timestamp()
        && expires <= now.timestamp() + Duration::minutes(URL_MINUTES + 15).num_seconds()
        && keys.photo_mac_matches(&parts(kind, id, viewer, expires).each_ref().map(Vec::as_slice), &tag)
}
