//! The server secret: from settings, or generated once and kept in the data folder.

use std::path::Path;

use rand::RngCore;
use secrecy::SecretSlice;

/// The secret bytes, wrapped so they never print; each purpose's key is derived from them ([`super::keys`]).
pub fn load_or_create(configured: Option<&str>, data_dir: &Path) -> anyhow::Result<SecretSlice<u8>> {
    if let Some(secret) = configured.filter(|s| !s.trim().is_empty()) {
        anyhow::ensure!(secret.len() >= 32, "SAGPAN_SECRET must be at least 32 characters");
        return Ok(secret.as_bytes().to_vec().into());
    }
    let path = data_dir.join("secret.key");
    if let Ok(existing) = std::fs::read_to_string(&path)
        && let Ok(bytes) = hex::decode(existing.trim())
        && bytes.len() >= 32
    {
        return Ok(bytes.into());
    }
    std::fs::create_dir_all(data_dir)?;
    let mut bytes = vec![0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    std::fs::write(&path, hex::encode(&bytes)).map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
    }
    Ok(bytes.into())
}
