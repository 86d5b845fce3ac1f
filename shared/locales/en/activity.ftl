# The member's own activity (rule 32): the title of each action, and the profile tab a change saved.

activity-request-sent = Connection request sent
activity-request-cancelled = Connection request cancelled
activity-request-accepted = Connection request accepted
activity-request-declined = Connection request declined
activity-blocked = Member blocked
activity-unblocked = Member unblocked
activity-shortlisted = Added to shortlist
activity-unshortlisted = Removed from shortlist
activity-reported = Member reported
activity-signed-in = Signed in
activity-profile-updated = Profile updated
activity-preferences-updated = Partner preferences changed
activity-photo-added = Photo added
activity-photo-deleted = Photo deleted
activity-default-photo-changed = Main photo changed
activity-edit-requested = Edit request sent
activity-notification-settings-changed = Notification settings changed
activity-password-changed = Password changed
activity-phone-changed = Mobile number changed
activity-email-changed = E-mail address changed
activity-account-deactivated = Account deactivated
activity-account-reactivated = Account reactivated
activity-data-exported = Downloaded my data
activity-satapeta-requested = Satapeta code requested
activity-satapeta-linked = Satapeta linked
activity-satapeta-disabled = Satapeta turned off
activity-bio-data-downloaded = Bio-data downloaded
activity-own-bio-data = My own bio-data

activity-tab-personal = Personal details
activity-tab-family = Lifestyle and family
activity-tab-professional = Professional details
activity-tab-photo-visibility = Who can see my photos
