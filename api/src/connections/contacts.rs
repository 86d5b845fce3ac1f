//! The family's contacts of a connection (rule 10): one call answers the parents' names and phones of a member whose
//! connection with the caller was accepted, so that the card and the inbox reach them in one tap without opening the
//! whole detail (which counts against the daily allowance of details, rule A1).

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use shared::{ContactAskState, ContactVisibility};

use entity::{contact_ask, family_contact, member, profile};

use crate::{error::ApiError, state::AppState};

use super::{
    between::accepted_between,
    model::{FamilyContacts, FamilyPhone, SharedContact},
    service::visible,
};

/// The family contacts of `member_id` for `caller`: 404 unless the caller may see the member and their connection
/// was accepted (exactly as for a member that does not exist).
pub async fn family_contacts(
    state: &AppState,
    caller: &member::Model,
    member_id: i32,
) -> Result<FamilyContacts, ApiError> {
    let db = &state.db;
    let me = crate::matching::lists::row_of(db, caller.id).await?.ok_or_else(ApiError::not_found)?;
    let other = visible(db, &me, member_id).await?;
    if !accepted_between(db, caller.id, other.id).await? {
        return Err(ApiError::not_found());
    }
    let p = profile::Entity::find_by_id(other.id).one(db).await?.ok_or_else(ApiError::not_found)?;
    let phone = |code: Option<String>, number: Option<String>, whatsapp: Option<bool>| {
        let number = number.filter(|n| !n.trim().is_empty())?;
        Some(FamilyPhone {
            country_code: code.unwrap_or_default(),
            phone_number: number,
            is_whatsapp: whatsapp.unwrap_or(false),
        })
    };
    let phones = [
        phone(p.parent_phone1_code, p.parent_phone1, p.parent_phone1_is_whatsapp),
        phone(p.parent_phone2_code, p.parent_phone2, p.parent_phone2_is_whatsapp),
    ]
    .into_iter()
    .flatten()
    .collect();
    // Rule 46's contacts: "never" ones are never read out; "on request" ones once the member approved the caller's.
    let (listed, ask) = tokio::try_join!(
        family_contact::Entity::find()
            .filter(family_contact::Column::MemberId.eq(other.id))
            .filter(family_contact::Column::Visibility.ne(ContactVisibility::Never))
            .order_by_asc(family_contact::Column::Position)
            .all(db),
        contact_ask::Entity::find()
            .filter(contact_ask::Column::MemberId.eq(other.id))
            .filter(contact_ask::Column::AskerId.eq(caller.id))
            .one(db),
    )?;
    let approved = ask.as_ref().is_some_and(|a| a.status == ContactAskState::Approved);
    let (shown, kept): (Vec<_>, Vec<_>) =
        listed.into_iter().partition(|c| c.visibility == ContactVisibility::Accepted || approved);
    let contacts = shown
        .into_iter()
        .map(|c| SharedContact {
            relation: c.relation,
            name: c.name,
            country_code: c.country_code,
            phone_number: c.phone,
            is_whatsapp: c.whatsapp,
        })
        .collect();
    Ok(FamilyContacts {
        contacts,
        on_request: kept.len() as u32,
        ask: ask.map(|a| a.status),
        member_id: other.id,
        first_name: other.first_name,
        last_name: other.last_name,
        father_name: p.father_name.filter(|n| !n.trim().is_empty()),
        mother_name: p.mother_name.filter(|n| !n.trim().is_empty()),
        phones,
    })
}
