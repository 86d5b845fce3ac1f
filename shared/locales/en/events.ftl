# Events of the samaj (rule 49): what registrants are told on the day and afterwards.
events-mutual-title = You marked each other at { $event }
events-mutual-body = { $name } (number { $number }) marked you too. Confirm on the day page to connect; the organisers' desk can arrange for your families to meet today.
events-day-button = Open the day page
events-connected-title = Connected through { $event }
events-connected-body = You and { $name } both confirmed. You are now connected and can see each other's parents' phone numbers.
events-cancelled-title = “{ $event }” is cancelled
events-cancelled-body = The organisers have cancelled “{ $event }”, which was to be held on { $day }. In their words: { $reason }
events-event-button = Open the event
