# Telling a member that their profile status changed (in the app, by e-mail and by push): a title and a body for
# each kind, and the button of the e-mail.

notifications-approved-title = આપની પ્રોફાઇલ મંજૂર થઈ
notifications-approved-body = અભિનંદન! આપની પ્રોફાઇલ મંજૂર થઈ છે. હવે આપ મેચ જોઈ શકો છો, શોધી શકો છો અને કનેક્ટ થઈ શકો છો.

notifications-suspension-lifted-title = આપની પ્રોફાઇલ ફરી સક્રિય થઈ
notifications-suspension-lifted-body = મધ્યસ્થીએ આપની પ્રોફાઇલ પરનો પ્રતિબંધ હટાવ્યો છે. આપની પ્રોફાઇલ ફરી બીજા સભ્યોને દેખાશે.

notifications-changes-requested-title = પ્રોફાઇલમાં ફેરફાર જરૂરી છે
notifications-changes-requested-body = મધ્યસ્થીએ આપની પ્રોફાઇલમાં ફેરફાર કરવા કહ્યું છે. પ્રોફાઇલમાં જઈ સુધારો કરી ફરી મોકલો.

notifications-suspended-title = આપની પ્રોફાઇલ સ્થગિત કરવામાં આવી છે
notifications-suspended-body = આપની પ્રોફાઇલ હાલ પૂરતી સ્થગિત કરવામાં આવી છે; તે બીજા સભ્યોને દેખાશે નહીં. પ્રશ્ન હોય તો સપોર્ટનો સંપર્ક કરો.

notifications-submitted-title = પ્રોફાઇલ મંજૂરી માટે મોકલી
notifications-submitted-body = આપની પ્રોફાઇલ મંજૂરી માટે મોકલી છે. મંજૂરીમાં આશરે { $hours } કલાક લાગે છે.

notifications-deactivated-title = આપનું ખાતું નિષ્ક્રિય થયું
notifications-deactivated-body = આપે આપનું ખાતું નિષ્ક્રિય કર્યું છે; આપની પ્રોફાઇલ કોઈને દેખાશે નહીં. ફરી સક્રિય કરવા લૉગિન કરી ‘ખાતું ફરી સક્રિય કરો’ દબાવો. આ આપે ન કર્યું હોય તો પાસવર્ડ બદલો.

notifications-reactivated-title = આપનું ખાતું ફરી સક્રિય થયું
notifications-reactivated-body = આપનું ખાતું ફરી સક્રિય થયું છે.

notifications-status-changed-title = આપની પ્રોફાઇલની સ્થિતિ બદલાઈ
notifications-status-changed-body = આપની પ્રોફાઇલની સ્થિતિ બદલાઈ છે.

notifications-button-matches = મેચ જુઓ

# The weekly digest (rule 54): new members who fit both ways; -one for one of them, -other for { $count } of them;
# each line names one.
notifications-digest-title-one = એક નવો સભ્ય તમારી પસંદને અનુરૂપ છે
notifications-digest-title-other = { $count } નવા સભ્યો તમારી પસંદને અનુરૂપ છે
notifications-digest-body-one = આ અઠવાડિયે એક નવો સભ્ય તમે જે શોધો છો તેને અનુરૂપ છે, અને તમે પણ તેમની પસંદને અનુરૂપ છો:
notifications-digest-body-other = આ અઠવાડિયે { $count } નવા સભ્યો તમે જે શોધો છો તેને અનુરૂપ છે, અને તમે પણ તેમની પસંદને અનુરૂપ છો:
notifications-digest-line = { $name } ({ $id }), { $age }, { $city }
notifications-digest-more = અને બીજા { $count }
notifications-digest-button = તેમને જુઓ
notifications-digest-off = આ સાપ્તાહિક ઈ-મેલ બંધ કરો
