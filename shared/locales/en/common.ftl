# Words that several subjects use.

# How a member who erased their account is named wherever their name was shown.
common-deleted-member = Deleted member

