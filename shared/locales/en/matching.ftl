# The explanation of a match (rule 5): each stated preference and whether the other member meets it.

# The criteria, each followed by ": " and the preference when it has one ("Age: 25 – 30 years").
matching-criterion-age = Age
matching-criterion-height = Height
matching-criterion-marital-status = Marital status
matching-criterion-community = Community
matching-criterion-education = Education
matching-criterion-occupation = Occupation
matching-criterion-annual-income = Annual income
matching-criterion-location = Location
matching-criterion-nri = NRI
matching-criterion-disability = Disability
matching-criterion-satapeta = Satapeta
matching-criterion-gol = Gol
matching-criterion-diet = Diet
matching-criterion-smoking = Smoking
matching-criterion-drinking = Drinking
matching-criterion-manglik = Manglik

# A range open at one end: { $from } or { $to } is an age, a height or an income as the lists name it.
matching-range-from = { $from } or more
matching-range-to = up to { $to }
# An age preference: { $range } is "25 – 30", "25 or more" or "up to 30".
matching-age = { $range } years

# The yes-or-no preferences.
matching-nri-abroad = living abroad
matching-nri-india = living in India
matching-disability-yes = with a disability
matching-disability-no = without a disability
matching-satapeta-yes = accepted
matching-satapeta-no = not accepted

# On a card and a member's detail, for a profile someone else looks after (rule 46), by who looks after it and
# the person's gender ("her" or "his"; Gujarati's respectful possessive serves both).
matching-managed-by-her-father = Profile managed by her father
matching-managed-by-his-father = Profile managed by his father
matching-managed-by-her-mother = Profile managed by her mother
matching-managed-by-his-mother = Profile managed by his mother
matching-managed-by-her-brother = Profile managed by her brother
matching-managed-by-his-brother = Profile managed by his brother
matching-managed-by-her-sister = Profile managed by her sister
matching-managed-by-his-sister = Profile managed by his sister
matching-managed-by-relative = Profile managed by a relative
matching-managed-by-friend = Profile managed by a friend
