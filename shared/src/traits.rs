//! A member's yes/no and single-choice attributes as one integer of the search row (rules 4, 26 and 52): each
//! attribute is a group of bits, one bit per value ("one-hot"). On a member's own values one bit of a group is set,
//! or none when the profile does not say; on preferences (and search filters) the bits of the accepted values are
//! set, none meaning "any". So "they fit mine" is `traits & wanted <> 0`, "unknown" is `traits & group = 0`, and the
//! search row stays within PostgreSQL's 32 columns of its covering index (migration 16).

/// The bits of one attribute: `values` bits from `shift`, value code 1 at the lowest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Group {
    pub shift: u32,
    pub values: u32,
}

impl Group {
    /// Every bit of the group.
    pub const fn mask(self) -> i64 {
        ((1i64 << self.values) - 1) << self.shift
    }

    /// The bit of value `code` (from 1); 0 when the code is outside the group.
    pub const fn bit(self, code: i32) -> i64 {
        if code < 1 || code as u32 > self.values { 0 } else { 1i64 << (self.shift + code as u32 - 1) }
    }

    /// The bits of `codes`.
    pub fn bits(self, codes: &[i32]) -> i64 {
        codes.iter().fold(0, |all, c| all | self.bit(*c))
    }

    /// The bits of `values`, each value's code being its place in `all` (from 1): for the groups of an enum's values.
    pub fn ordinal_bits<T: PartialEq>(self, all: &[T], values: &[T]) -> i64 {
        values.iter().filter_map(|v| all.iter().position(|x| x == v)).fold(0, |bits, i| bits | self.bit(i as i32 + 1))
    }

    /// The codes whose bits `traits` sets in this group, in order.
    pub fn codes(self, traits: i64) -> Vec<i32> {
        (1..=self.values as i32).filter(|c| traits & self.bit(*c) != 0).collect()
    }

    /// The one code of a member's own value, or `None` when the group is unset.
    pub fn value(self, traits: i64) -> Option<i32> {
        self.codes(traits).first().copied()
    }

    /// `traits` says something in this group.
    pub const fn stated(self, traits: i64) -> bool {
        traits & self.mask() != 0
    }

    /// A yes/no value: code 1 yes, 2 no.
    pub const fn yes_no(self, value: bool) -> i64 {
        self.bit(if value { 1 } else { 2 })
    }

    /// The yes/no value `traits` holds, if any.
    pub fn boolean(self, traits: i64) -> Option<bool> {
        self.value(traits).map(|c| c == 1)
    }
}

/// Lives abroad (NRI): 1 yes, 2 no.
pub const NRI: Group = Group { shift: 0, values: 2 };
/// Has a disability: 1 yes, 2 no.
pub const DISABILITY: Group = Group { shift: 2, values: 2 };
/// Accepts satapeta: 1 yes, 2 no (a member's value is always stated).
pub const SATAPETA: Group = Group { shift: 4, values: 2 };
/// Diet, the codes of [`crate::Diet`].
pub const DIET: Group = Group { shift: 6, values: 4 };
/// Smoking, the codes of [`crate::Habit`].
pub const SMOKING: Group = Group { shift: 10, values: 3 };
/// Drinking, the codes of [`crate::Habit`].
pub const DRINKING: Group = Group { shift: 13, values: 3 };
/// Manglik, the codes of [`crate::Manglik`]; on a member's row only when their horoscope is visible to every
/// approved member (rule 50).
pub const MANGLIK: Group = Group { shift: 16, values: 4 };

/// The badges a member has earned (rule 44), one bit per [`crate::Badge`] in its order; unlike the groups above, a
/// member may hold several. On preferences and search filters, the badges asked for, every one of them required
/// (`traits & wanted = wanted`). Not one of [`ALL`]: it ranks verified members first and filters, and is not scored.
pub const BADGES: Group = Group { shift: 20, values: 4 };

/// Who looks after the profile (rule 46), one bit per [`crate::ProfileCreator`] in its order; always stated. On
/// preferences and search filters, the creators accepted ("any of"), a filter that is not scored.
pub const CREATED_BY: Group = Group { shift: 24, values: 7 };

