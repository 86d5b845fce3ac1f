# The demo members' "about me" (`sagpan demo-data`, rule 40): a Gujarati-speaking demo member writes the Gujarati
# text, any other the English one.

demo-about-1 = પરિવાર, પ્રામાણિકતા અને સાદું જીવન મને ગમે છે. મને પ્રવાસ અને મિત્રો સાથે સમય ગાળવો ગમે છે.
demo-about-2 = સંયુક્ત પરિવારમાં ઉછેર થયો છે; બંને પરિવારનો આદર કરે તેવા જીવનસાથીની શોધ છે.
demo-about-3 = નોકરી કરું છું, સંગીત અને રસોઈનો શોખ છે. પરસ્પર આદરમાં માનું છું.
demo-about-4 = સરળ સ્વભાવ અને પરિવારપ્રેમી. તહેવારો, ગરબા અને લાંબી સફર ગમે છે.

# ડેમો પરિચય સંમેલન (demo-data --event-registrants).
demo-event-name = ડેમો પરિચય સંમેલન
