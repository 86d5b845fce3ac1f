# The member's own activity (rule 32): the title of each action, and the profile tab a change saved.

activity-request-sent = જોડાણ વિનંતી મોકલી
activity-request-cancelled = જોડાણ વિનંતી રદ કરી
activity-request-accepted = જોડાણ વિનંતી સ્વીકારી
activity-request-declined = જોડાણ વિનંતી નકારી
activity-blocked = સભ્યને બ્લૉક કર્યા
activity-unblocked = સભ્યને અનબ્લૉક કર્યા
activity-shortlisted = શૉર્ટલિસ્ટમાં ઉમેર્યા
activity-unshortlisted = શૉર્ટલિસ્ટમાંથી કાઢ્યા
activity-reported = સભ્યની ફરિયાદ કરી
activity-signed-in = લૉગિન કર્યું
activity-profile-updated = પ્રોફાઇલ સુધારી
activity-preferences-updated = જીવનસાથીની પસંદગીઓ બદલી
activity-photo-added = ફોટો ઉમેર્યો
activity-photo-deleted = ફોટો કાઢી નાખ્યો
activity-default-photo-changed = મુખ્ય ફોટો બદલ્યો
activity-edit-requested = વિગત બદલવાની વિનંતી મોકલી
activity-notification-settings-changed = સૂચનાનાં સેટિંગ બદલ્યાં
activity-password-changed = પાસવર્ડ બદલ્યો
activity-phone-changed = મોબાઇલ નંબર બદલ્યો
activity-email-changed = ઈ-મેલ બદલ્યું
activity-account-deactivated = ખાતું નિષ્ક્રિય કર્યું
activity-account-reactivated = ખાતું ફરી સક્રિય કર્યું
activity-data-exported = પોતાની વિગતો ડાઉનલોડ કરી
activity-satapeta-requested = સાટાપેટા કોડ મંગાવ્યો
activity-satapeta-linked = સાટાપેટા જોડાણ કર્યું
activity-satapeta-disabled = સાટાપેટા બંધ કર્યું
activity-bio-data-downloaded = બાયોડેટા ડાઉનલોડ કર્યો
activity-own-bio-data = મારો પોતાનો બાયોડેટા

activity-tab-personal = અંગત વિગતો
activity-tab-family = જીવનશૈલી અને પરિવાર
activity-tab-professional = વ્યવસાયની વિગતો
activity-tab-photo-visibility = ફોટા કોણ જોઈ શકે
