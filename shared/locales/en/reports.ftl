# Notices about reports on members: the warning a reported member gets, and the word to whoever reported.

reports-warning-title = A warning from the moderators
reports-warning-body = Members have reported your profile or conduct. Please keep to the community's rules; further reports may lead to a suspension.

reports-handled-title = Your report has been handled
# { $name } is the reported member, "Priya Patel (PT104233)".
reports-handled-body = A moderator has looked at your report about { $name } and dealt with it. Thank you for telling us.

reports-button-notifications = See my notifications
