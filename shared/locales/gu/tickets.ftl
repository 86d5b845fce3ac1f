# The notice that the team answered a support ticket; { $topic } is the ticket's topic as the member wrote it.

tickets-answered-title = આપની ટિકિટનો જવાબ આવ્યો
tickets-answered-body = સગપણ ટીમે આપની ટિકિટ “{ $topic }”નો જવાબ આપ્યો છે. જવાબ વાંચવા ટિકિટ ખોલો.
tickets-button = ટિકિટ ખોલો
