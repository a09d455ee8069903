//! The window's icon and id, and the packaging files that must agree with
//! them (a desktop entry, metainfo or asset list that names another id
//! would leave the task bar without Holster's icon).

use super::*;

const DESKTOP: &str = include_str!("../../packaging/io.github.holster.Holster.desktop");
const METAINFO: &str = include_str!("../../packaging/io.github.holster.Holster.metainfo.xml");
const CARGO_TOML: &str = include_str!("../../Cargo.toml");

/// The icon sizes installed in the hicolor theme, each with its PNG.
const PNGS: [(u32, &[u8]); 6] = [
    (16, include_bytes!("../../packaging/icons/holster-16.png")),
    (32, include_bytes!("../../packaging/icons/holster-32.png")),
    (48, include_bytes!("../../packaging/icons/holster-48.png")),
    (64, include_bytes!("../../packaging/icons/holster-64.png")),
    (128, include_bytes!("../../packaging/icons/holster-128.png")),
    (256, include_bytes!("../../packaging/icons/holster-256.png")),
];

#[test]
fn the_embedded_icon_decodes_to_64_by_64_rgba_with_a_transparent_corner() {
    let (rgba, width, height) = decode_rgba(ICON_PNG).expect("the icon decodes");
    assert_eq!((width, height), (64, 64));
    assert_eq!(rgba.len(), 64 * 64 * 4);
    // The star does not reach the corner, so the background shows through,
    assert_eq!(rgba[3], 0, "top-left pixel is transparent");
    // and its gold face is between the die and the top point.
    let at = |x: usize, y: usize| rgba[(y * 64 + x) * 4..(y * 64 + x) * 4 + 4].to_vec();
    let gold = at(32, 14);
    assert_eq!(gold[3], 255, "the star is opaque: {gold:?}");
    assert!(
        gold[0] > 200 && gold[1] > 150 && gold[2] < 150,
        "gold: {gold:?}"
    );
    assert!(settings().icon.is_some());
}

#[test]
fn bytes_that_are_not_a_png_give_no_icon_and_no_panic() {
    assert!(decode_rgba(b"not a png").is_none());
    assert!(decode_rgba(&ICON_PNG[..ICON_PNG.len() / 2]).is_none());
    assert!(decode_rgba(&[]).is_none());
}

#[test]
fn a_grey_png_decodes_to_rgba_too() {
    // A 2 x 1 grey image: black, then white, without alpha.
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, 2, 1);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().expect("header");
        writer.write_image_data(&[0, 255]).expect("pixels");
    }
    let decoded = decode_rgba(&bytes).expect("a grey PNG decodes");
    assert_eq!(decoded, (vec![0, 0, 0, 255, 255, 255, 255, 255], 2, 1));
}

#[cfg(target_os = "linux")]
#[test]
fn the_window_carries_the_desktop_entrys_id() {
    assert_eq!(settings().platform_specific.application_id, APP_ID);
}

#[test]
fn every_installed_png_is_the_size_its_folder_says() {
    for (size, bytes) in PNGS {
        let (rgba, width, height) = decode_rgba(bytes).expect("each PNG decodes");
        assert_eq!((width, height), (size, size));
        assert!(
            rgba.chunks_exact(4).any(|p| p[3] == 255),
            "{size} px is not empty"
        );
    }
}

#[test]
fn the_desktop_entry_names_the_app_id_as_its_icon_and_window_class() {
    let lines: Vec<&str> = DESKTOP.lines().collect();
    assert!(lines.contains(&format!("Icon={APP_ID}").as_str()));
    assert!(lines.contains(&format!("StartupWMClass={APP_ID}").as_str()));
    assert!(lines.contains(&"Exec=holster"));
}

#[test]
fn the_metainfo_has_the_app_id_the_version_and_the_four_games() {
    assert!(METAINFO.contains(&format!("<id>{APP_ID}</id>")));
    assert!(METAINFO.contains(&format!(
        r#"<launchable type="desktop-id">{APP_ID}.desktop</launchable>"#
    )));
    assert!(METAINFO.contains(&format!(r#"<icon type="stock">{APP_ID}</icon>"#)));
    let release = format!(r#"<release version="{}" date=""#, env!("CARGO_PKG_VERSION"));
    assert!(
        METAINFO.contains(&release),
        "no release entry for this version"
    );
    for game in [
        "BANG! The Dice Game",
        "Gunfights &amp; Gamblin'",
        "The Quick and the Undead",
        "Make You Gunfighters",
    ] {
        assert!(METAINFO.contains(&format!("<li>{game}</li>")), "{game}");
    }
    // Summary and description in both languages.
    assert!(METAINFO.contains(r#"<summary xml:lang="nl">"#));
    assert!(METAINFO.contains(r#"<p xml:lang="nl">"#));
    let licence = CARGO_TOML.lines().find(|l| l.starts_with("license = "));
    let licence = licence
        .expect("Cargo.toml has a licence")
        .trim_start_matches("license = ");
    let licence = licence.trim_matches('"');
    assert!(METAINFO.contains(&format!("<project_license>{licence}</project_license>")));
}

#[test]
fn the_package_installs_each_file_under_the_app_id() {
    let manifest: toml::Table = toml::from_str(CARGO_TOML).expect("Cargo.toml parses");
    let assets = manifest["package"]["metadata"]["deb"]["assets"]
        .as_array()
        .expect("the .deb lists its assets");
    let dests: Vec<(&str, &str)> = assets
        .iter()
        .map(|a| (a[0].as_str().unwrap_or(""), a[1].as_str().unwrap_or("")))
        .collect();
    let installs = |src: &str, dest: &str| dests.contains(&(src, dest));
    assert!(installs("target/release/holster", "usr/bin/"));
    let desktop = format!("packaging/{APP_ID}.desktop");
    assert!(installs(&desktop, "usr/share/applications/"));
    let metainfo = format!("packaging/{APP_ID}.metainfo.xml");
    assert!(installs(&metainfo, "usr/share/metainfo/"));
    let svg = format!("usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg");
    assert!(installs("packaging/icons/holster.svg", &svg));
    for (size, _) in PNGS {
        let src = format!("packaging/icons/holster-{size}.png");
        let dest = format!("usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png");
        assert!(installs(&src, &dest), "{src} -> {dest}");
    }
}
