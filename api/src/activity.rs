//! The member's own activity (rule 32, `POST /api/History`): each use case records what the member did in its
//! own transaction; the list writes the texts when it is read, in the request's language, naming the other member as
//! they are now ("Deleted member" once their account is gone).

use std::collections::HashMap;

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set,
};
use shared::{ActivityAction, catalog};

use entity::{activity, member};

use crate::{error::ApiError, lang::Lang};

/// Records that `member_id` did `action` (concerning `other`, with a `detail` such as the profile tab), in `db`: the
/// use case's transaction.
pub async fn record(
    db: &impl ConnectionTrait,
    now: chrono::DateTime<chrono::Utc>,
    member_id: i32,
    action: ActivityAction,
    other: Option<i32>,
    detail: Option<&str>,
) -> Result<(), ApiError> {
    activity::ActiveModel {
        member_id: Set(member_id),
        action: Set(action),
        other_id: Set(other),
        detail: Set(detail.map(str::to_owned)),
        created_at: Set(now),
        // A family manager acting for the member is named on what they did (rule 46).
        actor: Set(crate::acting::current()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The title of an action, in `lang`.
pub fn title(action: ActivityAction, lang: Lang) -> String {
    use ActivityAction as A;
    let id = match action {
        A::RequestSent => "activity-request-sent",
        A::RequestCancelled => "activity-request-cancelled",
        A::RequestAccepted => "activity-request-accepted",
        A::RequestDeclined => "activity-request-declined",
        A::Blocked => "activity-blocked",
        A::Unblocked => "activity-unblocked",
        A::Shortlisted => "activity-shortlisted",
        A::Unshortlisted => "activity-unshortlisted",
        A::Reported => "activity-reported",
        A::SignedIn => "activity-signed-in",
        A::ProfileUpdated => "activity-profile-updated",
        A::PreferencesUpdated => "activity-preferences-updated",
        A::PhotoAdded => "activity-photo-added",
        A::PhotoDeleted => "activity-photo-deleted",
        A::DefaultPhotoChanged => "activity-default-photo-changed",
        A::EditRequested => "activity-edit-requested",
        A::NotificationSettingsChanged => "activity-notification-settings-changed",
        A::PasswordChanged => "activity-password-changed",
        A::PhoneChanged => "activity-phone-changed",
        A::EmailChanged => "activity-email-changed",
        A::AccountDeactivated => "activity-account-deactivated",
        A::AccountReactivated => "activity-account-reactivated",
        A::DataExported => "activity-data-exported",
        A::SatapetaRequested => "activity-satapeta-requested",
        A::SatapetaLinked => "activity-satapeta-linked",
        A::SatapetaDisabled => "activity-satapeta-disabled",
        A::BioDataDownloaded => "activity-bio-data-downloaded",
        A::FamilyInvited => "activity-family-invited",
        A::FamilyJoined => "activity-family-joined",
        A::FamilyChanged => "activity-family-changed",
        A::FamilyRemoved => "activity-family-removed",
        A::RequestReplied => "activity-request-replied",
        A::QuestionAnswered => "activity-question-answered",
        A::PrivacyChanged => "activity-privacy-changed",
    };
    catalog::text(lang, id, &[])
}

/// Whether the action is about another member (its entry names them).
pub const fn concerns_a_member(action: ActivityAction) -> bool {
    use ActivityAction as A;
    matches!(
        action,
        A::RequestSent
            | A::RequestCancelled
            | A::RequestAccepted
            | A::RequestDeclined
            | A::RequestReplied
            | A::QuestionAnswered
            | A::Blocked
            | A::Unblocked
            | A::Shortlisted
            | A::Unshortlisted
            | A::Reported
            | A::SatapetaRequested
            | A::SatapetaLinked
            | A::SatapetaDisabled
            | A::BioDataDownloaded
    )
}

/// The body of an entry: the other member ("Priya Patel (PT104233)"), or the tab a profile change saved.
fn body(entry: &activity::Model, others: &HashMap<i32, member::Model>, lang: Lang) -> String {
    if let Some(other) = entry.other_id {
        return match others.get(&other).filter(|m| m.deleted_at.is_none()) {
            Some(m) => format!("{} {} ({})", m.first_name, m.last_name, m.profile_id),
            None => deleted_member(lang),
        };
    }
    if entry.action == ActivityAction::BioDataDownloaded {
        // Without another member it was the member's own bio-data (the download of another's names them).
        return catalog::text(lang, "activity-own-bio-data", &[]);
    }
    if concerns_a_member(entry.action) {
        // The member the entry named is gone for good.
        return deleted_member(lang);
    }
    let id = match entry.detail.as_deref() {
        Some("personal") => "activity-tab-personal",
        Some("family") => "activity-tab-family",
        Some("professional") => "activity-tab-professional",
        Some("photo_visibility") => "activity-tab-photo-visibility",
        Some(other) => return other.to_owned(),
        None => return String::new(),
    };
    catalog::text(lang, id, &[])
}

fn deleted_member(lang: Lang) -> String {
    crate::messages::deleted_member(lang)
}

/// One entry of the list.
pub struct Entry {
    pub id: i32,
    pub action: ActivityAction,
    pub title: String,
    pub body: String,
    /// The family manager who did it for the member ("By your brother"), rule 46.
    pub by: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// A page of the member's activity, newest first, and how many entries there are.
pub async fn page(
    db: &impl ConnectionTrait,
    member_id: i32,
    (index, size): (u64, u64),
    lang: Lang,
) -> Result<(Vec<Entry>, u64), ApiError> {
    let paginator = activity::Entity::find()
        .filter(activity::Column::MemberId.eq(member_id))
        .order_by_desc(activity::Column::CreatedAt)
        .order_by_desc(activity::Column::Id)
        .paginate(db, size);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(index - 1).await?;
    let ids: Vec<i32> = rows.iter().filter_map(|r| r.other_id).collect();
    let others: HashMap<i32, member::Model> = if ids.is_empty() {
        HashMap::new()
    } else {
        member::Entity::find()
            .filter(crate::db::among(db.get_database_backend(), member::Column::Id.into_expr(), &ids))
            .all(db)
            .await?
            .into_iter()
            .map(|m| (m.id, m))
            .collect()
    };
    let entries = rows
        .into_iter()
        .map(|r| Entry {
            id: r.id,
            action: r.action,
            title: title(r.action, lang),
            body: body(&r, &others, lang),
            by: r.actor.map(|a| crate::acting::deed(crate::acting::Deed::Done, a, crate::acting::Whose::Your, lang)),
            created_at: r.created_at,
        })
        .collect();
    Ok((entries, total))
}
