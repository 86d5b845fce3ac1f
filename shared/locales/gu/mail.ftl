# E-mails in Gujarati and English, plain and HTML (the code adds the layout).

# Every e-mail: the greeting ({ $name } is the member's first name), and the footer's link to Sagpan, in both
# scripts whatever the language.
mail-greeting = નમસ્તે { $name },
mail-greeting-anonymous = નમસ્તે,
mail-brand = Sagpan · સગપણ

# A message carrying a one-time code: its subject and the line before the code, for each purpose. The code is
# only ever in the body: subjects end up in mail logs and notification previews.
mail-code-confirm-email-subject = આપનું ઈ-મેલ ચકાસો
mail-code-confirm-email-intro = સગપણમાં આપનું ઈ-મેલ ચકાસવા માટે આ કોડ દાખલ કરો:
mail-code-login-subject = સગપણમાં લૉગિન કોડ
mail-code-login-intro = સગપણમાં લૉગિન કરવા માટે આ કોડ દાખલ કરો:
mail-code-reset-password-subject = પાસવર્ડ બદલવાનો કોડ
mail-code-reset-password-intro = નવો પાસવર્ડ રાખવા માટે આ કોડ દાખલ કરો:
mail-code-change-email-subject = નવું ઈ-મેલ ચકાસો
mail-code-change-email-intro = આ નવું ઈ-મેલ સરનામું ચકાસવા માટે આ કોડ દાખલ કરો:
mail-code-satapeta-subject = સાટાપેટા ચકાસણી કોડ
mail-code-satapeta-intro = આપના ભાઈ કે બહેને સગપણ પર સાટાપેટા માટે આપની પ્રોફાઇલ સાથે જોડાણ માંગ્યું છે. આપ સંમત હો તો આ કોડ તેમને આપો:
mail-code-validity = આ કોડ 10 મિનિટ માટે માન્ય છે અને એક જ વાર વાપરી શકાય છે. આ વિનંતી આપે ન કરી હોય તો આ ઈ-મેલ અવગણો.
mail-code-never-asked = સગપણની ટીમ ક્યારેય આપનો કોડ કે પાસવર્ડ માંગતી નથી.

# Sent after a password was set with a reset code: the member learns of it even if it was not them.
mail-password-changed-subject = આપનો પાસવર્ડ બદલાયો છે
mail-password-changed-body = સગપણમાં આપના ખાતાનો પાસવર્ડ હમણાં બદલાયો છે અને બધાં ઉપકરણો પરથી લૉગઆઉટ કરવામાં આવ્યું છે.
mail-password-changed-unexpected = આ ફેરફાર આપે ન કર્યો હોય તો તરત જ "પાસવર્ડ ભૂલી ગયા?" વડે નવો પાસવર્ડ રાખો અને અમારો સંપર્ક કરો.

# Sent to the owner of an address that a new, unconfirmed account asked to take.
mail-address-in-use-subject = કોઈએ આપનું ઈ-મેલ સરનામું વાપરવાનો પ્રયાસ કર્યો
mail-address-in-use-body = સગપણમાં એક નવા ખાતા માટે આપનું આ ઈ-મેલ સરનામું દાખલ કરવામાં આવ્યું હતું. આ સરનામે આપનું ખાતું પહેલેથી છે, એટલે કંઈ બદલાયું નથી.
mail-address-in-use-after = જો આ આપે જ કર્યું હોય, તો નવું ખાતું બનાવવાને બદલે આપના હાલના ખાતામાં લૉગિન કરો (પાસવર્ડ યાદ ન હોય તો "પાસવર્ડ ભૂલી ગયા?"). જો ન કર્યું હોય, તો આ ઈ-મેલ અવગણો.

# The button of both messages above.
mail-button-sign-in = લૉગિન કરો

# Sent once when an address subscribes to the news from the footer, with the one-click unsubscribe link.
mail-subscribed-subject = સગપણના સમાચાર માટે આપનું સબ્સ્ક્રિપ્શન
mail-subscribed-body = આ સરનામું સગપણના સમાચાર માટે નોંધાયું છે: નવી સુવિધાઓ અને સમાજના કાર્યક્રમોની માહિતી, મહિનામાં વધુમાં વધુ એક વાર.
mail-subscribed-after = આપે સબ્સ્ક્રાઇબ ન કર્યું હોય કે હવે સમાચાર ન જોઈતા હોય તો નીચેનું બટન દબાવો; એક ક્લિકમાં નામ નીકળી જશે.
mail-subscribed-button = સબ્સ્ક્રિપ્શન રદ કરો
