# The demo members' "about me" (`sagpan demo-data`, rule 40): a Gujarati-speaking demo member writes the Gujarati
# text, any other the English one.

demo-about-1 = I value family, honesty and a simple life. I enjoy travelling and time with friends.
demo-about-2 = Grew up in a joint family; looking for a caring partner who respects both families.
demo-about-3 = Working professional, fond of music and cooking. Believe in mutual respect.
demo-about-4 = Easy-going and family oriented. Love festivals, garba and long drives.

# The demo parichay sammelan (demo-data --event-registrants).
demo-event-name = Demo parichay sammelan
