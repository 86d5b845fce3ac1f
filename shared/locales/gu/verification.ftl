# ઓળખપત્ર અથવા ચકાસણી ફોટા પર મધ્યસ્થીના નિર્ણયની સૂચના (નિયમ 44).

verification-id-approved-title = આપનું ઓળખપત્ર ચકાસાયું
verification-id-approved-body = મધ્યસ્થીએ આપનું ઓળખપત્ર આપની પ્રોફાઇલ સાથે સરખાવ્યું. હવે આપની પ્રોફાઇલ પર "ઓળખપત્ર ચકાસાયેલ" બેજ છે. ઓળખપત્રની છબી કાઢી નાખવામાં આવી છે.

verification-id-refused-title = આપનું ઓળખપત્ર ચકાસી શકાયું નહીં
verification-id-refused-body = મધ્યસ્થી આપના ઓળખપત્રની ખાતરી કરી શક્યા નહીં. છબી કાઢી નાખવામાં આવી છે; આપ બીજું મોકલી શકો છો.

verification-photo-approved-title = આપનો ફોટો ચકાસાયો
verification-photo-approved-body = મધ્યસ્થીએ આપનો ચકાસણી ફોટો આપની પ્રોફાઇલના ફોટા સાથે સરખાવ્યો. હવે આપની પ્રોફાઇલ પર "ફોટો ચકાસાયેલ" બેજ છે. ચકાસણી ફોટો કાઢી નાખવામાં આવ્યો છે.

verification-photo-refused-title = આપનો ફોટો ચકાસી શકાયો નહીં
verification-photo-refused-body = મધ્યસ્થી આપનો ચકાસણી ફોટો આપની પ્રોફાઇલના ફોટા સાથે મેળવી શક્યા નહીં. તે કાઢી નાખવામાં આવ્યો છે; આપ નવી મુદ્રા માગીને ફરી પ્રયત્ન કરી શકો છો.
# The signed paper form on which the person consented to a profile a volunteer entered (rule 49), told to the
# profile's account.
verification-consent-approved-title = કાગળ પરની સંમતિ સ્વીકારાઈ છે
verification-consent-approved-body = મધ્યસ્થીએ સહી કરેલું કાગળનું ફોર્મ ચકાસ્યું છે: વ્યક્તિએ પ્રોફાઇલ માટે સંમતિ આપી છે. પ્રોફાઇલ પૂરી થાય એટલે મંજૂરી માટે મધ્યસ્થીઓ પાસે જશે.
verification-consent-refused-title = કાગળ પરની સંમતિ સ્વીકારાઈ નથી
verification-consent-refused-body = મધ્યસ્થી સહી કરેલા કાગળના ફોર્મને વ્યક્તિની સંમતિ તરીકે સ્વીકારી શક્યા નહીં. તેનો ફોટો કાઢી નાખવામાં આવ્યો છે; સ્વયંસેવક વધુ સ્પષ્ટ ફોટો મોકલી શકે, અથવા વ્યક્તિ પોતાના ઈ-મેલ પર મોકલાયેલા કોડથી સંમતિ આપી શકે.
verification-consent-button = પ્રોફાઇલ ખોલો

verification-expired-title = આપની ચકાસણી સમયસર થઈ શકી નહીં
verification-expired-body = આપે મોકલેલું { $days } દિવસમાં કોઈ મધ્યસ્થી જોઈ શક્યા નહીં, તેથી તે કાઢી નાખવામાં આવ્યું છે. કૃપા કરી ફરી મોકલો.

verification-button = ચકાસણી ખોલો

# Samaj volunteers (rule 45): a volunteer's word offered to a member, and the appointment mail.

verification-vouch-offered-title = સમાજ સ્વયંસેવકે આપના પરિવાર માટે સાખ પૂરી
verification-vouch-offered-body = આપના ગામના સમાજ સ્વયંસેવક { $name } કહે છે કે તેઓ આપના પરિવારને ઓળખે છે. આપની પ્રોફાઇલ પર "સમાજ" બેજ બતાવવા તેમની સાખ સ્વીકારો, અથવા નકારો.

verification-volunteer-appointed-title = આપ સગપણ પર સમાજ સ્વયંસેવક છો
verification-volunteer-appointed-body = મધ્યસ્થીઓએ આપને આપનાં ગામો માટે સમાજ સ્વયંસેવક નીમ્યા છે. સ્વયંસેવક પાના પર આપ એ ગામોના સભ્યો જોઈ શકો છો અને જે પરિવારોને આપ અંગત રીતે ઓળખો છો તેમના માટે સાખ પૂરી શકો છો.
verification-volunteer-appointed-button = સ્વયંસેવક પાનું ખોલો
verification-volunteer-appointed-new-body = મધ્યસ્થીઓએ આપને આપનાં ગામો માટે સમાજ સ્વયંસેવક નીમ્યા છે, અને આ ઈ-મેઇલ સરનામા માટે આપનું પોતાનું ખાતું બનાવ્યું છે. "પાસવર્ડ ભૂલી ગયા" વડે આપનો પાસવર્ડ પસંદ કરો, પછી સાઇન ઇન કરો: આપને એ ગામોના સભ્યો દેખાશે અને જે પરિવારોને આપ અંગત રીતે ઓળખો છો તેમના માટે સાખ પૂરી શકશો.
verification-volunteer-appointed-new-button = પાસવર્ડ પસંદ કરો
