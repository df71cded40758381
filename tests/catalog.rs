//! The message catalogs: English reads without errors, every key the code asks for exists,
//! and every other locale has each English key with the same placeholders.

use std::fs;
use std::path::Path;

use weiqi::text::{Catalog, Locale, ENGLISH};

fn english() -> Catalog {
    let (catalog, errors) = Catalog::parse(Locale::En, ENGLISH);
    assert_eq!(errors, vec![], "content/en/messages.ftl has errors");
    catalog
}

/// Every key the code names: `Msg::new("key")` anywhere, and every kebab-case literal in
/// `src/text/` (the bridges pick keys by `match`).
fn keys_in_code() -> Vec<String> {
    let mut keys = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                // A `'"'` character literal is no string's edge.
                let code = fs::read_to_string(&path).unwrap().replace("'\"'", "");
                for opening in ["Msg::new(\"", "Msg::words(\""] {
                    for part in code.split(opening).skip(1) {
                        keys.push(part.split('"').next().unwrap().to_string());
                    }
                }
                if path.parent().is_some_and(|d| d.ends_with("text")) {
                    let kebab = |t: &str| {
                        t.contains('-')
                            && t.chars().any(|c| c.is_ascii_lowercase())
                            && t.chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    };
                    keys.extend(
                        code.split('"')
                            .skip(1)
                            .step_by(2)
                            .filter(|t| kebab(t))
                            .map(String::from),
                    );
                }
            }
        }
    }
    keys.sort();
    keys.dedup();
    keys
}

#[test]
fn every_key_the_code_uses_is_in_english() {
    let english = english();
    let keys = keys_in_code();
    assert!(
        keys.len() > 50,
        "found only {} keys: is the search right?",
        keys.len()
    );
    let missing: Vec<&String> = keys.iter().filter(|k| !english.has(k)).collect();
    assert_eq!(
        missing,
        Vec::<&String>::new(),
        "keys used in src/ but missing from content/en/messages.ftl"
    );
}

#[test]
fn every_locale_has_every_english_key_with_the_same_placeholders() {
    let english = english();
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let mut checked = 0;
    for locale in Locale::ALL.into_iter().filter(|&l| l != Locale::En) {
        let path = content.join(locale.tag()).join("messages.ftl");
        let Ok(source) = fs::read_to_string(&path) else {
            continue;
        };
        let (catalog, errors) = Catalog::parse(locale, &source);
        assert_eq!(errors, vec![], "{} has errors", path.display());
        for key in english.keys() {
            assert!(catalog.has(key), "{} lacks {key}", locale.tag());
            let (mut want, mut got) = (english.placeholders(key), catalog.placeholders(key));
            want.sort();
            got.sort();
            assert_eq!(
                got,
                want,
                "{}: {key} has other placeholders than English",
                locale.tag()
            );
        }
        checked += 1;
    }
    println!("{checked} locales besides English checked");
}

#[test]
fn english_keys_are_all_used() {
    let english = english();
    let used = keys_in_code();
    // Colours are named through `Arg::Color`, not `Msg::new`.
    let unused: Vec<&str> = english
        .keys()
        .filter(|k| !k.starts_with("color-") && !used.iter().any(|u| u == k))
        .collect();
    assert_eq!(
        unused,
        Vec::<&str>::new(),
        "keys in content/en/messages.ftl that nothing uses"
    );
}

/// The Korean catalog, parsed.
fn korean() -> Catalog {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/ko/messages.ftl");
    let (catalog, errors) = Catalog::parse(Locale::Ko, &fs::read_to_string(&path).unwrap());
    assert_eq!(errors, vec![], "{} has errors", path.display());
    catalog
}

#[test]
fn korean_particles_follow_every_coordinate_as_it_is_read() {
    use weiqi::text::Arg;
    let ko = korean();
    // 일 이 삼 사 오 육 칠 팔 구 십 십일 … 십구: the particle after the row's last sound.
    let subject = |row: u32| match row % 10 {
        0 | 1 | 3 | 6 | 7 | 8 => "이",
        _ => "가",
    };
    for column in "ABCDEFGHJKLMNOPQRST".chars() {
        for row in 1..=19u32 {
            let point = format!("{column}{row}");
            let said = ko
                .render("play-coach-lost-better", &[("stones", Arg::Int(3)), ("points", Arg::Int(6)), ("better", Arg::Text(point.clone()))])
                .unwrap();
            let want = format!("{point}{} 더 좋았습니다", subject(row));
            assert!(said.contains(&want), "{point}: {said}");
            let at = ko.render("step-found", &[("left", Arg::Int(0)), ("at", Arg::Text(point.clone()))]).unwrap();
            assert!(!at.contains('/'), "{at}");
        }
    }
}

