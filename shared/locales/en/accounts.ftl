# Notices about the account itself.

# The text message carrying the code that verifies a mobile number (rule 44). { $code } is six digits; keep it short.
accounts-sms-phone-code = Sagpan: { $code } is your code to verify this mobile number. It is valid for 10 minutes. Never share it.

accounts-email-changed-title = Your e-mail address was changed
# { $email } is the new address.
accounts-email-changed-body = The e-mail address of your Sagpan account is now { $email }. If you did not make this change, contact support at once.
accounts-email-changed-button = Open my account

# The push that signs a browser out after the password was changed elsewhere.
accounts-signed-out-title = You have been signed out
accounts-signed-out-body = The password of your account was changed; sign in again on this device.
