//! Korean particles that follow the word before them: `이/가`, `을/를`, `은/는`, `과/와`,
//! `으로/로`. A Korean catalog writes both forms (`{ $better }이/가 더 좋았습니다`) and the
//! renderer keeps the one the last sound of the word before it asks for, as a Korean reader
//! says it: `D8이` (팔), `D9가` (구), `D10이` (십), `흑이`, `백을`, `L로` (엘).

/// A margin of `halves` half points as Korean players
/// say it: `반집`, `1집 반`, `7집` (a margin has no sign).
pub fn jip(halves: i32) -> String {
    let (whole, half) = (halves.unsigned_abs() / 2, halves % 2 != 0);
    match (whole, half) {
        (0, true) => "반집".to_string(),
        (w, true) => format!("{w}집 반"),
        (w, false) => format!("{w}집"),
    }
}

/// How a word ends when read aloud, for the particle after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastSound {
    /// A vowel: `가`, `를`, `는`, `와`, `로`.
    Vowel,
    /// The consonant ㄹ: like a consonant, except `로` (not `으로`).
    Rieul,
    /// Any other consonant: `이`, `을`, `은`, `과`, `으로`.
    Consonant,
}

/// Whether `c` is a space or a mark rather than a letter or digit: ASCII's, and those of the
/// Latin-1 symbols, general punctuation, CJK punctuation and full-width forms (any other
/// character is taken as a letter, without the standard library's Unicode tables).
fn is_mark(c: char) -> bool {
    match c {
        _ if c.is_ascii() => !c.is_ascii_alphanumeric(),
        '\u{a0}'..='\u{bf}' | '\u{d7}' | '\u{f7}' | '\u{2000}'..='\u{206f}' | '\u{3000}'..='\u{303f}' => true,
        '\u{ff01}'..='\u{ff0f}' | '\u{ff1a}'..='\u{ff20}' | '\u{ff3b}'..='\u{ff40}' | '\u{ff5b}'..='\u{ff65}' => true,
        _ => false,
    }
}

/// The particles written as `consonant form/vowel form`, longest first.
const PAIRS: [(&str, &str); 5] = [("으로", "로"), ("이", "가"), ("을", "를"), ("은", "는"), ("과", "와")];

/// How `text` ends when read aloud in Korean: a Hangul syllable by its final consonant, a
/// number by the Korean name of its last digit (or of its last place: 십, 백, 천, 만), a Latin
/// letter by its Korean name (`엘`, `엠`, `엔` end in a consonant). Spaces, brackets and
/// other marks at the end are skipped; `None` when nothing readable is left.
pub fn last_sound(text: &str) -> Option<LastSound> {
    let text = text.trim_end_matches(is_mark);
    let last = text.chars().next_back()?;
    Some(match last {
        '가'..='힣' => match (u32::from(last) - u32::from('가')) % 28 {
            0 => LastSound::Vowel,
            8 => LastSound::Rieul,
            _ => LastSound::Consonant,
        },
        // 영/십/백/천/만 all end in a consonant.
        '0' => LastSound::Consonant,
        // 일, 칠, 팔
        '1' | '7' | '8' => LastSound::Rieul,
        // 삼, 육
        '3' | '6' => LastSound::Consonant,
        // 이, 사, 오, 구
        '2' | '4' | '5' | '9' => LastSound::Vowel,
        // 엘, 알
        'L' | 'l' | 'R' | 'r' => LastSound::Rieul,
        // 엠, 엔
        'M' | 'm' | 'N' | 'n' => LastSound::Consonant,
        c if c.is_ascii_alphabetic() => LastSound::Vowel,
        _ => return None,
    })
}

/// `text` with every particle pair (`이/가`, …) resolved by the sound before it; `before` is
/// what precedes `text` in the sentence. A pair whose word cannot be read stays as written.
pub fn resolve_particles(before: &str, text: &str) -> String {
    if !text.contains('/') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'scan: while !rest.is_empty() {
        for (consonant, vowel) in PAIRS {
            let pair_len = consonant.len() + 1 + vowel.len();
            let is_pair = rest.starts_with(consonant)
                && rest[consonant.len()..].starts_with('/')
                && rest[consonant.len() + 1..].starts_with(vowel);
            if !is_pair {
                continue;
            }
            let word_end = if out.is_empty() { before } else { out.as_str() };
            let chosen = match last_sound(word_end) {
                Some(LastSound::Vowel) => vowel,
                Some(LastSound::Rieul) if consonant == "으로" => vowel,
                Some(_) => consonant,
                None => &rest[..pair_len],
            };
            out.push_str(chosen);
            rest = &rest[pair_len..];
            continue 'scan;
        }
        let c = rest.chars().next().unwrap_or_default();
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn syllables_end_as_they_are_read() {
        assert_eq!(last_sound("흑"), Some(LastSound::Consonant));
        assert_eq!(last_sound("백"), Some(LastSound::Consonant));
        assert_eq!(last_sound("바둑이"), Some(LastSound::Vowel));
        assert_eq!(last_sound("돌"), Some(LastSound::Rieul));
        assert_eq!(last_sound("3.5"), Some(LastSound::Vowel));
        assert_eq!(last_sound("(흑)"), Some(LastSound::Consonant));
        assert_eq!(last_sound("…"), None);
        assert_eq!(last_sound("D8」。 "), Some(LastSound::Rieul), "marks after the word are skipped");
        assert_eq!(last_sound("José"), None, "a letter it cannot read is not skipped");
        assert_eq!(last_sound("李"), None);
    }

    #[test]
    fn a_pair_after_plain_text_is_resolved_too() {
        assert_eq!(resolve_particles("", "흑이/가 이깁니다. 백은/는 집니다."), "흑이 이깁니다. 백은 집니다.");
        assert_eq!(resolve_particles("", "돌으로/로"), "돌로");
        assert_eq!(resolve_particles("…", "이/가 더 좋았습니다"), "이/가 더 좋았습니다", "unreadable: kept as written");
        assert_eq!(resolve_particles("A", "3/4"), "3/4", "a slash that is no particle stays");
    }
}
