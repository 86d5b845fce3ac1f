# The labels of the profile's fixed option lists (shared/src/options.rs), for the server (the bio-data PDF,
# match explanations) and, written by the generator, for the web app's pickers and profile pages.

# Marital status, by its number (1 never married to 4 awaiting divorce).
options-marital-status-1 = Never married
options-marital-status-2 = Widowed
options-marital-status-3 = Divorced
options-marital-status-4 = Awaiting divorce

# Family type: 1 joint, 2 nuclear.
options-family-type-1 = Joint family
options-family-type-2 = Nuclear family

# The visa of a member living abroad, 1 to 6.
options-visa-type-1 = Citizenship
options-visa-type-2 = Permanent resident
options-visa-type-3 = Work permit visa
options-visa-type-4 = Study permit visa
options-visa-type-5 = Tourist visa
options-visa-type-6 = Business visa

# Sun signs, 1 Aries to 12 Pisces.
options-sun-sign-1 = Aries
options-sun-sign-2 = Taurus
options-sun-sign-3 = Gemini
options-sun-sign-4 = Cancer
options-sun-sign-5 = Leo
options-sun-sign-6 = Virgo
options-sun-sign-7 = Libra
options-sun-sign-8 = Scorpio
options-sun-sign-9 = Sagittarius
options-sun-sign-10 = Capricorn
options-sun-sign-11 = Aquarius
options-sun-sign-12 = Pisces

# Mother tongues, 1 to 15, Gujarati first.
options-mother-tongue-1 = Gujarati
options-mother-tongue-2 = Hindi
options-mother-tongue-3 = Kutchi
options-mother-tongue-4 = Marathi
options-mother-tongue-5 = Rajasthani
options-mother-tongue-6 = Punjabi
options-mother-tongue-7 = Sindhi
options-mother-tongue-8 = Bengali
options-mother-tongue-9 = Tamil
options-mother-tongue-10 = Telugu
options-mother-tongue-11 = Kannada
options-mother-tongue-12 = Malayalam
options-mother-tongue-13 = Urdu
options-mother-tongue-14 = English
options-mother-tongue-15 = Other language

# Hobbies, by their key (social_service is written social-service here).
options-hobby-reading = Reading
options-hobby-music = Music
options-hobby-singing = Singing
options-hobby-dance = Dance
options-hobby-cooking = Cooking
options-hobby-travel = Travel
options-hobby-sports = Sports
options-hobby-cricket = Cricket
options-hobby-yoga = Yoga
options-hobby-fitness = Fitness
options-hobby-movies = Movies
options-hobby-art = Art
options-hobby-photography = Photography
options-hobby-gardening = Gardening
options-hobby-social-service = Social service
options-hobby-spirituality = Spirituality

# Diet, 1 to 4.
options-diet-1 = Vegetarian
options-diet-2 = Jain
options-diet-3 = Eggetarian
options-diet-4 = Non-vegetarian

# Smoking and drinking, 1 never to 3 regularly.
options-habit-1 = Never
options-habit-2 = Occasionally
options-habit-3 = Regularly

# Moon signs (rashi), 1 Mesh to 12 Meen.
options-moon-sign-1 = Mesh (Aries)
options-moon-sign-2 = Vrishabh (Taurus)
options-moon-sign-3 = Mithun (Gemini)
options-moon-sign-4 = Kark (Cancer)
options-moon-sign-5 = Simha (Leo)
options-moon-sign-6 = Kanya (Virgo)
options-moon-sign-7 = Tula (Libra)
options-moon-sign-8 = Vrishchik (Scorpio)
options-moon-sign-9 = Dhanu (Sagittarius)
options-moon-sign-10 = Makar (Capricorn)
options-moon-sign-11 = Kumbh (Aquarius)
options-moon-sign-12 = Meen (Pisces)

# Birth stars (nakshatra), 1 Ashwini to 27 Revati.
options-nakshatra-1 = Ashwini
options-nakshatra-2 = Bharani
options-nakshatra-3 = Krittika
options-nakshatra-4 = Rohini
options-nakshatra-5 = Mrigashira
options-nakshatra-6 = Ardra
options-nakshatra-7 = Punarvasu
options-nakshatra-8 = Pushya
options-nakshatra-9 = Ashlesha
options-nakshatra-10 = Magha
options-nakshatra-11 = Purva Phalguni
options-nakshatra-12 = Uttara Phalguni
options-nakshatra-13 = Hasta
options-nakshatra-14 = Chitra
options-nakshatra-15 = Swati
options-nakshatra-16 = Vishakha
options-nakshatra-17 = Anuradha
options-nakshatra-18 = Jyeshtha
options-nakshatra-19 = Mula
options-nakshatra-20 = Purva Ashadha
options-nakshatra-21 = Uttara Ashadha
options-nakshatra-22 = Shravana
options-nakshatra-23 = Dhanishta
options-nakshatra-24 = Shatabhisha
options-nakshatra-25 = Purva Bhadrapada
options-nakshatra-26 = Uttara Bhadrapada
options-nakshatra-27 = Revati

# Manglik, 1 yes, 2 no, 3 partly, 4 don't know.
options-manglik-1 = Manglik
options-manglik-2 = Not manglik
options-manglik-3 = Partly manglik
options-manglik-4 = Don't know
