//! Moderator accounts: the first one from settings at start, others with `sagpan admin create`.

use rand::Rng;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, Set};

use entity::member;
use shared::{ProfileStatus, Role};

use crate::auth::password;

/// Creates a moderator; refuses an e-mail that is taken.
pub async fn create_moderator(
    db: &DatabaseConnection,
    email: &str,
    password_text: &str,
    first: &str,
    last: &str,
) -> anyhow::Result<member::Model> {
    let email = email.trim().to_lowercase();
    if let Err(code) = shared::rules::check_text(shared::types::Email::RULE, &email) {
        anyhow::bail!("invalid moderator e-mail {email:?}: {}", code.code());
    }
    if let Err(code) = shared::rules::check_text(shared::types::Password::RULE, password_text) {
        anyhow::bail!("invalid moderator password: {}", code.code());
    }
    if member::Entity::find().filter(member::Column::Email.eq(email.clone())).count(db).await? > 0 {
        anyhow::bail!("an account with {email} exists already");
    }
    let hash = password::hash(password_text.to_owned()).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    Ok(staff_account(Role::Moderator, email, hash, first, last, chrono::Utc::now()).insert(db).await?)
}

/// The row of an account that is not a member's: a moderator (`MD` and six digits), or a samaj volunteer's own
/// account (`SV...`, rule 45). Its e-mail counts as confirmed (a moderator chose it) and it holds no profile.
pub fn staff_account(
    role: Role,
    email: String,
    password_hash: String,
    first: &str,
    last: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> member::ActiveModel {
    let prefix = match role {
        Role::Moderator => "MD",
        Role::Family => "FM",
        _ => "SV",
    };
    member::ActiveModel {
        profile_id: Set(format!("{prefix}{:06}", rand::rngs::OsRng.gen_range(100_000..1_000_000u32))),
        role: Set(role),
        email: Set(email),
        email_confirmed: Set(true),
        country_code: Set(String::new()),
        phone: Set(String::new()),
        password_hash: Set(password_hash),
        first_name: Set(first.trim().to_owned()),
        last_name: Set(last.trim().to_owned()),
        profile_status: Set(ProfileStatus::Approved),
        language: Set("gu".into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
}

/// At start: creates the first moderator from `SAGPAN_ADMIN_EMAIL` and `SAGPAN_ADMIN_PASSWORD` when none exists.
pub async fn ensure_first_moderator(
    db: &DatabaseConnection,
    email: Option<&str>,
    password_text: Option<&str>,
) -> anyhow::Result<()> {
    let (Some(email), Some(password_text)) = (email.filter(|e| !e.is_empty()), password_text.filter(|p| !p.is_empty()))
    else {
        return Ok(());
    };
    if member::Entity::find().filter(member::Column::Role.eq(Role::Moderator)).count(db).await? > 0 {
        return Ok(());
    }
    let moderator = create_moderator(db, email, password_text, "Sagpan", "Moderator").await?;
    tracing::info!(email = %moderator.email, "first moderator created from settings");
    Ok(())
}

/// One line of the audit log (rule 22).
pub struct AuditEntry {
    pub moderator_id: i32,
    pub action: shared::AuditAction,
    /// The member the action is about; `None` for an action about no member (the popup, a visitor's enquiry),
    /// stored as [`entity::audit_log::NO_MEMBER`].
    pub member_id: Option<i32>,
    pub before: serde_json::Value,
    pub after: serde_json::Value,
    pub reason: Option<String>,
}

/// Writes `entry` in `db` (the action's transaction).
pub async fn audit(
    db: &impl sea_orm::ConnectionTrait,
    state: &crate::state::AppState,
    entry: AuditEntry,
) -> Result<(), crate::error::ApiError> {
    entity::audit_log::ActiveModel {
        moderator_id: Set(entry.moderator_id),
        action: Set(entry.action),
        member_id: Set(entry.member_id.unwrap_or(entity::audit_log::NO_MEMBER)),
        before: Set(entry.before.to_string()),
        after: Set(entry.after.to_string()),
        reason: Set(entry.reason),
        at: Set(state.clock.now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}
