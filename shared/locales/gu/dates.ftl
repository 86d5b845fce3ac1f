# Dates and times as India's clock shows them (members read times in IST).

dates-month-january = જાન્યુઆરી
dates-month-february = ફેબ્રુઆરી
dates-month-march = માર્ચ
dates-month-april = એપ્રિલ
dates-month-may = મે
dates-month-june = જૂન
dates-month-july = જુલાઈ
dates-month-august = ઑગસ્ટ
dates-month-september = સપ્ટેમ્બર
dates-month-october = ઑક્ટોબર
dates-month-november = નવેમ્બર
dates-month-december = ડિસેમ્બર

# { $time } is 14:05.
dates-india-time = { $day } { $month }, { $time } (ભારતીય સમય)
dates-india-date-time = { $day } { $month } { $year }, { $time } (ભારતીય સમય)

# એક દિવસ, દા.ત. 18 ડિસેમ્બર 2026.
dates-day = { $day } { $month } { $year }
