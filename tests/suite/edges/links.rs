//! One game, one writer, whatever the path to it.

use crate::support::{enter, new_tally, snapshot};
use holster::store::StoreError;
use std::path::Path;

#[track_caller]
fn assert_in_use(path: &Path) {
    match holster::games::open(path) {
        Err(StoreError::Lock(_)) => {}
        Err(other) => panic!("{}: {other}", path.display()),
        Ok(_) => panic!("{} was opened a second time", path.display()),
    }
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_and_a_hard_link_meet_the_lock_of_the_file_they_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, real) = new_tally(dir.path(), "real");
    let soft = dir.path().join("soft.toml");
    std::os::unix::fs::symlink(&real, &soft).expect("symlink");
    let other = tempfile::tempdir().expect("another folder");
    let hard = other.path().join("hard.toml");
    std::fs::hard_link(&real, &hard).expect("hard link");

    // Held through its own name: every other name is refused.
    assert_in_use(&soft);
    assert_in_use(&hard);
    drop(session);

    // Held through a link: the file's own name and the other link too.
    let (mut through_soft, _) = holster::games::open(&soft).expect("opens through the link");
    assert_in_use(&real);
    assert_in_use(&hard);
    enter(through_soft.as_mut(), "ann 5");
    drop(through_soft);

    let (mut through_hard, _) = holster::games::open(&hard).expect("opens through the link");
    assert_in_use(&real);
    assert_in_use(&soft);
    enter(through_hard.as_mut(), "bob 6");
    drop(through_hard);

    let read = holster::games::read(&real).expect("the game still loads");
    assert_eq!(read.history().len(), 2, "both entries, one after the other");
}

#[cfg(unix)]
#[test]
fn compacting_through_a_symbolic_link_writes_where_it_points() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, real) = new_tally(dir.path(), "real");
    drop(session);
    let link = dir.path().join("link.toml");
    std::os::unix::fs::symlink(&real, &link).expect("symlink");
    let (mut session, _) = holster::games::open(&link).expect("opens");
    enter(session.as_mut(), "ann 5");
    for _ in 0..40 {
        enter(session.as_mut(), "undo");
        enter(session.as_mut(), "redo");
    }
    let before = snapshot(session.as_ref());
    drop(session);
    let size_before = std::fs::metadata(&real).expect("file").len();

    let (mut session, _) = holster::games::open(&link).expect("opens and compacts");
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("still there")
            .file_type()
            .is_symlink(),
        "the link is still a link"
    );
    assert!(std::fs::metadata(&real).expect("file").len() < size_before);
    enter(session.as_mut(), "bob 6");
    drop(session);
    let read = holster::games::read(&real).expect("the real file loads");
    assert_eq!(
        read.history().len(),
        before.0.len() + 1,
        "the new entry is in the real file"
    );
}

#[cfg(unix)]
#[test]
fn a_compacted_game_is_still_locked_against_a_writer_that_opened_it_before() {
    // Compaction puts a new file in place of the old one; the lock must
    // come along, so that no one writes the file that is no longer there.
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "g");
    enter(session.as_mut(), "ann 5");
    for _ in 0..40 {
        enter(session.as_mut(), "undo");
        enter(session.as_mut(), "redo");
    }
    drop(session);
    let (_compacted, _) = holster::games::open(&path).expect("opens and compacts");
    assert_in_use(&path);
}

#[cfg(unix)]
#[test]
fn a_game_with_a_hard_link_is_not_replaced_by_a_compacted_copy() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, real) = new_tally(dir.path(), "real");
    enter(session.as_mut(), "ann 5");
    for _ in 0..40 {
        enter(session.as_mut(), "undo");
        enter(session.as_mut(), "redo");
    }
    drop(session);
    let hard = dir.path().join("hard.toml");
    std::fs::hard_link(&real, &hard).expect("hard link");
    let (mut session, _) = holster::games::open(&hard).expect("opens");
    enter(session.as_mut(), "bob 6");
    drop(session);
    assert_eq!(
        std::fs::read(&real).expect("readable"),
        std::fs::read(&hard).expect("readable"),
        "both names still name one file"
    );
}
