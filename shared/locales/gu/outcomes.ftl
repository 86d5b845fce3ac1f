# How it went (rule 48): { $name } is the other member, "Priya Patel (PT104233)".

outcomes-asked-title = વાત કેવી ચાલે છે?
outcomes-asked-body = { $name } સાથે આપનું જોડાણ થયાને બે અઠવાડિયાં થયાં. વાત કેવી ચાલે છે તે અમને ખાનગીમાં જણાવો: આપનો જવાબ ફક્ત આપ જ જુઓ છો.
outcomes-asked-button = જણાવો
outcomes-engaged-title = સગાઈના હાર્દિક અભિનંદન!
outcomes-engaged-body = આપે અને { $name } એ બંનેએ સગાઈ થયાનું જણાવ્યું છે. આપની પ્રોફાઇલ હવે કોઈ યાદીમાં દેખાતી નથી. આપ ખાતાના પાના પરથી પ્રોફાઇલ બંધ કરી શકો છો, અથવા તેને છુપાયેલી રાખી શકો છો.
outcomes-engaged-button = મારું ખાતું ખોલો
