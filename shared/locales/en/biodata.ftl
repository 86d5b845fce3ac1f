# The bio-data PDF (rules 21 and 38), in the caller's language; rows without a value are left out.

biodata-title = Bio-data
# Under the name: { $id } is the profile id, PT104233.
biodata-subtitle = Profile id { $id } · Sagpan
# After the subtitle when the member's mobile number is verified (rule 44).
biodata-badge-phone = Mobile number verified
biodata-badge-id = ID checked
biodata-badge-photo = Photo verified
biodata-badge-samaj = Known to the samaj
biodata-badge-samaj-place = Known to the samaj of { $place }
# The footer: { $by } is who downloaded it, "Raj Patel (PT222333)"; { $when } the date and time in India.
biodata-footer = Downloaded by { $by } on { $when } · Sagpan
# The title of the PDF file (its metadata): { $name } is the member's name, { $id } the profile id.
biodata-document-title = Bio-data of { $name } ({ $id })

# The sections and their rows.
biodata-section-personal = Personal details
biodata-section-family = Family details
biodata-section-expectations = Partner expectations
biodata-section-horoscope = Horoscope
biodata-section-professional = Education and profession
biodata-label-name = Name
biodata-label-gender = Gender
biodata-label-birth-date = Birth date
biodata-label-height = Height
biodata-label-weight = Weight
biodata-label-marital-status = Marital status
biodata-label-community = Community
biodata-label-sub-community = Sub-community
biodata-label-mother-tongue = Mother tongue
biodata-label-sun-sign = Sun sign
biodata-label-diet = Diet
biodata-label-smoking = Smoking
biodata-label-drinking = Drinking
biodata-label-blood-group = Blood group
biodata-label-disability = Disability
biodata-label-hobbies = Hobbies
biodata-label-satapeta = Satapeta
biodata-label-father-name = Father's name
biodata-label-father-occupation = Father's occupation
biodata-label-mother-name = Mother's name
biodata-label-mother-occupation = Mother's occupation
biodata-label-family-type = Family type
biodata-label-family-annual-income = Family annual income
biodata-label-brothers = Brothers
biodata-label-sisters = Sisters
biodata-label-family-name = Family name
biodata-label-native-place = Native place
biodata-label-native-taluka = Native taluka
biodata-label-native-district = Native district
biodata-label-mosad = Mosad (maternal family place)
biodata-label-gol = Gol
biodata-label-birth-time = Time of birth
biodata-label-birth-place = Place of birth
biodata-label-moon-sign = Moon sign (rashi)
biodata-label-nakshatra = Nakshatra
biodata-label-manglik = Manglik
biodata-label-family-location = Family location
biodata-label-parent-phone-1 = Parent's phone 1
biodata-label-parent-phone-2 = Parent's phone 2
biodata-label-education = Education
biodata-label-education-details = Education details
biodata-label-college = College
biodata-label-occupation = Occupation
biodata-label-occupation-details = Occupation details
biodata-label-working-as = Working as
biodata-label-employer = Employer
biodata-label-annual-income = Annual income
biodata-label-lives-in = Lives in
biodata-label-nri = NRI
biodata-label-visa-type = Visa type
biodata-label-about-me = About me
biodata-label-expectations = In our words

# Values.
biodata-yes = Yes
biodata-no = No
biodata-male = Male
biodata-female = Female
# The birth date: { $date } is 14-02-1998, { $years } the age today.
biodata-birth = { $date } ({ $years } years)
# Brothers or sisters: how many, and how many of them are married when the member said so.
biodata-siblings-married = { $count } ({ $married } married)

# The partner expectations: the age and height the member looks for ("26 – 32 years", "5 ft 3 in – 6 ft"), and the
# weight with its unit in the reader's language.
biodata-label-partner-age = Age
biodata-label-partner-height = Height
biodata-partner-age = { $from } – { $to } years
biodata-weight = { $kg } kg
