# The notice of a moderator's decision on an edit request (first name, surname, birth date, gender).
# { $field } is the name of the detail in the notice's language, { $value } the new value.

edits-approved-title = Your edit request is approved
edits-approved-body = As you asked, “{ $field }” is now “{ $value }”.

edits-declined-title = Your edit request was declined
edits-declined-body = Your request to change “{ $field }” was declined.
