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
