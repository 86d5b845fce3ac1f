# Notices about satapeta, the link between the profiles of a brother and a sister (rule 11).
# { $name } is the other member, "Priya Patel (PT104233)".

satapeta-code-title = Satapeta verification code
# { $name } is the member who asks, "Priya Patel (PT104233)"; { $code } the six digits.
satapeta-code-body = { $name } has asked to link your profile for satapeta. If you agree, give them this code: { $code }. It is valid for 10 minutes.

satapeta-linked-title = Satapeta linked
satapeta-linked-body = Your profile is now linked with { $name } for satapeta.

satapeta-disabled-title = Satapeta turned off
satapeta-disabled-body = { $name } has turned satapeta off; your two profiles are no longer linked.

satapeta-button = Open satapeta
