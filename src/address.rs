//! The query of an app address (`#/practice?set=01-atari&problem=3`): its values by key, read
//! the same way by every page and by the logic that turns an address into a request.

/// The value of `key` in `query` (`?a=1&b=2` or `a=1&b=2`), if it is there with a value.
///
/// ```
/// use weiqi::address::query_value;
/// assert_eq!(query_value("?set=01-atari&problem=3", "problem"), Some("3"));
/// assert_eq!(query_value("?problems=3", "problem"), None);
/// assert_eq!(query_value("", "set"), None);
/// ```
pub fn query_value<'a>(query: &'a str, key: &str) -> Option<&'a str> {
    pairs(query).find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))
}

/// Whether `query` names `key`, with a value or without (`?game` or `?game=1`).
///
/// ```
/// use weiqi::address::query_has;
/// assert!(query_has("?game", "game") && query_has("?x=1&game=1", "game"));
/// assert!(!query_has("?games=1", "game"));
/// ```
pub fn query_has(query: &str, key: &str) -> bool {
    pairs(query).any(|pair| pair == key || query_value(pair, key).is_some())
}

/// The `key=value` pairs of `query`.
fn pairs(query: &str) -> impl Iterator<Item = &str> {
    query.trim_start_matches('?').split('&')
}
