# Family managers (rule 46): the people who look after a member's profile with them.

# Who took an action, said to the member whose profile it is ("your") or to the other side ("her", "his").
family-who-her-father = her father
family-who-his-father = his father
family-who-your-father = your father
family-who-her-mother = her mother
family-who-his-mother = his mother
family-who-your-mother = your mother
family-who-her-brother = her brother
family-who-his-brother = his brother
family-who-your-brother = your brother
family-who-her-sister = her sister
family-who-his-sister = his sister
family-who-your-sister = your sister
family-who-relative = a relative
family-who-friend = a friend of the family
family-who-volunteer = a samaj volunteer

# A connection request, on a card and in the inbox: { $who } is one of the above.
family-sent-by = Sent by { $who }
family-answered-by = Answered by { $who }
# An entry of the member's own activity.
family-done-by = By { $who }

# The invitation e-mail. { $name } is the member's full name.
family-invite-subject = An invitation to look after a profile on Sagpan
family-invite-intro = { $name } has invited you to help look after their profile on Sagpan, the Patidar community's matrimonial service. To accept, open the page below and enter this code:
family-invite-after = The code is valid for 7 days. You will sign in with your own account and see only what { $name } allows. If you do not know { $name }, ignore this e-mail.
family-invite-button = Accept the invitation

# The person's consent to a profile someone else created. { $name } is the person, { $creator } "your father".
family-consent-subject = Your agreement for a profile on Sagpan
family-consent-intro = { $creator } is creating a matrimonial profile for you, { $name }, on Sagpan, the Patidar community's matrimonial service. Nobody sees it unless you agree. To agree, open the page below and enter this code:
family-consent-after = The code is valid for 7 days. On that page you may also take the profile over yourself: you then sign in with this e-mail, and nobody else can. If you do not agree, ignore this e-mail.
family-consent-button = Give my agreement
