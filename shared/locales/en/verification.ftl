# The notices of a moderator's decision on an identity document or a verification photo (rule 44).

verification-id-approved-title = Your ID is checked
verification-id-approved-body = A moderator compared your identity document with your profile. Your profile now carries the "ID checked" badge. The image of the document has been deleted.

verification-id-refused-title = Your ID could not be checked
verification-id-refused-body = A moderator could not confirm your identity document. The image has been deleted; you may send another.

verification-photo-approved-title = Your photo is verified
verification-photo-approved-body = A moderator compared your verification photo with your profile photos. Your profile now carries the "Photo verified" badge. The verification photo has been deleted.

verification-photo-refused-title = Your photo could not be verified
verification-photo-refused-body = A moderator could not match your verification photo with your profile photos. It has been deleted; you may ask for a new pose and try again.
# The signed paper form on which the person consented to a profile a volunteer entered (rule 49), told to the
# profile's account.
verification-consent-approved-title = The consent on paper is accepted
verification-consent-approved-body = A moderator has checked the signed paper form: the person has agreed to the profile. Once the profile is complete it goes to the moderators for approval.
verification-consent-refused-title = The consent on paper was not accepted
verification-consent-refused-body = A moderator could not accept the signed paper form as the person's consent. Its photo has been deleted; the volunteer may send a clearer one, or the person may agree with a code sent to their own e-mail.
verification-consent-button = Open the profile

verification-expired-title = Your verification was not checked in time
verification-expired-body = No moderator could look at what you sent within { $days } days, so it has been deleted. Please send it again.

verification-button = Open verification

# Samaj volunteers (rule 45): a volunteer's word offered to a member, and the appointment mail.

verification-vouch-offered-title = A samaj volunteer vouches for you
verification-vouch-offered-body = { $name }, a samaj volunteer of your village, says they know your family. Accept it to show the "Samaj" badge on your profile, or decline it.

verification-volunteer-appointed-title = You are a samaj volunteer on Sagpan
verification-volunteer-appointed-body = The moderators have appointed you samaj volunteer for your villages. On the volunteer page you see the members from those villages and can vouch for the families you know personally.
verification-volunteer-appointed-button = Open the volunteer page
verification-volunteer-appointed-new-body = The moderators have appointed you samaj volunteer for your villages, with an account of your own for this e-mail address. Choose your password with "Forgot password", then sign in: you will see the members from those villages and can vouch for the families you know personally.
verification-volunteer-appointed-new-button = Choose a password
