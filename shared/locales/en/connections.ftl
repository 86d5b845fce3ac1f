# Notifications about connection requests: { $name } is the other member, "Priya Patel (PT104233)".
# A request's notification is rewritten in place once it is answered or closed.

connections-button-inbox = Open my inbox

connections-received-title = New connection request
connections-received-body = { $name } has sent you a connection request. Accept or decline it in your inbox.

# The receiver's notification of the request, rewritten in place once they answered it.
connections-you-accepted-title = You accepted a connection request
connections-you-accepted-body = You accepted the connection request of { $name }. You can now both see each other's parents' phone numbers.
connections-you-declined-title = You declined a connection request
connections-you-declined-body = You declined the connection request of { $name }.

# The sender's notification of the answer.
connections-accepted-title = Connection request accepted
connections-accepted-body = { $name } has accepted your connection request. You can now see their parents' phone numbers on their profile.
connections-declined-title = Your request was not taken forward
connections-declined-body = { $name } has not taken your connection request forward this time. Other members may be a better match: your lists have more.

# The sender withdrew the request.
connections-withdrawn-title = Connection request withdrawn
connections-withdrawn-body = { $name } has withdrawn their connection request.

# A pending request closed by a block: the member who was blocked is not told who, nor why.
connections-closed-title = Connection request closed
connections-closed-body = This connection request is no longer pending.

# The receiver replied without deciding (rule 47a): the sender's notification.
connections-need-time-title = They need a little time
connections-need-time-body = { $name } has seen your connection request and needs time to think it over. It stays open.
connections-need-info-title = A question about your request
connections-need-info-body = { $name } asks: “{ $question }” Answer it from your inbox.
connections-elsewhere-title = Talks in progress elsewhere
connections-elsewhere-body = The family of { $name } is in talks with another family just now. Your request stays open.
# The sender answered the receiver's question: the receiver's notification.
connections-answered-title = Your question was answered
connections-answered-body = { $name } answers: “{ $answer }”

# Reminders and expiry (rule 42): { $days } is a number of days, { $again } the days before another request.
connections-reminder-title = A request is waiting for your reply
connections-reminder-body = { $name } sent you a connection request { $days } days ago. Any reply helps their family, even “need time”.
connections-expired-title = No reply to your request
connections-expired-body = { $name } did not reply to your connection request within { $days } days, so it has closed. You may send them another after { $again } days.
connections-lapsed-title = Connection request closed without a reply
connections-lapsed-body = The connection request of { $name } closed after { $days } days without a reply.
