// Whole games from the phone page against `holster share`, in headless
// Chromium (issue 28): a BANG! dice game played to its end from three pages,
// line by line from tests/suite/bang_dice/three-players.txt, each line on
// the one page that offers the entry; Bart Cassidy's answer off his turn;
// a Gunfights & Gamblin' character turn with its Target Practice shot, and
// the Raid's first shot; the Law's round start and a duel in The Quick and
// the Undead; a phone's stream dropped at the server's end and picked up
// again.
//
//   cd tests/browser && npm ci && node games.mjs
//
// HOLSTER: the binary (default ../../target/release/holster); CHROMIUM: the
// browser (default /usr/bin/chromium). The fixtures and the test values are
// read from the Rust tests at run time, never copied.
//
// One line per check passed; on the first failure, the reason and exit 1.
// The servers are killed in every case, a 150 s overall timeout included.

import fs from 'node:fs';
import path from 'node:path';
import {
  Failure, check, passed, run, holster, journal, replay, share, stopServer, post, launch, newPhone,
  storedSeat, text, version, repo, relay,
} from './common.mjs';

const read = (file) => fs.readFileSync(path.join(repo, file), 'utf8');

/**
 * A fixture game: its header (`# key: value` lines, a list per key) and its
 * entries, each with the comment above it and the player the last
 * `# Turn N, NAME` comment names.
 */
