# The notice of a moderator's decision on an edit request (first name, surname, birth date, gender).
# { $field } is the name of the detail in the notice's language, { $value } the new value.

edits-approved-title = આપની ફેરફાર વિનંતી મંજૂર થઈ
edits-approved-body = આપની વિનંતી મુજબ “{ $field }” બદલીને “{ $value }” કર્યું છે.

edits-declined-title = આપની ફેરફાર વિનંતી મંજૂર થઈ નથી
edits-declined-body = “{ $field }” બદલવાની આપની વિનંતી મંજૂર થઈ નથી.
