//! The member's own activity (rule 32, `POST /api/History`): each use case records what the member did in its
//! own transaction; the list writes the texts when it is read, in the request's language, naming the other member as
//! they are now ("Deleted member" once their account is gone).

use std::collections::HashMap;

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set,
};
use shared::ActivityAction;

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
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The title of an action, in `lang`.
pub fn title(action: ActivityAction, lang: Lang) -> &'static str {
    use ActivityAction as A;
    let (gu, en) = match action {
        A::RequestSent => ("જોડાણ વિનંતી મોકલી", "Connection request sent"),
        A::RequestCancelled => ("જોડાણ વિનંતી રદ કરી", "Connection request cancelled"),
        A::RequestAccepted => ("જોડાણ વિનંતી સ્વીકારી", "Connection request accepted"),
        A::RequestDeclined => ("જોડાણ વિનંતી નકારી", "Connection request declined"),
        A::Blocked => ("સભ્યને બ્લૉક કર્યા", "Member blocked"),
        A::Unblocked => ("સભ્યને અનબ્લૉક કર્યા", "Member unblocked"),
        A::Shortlisted => ("શૉર્ટલિસ્ટમાં ઉમેર્યા", "Added to shortlist"),
        A::Unshortlisted => ("શૉર્ટલિસ્ટમાંથી કાઢ્યા", "Removed from shortlist"),
        A::Reported => ("સભ્યની ફરિયાદ કરી", "Member reported"),
        A::SignedIn => ("લૉગિન કર્યું", "Signed in"),
        A::ProfileUpdated => ("પ્રોફાઇલ સુધારી", "Profile updated"),
        A::PreferencesUpdated => ("જીવનસાથીની પસંદગીઓ બદલી", "Partner preferences changed"),
        A::PhotoAdded => ("ફોટો ઉમેર્યો", "Photo added"),
        A::PhotoDeleted => ("ફોટો કાઢી નાખ્યો", "Photo deleted"),
        A::DefaultPhotoChanged => ("મુખ્ય ફોટો બદલ્યો", "Main photo changed"),
        A::EditRequested => ("વિગત બદલવાની વિનંતી મોકલી", "Edit request sent"),
        A::NotificationSettingsChanged => ("સૂચનાનાં સેટિંગ બદલ્યાં", "Notification settings changed"),
        A::PasswordChanged => ("પાસવર્ડ બદલ્યો", "Password changed"),
        A::PhoneChanged => ("મોબાઇલ નંબર બદલ્યો", "Mobile number changed"),
        A::EmailChanged => ("ઈ-મેલ બદલ્યું", "E-mail address changed"),
        A::AccountDeactivated => ("ખાતું નિષ્ક્રિય કર્યું", "Account deactivated"),
        A::AccountReactivated => ("ખાતું ફરી સક્રિય કર્યું", "Account reactivated"),
        A::DataExported => ("પોતાની વિગતો ડાઉનલોડ કરી", "Downloaded my data"),
        A::SatapetaRequested => ("સાટાપેટા કોડ મંગાવ્યો", "Satapeta code requested"),
        A::SatapetaLinked => ("સાટાપેટા જોડાણ કર્યું", "Satapeta linked"),
        A::SatapetaDisabled => ("સાટાપેટા બંધ કર્યું", "Satapeta turned off"),
        A::BioDataDownloaded => ("બાયો-ડેટા ડાઉનલોડ કર્યો", "Bio-data downloaded"),
    };
    lang.pick(gu, en)
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
    if concerns_a_member(entry.action) {
        // The member the entry named is gone for good.
        return deleted_member(lang);
    }
    let (gu, en) = match entry.detail.as_deref() {
        Some("personal") => ("અંગત વિગતો", "Personal details"),
        Some("family") => ("જીવનશૈલી અને પરિવાર", "Lifestyle and family"),
        Some("professional") => ("વ્યવસાયની વિગતો", "Professional details"),
        Some("photo_visibility") => ("ફોટા કોણ જોઈ શકે", "Who can see my photos"),
        Some(other) => (other, other),
        None => ("", ""),
    };
    lang.pick(gu, en).to_owned()
}

fn deleted_member(lang: Lang) -> String {
    let (gu, en) = crate::messages::DELETED_MEMBER;
    lang.pick(gu, en).to_owned()
}

/// One entry of the list.
pub struct Entry {
    pub id: i32,
    pub action: ActivityAction,
    pub title: String,
    pub body: String,
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
            title: title(r.action, lang).to_owned(),
            body: body(&r, &others, lang),
            created_at: r.created_at,
        })
        .collect();
    Ok((entries, total))
}
