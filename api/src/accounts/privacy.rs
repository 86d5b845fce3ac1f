//! The member's privacy (rule 47): private mode and browsing invisibly. Private mode is a bit of the member's search
//! row, so the lists and search leave a private member out in the same statement that reads them; turning it on
//! takes effect in every list at once because cards are read again from the rows, and turning it off makes every
//! instance forget the lists it keeps ([`Event::AllLists`]), so the member is back in them at once.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use shared::ProfileStatus;

use entity::{member, profile};

use super::model::{MessageAnswer, PrivacyRequest, PrivacySettings};
use crate::{
    activity, error::ApiError, events::Event, lang::Lang, matching::row, messages, state::AppState, work::Work,
};

/// The member's privacy, and whether the web app offers private mode: to an approved woman who has not chosen yet.
pub async fn settings(state: &AppState, member: &member::Model) -> Result<PrivacySettings, ApiError> {
    let woman = profile::Entity::find_by_id(member.id).one(&state.db).await?.and_then(|p| p.gender) == Some(false);
    Ok(PrivacySettings {
        private_mode: member.private_mode,
        browse_invisibly: member.browse_invisibly,
        hide_last_active: member.hide_last_active,
        offer_private_mode: woman
            && member.profile_status == ProfileStatus::Approved
            && member.privacy_chosen_at.is_none(),
    })
}

/// Saves the member's privacy in one transaction with their search row.
pub async fn save(
    state: &AppState,
    member: &member::Model,
    req: PrivacyRequest,
    lang: Lang,
) -> Result<MessageAnswer, ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    member::Entity::update_many()
        .col_expr(member::Column::PrivateMode, Expr::value(req.private_mode))
        .col_expr(member::Column::BrowseInvisibly, Expr::value(req.browse_invisibly))
        .col_expr(member::Column::PrivacyChosenAt, Expr::value(now))
        .col_expr(member::Column::HideLastActive, Expr::value(req.hide_last_active.unwrap_or(member.hide_last_active)))
        .filter(member::Column::Id.eq(member.id))
        .exec(&*work)
        .await?;
    row::refresh(state, &*work, member.id).await?;
    activity::record(&*work, now, member.id, shared::ActivityAction::PrivacyChanged, None, None).await?;
    if member.private_mode && !req.private_mode {
        // Back in every list: the positions kept anywhere were computed without the member.
        work.publish(Event::AllLists);
    }
    work.publish(Event::Lists { member_id: member.id });
    work.commit(state).await?;
    Ok(MessageAnswer { message: messages::text("privacy_saved", lang) })
}
