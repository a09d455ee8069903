//! The window's Phones: the button starts sharing and shows the code, a
//! phone's roll over real HTTP is entered in the window's own session, the
//! laptop's undo reaches the phones, and Stop sharing frees the port.

use crate::share::http::{Events, post};
use crate::support::window::Harness;
use holster::i18n::Lang;
use holster::ui::table::phones::Message as Phones;
use holster::ui::{Message, table};
use serde_json::json;

/// A phone's request from another thread, answered by the window.
fn phone(
    h: &mut Harness,
    ask: impl FnOnce() -> serde_json::Value + Send + 'static,
) -> serde_json::Value {
    let asking = std::thread::spawn(ask);
    while !asking.is_finished() {
        h.send(Message::Table(table::Message::Phones(
            Phones::AnswerWaiting,
        )));
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    asking.join().expect("the phone's request")
}

#[test]
fn a_phone_s_roll_is_entered_in_the_window_s_session_and_the_laptop_s_undo_reaches_it() {
    for lang in [Lang::En, Lang::Nl] {
        let mut h = Harness::at_a_bang_table(lang, 1.0, 3);
        let (button, stop) = match lang {
            Lang::En => ("Phones", "Stop sharing"),
            Lang::Nl => ("Telefoons", "Stoppen met delen"),
        };
        h.click(button);
        let t = h.app.table().expect("at the table");
        assert!(t.sharing() && t.phones_open());
        // Escape closes the panel, and sharing goes on; the button opens it again.
        h.send(Message::Table(table::Message::Escape));
        assert!(h.app.table().unwrap().sharing() && !h.app.table().unwrap().phones_open());
        h.click(button);
        let t = h.app.table().expect("at the table");
        assert!(t.sharing() && t.phones_open());
        let url = t.phones_url().expect("an address to open");
        assert!(h.sees(&url), "the address in words beside the code");
        assert!(h.sees(stop));
        let rest = url.strip_prefix("http://").unwrap();
        let (at, key) = rest.split_once("/?k=").unwrap();
        let (at, key): (std::net::SocketAddr, String) = (at.parse().unwrap(), key.to_string());
        let mut events = Events::open(at, &key).expect("the phones' stream");
        let first = events.next_state().unwrap();
        let k = key.clone();
        let joined = phone(&mut h, move || {
            post(at, "/api/join", &k, &json!({"seat": 0, "phone": null})).json()
        });
        let id = joined["phone"].as_str().expect("joined").to_string();
        let k = key.clone();
        let version = first["version"].as_u64().unwrap();
        let entered = phone(&mut h, move || {
            let body = json!({"phone": id, "version": version, "line": "roll a d 1 b g"});
            post(at, "/api/enter", &k, &body).json()
        });
        assert!(entered["said"]["en"].is_string(), "{entered}");
        let t = h.app.table().unwrap();
        assert_eq!(t.session().history_len(), 1, "in the window's session");
        // The laptop undoes it: the phones are sent the table as it was.
        h.send(Message::Table(table::Message::Undo));
        // The seat taken, the roll, then the undo: the table as it was.
        let mut last = events.next_state().unwrap();
        while last["version"].as_u64() < Some(version + 2) {
            last = events.next_state().expect("the undo is sent");
        }
        assert!(last["said"].is_null(), "no entry in effect: {last}");
        assert_eq!(last["players"][0]["turn"], true);
        h.click(stop);
        assert!(!h.app.table().unwrap().sharing());
        assert!(
            std::net::TcpListener::bind(at).is_ok(),
            "the port is free again"
        );
    }
}

#[test]
fn the_settings_fix_the_phones_port_and_a_game_asked_for_is_shared_again_when_opened() {
    use holster::store::Settings;
    use holster::ui::settings::Message as Page;
    let mut h = Harness::at_a_bang_table(Lang::En, 1.0, 3);
    // A free port, fixed in the settings page as a person types it.
    let free = std::net::TcpListener::bind("0.0.0.0:0").unwrap();
    let port = free.local_addr().unwrap().port();
    drop(free);
    h.send(Message::OpenSettings);
    h.send(Message::Settings(Page::Port("80".into())));
    assert!(
        h.sees("“80” is not a port: type a number from 1024 to 65535, or leave it empty."),
        "a port below 1024 is refused, and said so"
    );
    assert_eq!(h.app.settings().phones_port, None, "and changes nothing");
    h.send(Message::Settings(Page::Port(port.to_string())));
    assert_eq!(h.app.settings().phones_port, Some(port));
    h.send(Message::Settings(Page::Close));
    let saved = Settings::load(&h.app.paths().settings).settings;
    assert_eq!(saved.phones_port, Some(port), "kept in the file");
    h.click("Phones");
    let url = h.app.table().unwrap().phones_url().expect("shared");
    assert!(url.contains(&format!(":{port}/")), "{url} on port {port}");
    // Shared whenever it is opened, only once the table says so.
    assert!(saved.share_when_opened.is_empty());
    h.click("Share this game again whenever it is opened");
    let game = h
        .app
        .table()
        .unwrap()
        .session()
        .path()
        .unwrap()
        .to_path_buf();
    let saved = Settings::load(&h.app.paths().settings).settings;
    assert!(saved.share_when_opened.contains(&game), "{saved:?}");
    h.click("Stop sharing");
    h.send(Message::Table(table::Message::Home));
    h.click(iced_test::selector::id("continue-last"));
    let t = h.app.table().expect("at the table again");
    assert!(
        t.sharing() && t.phones_open(),
        "shared again, its code shown"
    );
    let again = t.phones_url().unwrap();
    assert!(again.contains(&format!(":{port}/")), "{again}");
    assert_ne!(again, url, "a new secret each time sharing starts");
    // Asked no longer: opened again, it is not shared.
    h.click("Share this game again whenever it is opened");
    h.click("Stop sharing");
    h.send(Message::Table(table::Message::Home));
    h.click(iced_test::selector::id("continue-last"));
    assert!(!h.app.table().unwrap().sharing());
    let saved = Settings::load(&h.app.paths().settings).settings;
    assert!(saved.share_when_opened.is_empty());
}

#[test]
fn where_the_players_are_narrow_the_phones_panel_takes_the_whole_table_so_its_code_can_be_scanned()
{
    use holster::ui::table::phones::{CODE_ID, PANEL_ID};
    use iced_test::selector::id;
    for (lang, scale, window, whole) in [
        (Lang::Nl, 1.6, (1024.0, 600.0), true),
        (Lang::En, 1.6, (1024.0, 600.0), true),
        (Lang::En, 1.0, (1024.0, 600.0), false),
        (Lang::Nl, 1.0, (1366.0, 768.0), false),
    ] {
        let mut h = Harness::at_a_bang_table(lang, scale, 3);
        h.click(if lang == Lang::En {
            "Phones"
        } else {
            "Telefoons"
        });
        let view = (window.0 / scale, window.1 / scale);
        let mut ui = h.ui_in_window(window);
        let panel = ui.find(id(PANEL_ID)).expect("the panel").bounds();
        let code = ui.find(id(CODE_ID)).expect("the code").bounds();
        let case = format!("{lang:?} {scale} {window:?}: panel {panel:?}, code {code:?}");
        assert_eq!(panel.width > view.0 * 0.85, whole, "{case}");
        // A code a phone reads from across the table: at least 180 pixels
        // of the screen (over the players at 160 % it had 110).
        assert!(code.width.min(code.height) * scale >= 180.0, "{case}");
        let label = match lang {
            Lang::En => "Share this game again whenever it is opened",
            Lang::Nl => "Dit spel elke keer weer delen als het opengaat",
        };
        assert!(h.sees(label), "{case}");
    }
}
