# The notice that the team answered a support ticket; { $topic } is the ticket's topic as the member wrote it.

tickets-answered-title = Your ticket has been answered
tickets-answered-body = The Sagpan team has answered your ticket “{ $topic }”. Open the ticket to read the answer.
tickets-button = Open the ticket
