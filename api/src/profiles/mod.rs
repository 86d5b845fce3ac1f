//! Profiles: the four-step wizard, the member's own profile and partner preferences, edit requests after approval,
//! satapeta (the sibling exchange), and who looks after the profile (rule 46).

pub mod edit_requests;
pub mod model;
pub mod own;
pub mod preferences;
pub mod satapeta;
pub mod wizard;

use shared::{Lang, ProfileCreator, catalog};

/// What others read on a card and the detail of a profile someone else looks after (rule 46): "Profile managed by
/// her father"; `None` for a profile its person looks after. `male`: the person's gender (English says "her" or
/// "his"; Gujarati's respectful "તેમના" serves both).
pub fn managed_by(creator: ProfileCreator, male: bool, lang: Lang) -> Option<String> {
    use ProfileCreator::*;
    let id = match (creator, male) {
        (Own, _) => return None,
        (Father, false) => "matching-managed-by-her-father",
        (Father, true) => "matching-managed-by-his-father",
        (Mother, false) => "matching-managed-by-her-mother",
        (Mother, true) => "matching-managed-by-his-mother",
        (Brother, false) => "matching-managed-by-her-brother",
        (Brother, true) => "matching-managed-by-his-brother",
        (Sister, false) => "matching-managed-by-her-sister",
        (Sister, true) => "matching-managed-by-his-sister",
        (Relative, _) => "matching-managed-by-relative",
        (Friend, _) => "matching-managed-by-friend",
    };
    Some(catalog::text(lang, id, &[]))
}
