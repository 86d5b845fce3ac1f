//! Verification (rule 44): what a member has proved about themselves, shown as badges. A mobile number is verified by
//! a code sent to it by SMS ([`phone`]); only a verified number is unique among members and signs in. An identity
//! document and a photo in a given pose are checked by a moderator and not kept ([`checks`]).

pub mod checks;
pub mod model;
pub mod phone;
pub mod volunteers;

use chrono::{DateTime, Utc};

use entity::member;
use shared::{Badge, CheckKind};

use self::model::{PhoneState, VerificationState};
use crate::error::ApiError;

/// When each proof was given, as the member row holds it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Proofs {
    pub phone: Option<DateTime<Utc>>,
    pub id: Option<DateTime<Utc>>,
    pub photo: Option<DateTime<Utc>>,
    pub samaj: Option<DateTime<Utc>>,
}

impl Proofs {
    pub fn of(member: &member::Model) -> Self {
        Self {
            phone: member.phone_verified_at,
            id: member.id_verified_at,
            photo: member.photo_verified_at,
            samaj: member.samaj_at,
        }
    }

    /// The badges earned, as cards and the detail show them to others: what is verified, never the number or the
    /// document; in the order of [`Badge::ALL`].
    pub fn badges(self) -> Vec<Badge> {
        Badge::ALL
            .iter()
            .copied()
            .filter(|badge| match badge {
                Badge::Phone => self.phone.is_some(),
                Badge::Id => self.id.is_some(),
                Badge::Photo => self.photo.is_some(),
                Badge::Samaj => self.samaj.is_some(),
            })
            .collect()
    }
}

/// The member's own verification state and what they can do next.
/// `next` leaves out `samaj`: a volunteer gives it, the member cannot ask for it.
pub async fn state_of(
    state: &crate::state::AppState,
    member: &member::Model,
    lang: shared::Lang,
) -> Result<VerificationState, ApiError> {
    let db = &state.db;
    let badges = Proofs::of(member).badges();
    let next = Badge::ALL.iter().copied().filter(|b| *b != Badge::Samaj && !badges.contains(b)).collect();
    let (document, selfie, vouches, is_volunteer) = tokio::try_join!(
        checks::latest(db, member.id, CheckKind::Id),
        checks::latest(db, member.id, CheckKind::Photo),
        volunteers::offers(state, member.id, lang),
        volunteers::is_volunteer(db, member.id),
    )?;
    let samaj_place = match member.samaj_at {
        Some(_) => volunteers::place_name(state, member.samaj_village_id, member.samaj_gol_id, lang).await?,
        None => None,
    };
    Ok(VerificationState {
        badges,
        next,
        phone: PhoneState {
            country_code: member.country_code.clone(),
            phone_number: member.phone.clone(),
            verified_at: member.phone_verified_at.map(Into::into),
        },
        document: document.map(checks::state_of),
        selfie: selfie.map(checks::state_of),
        samaj_place,
        vouches,
        is_volunteer,
    })
}