/// The member keeps their profile private (rule 47): the lists and search leave the row out. Not a preference: no
/// filter or score asks for it.
pub const PRIVATE: i64 = 1 << 31;

/// The bit of `creator`.
pub fn creator_bit(creator: crate::ProfileCreator) -> i64 {
    creator_bits(&[creator])
}

/// Who looks after the profile of a row's `traits` ("self" when the row does not say).
pub fn creator(traits: i64) -> crate::ProfileCreator {
    CREATED_BY.value(traits).and_then(|c| crate::ProfileCreator::ALL.get(c as usize - 1).copied()).unwrap_or_default()
}

/// The bits of `creators`.
pub fn creator_bits(creators: &[crate::ProfileCreator]) -> i64 {
    CREATED_BY.ordinal_bits(crate::ProfileCreator::ALL, creators)
}

/// The bits of `badges`.
pub fn badge_bits(badges: &[crate::Badge]) -> i64 {
    BADGES.ordinal_bits(crate::Badge::ALL, badges)
}

/// Every group, in the match explanation's order (the SQL score walks them as the explanation does).
pub const ALL: [Group; 7] = [NRI, DISABILITY, SATAPETA, DIET, SMOKING, DRINKING, MANGLIK];

/// A yes/no value, or nothing.
pub fn yes_no(group: Group, value: Option<bool>) -> i64 {
    value.map_or(0, |v| group.yes_no(v))
}

/// A code, or nothing.
pub fn code(group: Group, value: Option<i32>) -> i64 {
    value.map_or(0, |c| group.bit(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_groups_do_not_overlap_and_hold_their_lists() {
        let mut seen = 0i64;
        for g in ALL {
            assert_eq!(seen & g.mask(), 0, "{g:?}");
            seen |= g.mask();
        }
        assert_eq!((seen | BADGES.mask() | CREATED_BY.mask()) & PRIVATE, 0, "private mode has a bit of its own");
        assert_eq!(DIET.values as usize, crate::Diet::ALL.len());
        assert_eq!(SMOKING.values as usize, crate::Habit::ALL.len());
        assert_eq!(MANGLIK.values as usize, crate::Manglik::ALL.len());
        // The migration wrote the yes/no groups with these numbers.
        assert_eq!((NRI.yes_no(true), NRI.yes_no(false)), (1, 2));
        assert_eq!((DISABILITY.yes_no(true), SATAPETA.yes_no(false)), (4, 32));
        assert_eq!(seen & BADGES.mask(), 0, "the badges have bits of their own");
        assert_eq!(BADGES.values as usize, crate::Badge::ALL.len());
        assert_eq!(seen & CREATED_BY.mask(), 0, "who looks after the profile has bits of its own");
        assert_eq!(BADGES.mask() & CREATED_BY.mask(), 0);
        assert_eq!(CREATED_BY.values as usize, crate::ProfileCreator::ALL.len());
        // The migration that added it wrote "self" with this number.
        assert_eq!(creator_bit(crate::ProfileCreator::Own), 1 << 24);
    }

    #[test]
    fn values_and_codes_round_trip() {
        let t = NRI.yes_no(false) | DIET.bit(3) | MANGLIK.bit(4);
        assert_eq!(NRI.boolean(t), Some(false));
        assert_eq!(DISABILITY.boolean(t), None);
        assert_eq!(DIET.value(t), Some(3));
        assert_eq!(MANGLIK.codes(t), vec![4]);
        assert_eq!(SMOKING.bits(&[1, 2]), SMOKING.bit(1) | SMOKING.bit(2));
        assert_eq!(DIET.bit(5), 0);
        assert!(!SMOKING.stated(t));
        let both = badge_bits(&[crate::Badge::Phone, crate::Badge::Photo]);
        assert_eq!(BADGES.codes(both), vec![1, 3]);
        assert_eq!(badge_bits(&[]), 0);
        let parents = creator_bits(&[crate::ProfileCreator::Father, crate::ProfileCreator::Mother]);
        assert_eq!(CREATED_BY.codes(parents), vec![2, 3]);
        assert_eq!(creator(t | creator_bit(crate::ProfileCreator::Friend)), crate::ProfileCreator::Friend);
        assert_eq!(creator(t), crate::ProfileCreator::Own);
    }
}