#[test]
fn no_korean_message_leaves_a_particle_pair_unresolved() {
    use weiqi::text::Arg;
    let ko = korean();
    // Every placeholder filled with a word of each ending: no `이/가` may be left.
    for value in ["흑", "바둑", "D8", "D9", "L", "3.5"] {
        for key in ko.keys() {
            let args: Vec<(String, Arg)> = ko.placeholders(key).into_iter().map(|p| (p, Arg::Text(value.to_string()))).collect();
            let args: Vec<(&str, Arg)> = args.iter().map(|(p, a)| (p.as_str(), a.clone())).collect();
            let said = ko.render(key, &args).unwrap();
            for pair in ["이/가", "을/를", "은/는", "과/와", "으로/로"] {
                assert!(!said.contains(pair), "{key} with {value}: {said}");
            }
        }
    }
}

#[test]
fn a_range_of_one_rank_is_said_once_in_every_language() {
    use weiqi::text::problems::kyu_range;
    assert_eq!(kyu_range(21, 21), "21 kyu");
    assert_eq!(kyu_range(30, 26), "30–26 kyu");
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    for (locale, one, two) in [(Locale::ZhHans, "21级", "30–26级"), (Locale::Ko, "21급", "30–26급")] {
        let source = fs::read_to_string(content.join(locale.tag()).join("messages.ftl")).unwrap();
        weiqi::text::set_catalog(Some(Catalog::parse(locale, &source).0));
        assert_eq!((kyu_range(21, 21).as_str(), kyu_range(30, 26).as_str()), (one, two));
    }
    weiqi::text::set_catalog(None);
}

#[test]
fn korean_says_a_result_in_jip_the_korean_way() {
    use weiqi::rules::{Outcome, Quarters};
    weiqi::text::set_catalog(Some(korean()));
    let result = |black_count: i32, benchmark: i32| {
        weiqi::text::say(&Outcome { black_count: Quarters(black_count), benchmark: Quarters(benchmark), margin: Quarters(black_count - benchmark) })
    };
    // 185 against 184¼: ¾ stone, 1½ points; 184 against 184¼: ¼ stone, ½ point.
    assert_eq!(result(740, 737), "흑이 0.75점 차로 이깁니다(흑 1집 반승).");
    assert_eq!(result(736, 737), "백이 0.25점 차로 이깁니다(백 반집승).");
    assert_eq!(result(162, 161), "흑이 0.25점 차로 이깁니다(흑 반집승).");
    assert_eq!(result(170, 162), "흑이 2점 차로 이깁니다(흑 4집승).");
    weiqi::text::set_catalog(None);
}

#[test]
fn a_slideshow_counts_its_pictures_from_the_start() {
    use weiqi::text::Arg;
    let english = english();
    let said = |n: i64, m: i64| english.render("step-frame-of", &[("n", Arg::Int(n)), ("m", Arg::Int(m))]).unwrap();
    assert_eq!(said(0, 1), "The start, then 1 picture");
    assert_eq!(said(0, 5), "The start, then 5 pictures");
    assert_eq!(said(2, 5), "Picture 2 of 5");
    assert_eq!(english.render("step-frame-next", &[]).unwrap(), "Next picture");
    // Chinese and Korean: the start is not "picture 0", and the buttons speak of pictures (张,
    // 그림), not of moves (手, 수).
    for (tag, locale, picture, next) in [("zh-Hans", Locale::ZhHans, "张", "下一张"), ("ko", Locale::Ko, "그림", "다음 그림")] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("content/{tag}/messages.ftl"));
        let (catalog, errors) = Catalog::parse(locale, &fs::read_to_string(&path).unwrap());
        assert_eq!(errors, vec![]);
        // Twelve pictures: written in figures in both languages.
        let said = |n: i64| catalog.render("step-frame-of", &[("n", Arg::Int(n)), ("m", Arg::Int(12))]).unwrap();
        assert!(!said(0).replace("12", "").contains('0') && said(0).contains("12"), "{tag}: {}", said(0));
        assert!(said(3).contains('3') && said(3).contains("12"), "{tag}: {}", said(3));
        assert_eq!(catalog.render("step-frame-next", &[]).unwrap(), next, "{tag}");
        assert!(catalog.render("step-frame-back", &[]).unwrap().contains(picture), "{tag}");
    }
}

