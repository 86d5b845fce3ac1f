# Family managers (rule 46): the people who look after a member's profile with them.

# Who took an action, said to the member whose profile it is ("your") or to the other side ("her", "his").
family-who-her-father = તેમના પિતા
family-who-his-father = તેમના પિતા
family-who-your-father = આપના પિતા
family-who-her-mother = તેમનાં માતા
family-who-his-mother = તેમનાં માતા
family-who-your-mother = આપનાં માતા
family-who-her-brother = તેમના ભાઈ
family-who-his-brother = તેમના ભાઈ
family-who-your-brother = આપના ભાઈ
family-who-her-sister = તેમનાં બહેન
family-who-his-sister = તેમનાં બહેન
family-who-your-sister = આપનાં બહેન
family-who-relative = એક સંબંધી
family-who-friend = પરિવારના એક મિત્ર
family-who-volunteer = સમાજના એક સ્વયંસેવક

# A connection request, on a card and in the inbox: { $who } is one of the above.
family-sent-by = { $who } દ્વારા મોકલાઈ
family-answered-by = { $who } દ્વારા જવાબ અપાયો
# An entry of the member's own activity.
family-done-by = { $who } દ્વારા

# The invitation e-mail. { $name } is the member's full name.
family-invite-subject = સગપણ પર પ્રોફાઇલ સંભાળવાનું આમંત્રણ
family-invite-intro = { $name } એ પાટીદાર સમાજની લગ્ન સેવા સગપણ પર પોતાની પ્રોફાઇલ સંભાળવામાં મદદ માટે આપને આમંત્રણ આપ્યું છે. સ્વીકારવા માટે નીચેનું પાનું ખોલો અને આ કોડ લખો:
family-invite-after = આ કોડ 7 દિવસ માન્ય છે. આપ આપના પોતાના ખાતાથી લૉગિન કરશો અને { $name } જેટલું મંજૂર કરે તેટલું જ જોઈ શકશો. જો આપ { $name } ને ઓળખતા ન હો, તો આ ઈ-મેલને અવગણો.
family-invite-button = આમંત્રણ સ્વીકારો

# The person's consent to a profile someone else created. { $name } is the person, { $creator } "your father".
family-consent-subject = સગપણ પરની પ્રોફાઇલ માટે આપની સંમતિ
family-consent-intro = { $creator } પાટીદાર સમાજની લગ્ન સેવા સગપણ પર આપ, { $name }, માટે લગ્ન-પ્રોફાઇલ બનાવી રહ્યા છે. આપની સંમતિ વિના તે કોઈને દેખાશે નહીં. સંમતિ આપવા માટે નીચેનું પાનું ખોલો અને આ કોડ લખો:
family-consent-after = આ કોડ 7 દિવસ માન્ય છે. એ પાના પર આપ પ્રોફાઇલ જાતે સંભાળી પણ શકો: પછી આપ આ ઈ-મેલથી લૉગિન કરશો, બીજું કોઈ નહીં. જો આપ સંમત ન હો, તો આ ઈ-મેલને અવગણો.
family-consent-button = મારી સંમતિ આપો
