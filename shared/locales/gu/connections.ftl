# Notifications about connection requests: { $name } is the other member, "Priya Patel (PT104233)".
# A request's notification is rewritten in place once it is answered or closed.

connections-button-inbox = ઇનબૉક્સ ખોલો

connections-received-title = નવી જોડાણ વિનંતી
connections-received-body = { $name } એ આપને જોડાણ વિનંતી મોકલી છે. ઇનબૉક્સમાં જઈ સ્વીકારો કે નકારો.

# The receiver's notification of the request, rewritten in place once they answered it.
connections-you-accepted-title = આપે જોડાણ વિનંતી સ્વીકારી
connections-you-accepted-body = આપે { $name } ની જોડાણ વિનંતી સ્વીકારી છે. હવે આપ બંને એકબીજાના વાલીઓના ફોન નંબર જોઈ શકો છો.
connections-you-declined-title = આપે જોડાણ વિનંતી નકારી
connections-you-declined-body = આપે { $name } ની જોડાણ વિનંતી નકારી છે.

# The sender's notification of the answer.
connections-accepted-title = જોડાણ વિનંતી સ્વીકારાઈ
connections-accepted-body = { $name } એ આપની જોડાણ વિનંતી સ્વીકારી છે. હવે આપ તેમની પ્રોફાઇલમાં વાલીઓના ફોન નંબર જોઈ શકો છો.
connections-declined-title = આપની વિનંતી આગળ વધારાઈ નથી
connections-declined-body = { $name } એ આ વખતે આપની જોડાણ વિનંતી આગળ વધારી નથી. બીજા સભ્યો વધુ યોગ્ય હોઈ શકે: આપની યાદીઓમાં વધુ પ્રોફાઇલ છે.

# The sender withdrew the request.
connections-withdrawn-title = જોડાણ વિનંતી પાછી ખેંચાઈ
connections-withdrawn-body = { $name } એ પોતાની જોડાણ વિનંતી પાછી ખેંચી છે.

# A pending request closed by a block: the member who was blocked is not told who, nor why.
connections-closed-title = જોડાણ વિનંતી બંધ થઈ
connections-closed-body = આ જોડાણ વિનંતી હવે બાકી નથી.

# The receiver replied without deciding (rule 47a): the sender's notification.
connections-need-time-title = તેમને થોડો સમય જોઈએ છે
connections-need-time-body = { $name } એ આપની જોડાણ વિનંતી જોઈ છે અને વિચારવા માટે થોડો સમય માંગે છે. વિનંતી ખુલ્લી રહે છે.
connections-need-info-title = આપની વિનંતી વિશે એક પ્રશ્ન
connections-need-info-body = { $name } પૂછે છે: “{ $question }” ઇનબૉક્સમાંથી ઉત્તર આપો.
connections-elsewhere-title = અન્ય જગ્યાએ વાત ચાલુ છે
connections-elsewhere-body = { $name } ના પરિવારની હાલ બીજા પરિવાર સાથે વાત ચાલે છે. આપની વિનંતી ખુલ્લી રહે છે.
# The sender answered the receiver's question: the receiver's notification.
connections-answered-title = આપના પ્રશ્નનો ઉત્તર મળ્યો
connections-answered-body = { $name } નો ઉત્તર: “{ $answer }”

# Reminders and expiry (rule 42): { $days } is a number of days, { $again } the days before another request.
connections-reminder-title = એક વિનંતી આપના જવાબની રાહ જુએ છે
connections-reminder-body = { $name } એ { $days } દિવસ પહેલાં આપને જોડાણ વિનંતી મોકલી હતી. કોઈ પણ જવાબ તેમના પરિવારને મદદરૂપ થાય છે, “થોડો સમય જોઈએ” પણ.
connections-expired-title = આપની વિનંતીનો જવાબ ન મળ્યો
connections-expired-body = { $name } એ { $days } દિવસમાં આપની જોડાણ વિનંતીનો જવાબ ન આપ્યો, તેથી તે બંધ થઈ છે. { $again } દિવસ પછી આપ તેમને ફરી વિનંતી મોકલી શકો છો.
connections-lapsed-title = જવાબ વગર જોડાણ વિનંતી બંધ થઈ
connections-lapsed-body = { $name } ની જોડાણ વિનંતી { $days } દિવસ સુધી જવાબ વગર રહી અને બંધ થઈ.
