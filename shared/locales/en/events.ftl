# Events of the samaj (rule 49): what registrants are told on the day and afterwards.
events-mutual-title = You marked each other at { $event }
events-mutual-body = { $name } (number { $number }) marked you too. Confirm on the day page to connect; the organisers' desk can arrange for your families to meet today.
events-day-button = Open the day page
events-connected-title = Connected through { $event }
events-connected-body = You and { $name } both confirmed. You are now connected and can see each other's parents' phone numbers.
events-cancelled-title = “{ $event }” is cancelled
events-cancelled-body = The organisers have cancelled “{ $event }”, which was to be held on { $day }. In their words: { $reason }
events-event-button = Open the event

# A paper form entered by a volunteer (rule 49): the e-mail to the family's address. { $name } is the person,
# { $event } the event, { $volunteer } the volunteer's first name.
events-paper-mail-title = { $name }'s paper form is on Sagpan
events-paper-mail-body = { $volunteer }, a samaj volunteer, has entered the paper form of { $name } for “{ $event }” with this e-mail address, and registered { $name } for it. The profile reaches the booklet once { $name } agrees with a code sent to their own e-mail, and the moderators approve it. To look after the profile online yourselves, choose a password for this address; if you did not fill such a form, write to the organisers.
events-paper-mail-button = Choose a password
