//! The family's contacts of a connection (rule 10): one call answers the parents' names and phones of a member whose
//! connection with the caller was accepted, so that the card and the inbox reach them in one tap without opening the
//! whole detail (which counts against the daily allowance of details, rule A1).

use sea_orm::EntityTrait;

use entity::{member, profile};

use crate::{error::ApiError, state::AppState};

use super::{
    between::accepted_between,
    model::{FamilyContacts, FamilyPhone},
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
    Ok(FamilyContacts {
        member_id: other.id,
        first_name: other.first_name,
        last_name: other.last_name,
        father_name: p.father_name.filter(|n| !n.trim().is_empty()),
        mother_name: p.mother_name.filter(|n| !n.trim().is_empty()),
        phones,
    })
}
