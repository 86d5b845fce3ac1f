# Words that several subjects use.

# How a member who erased their account is named wherever their name was shown.
common-deleted-member = કાઢી નાખેલ સભ્ય

# A moderator's reason, the last paragraph of a notice.
common-reason = કારણ: { $reason }

# The button of a notice's e-mail that opens the member's profile.
common-button-my-profile = મારી પ્રોફાઇલ ખોલો
