//! `/api/Family/...`: family managers (rule 46). The member invites family members to look after their profile and
//! sets their rights; a manager accepts with the invitation's code and switches between the profiles they look after.

use poem::Request;
use poem_openapi::{OpenApi, param::Path, payload::Json};
use shared::{FamilyRight, Role};

use crate::accounts::model::{MessageAnswer, SignInAnswer, UserInfo};
use crate::auth::guard::{Access, MemberAuth};
use crate::client;
use crate::error::{ApiError, ErrorCode, Reason};
use crate::family::{
    self, consent, contacts,
    model::{
        AcceptRequest, AnswerAskRequest, AskRequest, ConsentAnswer, ConsentCodeRequest, ConsentRequest, ConsentState,
        ContactsRequest, FamilyAnswer, FamilyManager, InviteRequest, OwnContacts, RightsRequest, SwitchRequest,
    },
};
use crate::lang::{LangHeader, lang_of};
use crate::messages;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// The family: a moderator (403).
    FamilyReadError: 401, 403, 500, 503
);
problems!(
    /// An invitation: invalid fields (400), a family manager or a moderator calling (403), the address already
    /// looking after the profile (409 `already_managing`), three invited or active already (422 `family_limit`), the
    /// member's own address (422 `invite_self`), invited again within a minute (429).
    InviteError: 400, 401, 403, 409, 422, 429, 500, 503
);
problems!(
    /// A manager's rights or removal: invalid fields (400), a family manager or a moderator calling (403), not one of
    /// the caller's (404).
    ManagerChangeError: 400, 401, 403, 404, 500, 503
);
problems!(
    /// Accepting: invalid fields, or names missing for a new account (400), a moderator's address (409
    /// `account_exists`), a wrong or expired code, the wrong password of the address's account, the profile's own
    /// address (422), too many wrong codes from the client's address (429).
    AcceptError: 400, 409, 422, 429, 500, 503
);
problems!(
    /// Switching: a malformed id (400), a moderator (403), a profile the caller does not look after (404).
    SwitchError: 400, 401, 403, 404, 500, 503
);

problems!(
    /// The consent's state: a family manager or a moderator calling (403).
    ConsentReadError: 401, 403, 500, 503
);
problems!(
    /// A consent code: an invalid address (400), a family manager or a moderator calling (403), a profile its person
    /// created (422 `consent_not_needed`), the account's own address (422 `consent_own_address`), again within a
    /// minute (429).
    ConsentCodeError: 400, 401, 403, 422, 429, 500, 503
);
problems!(
    /// Consenting: invalid fields, or no password to take over (400), the person's address already another account's
    /// when taking over (409 `account_exists`), a wrong or expired code (422), too many wrong codes from the client's
    /// address (429).
    ConsentError: 400, 409, 422, 429, 500, 503
);

problems!(
    /// The family's contacts: a manager without the right to see them, a moderator (403).
    ContactsReadError: 401, 403, 500, 503
);
problems!(
    /// Saving the contacts: invalid fields or more than 5 (400), a manager without the right to edit, a moderator
    /// (403).
    ContactsSaveError: 400, 401, 403, 500, 503
);
problems!(
    /// Asking to see contacts: not approved, or a manager without the right (403), a member not connected with the
    /// caller (404).
    ContactAskError: 400, 401, 403, 404, 500, 503
);
problems!(
    /// Answering a request for contacts: not approved, or a manager without the right (403), not the caller's (404),
    /// answered already (422 `request_not_pending`).
    ContactAnswerError: 400, 401, 403, 404, 422, 500, 503
);

pub struct FamilyApi {
    pub state: AppState,
}