function fixture(file) {
  const header = {};
  const steps = [];
  let comment = '';
  let turn = null;
  for (const line of read(file).split('\n').map((l) => l.trim())) {
    let m;
    if ((m = /^#\s*([a-z-]+):\s*(.*)$/.exec(line))) (header[m[1]] ??= []).push(m[2].trim());
    else if (line.startsWith('#')) {
      comment = line.replace(/^#\s*/, '');
      if ((m = /^Turn \d+, (\w+)/.exec(comment))) turn = m[1];
    } else if (line) steps.push({ line, comment, turn });
  }
  return { header, steps };
}

/** A phone opening `url` that takes seat `n`, or watches when `n` is null. */
async function seated(who, url, n) {
  const { page } = await newPhone(who);
  await page.goto(url);
  await page.locator('#watch').waitFor({ timeout: 5_000 });
  if (n === null) {
    await page.locator('#watch').tap();
    await page.waitForFunction(() => document.querySelector('#who')?.textContent.includes('watching'), null, { timeout: 5_000 });
  } else {
    await page.locator(`#seat-${n}`).tap();
    await page.locator(`#player-${n} .you`).waitFor({ timeout: 5_000 });
  }
  return page;
}

const shows = (page) => page.locator('#entry').isVisible();
/** The page's message, a paragraph a line: what the entry did, then its findings. */
const message = async (page) => (await page.locator('#message p').allTextContents()).map((t) => t.trim()).join('\n');
/** The notation as the journal writes it (the names capitalised). */
const same = (a, b) => a.toLowerCase().split(/\s+/).join(' ') === b.toLowerCase().split(/\s+/).join(' ');

/** Every page on the same version, at least `v`; that version. */
async function inStep(pages, v) {
  for (const page of pages) {
    await page.waitForFunction((at) => Number(document.body.getAttribute('data-version')) >= at, v, { timeout: 5_000 })
      .catch(async () => { throw new Failure(`a page stayed on version ${await version(page)}, not ${v}`); });
  }
  const versions = await Promise.all(pages.map(version));
  check(versions.every((x) => x === versions[0]), `the pages show the same version: ${versions}`);
  return versions[0];
}

/**
 * Types `line` on the page and taps Enter; once every page in `pages` shows
 * the new version, `{ said, shown }`: what the entry did, and the page's ok
 * message (that and the findings). A refusal fails with the page's message.
 */
async function enter(page, who, line, pages) {
  await page.locator('#line').fill(line);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/enter', { timeout: 5_000 }),
    page.locator('#enter').tap(),
  ]);
  // The answer is shown once the page lets Enter be tapped again.
  await page.waitForFunction(() => !document.querySelector('#enter').disabled, null, { timeout: 5_000 });
  const shown = await message(page);
  check(response.status() === 200 && await page.locator('#message.ok').count() === 1,
    `${who}'s "${line}" was refused (${response.status()}): ${shown}`);
  const body = await response.json();
  check(shown.split('\n')[0] === body.said.en, `${who}'s page shows what "${line}" did: ${shown} / ${body.said.en}`);
  check(await page.locator('#line').inputValue() === '', `the line is cleared once "${line}" is entered`);
  await inStep(pages, body.version);
  return { said: body.said.en, shown };
}

/** The same line sent with another phone's id, as its page would send it. */
async function sendAs(page, share, line) {
  const phone = (await storedSeat(page, share.key)).phone;
  return post(share.base, '/api/enter', share.key, { phone, version: await version(page), line });
}

// a. A whole BANG! game from three pages.
async function wholeGame() {
  const { header, steps } = fixture('tests/suite/bang_dice/three-players.txt');
  const players = header.players[0].split(',');
  check(players.length === 3 && header.set.length === 2, `the fixture's header: ${JSON.stringify(header)}`);
  holster(['new', 'bang-dice', 'whole', '--players', players.join(','), ...header.set.flatMap((s) => ['--set', s])]);
  const shared = await share('whole');
  const pages = [];
  for (const [n, name] of players.entries()) pages.push(await seated(name, shared.url, n));
  passed(`a. ${players.join(', ')} take seats 0 to 2 of the fixture's game`);

  let v = await inStep(pages, 0);
  for (const [i, step] of steps.entries()) {
    const offered = [];
    for (const [n, page] of pages.entries()) if (await shows(page)) offered.push(n);
    check(offered.length === 1, `before "${step.line}" (#${i + 1}) one page offers the entry, not ${offered.map((n) => players[n])}`);
    const [n] = offered;
    const page = pages[n];
    const atTurn = [];
    for (const [m] of players.entries()) if (await page.locator(`#player-${m}.turn`).count()) atTurn.push(m);
    const yours = (await text(page, '#yourturn')).trim();
    check(atTurn.length <= 1, `one player at most is at turn on ${players[n]}'s page: ${atTurn}`);
    if (atTurn[0] === n) {
      check(yours === "It's your turn", `${players[n]}'s page says it is their turn: ${yours}`);
      check(players[n] === step.turn, `"${step.line}" (#${i + 1}) is on ${players[n]}'s page, at turn, not ${step.turn}'s (${step.comment})`);
    } else {
      check(yours === 'Your answer now', `${players[n]}'s page offers the entry off their turn, for their answer: ${yours}`);
    }
    await enter(page, players[n], step.line, pages);
    const now = await version(page);
    check(now === v + 1, `"${step.line}" moves the version from ${v} to ${v + 1}, not ${now}`);
    v = now;
  }
  passed(`   all ${steps.length} lines entered, each on the one page of the player at turn, and every page followed`);

  for (const [n, page] of pages.entries()) {
    check(!(await shows(page)), `${players[n]}'s page offers no entry once the game is over`);
    const waiting = await text(page, '#waiting');
    check(waiting.includes('over'), `${players[n]}'s page says the game is over: ${waiting}`);
  }
  const entries = journal('whole');
  check(entries.length === steps.length, `the journal has the fixture's ${steps.length} entries: ${entries.length}`);
  check(entries.every((e, i) => same(e.notation, steps[i].line)), 'the journal has the fixture\'s lines in order');
  const { state } = replay('whole');
  const winners = header['expect-winners'][0].split(',');
  const lives = header['expect-life'][0].split(',').map(Number);
  check(state.end?.state === 'over' && state.end.ending === header['expect-ending'][0],
    `replay says the game ended ${header['expect-ending'][0]}: ${JSON.stringify(state.end)}`);
  check(winners.length === 1 && state.players[state.end.winner?.seat]?.name === winners[0],
    `replay's winner is ${winners}: ${JSON.stringify(state.end.winner)}`);
  check(JSON.stringify(state.players.map((p) => p.life)) === JSON.stringify(lives), `the lives are ${lives}: ${state.players.map((p) => p.life)}`);
  check(state.pile === Number(header['expect-pile'][0]), `the pile holds ${header['expect-pile'][0]} arrows: ${state.pile}`);
  const winner = players.indexOf(winners[0]);
  for (const page of pages) {
    const chips = await page.locator(`#player-${winner} .chip`).allTextContents();
    check(chips.includes(`life points ${lives[winner]}`), `the pages show ${winners[0]}'s ${lives[winner]} life points: ${chips}`);
  }
  passed(`   every page says the game is over; the journal has ${entries.length} entries; replay: ${winners[0]} wins (${state.end.ending}), lives ${lives}`);
  for (const page of pages) await page.context().close();
  stopServer(shared.server);
}

// b. Bart Cassidy's answer, off his turn, from his own page alone.
async function offTurn() {
  const players = ['Ann', 'Bob', 'Cid', 'Dan'];
  holster(['new', 'bang-dice', 'bart', '--players', players.join(','),
    '--set', 'characters=willy-the-kid,bart-cassidy,paul-regret,suzy-lafayette', '--set', 'sheriff=ann']);
  const shared = await share('bart');
  const [ann, bob, cid] = [await seated('Ann', shared.url, 0), await seated('Bob', shared.url, 1), await seated('Cid', shared.url, 2)];
  const pages = [ann, bob, cid];
  await inStep(pages, 0);
  check(await shows(ann) && !(await shows(bob)) && !(await shows(cid)), 'at the start only Ann, the Sheriff, has the entry');
  await enter(ann, 'Ann', 'roll 1 1 a b b', pages);
  await enter(ann, 'Ann', 'shoot bob bob', pages);
  check(await shows(bob), "Bob's page offers the entry off his turn once he is shot");
  const yours = (await text(bob, '#yourturn')).trim();
  check(yours === 'Your answer now', `Bob's page says it waits for his answer: ${yours}`);
  check(await bob.locator('#player-0.turn').count() === 1 && await bob.locator('#player-1.turn').count() === 0,
    "it is still Ann's turn on Bob's page");
  check(await shows(ann), "Ann's page keeps the entry (her turn)");
  check(!(await shows(cid)), "Cid's page offers no entry");
  passed('b. Ann rolls and shoots Bob twice: Bob\'s page says "Your answer now", Cid\'s offers nothing');

  const before = journal('bart').length;
  const refused = await sendAs(cid, shared, 'bart arrow');
  check(refused.status === 403, `"bart arrow" from Cid's phone answers 403, not ${refused.status}: ${refused.text}`);
  check(refused.body?.error?.en?.includes('Bob'), `the refusal names Bob: ${refused.text}`);
  check(journal('bart').length === before, "Cid's refused answer leaves the journal");
  passed(`   "bart arrow" from Cid's phone: 403 "${refused.body.error.en}"`);

  const { said } = await enter(bob, 'Bob', 'bart arrow', pages);
  check(!(await shows(bob)), "Bob's entry hides once he answered");
  check(await shows(ann), "Ann's page still has the entry (her turn goes on)");
  const last = journal('bart').at(-1);
  check(same(last.notation, 'bart arrow') && last.findings.some((f) => f.message.includes('Bob (Bart Cassidy)')),
    `the journal's last entry is Bob's answer: ${JSON.stringify(last)}`);
  passed(`   Bob's page enters "bart arrow": "${said}"; his entry hides again`);
  for (const page of pages) await page.context().close();
  stopServer(shared.server);
}

// c. Gunfights & Gamblin': the Mayor's and the Sheriff's turns of the
// rulebook's first round from their pages, a phone watching; then the
// Raid's first shot (the rest of the round entered on the laptop first).
async function gunfights() {
  const sample = read('src/games/gunfights/sample.rs');
  const at = sample.indexOf('pub const BOARD');
  const board = [...sample.slice(at, sample.indexOf('];', at)).matchAll(/\("([a-z-]+)", (\d+)\)/g)]
    .map(([, key, value]) => ['--board', `${key}=${value}`]).flat();
  check(board.includes('income-mayor=30'), `the sample board values are read: ${board.join(' ')}`);
  const { header, steps } = fixture('tests/suite/gunfights/round-one.txt');
  const people = header.players[0];
  for (const game of ['turns', 'raid']) holster(['new', 'gunfights', game, '--players', people, ...board]);
  const upTo = (mark) => steps.slice(0, steps.findIndex((s) => s.comment.startsWith(mark)));
  holster(['enter', 'raid'], upTo('Gunfight Example A').map((s) => s.line).join('\n') + '\n');

  const shared = await share('turns');
  const [mayor, sheriff, watcher] = [await seated('Ann', shared.url, 0), await seated('Bob', shared.url, 1), await seated('Watcher', shared.url, null)];
  const pages = [mayor, sheriff, watcher];
  await inStep(pages, 0);
  check((await text(mayor, '#who')).includes('Mayor (Ann)'), `Ann plays the Mayor: ${await text(mayor, '#who')}`);
  const turns = [['Mayor', mayor, 'Ann'], ['Sheriff', sheriff, 'Bob']];
  for (const [character, page, who] of turns) {
    const lines = steps.filter((s) => s.comment.startsWith(character)).map((s) => s.line);
    check(lines.length > 0 && lines.at(-1) === 'end', `the fixture has the ${character}'s turn: ${lines}`);
    const turn = (await text(watcher, '#turn')).trim();
    check(turn.includes(who) && turn.includes(character), `the watcher sees the ${character}'s turn: ${turn}`);
    for (const line of lines) {
      check(await shows(page) && !(await shows(page === mayor ? sheriff : mayor)) && !(await shows(watcher)),
        `before "${line}" only the ${character}'s page offers the entry`);
      const { said } = await enter(page, who, line, pages);
      const seen = (await text(watcher, '#said')).trim();
      check(seen === said, `the watcher sees "${line}": ${seen} / ${said}`);
    }
    const entered = journal('turns').slice(-lines.length).map((e) => e.notation);
    check(entered.length === lines.length && entered.every((e, i) => same(e, lines[i])), `the journal has the ${character}'s turn: ${entered}`);
    passed(`${page === mayor ? 'c.' : '  '} the ${character}'s turn from ${who}'s page: ${lines.join(' · ')}; the watcher saw each; the journal has them`);
  }
  const card = (await text(watcher, '#player-1')).replace(/\s+/g, ' ');
  check(card.includes('Bullseye 1'), `"practice 3 8 5" is a Bullseye on the watcher's page: ${card}`);
  const { state } = replay('turns');
  check(state.turn === 2 && state.phase === 'turns', `the Deputy's turn is next: turn ${state.turn}, ${state.phase}`);
  check(!(await shows(mayor)) && !(await shows(sheriff)), "off their turns the Mayor's and the Sheriff's pages offer no entry");
  passed(`   the Sheriff's Bullseye shows on the watcher's page; the Deputy's turn is next`);
  for (const page of pages) await page.context().close();
  stopServer(shared.server);

  // The Raid: the reminder says the Sheriff shoots first at the Stockade.
  const raid = await share('raid');
  const [bob, cid, eye] = [await seated('Bob', raid.url, 1), await seated('Cid', raid.url, 2), await seated('Watcher', raid.url, null)];
  const shot = steps.find((s) => s.comment.startsWith('Gunfight Example A')).line;
  check(shot === 'shoot sheriff 12 15', `the Raid's first shot is the Sheriff's: ${shot}`);
  const reminders = await text(eye, '#reminders');
  check(reminders.includes('Sheriff (Bob) to shoot'), `the reminders say the Sheriff shoots: ${reminders}`);
  const notHis = await sendAs(cid, raid, shot);
  check(notHis.status === 403 && notHis.body?.error?.en?.includes('Sheriff (Bob)'),
    `the Sheriff's shot from the Deputy's phone answers 403 naming him: ${notHis.status} ${notHis.text}`);
  check(await shows(bob) && !(await shows(cid)), "the Sheriff's page offers the entry, the Deputy's not");
  const { said } = await enter(bob, 'Bob', shot, [bob, cid, eye]);
  const seen = (await text(eye, '#said')).trim();
  check(seen === said && seen.includes('12 and 15'), `the watcher sees the shot: ${seen} / ${said}`);
  const last = journal('raid').at(-1);
  check(same(last.notation, shot) && last.findings.some((f) => f.message.includes('2 hits')), `the journal has the shot, 2 hits: ${JSON.stringify(last)}`);
  passed(`   the Raid: "${shot}" from the Sheriff's phone (the Deputy's is refused: "${notHis.body.error.en}"); the watcher sees "${seen}"`);
  for (const page of [bob, cid, eye]) await page.context().close();
  stopServer(raid.server);
}

// d. The Quick and the Undead: the Law's round start and a duel.
async function undead() {
  const helpers = read('tests/suite/undead/helpers.rs');
  // A `pub const NAME: [&str; N] = [ … ];`, one item a line.
  const literals = (name) => {
    const at = helpers.indexOf(`pub const ${name}:`);
    check(at >= 0, `tests/suite/undead/helpers.rs has ${name}`);
    const body = helpers.slice(helpers.indexOf('= [\n', at) + 4, helpers.indexOf('\n];', at));
    return body.split('\n').map((l) => l.trim().replace(/,$/, '')).filter(Boolean);
  };
  const buildings = literals('BUILDINGS_3').map((l) => JSON.parse(l));
  const setUp = literals('SET_UP_3').map((l) => {
    const m = /^BUILDINGS_3\[(\d)\]$/.exec(l);
    return m ? buildings[Number(m[1])] : JSON.parse(l);
  });
  check(setUp.length === 11 && setUp[0].startsWith('building '), `SET_UP_3 is read: ${JSON.stringify(setUp)}`);
  // The board's slots as the Rust tests give them (slots-3 = 4).
  holster(['new', 'undead', 'town', '--players', 'Ann,Bob,Cid', '--set', 'law=ann', '--set', 'critical=skull', '--board', 'slots-3=4']);
  holster(['enter', 'town'], setUp.join('\n') + '\n');
  const shared = await share('town');
  const [ann, bob, cid] = [await seated('Ann', shared.url, 0), await seated('Bob', shared.url, 1), await seated('Cid', shared.url, 2)];
  const pages = [ann, bob, cid];
  await inStep(pages, 0);
  for (const line of ['hiring none', 'reveal ann 8 bob 3 cid 8']) {
    check(await shows(ann) && !(await shows(bob)) && !(await shows(cid)), `before "${line}" only the Law's (Ann's) page offers the entry`);
    await enter(ann, 'Ann', line, pages);
  }
  passed('d. the Law (Ann) enters "hiring none" and "reveal ann 8 bob 3 cid 8" from her page');

  const duel = 'duel ann>cid 5 cid>ann 2';
  const bystander = await sendAs(bob, shared, duel);
  check(bystander.status === 403, `Ann and Cid's duel from Bob's phone answers 403, not ${bystander.status}: ${bystander.text}`);
  check(await shows(ann) && await shows(cid) && !(await shows(bob)), "the duelists' pages (Ann's, Cid's) offer the entry, Bob's not");
  check((await text(cid, '#yourturn')).includes('Your answer now'), `Cid's page says his answer is asked: ${await text(cid, '#yourturn')}`);
  const { shown: said } = await enter(ann, 'Ann', duel, pages);
  check(said.includes('Graveyard'), `the duel's result says Cid's Outlaw goes to the Graveyard: ${said}`);
  const { state } = replay('town');
  check(state.bands[2].graveyard === 1 && state.purses[0].notoriety === 1, `Cid's Outlaw is dead and Ann gains 1 Notoriety: ${JSON.stringify(state.purses)}`);
  check(journal('town').at(-1).notation.startsWith('duel'), 'the journal has the duel');
  passed(`   Ann's page enters "${duel}": "${said.replace(/\n/g, ' / ')}"; the journal has it`);
  for (const page of pages) await page.context().close();
  stopServer(shared.server);
}

// e. The server's end drops a phone's stream: the page reconnects by
// itself and catches up with what was entered meanwhile.
async function dropped() {
  holster(['new', 'tally', 'drop', '--players', 'Ann,Bob']);
  const shared = await share('drop');
  const between = await relay(shared.base);
  const bob = await seated('Bob', `${between.base}/?k=${shared.key}`, 1);
  const ann = await post(shared.base, '/api/join', shared.key, { seat: 0, phone: null });
  check(ann.status === 200, `Ann's phone joins: ${ann.text}`);
  const first = await post(shared.base, '/api/enter', shared.key, { phone: ann.body.phone, version: await version(bob), line: 'roll ann 5' });
  check(first.status === 200, `Ann's roll: ${first.text}`);
  await inStep([bob], first.body.version);
  const before = between.connections();
  between.drop();
  const bobs = (await storedSeat(bob, shared.key)).phone;
  const meanwhile = await post(shared.base, '/api/enter', shared.key, { phone: bobs, version: first.body.version, line: 'roll bob 7' });
  check(meanwhile.status === 200, `Bob's roll entered while his page is cut off: ${meanwhile.text}`);
  await bob.waitForFunction((s) => document.querySelector('#said')?.textContent.trim() === s, meanwhile.body.said.en, { timeout: 10_000 })
    .catch(async () => { throw new Failure(`Bob's page did not catch up after the drop: ${await text(bob, '#said')}`); });
  check(between.connections() > before, `the page connected again: ${before} connections before the drop, ${between.connections()} after`);
  check((await text(bob, '#player-1')).includes('7'), `Bob's score is 7 on his page: ${await text(bob, '#player-1')}`);
  passed(`e. the server's end drops Bob's stream; his page connects again by itself and shows "${meanwhile.body.said.en}"`);
  await bob.context().close();
  between.close();
  stopServer(shared.server);
}

async function main() {
  await launch();
  await wholeGame();
  await offTurn();
  await gunfights();
  await undead();
  await dropped();
}

run(main, { prefix: 'holster-games-', seconds: 150 });
