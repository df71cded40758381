//! The web app manifests, one per language (`static/`, named by `Locale::manifest`): each is
//! in the build (index.html copies it), says its language, installs the app under the name
//! the app gives itself in that language (the catalog's `shell-brand`), and differs from the
//! English one only in its words, so the icons, colours and addresses stay the same.

use std::fs;
use std::path::Path;

use serde_json::Value;
use weiqi::text::{Catalog, Locale};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn manifest(locale: Locale) -> Value {
    let path = root().join("static").join(locale.manifest());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The app's name in `locale`'s catalog.
fn app_name(locale: Locale) -> String {
    let path = root().join("content").join(locale.tag()).join("messages.ftl");
    let (catalog, errors) = Catalog::parse(locale, &fs::read_to_string(path).unwrap());
    assert_eq!(errors, vec![], "{} catalog", locale.tag());
    catalog.render("shell-brand", &[]).expect("shell-brand")
}

/// The words of a manifest: what a language changes.
const WORDS: [&str; 4] = ["name", "short_name", "description", "lang"];

#[test]
fn every_language_has_a_manifest_that_the_build_copies() {
    let page = fs::read_to_string(root().join("index.html")).unwrap();
    for locale in Locale::ALL {
        let copied = format!(r#"<link data-trunk rel="copy-file" href="static/{}">"#, locale.manifest());
        assert!(page.contains(&copied), "index.html copies {}", locale.manifest());
    }
    assert!(page.contains(r#"<link rel="manifest" href="manifest.webmanifest">"#), "the page starts with the English one");
}

#[test]
fn each_manifest_says_its_language_and_the_apps_name_in_it() {
    for locale in Locale::ALL {
        let manifest = manifest(locale);
        assert_eq!(manifest["lang"], locale.tag(), "{}", locale.manifest());
        assert_eq!(manifest["short_name"].as_str(), Some(app_name(locale).as_str()), "{}", locale.manifest());
        for key in ["name", "description"] {
            assert!(manifest[key].as_str().is_some_and(|s| !s.is_empty()), "{} has a {key}", locale.manifest());
        }
    }
    assert_eq!(manifest(Locale::ZhHans)["short_name"], "围棋");
    assert_eq!(manifest(Locale::Ko)["short_name"], "바둑");
}

#[test]
fn the_manifests_differ_only_in_their_words() {
    let without_words = |mut manifest: Value| {
        let object = manifest.as_object_mut().unwrap();
        for key in WORDS {
            object.remove(key);
        }
        manifest
    };
    let english = without_words(manifest(Locale::En));
    for locale in Locale::ALL {
        assert_eq!(without_words(manifest(locale)), english, "{} has the English one's icons, colours and addresses", locale.manifest());
    }
}
