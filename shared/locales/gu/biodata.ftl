# The bio-data PDF (rules 21 and 38), in the caller's language; rows without a value are left out.

biodata-title = બાયોડેટા
# Under the name: { $id } is the profile id, PT104233.
biodata-subtitle = પ્રોફાઇલ આઈડી { $id } · સગપણ
# After the subtitle when the member's mobile number is verified (rule 44).
biodata-badge-phone = મોબાઇલ નંબર ચકાસાયેલ
biodata-badge-id = ઓળખપત્ર ચકાસાયેલ
biodata-badge-photo = ફોટો ચકાસાયેલ
biodata-badge-samaj = સમાજમાં જાણીતા
biodata-badge-samaj-place = { $place } સમાજમાં જાણીતા
# The footer: { $by } is who downloaded it, "Raj Patel (PT222333)"; { $when } the date and time in India.
biodata-footer = { $by } દ્વારા { $when } એ ડાઉનલોડ કર્યો · સગપણ
# The title of the PDF file (its metadata): { $name } is the member's name, { $id } the profile id.
biodata-document-title = { $name } નો બાયોડેટા ({ $id })

# The sections and their rows.
biodata-section-personal = અંગત વિગતો
biodata-section-family = પરિવારની વિગતો
biodata-section-expectations = જીવનસાથી પાસેથી અપેક્ષા
biodata-section-horoscope = જન્માક્ષર
biodata-section-professional = અભ્યાસ અને વ્યવસાય
biodata-label-name = નામ
biodata-label-gender = લિંગ
biodata-label-birth-date = જન્મ તારીખ
biodata-label-height = ઊંચાઈ
biodata-label-weight = વજન
biodata-label-marital-status = વૈવાહિક સ્થિતિ
biodata-label-community = સમાજ
biodata-label-sub-community = પેટા સમાજ
biodata-label-mother-tongue = માતૃભાષા
biodata-label-sun-sign = સૂર્ય રાશિ
biodata-label-diet = આહાર
biodata-label-smoking = ધૂમ્રપાન
biodata-label-drinking = મદ્યપાન
biodata-label-blood-group = બ્લડ ગ્રુપ
biodata-label-disability = દિવ્યાંગતા
biodata-label-hobbies = શોખ
biodata-label-satapeta = સાટાપેટા
biodata-label-father-name = પિતાનું નામ
biodata-label-father-occupation = પિતાનો વ્યવસાય
biodata-label-mother-name = માતાનું નામ
biodata-label-mother-occupation = માતાનો વ્યવસાય
biodata-label-family-type = કુટુંબનો પ્રકાર
biodata-label-family-annual-income = કુટુંબની વાર્ષિક આવક
biodata-label-brothers = ભાઈઓ
biodata-label-sisters = બહેનો
biodata-label-family-name = અટક / કુળ
biodata-label-native-place = વતન
biodata-label-native-taluka = તાલુકો
biodata-label-native-district = જિલ્લો
biodata-label-mosad = મોસાળ
biodata-label-gol = ગોળ
biodata-label-birth-time = જન્મ સમય
biodata-label-birth-place = જન્મ સ્થળ
biodata-label-moon-sign = ચંદ્ર રાશિ
biodata-label-nakshatra = નક્ષત્ર
biodata-label-manglik = માંગલિક
biodata-label-family-location = કુટુંબનું હાલનું સ્થળ
biodata-label-parent-phone-1 = વાલીનો ફોન 1
biodata-label-parent-phone-2 = વાલીનો ફોન 2
biodata-label-education = અભ્યાસ
biodata-label-education-details = અભ્યાસની વિગત
biodata-label-college = કૉલેજ
biodata-label-occupation = વ્યવસાય
biodata-label-occupation-details = વ્યવસાયની વિગત
biodata-label-working-as = હોદ્દો
biodata-label-employer = નોકરીદાતા
biodata-label-annual-income = વાર્ષિક આવક
biodata-label-lives-in = રહેઠાણ
biodata-label-nri = ભારત બહાર વસવાટ
biodata-label-visa-type = વિઝાનો પ્રકાર
biodata-label-about-me = મારા વિશે
biodata-label-expectations = અમારા શબ્દોમાં

# Values.
biodata-yes = હા
biodata-no = ના
biodata-male = પુરુષ
biodata-female = સ્ત્રી
# The birth date: { $date } is 14-02-1998, { $years } the age today.
biodata-birth = { $date } ({ $years } વર્ષ)
# Brothers or sisters: how many, and how many of them are married when the member said so.
biodata-siblings-married = { $count } ({ $married } પરિણીત)

# The partner expectations: the age and height the member looks for ("26 – 32 years", "5 ft 3 in – 6 ft"), and the
# weight with its unit in the reader's language.
biodata-label-partner-age = ઉંમર
biodata-label-partner-height = ઊંચાઈ
biodata-partner-age = { $from } – { $to } વર્ષ
biodata-weight = { $kg } કિ.ગ્રા.
