//! Chinese writes a small count in its own numerals before a measure word (`三颗子`, `两个点`,
//! as `一颗子` in a message's own variant for one), and keeps Arabic figures in sums
//! (`3颗子 + 8个点 = 11`), ordinals (`第3个`) and beside a count above ten (`共12道，做对了3道`).
//! The catalog asks [`small_count`] for each whole number it fills in.

/// The measure words after which a count of one to ten is written in Chinese numerals.
const MEASURE_WORDS: [char; 10] = ['个', '颗', '口', '块', '只', '条', '道', '次', '处', '张'];

/// One to ten, with `两` (not `二`) as a count says it.
const NUMERALS: [&str; 10] = ["一", "两", "三", "四", "五", "六", "七", "八", "九", "十"];

/// `n` in Chinese numerals when it counts what the text after it names (`after` starts with
/// a measure word), is one to ten, and is no ordinal (`before` does not end with `第`).
///
/// # Examples
/// ```
/// use weiqi::text::chinese::small_count;
/// assert_eq!(small_count(3, "还有", "个没找到"), Some("三"));
/// assert_eq!(small_count(2, "提掉", "颗子"), Some("两"));
/// assert_eq!(small_count(3, "第", "个局面"), None);
/// assert_eq!(small_count(12, "提掉", "颗子"), None);
/// assert_eq!(small_count(3, "", "分钟"), None);
/// ```
pub fn small_count(n: i64, before: &str, after: &str) -> Option<&'static str> {
    if before.ends_with('第') || !after.starts_with(MEASURE_WORDS) {
        return None;
    }
    usize::try_from(n).ok().filter(|n| (1..=10).contains(n)).map(|n| NUMERALS[n - 1])
}

/// Whether a message's own text makes it a sum (`=`, `+`, `×`, `−`), whose figures stay Arabic.
pub fn is_sum(texts: &[String]) -> bool {
    texts.iter().any(|t| t.contains(['=', '+', '×', '−']))
}
