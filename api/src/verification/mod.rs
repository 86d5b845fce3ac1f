//! Verification (rule 44): what a member has proved about themselves, shown as badges. A mobile number is verified by
//! a code sent to it by SMS ([`phone`]); only a verified number is unique among members and signs in.

pub mod model;
pub mod phone;

use entity::member;

use shared::Badge;

use self::model::{PhoneState, VerificationState};

/// The member's own verification state and what they can do next.
pub fn state_of(member: &member::Model) -> VerificationState {
    let phone_verified = member.phone_verified_at.is_some();
    let badges = if phone_verified { vec![Badge::Phone] } else { Vec::new() };
    let next = if phone_verified { Vec::new() } else { vec![Badge::Phone] };
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
