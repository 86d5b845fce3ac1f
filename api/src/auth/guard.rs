//! The bearer scheme of signed-in calls, and the routing table of document 000 enforced on the server.

use crate::error::Reason;
use poem::Request;
use poem_openapi::{SecurityScheme, auth::Bearer};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect, QueryTrait};

use entity::{family_manager, member, sign_in};
use shared::{FamilyRelation, FamilyRight, ProfileStatus, Role};

use crate::{
    auth::tokens::Scope,
    error::{ApiError, ErrorCode},
    state::AppState,
};

/// The member behind a valid access token of a live sign-in: the account itself, or the profile its sign-in acts
/// for as a family manager (rule 46).
#[derive(Debug, Clone)]
pub struct CurrentMember {
    /// The profile the calls act on: the account's own, or the one a family manager acts for.
    pub member: member::Model,
    pub sign_in: String,
    /// The account signed in: `member.id`, unless a family manager acts for `member`.
    pub account_id: i32,
    /// The family manager's standing on `member` (relation and rights), when one acts for it.
    pub manager: Option<family_manager::Model>,
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

/// The account behind verified claims, while their sign-in is live; or, when the sign-in acts for a profile the
/// account looks after as a family manager, that profile (rule 46). A manager removed meanwhile is unauthorized.
pub async fn current(state: &AppState, claims: &crate::auth::tokens::Claims) -> Result<CurrentMember, ApiError> {
    let now = state.clock.now();
    let unauthorized = || ApiError::new(ErrorCode::Unauthorized);
    let member_id: i32 = claims.sub.parse().map_err(|_| unauthorized())?;
    let live = || {
        sign_in::Entity::find()
            .filter(sign_in::Column::Family.eq(claims.sid.as_str()))
            .filter(sign_in::Column::MemberId.eq(member_id))
            .filter(sign_in::Column::RevokedAt.is_null())
            .filter(sign_in::Column::ExpiresAt.gt(now))
    };
    // One statement for an account acting as itself: the member, when the sign-in of the claims is theirs and live.
    let own = live().filter(sign_in::Column::ActingFor.is_null()).select_only().column(sign_in::Column::MemberId);
    let found = member::Entity::find_by_id(member_id)
        .filter(member::Column::Id.in_subquery(own.into_query()))
        .one(&state.db)
        .await?;
    if let Some(member) = found {
        return Ok(CurrentMember { member, sign_in: claims.sid.clone(), account_id: member_id, manager: None });
    }
    // A family manager's sign-in acting for a profile, while they still look after it.
    let acting: Option<Option<i32>> =
        live().select_only().column(sign_in::Column::ActingFor).into_tuple().one(&state.db).await?;
    let profile = acting.flatten().ok_or_else(unauthorized)?;
    let (link, member) = tokio::try_join!(crate::acting::standing(&state.db, member_id, profile), async {
        member::Entity::find_by_id(profile).one(&state.db).await.map_err(ApiError::from)
    })?;
    let (Some(link), Some(member)) = (link, member) else { return Err(unauthorized()) };
    crate::acting::set(link.relation);
    Ok(CurrentMember { member, sign_in: claims.sid.clone(), account_id: member_id, manager: Some(link) })
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
    /// The account that signed in: the profile's own, or a family manager's when one acts for it (rule 46).
    pub async fn account(&self, db: &impl sea_orm::ConnectionTrait) -> Result<member::Model, ApiError> {
        if self.manager.is_none() {
            return Ok(self.member.clone());
        }
        member::Entity::find_by_id(self.account_id).one(db).await?.ok_or_else(|| ApiError::new(ErrorCode::Unauthorized))
    }

    /// The profile, when its status and role allow `access` and the account acts as itself: a family manager is
    /// refused every call that does not name the right it needs ([`Self::require_right`]), 403 `manager_forbids`.
    pub fn require(&self, access: Access) -> Result<&member::Model, ApiError> {
        if self.manager.is_some() {
            return Err(ApiError::new(ErrorCode::Forbidden).with_detail(Reason::ManagerForbids));
        }
        self.allowed(access)
    }

    /// The profile, when its status and role allow `access` and the caller is its person or a family manager with
    /// `right` (rule 46); 403 `manager_forbids` for a manager without it.
    pub fn require_right(&self, access: Access, right: FamilyRight) -> Result<&member::Model, ApiError> {
        if let Some(link) = &self.manager
            && !crate::acting::has_right(link, right)
        {
            return Err(ApiError::new(ErrorCode::Forbidden).with_detail(Reason::ManagerForbids));
        }
        self.allowed(access)
    }

    /// The profile, when its status and role allow `access` and the caller is its account holder, or the volunteer
    /// entering it from a paper form (rule 49), who asks for the person's consent at the wizard's end.
    pub fn require_holder(&self, access: Access) -> Result<&member::Model, ApiError> {
        match &self.manager {
            Some(link) if link.relation == FamilyRelation::Volunteer => self.allowed(access),
            _ => self.require(access),
        }
    }

    /// The profile, when its status and role allow `access`, whoever acts for it: the shell's own calls (the
    /// profile's status) that every family manager makes whatever their rights.
    pub fn require_any_actor(&self, access: Access) -> Result<&member::Model, ApiError> {
        self.allowed(access)
    }

    fn allowed(&self, access: Access) -> Result<&member::Model, ApiError> {
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
