# The explanation of a match (rule 5): each stated preference and whether the other member meets it.

# The criteria, each followed by ": " and the preference when it has one ("Age: 25 – 30 years").
matching-criterion-age = ઉંમર
matching-criterion-height = ઊંચાઈ
matching-criterion-marital-status = વૈવાહિક સ્થિતિ
matching-criterion-community = સમાજ
matching-criterion-education = અભ્યાસ
matching-criterion-occupation = વ્યવસાય
matching-criterion-annual-income = વાર્ષિક આવક
matching-criterion-location = સ્થળ
matching-criterion-nri = ભારત બહાર વસવાટ
matching-criterion-disability = દિવ્યાંગતા
matching-criterion-satapeta = સાટાપેટા
matching-criterion-gol = ગોળ
matching-criterion-diet = આહાર
matching-criterion-smoking = ધૂમ્રપાન
matching-criterion-drinking = મદ્યપાન
matching-criterion-manglik = માંગલિક

# A range open at one end: { $from } or { $to } is an age, a height or an income as the lists name it.
matching-range-from = { $from } કે વધુ
matching-range-to = વધુમાં વધુ { $to }
# An age preference: { $range } is "25 – 30", "25 or more" or "up to 30".
matching-age = { $range } વર્ષ

# The yes-or-no preferences.
matching-nri-abroad = વિદેશમાં રહેતા
matching-nri-india = ભારતમાં રહેતા
matching-disability-yes = હોય
matching-disability-no = ન હોય
matching-satapeta-yes = સ્વીકારેલ
matching-satapeta-no = સ્વીકારેલ નહીં

# On a card and a member's detail, for a profile someone else looks after (rule 46), by who looks after it and
# the person's gender ("her" or "his"; Gujarati's respectful possessive serves both).
matching-managed-by-her-father = આ પ્રોફાઇલ તેમના પિતા સંભાળે છે
matching-managed-by-his-father = આ પ્રોફાઇલ તેમના પિતા સંભાળે છે
matching-managed-by-her-mother = આ પ્રોફાઇલ તેમનાં માતા સંભાળે છે
matching-managed-by-his-mother = આ પ્રોફાઇલ તેમનાં માતા સંભાળે છે
matching-managed-by-her-brother = આ પ્રોફાઇલ તેમના ભાઈ સંભાળે છે
matching-managed-by-his-brother = આ પ્રોફાઇલ તેમના ભાઈ સંભાળે છે
matching-managed-by-her-sister = આ પ્રોફાઇલ તેમનાં બહેન સંભાળે છે
matching-managed-by-his-sister = આ પ્રોફાઇલ તેમનાં બહેન સંભાળે છે
matching-managed-by-relative = આ પ્રોફાઇલ એક સંબંધી સંભાળે છે
matching-managed-by-friend = આ પ્રોફાઇલ એક મિત્ર સંભાળે છે
