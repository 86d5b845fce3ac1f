/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Why a request was refused, on every problem. A client branches on this value, never on the texts. Each value and what the member is told:
 *
 * - `validation_failed`: Some details do not meet the rules. See the message for each field.
 * - `bad_request`: The request is not in the expected form.
 * - `unauthorized`: Your session has ended or is not valid.
 * - `forbidden`: This is not available to your account in its current state.
 * - `not_found`: What you asked for was not found.
 * - `method_not_allowed`: This address does not accept this kind of request.
 * - `conflict`: This conflicts with details already recorded.
 * - `request_timeout`: What was being sent stopped arriving. Check the internet connection and try again.
 * - `payload_too_large`: What was sent is larger than allowed.
 * - `unsupported_media_type`: This type of content or file is not accepted here.
 * - `rule_violated`: A rule does not allow this request. Nothing was changed.
 * - `too_many_requests`: Please wait a little and try again.
 * - `service_unavailable`: Please try again in a little while.
 * - `allowance_member_details`: You have opened many profiles today. You can open new ones after {time}. Your own profile and inbox stay open.
 * - `allowance_cards`: You have looked through many profiles in lists and searches today. You can see more after {time}. Your own profile and inbox stay open.
 * - `allowance_bio_data`: You have downloaded many bio-data today. You can download more after {time}.
 * - `database_down`: The database is not answering right now.
 * - `country_not_found`: This country is not in our list.
 * - `state_not_found`: This state is not in our list.
 * - `district_not_found`: This district is not in our list.
 * - `taluka_not_found`: This taluka is not in our list.
 * - `account_exists`: An account with this e-mail or mobile number already exists. Sign in, or reset your password if you have forgotten it.
 * - `wrong_credentials`: The e-mail/mobile number or the password is not correct.
 * - `wrong_code`: The code is wrong or has expired. Ask for a new code.
 * - `code_rate_limited`: You can ask for a new code a little later.
 * - `email_already_confirmed`: This e-mail is already confirmed.
 * - `session_ended`: Your session has ended. Please sign in again.
 * - `token_expired`: Your session has expired.
 * - `previous_step_missing`: The step before this one has not been saved yet.
 * - `not_your_profile`: This is not your profile.
 * - `photo_too_large`: The photo is larger than 10 MB. Choose a smaller photo.
 * - `photo_wrong_type`: Only JPEG or PNG photos are accepted.
 * - `too_many_attachments`: At most 3 files can be attached to one message. Nothing was saved.
 * - `attachment_too_large`: Each attached file can be at most 5 MB. Nothing was saved.
 * - `attachment_wrong_type`: Only JPEG or PNG pictures or PDF files can be attached. Nothing was saved.
 * - `attachment_unreadable`: An attached file could not be read; it seems incomplete or damaged, or it is locked with a password.
 * - `photo_busy`: Many photos are being prepared right now. Please upload again in a little while.
 * - `photo_unreadable`: This photo could not be read; the file seems incomplete or damaged.
 * - `photo_too_many_pixels`: The photo has too many pixels. Choose a smaller photo.
 * - `not_awaiting_decision`: This profile is not awaiting this decision; another moderator may have just decided it. Nothing was changed.
 * - `status_forbids`: This becomes available once your profile is approved.
 * - `use_edit_request`: The name, date of birth and gender cannot be changed directly; send an edit request. Nothing was changed.
 * - `edit_request_pending`: A request of yours for this detail is still awaiting a decision.
 * - `unchanged_value`: The new value is the same as the current one.
 * - `not_awaiting_review`: This request or photo is no longer awaiting a decision; another moderator may have just decided it. Nothing was changed.
 * - `photo_limit`: You can keep at most 6 photos. Delete one before adding another.
 * - `photo_pending`: This photo is still awaiting approval; it can become the main photo once approved.
 * - `last_photo`: This is your only approved photo; it can be deleted once another photo is approved.
 * - `connect_limit_reached`: You can send at most 5 connection requests in 24 hours. You can send the next one after {time}.
 * - `request_already_sent`: You have already sent this member a request; wait for their answer.
 * - `request_already_received`: This member has already sent you a request. Accept it from your inbox.
 * - `already_connected`: You are already connected with this member.
 * - `recently_declined`: This member did not take your last request forward. You can send another request after {time}.
 * - `recently_expired`: Your last request to this member closed without a reply. You can send another 30 days after it closed.
 * - `request_not_pending`: This request is no longer pending; it may have just been cancelled or answered. Nothing was changed.
 * - `no_question`: There is no question waiting for your answer on this request. Nothing was changed.
 * - `outcome_too_early`: You can say how a connection went 14 days after it was accepted. Nothing was changed.
 * - `story_needs_engagement`: A success story is written once both of you have said you are engaged. Nothing was changed.
 * - `story_decided`: This story has been decided by the moderators and is not changed any more.
 * - `event_not_your_village`: A volunteer organises events for the villages or the gol they serve.
 * - `event_date_passed`: The day of the event has passed; choose today or a later day.
 * - `capacity_below_registrations`: More people have already registered than this number of places. Nothing was changed.
 * - `registration_closed`: Registration for this event is not open now. Nothing was changed.
 * - `not_eligible`: This event is not for your profile (age, bride or groom, community, gol or marital status).
 * - `event_full`: Every place at this event is taken.
 * - `not_registered`: You are not registered for this event. Nothing was changed.
 * - `not_a_candidate`: No bride or groom for you has this number at this event.
 * - `marking_closed`: Marks can be made only on the day of the event. Nothing was changed.
 * - `not_mutual`: You can confirm only when both of you have marked each other.
 * - `confirming_closed`: The time to confirm the marks of this event has passed.
 * - `already_confirmed`: You have already confirmed this mark; it can no longer be removed.
 * - `event_cancelled`: This event was cancelled by its organisers. Nothing was changed.
 * - `block_limit_reached`: You can block at most 20 members at a time. Unblock someone before blocking another member.
 * - `already_reported`: You have reported this member in the last 30 days; the moderators will look at it.
 * - `wrong_password`: The current password is not correct. Nothing was changed.
 * - `same_email`: This is already your e-mail address.
 * - `same_phone`: This is already your mobile number.
 * - `phone_already_verified`: Your mobile number is already verified.
 * - `already_verified`: This is already verified.
 * - `check_pending`: A moderator has not yet looked at what you sent last. Please wait for their decision before sending another.
 * - `pose_expired`: The pose was asked too long ago or was already used. Ask for a new pose and take the photo again.
 * - `not_volunteer`: Only a samaj volunteer appointed by the moderators can do this.
 * - `not_your_village`: This member is not from the villages or the gol you serve as a volunteer.
 * - `already_vouched`: You have already vouched for this member.
 * - `vouch_for_self`: This is your own profile; a volunteer vouches for other families.
 * - `vouch_not_offered`: This word is no longer waiting for your answer; it may have just been answered or withdrawn.
 * - `not_deactivatable`: Your account cannot be deactivated in its current state.
 * - `not_deactivated`: Your account is not deactivated.
 * - `satapeta_no_match`: No member was found with this profile id and birth date. Check both again; your brother's or sister's profile must be approved.
 * - `satapeta_own_profile`: This is your own profile id; enter your brother's or sister's.
 * - `satapeta_already_linked`: Your satapeta is already linked. Turn the current link off before making a new one.
 * - `satapeta_sibling_linked`: This member's satapeta is already linked with another profile.
 * - `satapeta_not_linked`: Your satapeta is not linked.
 * - `satapeta_no_code`: There is no live code. Send your brother's or sister's details first to get a new one.
 * - `ticket_closed_already`: This ticket is already closed; another moderator may have just closed it.
 * - `enquiry_handled_already`: This enquiry is already handled; another moderator may have just marked it.
 * - `no_open_reports`: There is no open report about this member; another moderator may have just handled it. Nothing was changed.
 * - `manager_forbids`: The person whose profile this is has not given you this right; only they can do this.
 * - `family_limit`: At most 3 family members can look after one profile. Remove one before inviting another.
 * - `already_managing`: This family member already looks after your profile.
 * - `invite_self`: This is your own e-mail address; invite a family member with theirs.
 * - `consent_not_needed`: This profile is its person's own: no consent is needed.
 * - `volunteer_standing`: The samaj volunteer entering this paper form only edits it until the person consents; remove them instead.
 * - `consent_own_address`: The code goes to the person's own e-mail, not to the one this account signs in with.
 * - `internal`: Something went wrong, Please retry and still persist error contact administrator.
 */