#[test]
fn chinese_says_small_counts_in_its_own_numerals() {
    use weiqi::text::Arg;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/zh-Hans/messages.ftl");
    let (zh, errors) = Catalog::parse(Locale::ZhHans, &fs::read_to_string(&path).unwrap());
    assert_eq!(errors, vec![]);
    let found = |left: i64| zh.render("step-found", &[("left", Arg::Int(left)), ("at", Arg::Text("D4".into()))]).unwrap();
    assert_eq!(found(1), "对，D4。还有一处没找到。");
    assert_eq!(found(3), "对，D4。还有三处没找到。");
    assert_eq!(found(12), "对，D4。还有12处没找到。");
    let captures = |n: i64| zh.render("move-captures", &[("stones", Arg::Int(n))]).unwrap();
    assert_eq!(captures(2), "提掉两颗子。");
    // Beside a count above ten, and in an ordinal, figures stay.
    let solved = zh.render("practice-sets-solved-of", &[("n", Arg::Int(3)), ("m", Arg::Int(12))]).unwrap();
    assert_eq!(solved, "共12道，做对了3道");
    let small = zh.render("practice-sets-solved-of", &[("n", Arg::Int(3)), ("m", Arg::Int(5))]).unwrap();
    assert_eq!(small, "共五道，做对了三道");
    // A count at the end of a variant sees the measure word after the choice it is in.
    let shared = |n: i64| zh.render("hint-shared-left-out", &[("shared", Arg::Int(n)), ("side", Arg::Text("黑".into()))]).unwrap();
    assert_eq!(shared(1), "是不是漏了一个单官？每个单官给黑方算半子。");
    assert_eq!(shared(2), "是不是漏了两个单官？每个单官给黑方算半子。");
    assert_eq!(shared(12), "是不是漏了12个单官？每个单官给黑方算半子。");
    // A sum keeps its figures, and its total stays with the "=" across a line break.
    let line = zh.render("count-line-no-shared", &[("color", Arg::Text("黑".into())), ("stones", Arg::Int(3)), ("territory", Arg::Int(5)), ("total", Arg::Text("8".into()))]).unwrap();
    assert_eq!(line, "黑：棋盘上3颗子 + 围住的5个点\u{a0}=\u{a0}8");
}

#[test]
fn korean_amounts_in_jip_name_their_unit_once() {
    use weiqi::rules::Quarters;
    use weiqi::text::Arg;
    let ko = korean();
    let mut checked = 0;
    for key in ko.keys() {
        let placeholders = ko.placeholders(key);
        if !placeholders.iter().any(|p| p == "points") {
            continue;
        }
        let args: Vec<(String, Arg)> = placeholders
            .into_iter()
            .map(|p| {
                let arg = match p.as_str() {
                    "points" => Arg::Points(Quarters(18)),
                    "stones" => Arg::Stones(Quarters(18)),
                    _ => Arg::Text("3".into()),
                };
                (p, arg)
            })
            .collect();
        let args: Vec<(&str, Arg)> = args.iter().map(|(p, a)| (p.as_str(), a.clone())).collect();
        let said = ko.render(key, &args).unwrap();
        assert!(said.contains("9집") && !said.contains("집집") && !said.contains("집 집"), "{key}: {said}");
        checked += 1;
    }
    assert!(checked >= 5, "{checked} messages with points");
}

#[test]
fn chinese_names_a_sekis_shared_points_apart_from_the_others() {
    use weiqi::text::Arg;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/zh-Hans/messages.ftl");
    let (zh, errors) = Catalog::parse(Locale::ZhHans, &fs::read_to_string(&path).unwrap());
    assert_eq!(errors, vec![]);
    let whole = |seki: &str| {
        zh.render(
            "hint-shared-whole",
            &[
                ("shared", Arg::Int(2)),
                ("side", Arg::Text("黑".into())),
                ("other", Arg::Text("白".into())),
                ("seki", Arg::Text(seki.into())),
            ],
        )
        .unwrap()
    };
    assert_eq!(
        whole("no"),
        "是不是把两个单官算成了整子？每个单官只给黑方算半子。"
    );
    assert_eq!(
        whole("some"),
        "是不是把两个单官和公气算成了整子？每个单官、每个公气只给黑方算半子。"
    );
    assert_eq!(
        whole("all"),
        "是不是把两个公气算成了整子？每个公气只给黑方算半子。"
    );
}
