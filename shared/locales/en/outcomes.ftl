# How it went (rule 48): { $name } is the other member, "Priya Patel (PT104233)".

outcomes-asked-title = How is it going?
outcomes-asked-body = You have been connected with { $name } for two weeks. Tell us privately how it is going: only you see your answer.
outcomes-asked-button = Tell us
outcomes-engaged-title = Congratulations on your engagement!
outcomes-engaged-body = You and { $name } have both said you are engaged. Your profiles are now hidden from every list. You may close your profile from your account page, or keep it hidden.
outcomes-engaged-button = Open my account
