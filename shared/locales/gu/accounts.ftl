# Notices about the account itself.

# The text message carrying the code that verifies a mobile number (rule 44). { $code } is six digits; keep it short.
accounts-sms-phone-code = સગપણ: આ મોબાઇલ નંબરની ચકાસણી માટે આપનો કોડ { $code } છે. તે 10 મિનિટ માન્ય છે. કોઈને જણાવશો નહીં.

accounts-email-changed-title = આપનું ઈ-મેલ બદલાયું
# { $email } is the new address.
accounts-email-changed-body = આપના સગપણ ખાતાનું ઈ-મેલ હવે { $email } છે. આ ફેરફાર આપે ન કર્યો હોય તો તરત સપોર્ટનો સંપર્ક કરો.
accounts-email-changed-button = મારું ખાતું ખોલો

# The push that signs a browser out after the password was changed elsewhere.
accounts-signed-out-title = આપ લૉગઆઉટ થયા છો
accounts-signed-out-body = આપના ખાતાનો પાસવર્ડ બદલાયો છે; આ ઉપકરણ પર ફરી લૉગિન કરો.