fn not_moderator(auth: &MemberAuth) -> Result<(), ApiError> {
    if auth.0.manager.is_none() && auth.0.member.role == Role::Moderator {
        return Err(ApiError::new(ErrorCode::Forbidden).with_detail(Reason::Forbidden));
    }
    Ok(())
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Family")]
impl FamilyApi {
    /// The family
    ///
    /// `managers`: those invited to look after the caller's own profile, or looking after it, with their rights (only
    /// to the profile's person, never to a manager acting for it). `profiles`: the profiles the caller's account looks
    /// after, the one the sign-in acts for marked. Every signed-in account but a moderator's.
    #[oai(path = "/Family", method = "get", operation_id = "getFamily")]
    async fn family(&self, auth: MemberAuth) -> Result<Json<FamilyAnswer>, FamilyReadError> {
        not_moderator(&auth)?;
        let current = &auth.0;
        let own = current.manager.is_none().then_some(&current.member);
        let acting = current.manager.as_ref().map(|l| l.member_id);
        Ok(Json(family::list(&self.state, own, current.account_id, acting).await?))
    }

    /// Invite a family member
    ///
    /// E-mails a family member an invitation with a code (valid 7 days) to look after the caller's profile with
    /// `rights`: `view` (matches, details, inbox, notifications), `requests` (send, answer and withdraw connection
    /// requests; includes `view`), `edit` (the profile, photos, partner preferences). Never the account's password,
    /// e-mail, deletion or the family itself. At most 3 invited or active; inviting an address again (after a minute)
    /// sends a new code and sets the relation and rights anew. The profile's person only, at any status.
    #[oai(path = "/Family/Invite", method = "post", operation_id = "inviteFamilyMember")]
    async fn invite(&self, auth: MemberAuth, body: Json<InviteRequest>) -> Result<Json<FamilyManager>, InviteError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(family::invite(&self.state, member, body.0).await?))
    }

    /// Change a manager's rights
    ///
    /// The relation and the rights of one of the caller's managers (or invitations); they count from the manager's
    /// next call. The profile's person only.
    #[oai(path = "/Family/:managerId", method = "put", operation_id = "changeFamilyMember")]
    async fn change(
        &self,
        auth: MemberAuth,
        #[oai(name = "managerId")] manager_id: Path<i32>,
        body: Json<RightsRequest>,
    ) -> Result<Json<FamilyManager>, ManagerChangeError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(family::change(&self.state, member, manager_id.0, body.0).await?))
    }

    /// Remove a manager
    ///
    /// Removes one of the caller's managers, or an invitation. At once the manager can no longer act for the profile:
    /// their sign-ins acting for it end and their open tabs receive `Logout`. The profile's person only.
    #[oai(path = "/Family/:managerId", method = "delete", operation_id = "removeFamilyMember")]
    async fn remove(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "managerId")] manager_id: Path<i32>,
    ) -> Result<Json<MessageAnswer>, ManagerChangeError> {
        let member = auth.0.require(Access::AnyMember)?;
        family::remove(&self.state, member, manager_id.0).await?;
        Ok(Json(MessageAnswer { message: messages::text("family_removed", lang_of(&lang)) }))
    }

    /// Accept an invitation
    ///
    /// With the address invited and the code of the invitation, and either the password of the account that address
    /// already has, or the names and a new password of an account made for it (an account that only looks after
    /// profiles). Signs in acting for the profile: `user` is the profile, with `manager` saying who acts and with
    /// which rights. A wrong code counts as any code's (five burn it).
    #[oai(path = "/Family/Accept", method = "post", operation_id = "acceptFamilyInvitation")]
    async fn accept(&self, req: &Request, body: Json<AcceptRequest>) -> Result<Json<SignInAnswer>, AcceptError> {
        let client = client::info(req, &self.state.trusted_proxies);
        Ok(Json(family::accept(&self.state, body.0, &client).await?))
    }

    /// Switch profile
    ///
    /// Makes the caller's sign-in act for a profile they look after (`memberId`), or for their own account (no
    /// `memberId`), from the next call; answers the shell's user. Every open tab of the sign-in follows.
    #[oai(path = "/Family/Switch", method = "post", operation_id = "switchFamilyProfile")]
    async fn switch(&self, auth: MemberAuth, body: Json<SwitchRequest>) -> Result<Json<UserInfo>, SwitchError> {
        not_moderator(&auth)?;
        Ok(Json(family::switch(&self.state, auth.0.account_id, &auth.0.sign_in, body.0).await?))
    }

    /// The person's consent
    ///
    /// Whether the caller's profile waits for its person's consent (it was created by someone else: `createdBy` is
    /// not `self`), where the code went, and when they agreed. Until they agree, the finished wizard does not reach
    /// the moderators. The profile's account holder only, at any status.
    #[oai(path = "/Family/Consent", method = "get", operation_id = "getFamilyConsent")]
    async fn consent(&self, auth: MemberAuth) -> Result<Json<ConsentState>, ConsentReadError> {
        let member = auth.0.require_holder(Access::AnyMember)?;
        Ok(Json(consent::state(&self.state, member).await?))
    }

    /// Ask the person for their consent
    ///
    /// E-mails the profile's person, at their own address (never the account's), a code valid 7 days and a link to
    /// the page where they agree or take the profile over. Again after a minute, a new code. The profile's account
    /// holder only, or the volunteer entering it from a paper form (rule 49).
    #[oai(path = "/Family/Consent/Code", method = "post", operation_id = "sendFamilyConsentCode")]
    async fn consent_code(
        &self,
        auth: MemberAuth,
        body: Json<ConsentCodeRequest>,
    ) -> Result<Json<ConsentState>, ConsentCodeError> {
        let member = auth.0.require_holder(Access::AnyMember)?;
        Ok(Json(consent::send_code(&self.state, member, body.0).await?))
    }

    /// Give consent
    ///
    /// The profile's person agrees, with their address and the code from their e-mail (no sign-in): it records when,
    /// and which family members looked after the profile then; a finished profile goes to the moderators at once.
    /// With `takeOver` and a new `password` they take the profile over alone: the account signs in with their address
    /// from now on, every other sign-in ends and every family manager is removed; the answer then signs them in.
    #[oai(path = "/Family/Consent", method = "post", operation_id = "giveFamilyConsent")]
    async fn give_consent(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ConsentRequest>,
    ) -> Result<Json<ConsentAnswer>, ConsentError> {
        let client = client::info(req, &self.state.trusted_proxies);
        Ok(Json(consent::confirm(&self.state, body.0, &client, lang_of(&lang)).await?))
    }

    /// The family's contacts
    ///
    /// Up to five people of the member's family a connected member may call (name, relation, phone, WhatsApp), each
    /// with when they see it, and the requests of connected members to see those kept until asked. The member, or a
    /// family manager who may see the profile.
    #[oai(path = "/Family/Contacts", method = "get", operation_id = "getOwnFamilyContacts")]
    async fn contacts(&self, auth: MemberAuth) -> Result<Json<OwnContacts>, ContactsReadError> {
        let member = auth.0.require_right(Access::AnyMember, FamilyRight::View)?;
        Ok(Json(contacts::own(&self.state.db, member.id).await?))
    }

    /// Save the family's contacts
    ///
    /// The whole list, in order, at most 5: each shown to a connected member once connected (`accepted`), once the
    /// member approves their request (`on_request`), or `never`. Nobody who is not connected ever sees one. The
    /// member, or a family manager who may edit the profile.
    #[oai(path = "/Family/Contacts", method = "put", operation_id = "saveFamilyContacts")]
    async fn save_contacts(
        &self,
        auth: MemberAuth,
        body: Json<ContactsRequest>,
    ) -> Result<Json<OwnContacts>, ContactsSaveError> {
        let member = auth.0.require_right(Access::AnyMember, FamilyRight::Edit)?;
        Ok(Json(contacts::save(&self.state, member, body.0).await?))
    }

    /// Ask to see more contacts
    ///
    /// A member connected with `memberId` asks to see the contacts they keep until asked; the answer is the request's
    /// state (asking again keeps the first request). Anyone not connected is a 404.
    #[oai(path = "/Family/Contacts/Ask", method = "post", operation_id = "askFamilyContacts")]
    async fn ask_contacts(
        &self,
        auth: MemberAuth,
        body: Json<AskRequest>,
    ) -> Result<Json<shared::ContactAskState>, ContactAskError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        Ok(Json(contacts::ask(&self.state, member, body.0).await?))
    }

    /// Answer a request for contacts
    ///
    /// The member approves (`approve`: true) or declines a connected member's request to see the contacts kept until
    /// asked.
    #[oai(path = "/Family/Contacts/Answer", method = "post", operation_id = "answerFamilyContactsRequest")]
    async fn answer_ask(
        &self,
        auth: MemberAuth,
        body: Json<AnswerAskRequest>,
    ) -> Result<Json<OwnContacts>, ContactAnswerError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        Ok(Json(contacts::answer(&self.state, member, body.0).await?))
    }
}
