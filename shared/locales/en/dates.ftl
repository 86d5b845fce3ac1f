# Dates and times as India's clock shows them (members read times in IST).

dates-month-january = January
dates-month-february = February
dates-month-march = March
dates-month-april = April
dates-month-may = May
dates-month-june = June
dates-month-july = July
dates-month-august = August
dates-month-september = September
dates-month-october = October
dates-month-november = November
dates-month-december = December

# { $time } is 14:05.
dates-india-time = { $day } { $month }, { $time } (India time)
dates-india-date-time = { $day } { $month } { $year }, { $time } (India time)

# A day, e.g. 18 December 2026.
dates-day = { $day } { $month } { $year }
