# Notices about satapeta, the link between the profiles of a brother and a sister (rule 11).
# { $name } is the other member, "Priya Patel (PT104233)".

satapeta-code-title = સાટાપેટા ચકાસણી કોડ
# { $name } is the member who asks, "Priya Patel (PT104233)"; { $code } the six digits.
satapeta-code-body = { $name } એ સાટાપેટા માટે આપની પ્રોફાઇલ સાથે જોડાણ માંગ્યું છે. આપ સંમત હો તો તેમને આ કોડ આપો: { $code }. કોડ 10 મિનિટ માટે માન્ય છે.

satapeta-linked-title = સાટાપેટા જોડાણ થયું
satapeta-linked-body = આપની પ્રોફાઇલ હવે { $name } સાથે સાટાપેટા માટે જોડાયેલી છે.

satapeta-disabled-title = સાટાપેટા બંધ થયું
satapeta-disabled-body = { $name } એ સાટાપેટા બંધ કર્યું છે; આપની બંને પ્રોફાઇલનું જોડાણ છૂટું થયું છે.

satapeta-button = સાટાપેટા ખોલો