export type Reason = 'validation_failed' | 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'method_not_allowed' | 'conflict' | 'request_timeout' | 'payload_too_large' | 'unsupported_media_type' | 'rule_violated' | 'too_many_requests' | 'service_unavailable' | 'allowance_member_details' | 'allowance_cards' | 'allowance_bio_data' | 'database_down' | 'country_not_found' | 'state_not_found' | 'district_not_found' | 'taluka_not_found' | 'account_exists' | 'wrong_credentials' | 'wrong_code' | 'code_rate_limited' | 'email_already_confirmed' | 'session_ended' | 'token_expired' | 'previous_step_missing' | 'not_your_profile' | 'photo_too_large' | 'photo_wrong_type' | 'too_many_attachments' | 'attachment_too_large' | 'attachment_wrong_type' | 'attachment_unreadable' | 'photo_busy' | 'photo_unreadable' | 'photo_too_many_pixels' | 'not_awaiting_decision' | 'status_forbids' | 'use_edit_request' | 'edit_request_pending' | 'unchanged_value' | 'not_awaiting_review' | 'photo_limit' | 'photo_pending' | 'last_photo' | 'connect_limit_reached' | 'request_already_sent' | 'request_already_received' | 'already_connected' | 'recently_declined' | 'recently_expired' | 'request_not_pending' | 'no_question' | 'outcome_too_early' | 'story_needs_engagement' | 'story_decided' | 'block_limit_reached' | 'already_reported' | 'wrong_password' | 'same_email' | 'same_phone' | 'phone_already_verified' | 'already_verified' | 'check_pending' | 'pose_expired' | 'not_volunteer' | 'not_your_village' | 'already_vouched' | 'vouch_for_self' | 'vouch_not_offered' | 'not_deactivatable' | 'not_deactivated' | 'satapeta_no_match' | 'satapeta_own_profile' | 'satapeta_already_linked' | 'satapeta_sibling_linked' | 'satapeta_not_linked' | 'satapeta_no_code' | 'ticket_closed_already' | 'enquiry_handled_already' | 'no_open_reports' | 'manager_forbids' | 'family_limit' | 'already_managing' | 'invite_self' | 'consent_not_needed' | 'volunteer_standing' | 'consent_own_address' | 'event_not_your_village' | 'event_date_passed' | 'capacity_below_registrations' | 'registration_closed' | 'not_eligible' | 'event_full' | 'not_registered' | 'not_a_candidate' | 'marking_closed' | 'not_mutual' | 'confirming_closed' | 'already_confirmed' | 'event_cancelled' | 'internal';
