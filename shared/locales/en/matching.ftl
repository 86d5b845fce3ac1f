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
