# The notice of a moderator's decision on a new photo.

photos-approved-title = આપનો નવો ફોટો મંજૂર થયો
photos-approved-body = મધ્યસ્થીએ આપનો નવો ફોટો મંજૂર કર્યો છે; હવે બીજા સભ્યો તેને જોઈ શકે છે.

photos-declined-title = આપનો નવો ફોટો મંજૂર થયો નથી
photos-declined-body = મધ્યસ્થીએ આપનો નવો ફોટો મંજૂર કર્યો નથી, તેથી તે કાઢી નાખ્યો છે.

photos-button = મારા ફોટા ખોલો
