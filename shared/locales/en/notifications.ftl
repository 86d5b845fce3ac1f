# Telling a member that their profile status changed (in the app, by e-mail and by push): a title and a body for
# each kind, and the button of the e-mail.

notifications-approved-title = Your profile is approved
notifications-approved-body = Congratulations! Your profile has been approved. You can now see matches, search and connect.

notifications-suspension-lifted-title = Your profile is active again
notifications-suspension-lifted-body = A moderator has lifted the suspension of your profile. Other members can see it again.

notifications-changes-requested-title = Changes requested to your profile
notifications-changes-requested-body = A moderator has asked for changes to your profile. Open your profile, make them and submit it again.

notifications-suspended-title = Your profile has been suspended
notifications-suspended-body = Your profile has been suspended for now and is hidden from other members. Contact support with any questions.

notifications-submitted-title = Profile submitted for approval
notifications-submitted-body = Your profile has been submitted for approval. Approval takes about { $hours } hours.

notifications-deactivated-title = Your account is deactivated
notifications-deactivated-body = You have deactivated your account; nobody sees your profile. To reactivate it, sign in and press “Reactivate my account”. If this was not you, change your password.

notifications-reactivated-title = Your account is active again
notifications-reactivated-body = Your account is active again.

notifications-status-changed-title = Your profile status changed
notifications-status-changed-body = The status of your profile has changed.

notifications-button-matches = See your matches

# The weekly digest (rule 54): new members who fit both ways; -one for one of them, -other for { $count } of them;
# each line names one.
notifications-digest-title-one = A new member fits your preferences
notifications-digest-title-other = { $count } new members fit your preferences
notifications-digest-body-one = This week one new member fits what you look for, and you fit what they look for:
notifications-digest-body-other = This week { $count } new members fit what you look for, and you fit what they look for:
notifications-digest-line = { $name } ({ $id }), { $age }, { $city }
notifications-digest-more = and { $count } more
notifications-digest-button = See them
notifications-digest-off = Stop these weekly e-mails
