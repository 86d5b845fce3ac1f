//! The bearer scheme of signed-in calls, and the routing table of document 000 enforced on the server.

use crate::error::Reason;
use poem::Request;
use poem_openapi::{SecurityScheme, auth::Bearer};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect, QueryTrait};

use entity::{member, sign_in};
use shared::{ProfileStatus, Role};

use crate::{
    auth::tokens::Scope,
    error::{ApiError, ErrorCode},
    state::AppState,
};

/// The member behind a valid access token of a live sign-in.
#[derive(Debug, Clone)]
pub struct CurrentMember {
    pub member: member::Model,
    pub sign_in: String,
}

/// `Authorization: Bearer <access token>`: a JWT from a sign-in call, valid 15 minutes.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", bearer_format = "JWT", checker = "check_bearer")]
pub struct MemberAuth(pub CurrentMember);

async fn check_bearer(req: &Request, bearer: Bearer) -> poem::Result<CurrentMember> {
    let state =
        req.data::<std::sync::Arc<AppState>>().ok_or_else(|| ApiError::internal(anyhow::anyhow!("no state")))?;
    Ok(authenticate(state, &bearer.token).await?)
}

pub async fn authenticate(state: &AppState, token: &str) -> Result<CurrentMember, ApiError> {
    let claims = state.tokens.verify(token, Scope::Access, state.clock.now())?;
    current(state, &claims).await
}

/// The account behind verified claims, while their sign-in is live.
pub async fn current(state: &AppState, claims: &crate::auth::tokens::Claims) -> Result<CurrentMember, ApiError> {
    let now = state.clock.now();
    let unauthorized = || ApiError::new(ErrorCode::Unauthorized);
    let member_id: i32 = claims.sub.parse().map_err(|_| unauthorized())?;
    // One statement: the member, when the sign-in family of the claims is theirs and live.
    let live = sign_in::Entity::find()
        .select_only()
        .column(sign_in::Column::MemberId)
        .filter(sign_in::Column::Family.eq(claims.sid.as_str()))
        .filter(sign_in::Column::RevokedAt.is_null())
        .filter(sign_in::Column::ExpiresAt.gt(now))
        .into_query();
    let member = member::Entity::find_by_id(member_id)
        .filter(member::Column::Id.in_subquery(live))
        .one(&state.db)
        .await?
        .ok_or_else(unauthorized)?;
    Ok(CurrentMember { member, sign_in: claims.sid.clone() })
}

/// Which profile statuses may make a call (document 000's routing table; docs/rules.md's status table).
#[derive(Debug, Clone, Copy)]
pub enum Access {
    /// Every signed-in account, whatever the status or role.
    AnyStatus,
    /// Every member account whatever the profile status (support tickets), never a moderator.
    AnyMember,
    /// Entering profile data before approval: members at status 0 (the wizard) or 2 (changes requested).
    Wizard,
    /// Approved members only (status 3).
    Approved,
    /// Members at status 2 resubmitting their profile.
    ChangesRequested,
    /// Moderators only.
    Moderator,
}

impl CurrentMember {
    pub fn require(&self, access: Access) -> Result<&member::Model, ApiError> {
        let member = self.member.role == Role::Member;
        let status = self.member.profile_status;
        let allowed = match access {
            Access::AnyStatus => true,
            Access::AnyMember => member,
            Access::Wizard => member && status.may_edit_in_wizard(),
            Access::Approved => member && status == ProfileStatus::Approved,
            Access::ChangesRequested => member && status == ProfileStatus::ChangesRequested,
            Access::Moderator => self.member.role == Role::Moderator,
        };
        if allowed {
            Ok(&self.member)
        } else {
            Err(ApiError::new(ErrorCode::Forbidden).with_detail(Reason::StatusForbids))
        }
    }
}
