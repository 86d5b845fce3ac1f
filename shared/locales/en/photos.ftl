# The notice of a moderator's decision on a new photo.

photos-approved-title = Your new photo is approved
photos-approved-body = A moderator has approved your new photo; other members can now see it.

photos-declined-title = Your new photo was not approved
photos-declined-body = A moderator did not approve your new photo, so it has been removed.

photos-button = Open my photos
