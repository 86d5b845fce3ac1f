# The labels of the profile's fixed option lists (shared/src/options.rs), for the server (the bio-data PDF,
# match explanations) and, written by the generator, for the web app's pickers and profile pages.

# Marital status, by its number (1 never married to 4 awaiting divorce).
options-marital-status-1 = અપરિણીત
options-marital-status-2 = વિધવા/વિધુર
options-marital-status-3 = છૂટાછેડા
options-marital-status-4 = છૂટાછેડાની પ્રક્રિયા ચાલુ

# Family type: 1 joint, 2 nuclear.
options-family-type-1 = સંયુક્ત કુટુંબ
options-family-type-2 = વિભક્ત કુટુંબ

# The visa of a member living abroad, 1 to 6.
options-visa-type-1 = નાગરિકત્વ
options-visa-type-2 = પર્મેનન્ટ રેસિડેન્ટ
options-visa-type-3 = વર્ક પરમિટ વિઝા
options-visa-type-4 = સ્ટડી પરમિટ વિઝા
options-visa-type-5 = ટૂરિસ્ટ વિઝા
options-visa-type-6 = બિઝનેસ વિઝા

# Sun signs, 1 Aries to 12 Pisces.
options-sun-sign-1 = મેષ
options-sun-sign-2 = વૃષભ
options-sun-sign-3 = મિથુન
options-sun-sign-4 = કર્ક
options-sun-sign-5 = સિંહ
options-sun-sign-6 = કન્યા
options-sun-sign-7 = તુલા
options-sun-sign-8 = વૃશ્ચિક
options-sun-sign-9 = ધન
options-sun-sign-10 = મકર
options-sun-sign-11 = કુંભ
options-sun-sign-12 = મીન

# Mother tongues, 1 to 15, Gujarati first.
options-mother-tongue-1 = ગુજરાતી
options-mother-tongue-2 = હિન્દી
options-mother-tongue-3 = કચ્છી
options-mother-tongue-4 = મરાઠી
options-mother-tongue-5 = રાજસ્થાની
options-mother-tongue-6 = પંજાબી
options-mother-tongue-7 = સિંધી
options-mother-tongue-8 = બંગાળી
options-mother-tongue-9 = તમિલ
options-mother-tongue-10 = તેલુગુ
options-mother-tongue-11 = કન્નડ
options-mother-tongue-12 = મલયાલમ
options-mother-tongue-13 = ઉર્દૂ
options-mother-tongue-14 = અંગ્રેજી
options-mother-tongue-15 = અન્ય ભાષા

# Hobbies, by their key (social_service is written social-service here).
options-hobby-reading = વાંચન
options-hobby-music = સંગીત
options-hobby-singing = ગાયન
options-hobby-dance = નૃત્ય
options-hobby-cooking = રસોઈ
options-hobby-travel = પ્રવાસ
options-hobby-sports = રમતગમત
options-hobby-cricket = ક્રિકેટ
options-hobby-yoga = યોગ
options-hobby-fitness = ફિટનેસ
options-hobby-movies = ફિલ્મો
options-hobby-art = કલા
options-hobby-photography = ફોટોગ્રાફી
options-hobby-gardening = બાગકામ
options-hobby-social-service = સમાજસેવા
options-hobby-spirituality = આધ્યાત્મિકતા
