//! Embeds every Fluent file of `locales/` (one folder per language), so the
//! texts layer reads what is there without a list of games or files.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    // A file added or removed changes its folder, so the list is made again.
    println!("cargo::rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for lang in fs::read_dir(&root).expect("locales/ is readable") {
        let lang = lang.expect("locales/ is readable").path();
        if !lang.is_dir() {
            continue;
        }
        for file in fs::read_dir(&lang).expect("a language folder is readable") {
            let path = file.expect("a language folder is readable").path();
            if path.extension().is_some_and(|e| e == "ftl") {
                println!("cargo::rerun-if-changed={}", path.display());
                files.push(path);
            }
        }
    }
    // Sorted, so the build is the same wherever the folder lists its files.
    files.sort();
    let mut out = String::from(
        "/// Every Fluent file of `locales/`: (language, file name, text).\n\
         pub const FILES: &[(&str, &str, &str)] = &[\n",
    );
    for path in &files {
        let lang = path
            .parent()
            .and_then(Path::file_name)
            .and_then(|n| n.to_str());
        let name = path.file_stem().and_then(|n| n.to_str());
        let (Some(lang), Some(name)) = (lang, name) else {
            panic!(
                "a locale file with a name that is not UTF-8: {}",
                path.display()
            );
        };
        writeln!(
            out,
            "    ({lang:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("written to a string");
    }
    out.push_str("];\n");
    let dest = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
