//! Verification (rule 44): what a member has proved about themselves, shown as badges. A mobile number is verified by
//! a code sent to it by SMS ([`phone`]); only a verified number is unique among members and signs in.

pub mod model;
pub mod phone;

use entity::member;

use shared::Badge;

use self::model::{PhoneState, VerificationState};

/// The badges a member has earned, as cards and the detail show them to others: what is verified, never the number.
pub fn badges(phone_verified_at: Option<chrono::DateTime<chrono::Utc>>) -> Vec<Badge> {
    if phone_verified_at.is_some() { vec![Badge::Phone] } else { Vec::new() }
}

/// The member's own verification state and what they can do next.
pub fn state_of(member: &member::Model) -> VerificationState {
    let badges = badges(member.phone_verified_at);
    let next = Badge::ALL.iter().copied().filter(|b| !badges.contains(b)).collect();
    VerificationState {
        badges,
        next,
        phone: PhoneState {
            country_code: member.country_code.clone(),
            phone_number: member.phone.clone(),
            verified_at: member.phone_verified_at.map(Into::into),
        },
    }
}
