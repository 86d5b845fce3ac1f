# સમાજના કાર્યક્રમો (નિયમ 49): કાર્યક્રમના દિવસે અને પછી નોંધણી કરાવનારને શું જણાવાય છે.
events-mutual-title = { $event } માં આપ બંનેએ એકબીજાને પસંદ કર્યાં
events-mutual-body = { $name } (નંબર { $number }) એ પણ આપને પસંદ કર્યા છે. જોડાવા માટે કાર્યક્રમના દિવસના પાના પર પુષ્ટિ કરો; આયોજકોનું ટેબલ આજે જ બંને પરિવારોની મુલાકાત ગોઠવી શકે છે.
events-day-button = કાર્યક્રમના દિવસનું પાનું ખોલો
events-connected-title = { $event } દ્વારા જોડાણ થયું
events-connected-body = આપે અને { $name } એ પુષ્ટિ કરી છે. હવે આપ જોડાયેલાં છો અને એકબીજાના વાલીઓના ફોન નંબર જોઈ શકો છો.
events-cancelled-title = કાર્યક્રમ “{ $event }” રદ થયો છે
events-cancelled-body = આયોજકોએ { $day } ના રોજ યોજાનાર કાર્યક્રમ “{ $event }” રદ કર્યો છે. તેમના શબ્દોમાં: { $reason }
events-event-button = કાર્યક્રમ ખોલો

# A paper form entered by a volunteer (rule 49): the e-mail to the family's address. { $name } is the person,
# { $event } the event, { $volunteer } the volunteer's first name.
events-paper-mail-title = { $name }નું કાગળનું ફોર્મ સગપણ પર છે
events-paper-mail-body = સમાજના સ્વયંસેવક { $volunteer }એ “{ $event }” માટે { $name }નું કાગળનું ફોર્મ આ ઈ-મેલ સરનામા સાથે દાખલ કર્યું છે અને { $name }નું નામ તેમાં નોંધાવ્યું છે. { $name } પોતાના ઈ-મેલ પર મોકલાયેલા કોડથી સંમતિ આપે અને મધ્યસ્થીઓ પ્રોફાઇલ મંજૂર કરે, પછી જ તે પુસ્તિકામાં આવશે. પ્રોફાઇલ આપ જાતે ઓનલાઇન સંભાળવા માંગતા હો તો આ સરનામા માટે પાસવર્ડ પસંદ કરો; જો આપે આવું કોઈ ફોર્મ ભર્યું ન હોય, તો આયોજકોને લખો.
events-paper-mail-button = પાસવર્ડ પસંદ કરો
