# Notices about reports on members: the warning a reported member gets, and the word to whoever reported.

reports-warning-title = મધ્યસ્થી તરફથી ચેતવણી
reports-warning-body = સભ્યોએ આપની પ્રોફાઇલ કે વર્તન વિશે ફરિયાદ કરી છે. કૃપા કરીને સમુદાયના નિયમોનું પાલન કરો; ફરી ફરિયાદ આવશે તો પ્રોફાઇલ સ્થગિત થઈ શકે છે.

reports-handled-title = આપની ફરિયાદ પર કાર્યવાહી થઈ
# { $name } is the reported member, "Priya Patel (PT104233)".
reports-handled-body = આપે કરેલી { $name } વિશેની ફરિયાદ મધ્યસ્થીએ જોઈ છે અને તેના પર નિર્ણય લીધો છે. જાણ કરવા બદલ આભાર.

reports-button-notifications = સૂચનાઓ જુઓ
