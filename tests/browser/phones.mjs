// The phone page against `holster share`, in headless Chromium: two phones
// take seats in a BANG! dice game, one taps a roll together on the game's
// keys and enters it, the other sees it, the journal on disk has it, refused
// and stale entries change nothing, and a phone that lost its connection
// catches up.
//
//   cd tests/browser && npm install && node phones.mjs
//
// HOLSTER: the binary (default ../../target/release/holster); CHROMIUM: the
// browser (default /usr/bin/chromium); SCREENSHOTS=1 also writes
// docs/screenshots/phone-en.png and phone-nl.png (412×915).
//
// One line per check passed; on the first failure, the reason and exit 1.
// The server is killed in every case, a 60 s overall timeout included.

import fs from 'node:fs';
import path from 'node:path';
import {
  Failure, check, passed, run, holster, journal as journalOf, share, post, launch, newPhone, storedSeat,
  text, version, repo, PHONE as phone,
} from './common.mjs';

const SCREENSHOTS = process.env.SCREENSHOTS === '1';
const GAME = 'saloon';
const PLAYERS = ['Ann', 'Bob', 'Cid'];

/** The journal on disk, as `holster replay --json` reads it. */
const journal = () => journalOf(GAME);

/** The first snapshot of the stream, read as a phone reads it. */
async function firstSnapshot(base, key) {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), 5_000);
  try {
    const r = await fetch(`${base}/events?k=${key}`, { signal: ctl.signal });
    check(r.status === 200, `the events answer 200, not ${r.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of r.body) {
      buffer += decoder.decode(chunk, { stream: true });
      const end = buffer.indexOf('\n\n');
      if (end < 0) continue;
      const data = buffer.slice(0, end).split('\n').filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, '')).join('\n');
      try { return JSON.parse(data); } catch { throw new Failure(`the first event is not JSON: ${data.slice(0, 200)}`); }
    }
    throw new Failure('the stream ended before a snapshot');
  } catch (e) {
    if (e instanceof Failure) throw e;
    throw new Failure(`no snapshot from the events: ${e.message}`);
  } finally {
    clearTimeout(timer);
    ctl.abort();
  }
}

async function main() {
  // Ann is the Deputy, who starts with three players.
  holster(['new', 'bang-dice', GAME, '--players', PLAYERS.join(','),
    '--set', 'characters=paul-regret,rose-doolan,jesse-jones',
    '--set', 'roles=deputy,outlaw,renegade']);
  check(journal().length === 0, 'a new game has no entries');

  // The first line of holster share is the address with its key.
  const { url, base, key } = await share(GAME);

  // a. No key, another key: refused.
  {
    const other = key.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const [what, address] of [
      ['without k', `${base}/`],
      ['with another k', `${base}/?k=${other}`],
      ['the events with another k', `${base}/events?k=${other}`],
    ]) {
      const r = await fetch(address);
      check(r.status === 403, `the page ${what} answers 403, not ${r.status}`);
      await r.body?.cancel();
    }
    const join = await post(base, '/api/join', other, { seat: 0, phone: null });
    check(join.status === 403, `a join with another key answers 403, not ${join.status}`);
    passed('a. without the key, or with another, the page, the events and a join answer 403');
  }

  await launch();

  // b. Ann's phone takes seat 0.
  const { context: annContext, page: ann } = await newPhone('Ann');
  await ann.goto(url);
  await ann.locator('#seat-0').waitFor({ timeout: 5_000 });
  check((await text(ann, '#title')).includes('BANG!'), `the title is the game's: ${await text(ann, '#title')}`);
  check(await ann.locator('[data-testid^="seat-"]').count() === 3, 'the seat screen offers three players');
  for (const [i, name] of PLAYERS.entries()) {
    check((await text(ann, `#seat-${i}`)).includes(name), `seat ${i} is ${name}`);
  }
  check(await ann.locator('#watch').isVisible(), 'the seat screen offers to watch');
  await ann.locator('#seat-0').tap();
  await ann.locator('#player-2').waitFor({ timeout: 5_000 });
  check(await ann.locator('#players [data-testid^="player-"]').count() === 3, 'the table shows three players');
  check((await text(ann, '#player-0')).includes('Ann'), 'player 0 is Ann');
  check((await text(ann, '#player-0')).includes('you'), "Ann's card is marked as hers");
  check((await text(ann, '#player-0')).includes('life'), "Ann's card shows her counters");
  const stored = await storedSeat(ann, key);
  check(stored && typeof stored.phone === 'string' && stored.seat === 0, `Ann's phone keeps its id and seat: ${JSON.stringify(stored)}`);
  const annPhone = stored.phone;
  passed('b. Ann takes seat 0 and sees the title and three players');

  // c. Bob's phone: Ann's seat is taken; he takes seat 1.
  const { page: bob } = await newPhone('Bob');
  await bob.goto(url);
  await bob.locator('#seat-0').waitFor({ timeout: 5_000 });
  check(await bob.locator('#seat-0').isDisabled(), "Ann's seat cannot be taken on Bob's phone");
  check((await text(bob, '#seat-0')).includes('taken'), "Ann's seat says taken on Bob's phone");
  check(await bob.locator('#seat-1').isEnabled(), "Bob's seat is free");
  await bob.locator('#seat-1').tap();
  await bob.locator('#player-1 .you').waitFor({ timeout: 5_000 });
  passed("c. Bob sees seat 0 taken and takes seat 1");

  // Reload keeps the seat.
  await ann.reload();
  await ann.locator('#player-0 .you').waitFor({ timeout: 5_000 });
  check(await ann.locator('#entry').isVisible(), 'after a reload Ann still has her seat and the entry');
  passed('   a reload keeps the seat');

  // The keypad edits the line without giving it the focus.
  await ann.locator('#line').fill('reroll');
  await ann.evaluate(() => document.activeElement && document.activeElement.blur());
  for (const k of [' ', '2', '4', '4', 'back']) await ann.locator(`#keypad [data-key="${k}"]`).tap();
  check(await ann.locator('#line').inputValue() === 'reroll 24', `the keypad typed: ${await ann.locator('#line').inputValue()}`);
  check(await ann.evaluate(() => document.activeElement?.id !== 'line'), 'tapping the keypad does not focus the line');
  await ann.locator('#line').fill('');
  passed('   the keypad edits the line without focusing it');

  // d. Ann taps the first roll together from the game's keys and enters it;
  // Bob sees it; the journal has it.
  const firstRoll = 'roll a d 1 b g';
  check((await text(ann, '#turn')).includes('Ann'), `it is Ann's turn: ${await text(ann, '#turn')}`);
  const before = await version(ann);
  const snapshot = await firstSnapshot(base, key);
  for (const [i, name] of PLAYERS.entries()) {
    const seatKey = ann.locator(`#keys [data-testid="player-key-${i}"]`);
    check((await seatKey.textContent()).trim() === name, `a key for ${name}`);
    check(await seatKey.getAttribute('data-insert') === (snapshot.players[i].word ?? name), `${name}'s key types ${name}`);
  }
  const tapped = snapshot.keys !== undefined;
  if (!tapped) {
    // A holster from before the keys: the line is typed.
    console.log('# the snapshot has no keys (an older holster): the line is typed');
    await ann.locator('#line').fill(firstRoll);
  } else {
    check(Array.isArray(snapshot.keys) && snapshot.keys.length > 0, `BANG! has keys: ${JSON.stringify(snapshot.keys)}`);
    const shown = await ann.locator('#keys [data-testid^="key-"][data-insert]').evaluateAll((bs) =>
      bs.map((b) => [b.getAttribute('data-testid'), b.getAttribute('data-label'), b.getAttribute('data-insert')]));
    check(JSON.stringify(shown) === JSON.stringify(snapshot.keys.map((k, i) => [`key-${i}`, k.label.en, k.insert.en])),
      `the page shows the game's keys in order, in English: ${JSON.stringify(shown)}`);
    // The faces come before the verbs of the same name ("beer" b, then "beer").
    const keyFor = (label) => {
      const i = snapshot.keys.findIndex((k) => k.label.en === label);
      check(i >= 0, `BANG! has a key "${label}": ${JSON.stringify(snapshot.keys.map((k) => k.label.en))}`);
      return `#keys [data-testid="key-${i}"]`;
    };
    await ann.evaluate(() => document.activeElement && document.activeElement.blur());
    for (const label of ['roll', 'arrow', 'dynamite']) await ann.locator(keyFor(label)).tap();
    await ann.locator('#keypad [data-key="1"]').tap();
    for (const label of ['beer', 'gatling']) await ann.locator(keyFor(label)).tap();
    const typed = await ann.locator('#line').inputValue();
    check(typed.trim().split(/\s+/).join(' ') === firstRoll, `the keys typed "${firstRoll}": ${JSON.stringify(typed)}`);
    check(await ann.evaluate(() => document.activeElement?.id !== 'line'), 'tapping the keys does not focus the line');
  }
  const place = () => ann.evaluate(() => ['#line', '#keys', '#keypad', '#enter']
    .map((s) => Math.round(document.querySelector(s).getBoundingClientRect().top)).join(' '));
  const placed = await place();
  await ann.locator('#enter').tap();
  await ann.waitForFunction(() => document.querySelector('#message.ok'), null, { timeout: 5_000 })
    .catch(async () => { throw new Failure(`no result for the roll: ${await text(ann, '#message')}`); });
  check(await ann.locator('#line').inputValue() === '', 'the line is cleared once entered');
  check(await place() === placed, `the line, keys, digits and Enter stay put when the result shows: ${placed} / ${await place()}`);
  await ann.waitForFunction((v) => Number(document.body.getAttribute('data-version')) > v, before, { timeout: 5_000 });
  const said = (await text(ann, '#said')).trim();
  check(said.length > 0, "Ann's page shows what the roll did");
  check((await text(ann, '#message')).includes(said), `the result is what the table shows: ${await text(ann, '#message')} / ${said}`);
  await bob.waitForFunction((s) => document.querySelector('#said')?.textContent.trim() === s, said, { timeout: 2_000 })
    .catch(async () => { throw new Failure(`Bob did not see "${said}" within 2 s: ${await text(bob, '#said')}`); });
  const entries = journal();
  check(entries.length === 1, `the journal has one entry: ${entries.length}`);
  check(/^roll\b/.test(entries[0].notation) && entries[0].notation.includes('a d 1 b g'),
    `the journal's entry is the roll: ${JSON.stringify(entries[0].notation)}`);
  passed(`d. Ann ${tapped ? 'taps' : 'types'} "${firstRoll}"${tapped ? ' on the keys' : ''} and enters it; both phones show "${said}"; the journal has it`);

  // On a small phone the line, the keys, the digits (or the key to them) and
  // Enter show without scrolling the panel.
  await ann.setViewportSize({ width: 360, height: 640 });
  await ann.waitForTimeout(200);
  const small = await ann.evaluate(() => {
    const dock = document.querySelector('#dock');
    const seen = (s) => {
      const e = document.querySelector(s);
      const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && getComputedStyle(e).visibility !== 'hidden';
    };
    return {
      scrolled: dock.scrollHeight > dock.clientHeight + 1,
      shown: ['#line', '#keys', '#enter'].filter(seen),
      digits: seen('#keypad') || seen('[data-testid="key-digits"]'),
    };
  });
  check(!small.scrolled && small.shown.length === 3 && small.digits, `at 360×640 everything shows: ${JSON.stringify(small)}`);
  await ann.setViewportSize(phone.viewport);
  passed('   at 360×640 the line, the keys, the digits and Enter show without scrolling');

  // e. Not Bob's turn: no entry on his phone.
  check(!(await bob.locator('#entry').isVisible()), 'Bob has no entry panel');
  check((await text(bob, '#waiting')).includes('Waiting'), `Bob's phone says what it waits for: ${await text(bob, '#waiting')}`);
  check((await text(bob, '#waiting')).includes('laptop'), "Bob's phone says the rest is done on the laptop");
  check(await bob.locator('#player-0.turn').count() === 1, "Ann's card is highlighted on Bob's phone");
  passed("e. Bob's phone has no entry panel and waits for Ann");

  // f. A line the game does not take: an error, nothing changes.
  const now = await version(ann);
  await ann.locator('#line').fill('frobnicate 7');
  await ann.locator('#enter').tap();
  await ann.locator('#message.err').waitFor({ timeout: 5_000 });
  check((await text(ann, '#message')).trim().length > 0, 'the refusal is said');
  check(await ann.locator('#line').inputValue() === 'frobnicate 7', 'a refused line stays in the input');
  await ann.waitForTimeout(300);
  check(await version(ann) === now, 'a refused line leaves the version');
  check(journal().length === 1, 'a refused line leaves the journal');
  await ann.locator('#line').fill('');
  passed(`f. a refused line is explained and changes nothing: "${(await text(ann, '#message')).trim()}"`);

  // g. An entry on an old version: stale.
  const stale = await post(base, '/api/enter', key, { phone: annPhone, version: before, line: 'reroll 1 b' });
  check(stale.status === 409, `an entry on version ${before} (now ${now}) answers 409, not ${stale.status}`);
  check(stale.body?.stale === true, `a stale entry says so: ${stale.text}`);
  check(journal().length === 1, 'a stale entry leaves the journal');
  passed('g. an entry on an old version answers 409 stale');

  // h. Ann's phone loses its connection; an entry is made meanwhile; it catches up.
  await annContext.setOffline(true);
  await ann.waitForTimeout(1_000);
  check(await ann.locator('#banner').isVisible(), 'the banner shows while offline');
  check((await text(ann, '#banner')).includes('Reconnecting'), `the banner says it reconnects: ${await text(ann, '#banner')}`);
  const meanwhile = await post(base, '/api/enter', key, { phone: annPhone, version: now, line: 'reroll 1 b' });
  check(meanwhile.status === 200, `the entry made meanwhile answers 200, not ${meanwhile.status}: ${meanwhile.text}`);
  const saidNow = meanwhile.body?.said?.en;
  check(typeof saidNow === 'string' && saidNow.length > 0, `the entry says what it did: ${meanwhile.text}`);
  await bob.waitForFunction((s) => document.querySelector('#said')?.textContent.trim() === s, saidNow, { timeout: 2_000 });
  check((await text(ann, '#said')).trim() === said, "Ann's phone, offline, still shows the roll");
  await annContext.setOffline(false);
  await ann.locator('#banner').waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => { throw new Failure('the banner is still there 10 s after the connection came back'); });
  await ann.waitForFunction((s) => document.querySelector('#said')?.textContent.trim() === s, saidNow, { timeout: 5_000 })
    .catch(async () => { throw new Failure(`Ann's phone did not catch up: ${await text(ann, '#said')}`); });
  check(await version(ann) === await version(bob), 'both phones are on the same version again');
  check(journal().length === 2, 'the journal has the entry made meanwhile');
  passed(`h. offline, the banner shows; back online Ann's phone catches up with "${saidNow}"`);

  // i. Screenshots of Ann's phone, in English and in Dutch.
  if (SCREENSHOTS) {
    const dir = path.join(repo, 'docs', 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    // The last roll entered from the page, and the next line begun.
    await ann.locator('#line').fill('reroll 3 g');
    await ann.locator('#enter').tap();
    await ann.locator('#message.ok').waitFor({ timeout: 5_000 })
      .catch(async () => { throw new Failure(`the last roll was not entered: ${await text(ann, '#message')}`); });
    await ann.locator('#line').fill('beer ann ');
    if ((await ann.getAttribute('html', 'lang')) !== 'en') await ann.locator('#lang-toggle').tap();
    await ann.screenshot({ path: path.join(dir, 'phone-en.png') });
    await ann.locator('#lang-toggle').tap();
    await ann.waitForFunction(() => document.documentElement.lang === 'nl');
    check((await text(ann, '#enter')).trim() === 'Invoeren', 'in Dutch the button says Invoeren');
    await ann.screenshot({ path: path.join(dir, 'phone-nl.png') });
    await ann.locator('#lang-toggle').tap();
    passed('i. screenshots: docs/screenshots/phone-en.png, phone-nl.png');
  }
}

run(main, { prefix: 'holster-phones-', seconds: 60 });
