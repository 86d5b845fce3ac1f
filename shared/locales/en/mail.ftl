# E-mails in Gujarati and English, plain and HTML (the code adds the layout).

# Every e-mail: the greeting ({ $name } is the member's first name), and the footer's link to Sagpan, in both
# scripts whatever the language.
mail-greeting = Hello { $name },
mail-greeting-anonymous = Hello,
mail-brand = Sagpan · સગપણ

# A message carrying a one-time code: its subject and the line before the code, for each purpose. The code is
# only ever in the body: subjects end up in mail logs and notification previews.
mail-code-confirm-email-subject = Confirm your e-mail
mail-code-confirm-email-intro = Enter this code to confirm your e-mail address on Sagpan:
mail-code-login-subject = Your Sagpan sign-in code
mail-code-login-intro = Enter this code to sign in to Sagpan:
mail-code-reset-password-subject = Your password reset code
mail-code-reset-password-intro = Enter this code to set a new password:
mail-code-change-email-subject = Confirm your new e-mail
mail-code-change-email-intro = Enter this code to confirm this new e-mail address:
mail-code-satapeta-subject = Satapeta verification code
mail-code-satapeta-intro = Your brother or sister on Sagpan has asked to link your profiles for satapeta. If you agree, give them this code:
mail-code-validity = The code is valid for 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.
mail-code-never-asked = The Sagpan team will never ask you for this code or your password.

# Sent after a password was set with a reset code: the member learns of it even if it was not them.
mail-password-changed-subject = Your password was changed
mail-password-changed-body = The password of your Sagpan account was just changed, and every device has been signed out.
mail-password-changed-unexpected = If you did not make this change, set a new password at once with "Forgot password?" and contact us.

# Sent to the owner of an address that a new, unconfirmed account asked to take.
mail-address-in-use-subject = Someone tried to use your e-mail address
mail-address-in-use-body = Your e-mail address was entered for a new Sagpan account. You already have an account with it, so nothing was changed.
mail-address-in-use-after = If it was you, sign in to your account instead of making a new one (use "Forgot password?" if you need to). If it was not you, you can ignore this e-mail.

# The button of both messages above.
mail-button-sign-in = Sign in

# Sent once when an address subscribes to the news from the footer, with the one-click unsubscribe link.
mail-subscribed-subject = Your subscription to Sagpan news
mail-subscribed-body = This address is now subscribed to Sagpan news: new features and community events, at most once a month.
mail-subscribed-after = If you did not subscribe, or no longer want the news, press the button below; one click removes you.
mail-subscribed-button = Unsubscribe
