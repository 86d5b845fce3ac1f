//! `GET`/`POST /api/NotificationSetting`: for each notification type, the app, e-mail and push channels
//! (rule 31). The server honours them from the moment they are saved. Being shortlisted or visited is shown in
//! its own lists and never sent, and a satapeta code always goes out: those types have no channels to choose.

use std::collections::{HashMap, HashSet};

use poem_openapi::Object;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set, sea_query::OnConflict};
use shared::{ActivityAction, NotificationKind};

use entity::notification_setting;

use crate::{
    error::{ApiError, ErrorCode},
    lang::Lang,
    messages,
    state::AppState,
    work::Work,
};

/// The channels of one notification type.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ChannelSetting {
    /// A type of `GET /api/NotificationType/Name`.
    pub notification_type_id: i32,
    /// Stored and listed in the app, and shown live in open tabs.
    pub app: bool,
    pub email: bool,
    /// Web Push to closed tabs.
    pub push: bool,
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct NotificationSettings {
    /// Every type whose channels the member may choose; a type never saved has every channel on.
    pub result: Vec<ChannelSetting>,
    /// Translated, for a toast (answers of a save).
    #[oai(skip_serializing_if_is_none)]
    pub message: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct NotificationSettingsRequest {
    /// The types to change; the others keep their channels.
    pub result: Vec<ChannelSetting>,
}

/// Writes the member's channels of each type in `settings`, replacing what was there.
pub async fn write(
    db: &impl sea_orm::ConnectionTrait,
    member_id: i32,
    settings: &[ChannelSetting],
) -> Result<(), ApiError> {
    let rows = settings.iter().map(|s| notification_setting::ActiveModel {
        member_id: Set(member_id),
        notification_type_id: Set(s.notification_type_id),
        app: Set(s.app),
        email: Set(s.email),
        push: Set(s.push),
    });
    notification_setting::Entity::insert_many(rows)
        .on_conflict(
            OnConflict::columns([
                notification_setting::Column::MemberId,
                notification_setting::Column::NotificationTypeId,
            ])
            .update_columns([
                notification_setting::Column::App,
                notification_setting::Column::Email,
                notification_setting::Column::Push,
            ])
            .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// The ids of the types a member chooses channels for, in list order.
async fn choosable(state: &AppState) -> Result<Vec<i32>, ApiError> {
    let data = state.lookups.data().await?;
    let mut types: Vec<_> = data
        .notification_types
        .iter()
        .filter(|t| NotificationKind::parse(&t.key).is_some_and(NotificationKind::member_chooses_channels))
        .map(|t| t.id)
        .collect();
    types.sort_unstable();
    Ok(types)
}

pub async fn read(state: &AppState, member_id: i32) -> Result<Vec<ChannelSetting>, ApiError> {
    let saved: HashMap<i32, notification_setting::Model> = notification_setting::Entity::find()
        .filter(notification_setting::Column::MemberId.eq(member_id))
        .all(&state.db)
        .await?
        .into_iter()
        .map(|s| (s.notification_type_id, s))
        .collect();
    Ok(choosable(state)
        .await?
        .into_iter()
        .map(|id| match saved.get(&id) {
            Some(s) => ChannelSetting { notification_type_id: id, app: s.app, email: s.email, push: s.push },
            None => ChannelSetting { notification_type_id: id, app: true, email: true, push: true },
        })
        .collect())
}

/// Saves the channels of the types sent (each at most once, each one the member chooses channels for) in one
/// transaction, and answers every type's channels.
pub async fn save(
    state: &AppState,
    member_id: i32,
    request: NotificationSettingsRequest,
    lang: Lang,
) -> Result<NotificationSettings, ApiError> {
    let known: HashSet<i32> = choosable(state).await?.into_iter().collect();
    let mut seen = HashSet::new();
    let mut error = ApiError::new(ErrorCode::ValidationFailed);
    for (i, s) in request.result.iter().enumerate() {
        let code = if !known.contains(&s.notification_type_id) {
            "invalid_choice"
        } else if !seen.insert(s.notification_type_id) {
            "duplicate"
        } else {
            continue;
        };
        error.errors.entry(format!("result[{i}].notificationTypeId")).or_default().push(code.to_owned());
    }
    if !error.errors.is_empty() {
        return Err(error);
    }
    if !request.result.is_empty() {
        let work = Work::begin(state).await?;
        write(&*work, member_id, &request.result).await?;
        let now = state.clock.now();
        crate::activity::record(&*work, now, member_id, ActivityAction::NotificationSettingsChanged, None, None)
            .await?;
        work.commit(state).await?;
    }
    Ok(NotificationSettings {
        result: read(state, member_id).await?,
        message: Some(messages::text("settings_saved", lang)),
    })
}
