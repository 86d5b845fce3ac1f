//! One key per purpose, derived from the server secret (`SAGPAN_SECRET`, or the generated `secret.key`) with HKDF
//! (RFC 5869, SHA-256): access tokens, photo URLs, one-time code hashes, captcha challenges and refresh-token
//! successors never share a key, so a value signed for one purpose is worthless for every other, and the secret itself
//! signs nothing.

use hkdf::Hkdf;
use hmac::{Hmac, Mac};
use secrecy::{ExposeSecret, SecretBox};
use sha2::Sha256;

/// The keys, one per purpose. `Debug` shows none of them.
pub struct Keys {
    tokens: SecretBox<[u8; 32]>,
    photos: SecretBox<[u8; 32]>,
    codes: SecretBox<[u8; 32]>,
    captcha: SecretBox<[u8; 32]>,
    refresh: SecretBox<[u8; 32]>,
}

impl std::fmt::Debug for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Keys(***)")
    }
}

/// HKDF's salt: fixed, public, and Sagpan's own, so the same secret used elsewhere gives other keys.
const SALT: &[u8] = b"sagpan/keys/v1";

fn derive(hkdf: &Hkdf<Sha256>, purpose: &str) -> SecretBox<[u8; 32]> {
    let mut key = Box::new([0u8; 32]);
    // 32 bytes is far below HKDF-SHA-256's limit of 8160, so `expand` cannot fail.
    let _ = hkdf.expand(purpose.as_bytes(), key.as_mut_slice());
    SecretBox::new(key)
}

impl Keys {
    pub fn derive(secret: &[u8]) -> Self {
        let hkdf = Hkdf::<Sha256>::new(Some(SALT), secret);
        Self {
            tokens: derive(&hkdf, "access tokens"),
            photos: derive(&hkdf, "photo urls"),
            codes: derive(&hkdf, "one-time codes"),
            captcha: derive(&hkdf, "captcha challenges"),
            refresh: derive(&hkdf, "refresh token successors"),
        }
    }

    pub fn tokens(&self) -> &[u8] {
        self.tokens.expose_secret()
    }

    pub fn captcha(&self) -> &[u8] {
        self.captcha.expose_secret()
    }

    /// HMAC-SHA-256 of `parts` (each prefixed with its length, so no two lists of parts collide) with the photo key.
    pub fn photo_mac(&self, parts: &[&[u8]]) -> Vec<u8> {
        mac(self.photos.expose_secret(), parts)
    }

    /// Whether `tag` is the photo MAC of `parts`, compared in constant time.
    pub fn photo_mac_matches(&self, parts: &[&[u8]], tag: &[u8]) -> bool {
        verify(self.photos.expose_secret(), parts, tag)
    }

    /// The refresh token that replaces `token` when it is rotated: derived from it with the refresh key, so that a
    /// repeat of the same token within its grace gets the very same successor (two tabs refreshing at once), while
    /// nobody without the key can compute it.
    pub fn refresh_successor(&self, token: &str) -> String {
        use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
        URL_SAFE_NO_PAD.encode(mac(self.refresh.expose_secret(), &[b"successor", token.as_bytes()]))
    }

    /// The stored hash of a one-time code: HMAC-SHA-256 with the codes key.
    pub fn code_mac(&self, parts: &[&[u8]]) -> Vec<u8> {
        mac(self.codes.expose_secret(), parts)
    }

    /// Whether `tag` is the code hash of `parts`, compared in constant time.
    pub fn code_mac_matches(&self, parts: &[&[u8]], tag: &[u8]) -> bool {
        verify(self.codes.expose_secret(), parts, tag)
    }
}

fn hmac_of(key: &[u8], parts: &[&[u8]]) -> Option<Hmac<Sha256>> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).ok()?;
    for part in parts {
        mac.update(&(part.len() as u64).to_be_bytes());
        mac.update(part);
    }
    Some(mac)
}

fn mac(key: &[u8], parts: &[&[u8]]) -> Vec<u8> {
    hmac_of(key, parts).map(|m| m.finalize().into_bytes().to_vec()).unwrap_or_default()
}

/// `hmac`'s own comparison, which runs in constant time (`subtle`).
fn verify(key: &[u8], parts: &[&[u8]], tag: &[u8]) -> bool {
    hmac_of(key, parts).is_some_and(|m| m.verify_slice(tag).is_ok())
}

/// Compares two MACs in constant time (for tags computed elsewhere, such as the captcha's signature).
pub fn same_mac(a: &[u8], b: &[u8]) -> bool {
    use subtle::ConstantTimeEq;
    a.len() == b.len() && bool::from(a.ct_eq(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_purpose_has_its_own_key_and_none_is_the_secret() {
        let secret = [7u8; 32];
        let keys = Keys::derive(&secret);
        let all = [
            keys.tokens(),
            keys.captcha(),
            keys.photos.expose_secret(),
            keys.codes.expose_secret(),
            keys.refresh.expose_secret(),
        ];
        for (i, a) in all.iter().enumerate() {
            assert_ne!(*a, secret.as_slice());
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(Keys::derive(&secret).tokens(), keys.tokens(), "derivation is stable across restarts");
        assert_eq!(format!("{keys:?}"), "Keys(***)");
    }

    #[test]
    fn a_mac_matches_only_its_parts() {
        let keys = Keys::derive(b"a secret of at least thirty-two bytes!!");
        let tag = keys.photo_mac(&[b"12", b"large"]);
        assert!(keys.photo_mac_matches(&[b"12", b"large"], &tag));
        assert!(!keys.photo_mac_matches(&[b"12", b"small"], &tag));
        assert!(!keys.photo_mac_matches(&[b"1", b"2large"], &tag), "parts are length-prefixed");
        assert!(!keys.code_mac_matches(&[b"12", b"large"], &tag), "another purpose, another key");
        assert!(same_mac(b"abc", b"abc") && !same_mac(b"abc", b"abd") && !same_mac(b"abc", b"ab"));
    }
}
