// What the browser tests share: the binary and the browser, a data folder
// of their own, `holster` commands, `holster share` servers (killed in
// every case), the journal as `holster replay --json` reads it, requests
// as a phone makes them, the phone's browser, and the checks' output (one
// `ok - …` line per check passed; on the first failure `FAIL: …` and exit 1).
//
//   import { run, check, passed, … } from './common.mjs';
//   run(main, { prefix: 'holster-phones-', seconds: 60 });

import { chromium } from 'playwright-core';
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, '..', '..');
export const HOLSTER = process.env.HOLSTER ? path.resolve(process.env.HOLSTER) : path.join(repo, 'target', 'release', 'holster');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// The data folder is given with --data-dir alone.
const ENV = { ...process.env };
delete ENV.HOLSTER_DATA_DIR;

/** A phone: the page's viewport and touch, in English. */
export const PHONE = { viewport: { width: 412, height: 915 }, locale: 'en-US', hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

const servers = new Set();
let browser = null;
let data = null;
let finished = false;

function stopServers() {
  for (const server of servers) stopServer(server);
}

/** Kills one `holster share` started by [`share`]. */
export function stopServer(server) {
  servers.delete(server);
  if (server && server.exitCode === null && server.signalCode === null) {
    try { server.kill('SIGKILL'); } catch { /* already gone */ }
  }
}

function cleanUp() {
  stopServers();
  if (data) {
    try { fs.rmSync(data, { recursive: true, force: true }); } catch { /* best effort */ }
  }
}

/** Says why, kills the servers, removes the data folder and exits 1. */
export function fail(why) {
  if (finished) return;
  finished = true;
  console.error(`FAIL: ${why}`);
  cleanUp();
  // Playwright kills the browser it launched when the process exits.
  process.exit(1);
}

export class Failure extends Error {}
export function check(condition, message) {
  if (!condition) throw new Failure(message);
}
export function passed(what) {
  console.log(`ok - ${what}`);
}

/**
 * Runs `main` with a fresh data folder and an overall timeout of `seconds`;
 * every server is killed and the folder removed whatever happens.
 */
export function run(main, { prefix, seconds }) {
  process.on('exit', stopServers);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => fail(`stopped by ${signal}`));
  const overall = setTimeout(() => fail(`the whole run took longer than ${seconds} s`), seconds * 1_000);
  const start = async () => {
    check(fs.existsSync(HOLSTER), `no holster binary at ${HOLSTER} (set HOLSTER)`);
    check(fs.existsSync(CHROMIUM), `no Chromium at ${CHROMIUM} (set CHROMIUM)`);
    data = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    await main();
  };
  start().then(async () => {
    clearTimeout(overall);
    finished = true;
    try { await browser?.close(); } catch { /* exiting anyway */ }
    cleanUp();
    process.exit(0);
  }, (e) => {
    fail(e instanceof Failure ? e.message : (e && e.stack) || String(e));
  });
}

/** Runs a holster command to the end (with `input` on stdin); its stdout. */
export function holster(args, input) {
  try {
    return execFileSync(HOLSTER, ['--lang', 'en', ...args, '--data-dir', data], {
      encoding: 'utf8',
      env: ENV,
      input,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      timeout: 15_000,
    });
  } catch (e) {
    throw new Failure(`holster ${args.join(' ')} failed (${e.status ?? e.signal}): ${e.stderr || e.message}${e.stdout ? `\n${e.stdout}` : ''}`);
  }
}

/** `holster replay GAME --json`, parsed. */
export function replay(game) {
  const out = holster(['replay', game, '--json']);
  let parsed;
  try { parsed = JSON.parse(out); } catch { throw new Failure(`replay --json is not JSON: ${out.slice(0, 200)}`); }
  check(Array.isArray(parsed.entries), 'replay --json has a list of entries');
  return parsed;
}

/** The journal on disk, as `holster replay --json` reads it. */
export function journal(game) {
  return replay(game).entries.filter((e) => e.active !== false);
}

/**
 * Starts `holster share GAME` and reads the address from its first line:
 * `{ url, base, key, server }` (stop it early with [`stopServer`]).
 */
export function share(game) {
  return new Promise((resolve, reject) => {
    const child = spawn(HOLSTER, ['--lang', 'en', 'share', game, '--bind', '127.0.0.1', '--port', '0', '--data-dir', data], {
      env: ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.add(child);
    let out = '';
    let err = '';
    let read = false;
    const timer = setTimeout(() => reject(new Failure(`holster share printed no address in 10 s: ${out}${err}`)), 10_000);
    child.stderr.on('data', (d) => { err += d; });
    child.stdout.on('data', (d) => {
      out += d;
      const newline = out.indexOf('\n');
      if (newline < 0 || read) return;
      read = true;
      clearTimeout(timer);
      const url = out.slice(0, newline).trim();
      const match = /^(http:\/\/127\.0\.0\.1:(\d+))\/\?k=([0-9a-f]{32})$/.exec(url);
      if (!match) reject(new Failure(`the first line of holster share is the address with its key: ${JSON.stringify(url)}`));
      else resolve({ url, base: match[1], key: match[3], server: child });
    });
    child.on('error', (e) => { clearTimeout(timer); reject(new Failure(`holster share did not start: ${e.message}`)); });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!finished) reject(new Failure(`holster share ended early (${code ?? signal}): ${err}`));
    });
  });
}

/** A request as the page makes it. */
export async function post(base, route, key, body) {
  const r = await fetch(new URL(route, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Holster-Key': key },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  let json = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  return { status: r.status, body: json, text };
}

/** Headless Chromium, closed at the end of [`run`]. */
export async function launch() {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-quic', '--disable-component-update', '--disable-sync'],
  });
  return browser;
}

/** A new phone (its own context, so its own storage): `{ context, page }`; an error on its page fails the run. */
export async function newPhone(who) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  page.on('pageerror', (e) => fail(`${who}'s page threw: ${e.message}`));
  return { context, page };
}

/** The phone's id and seat as the page keeps them for the address's key. */
export function storedSeat(page, key) {
  return page.evaluate((k) => JSON.parse(localStorage.getItem('holster.phone.' + k)), key);
}

export const text = (page, selector) => page.locator(selector).textContent({ timeout: 5_000 });
export const version = (page) => page.evaluate(() => Number(document.body.getAttribute('data-version')));

/**
 * A relay on loopback between the pages and the server at `base`, standing
 * for the server's end of each connection: `drop()` closes every socket
 * from that end, as a server that drops a phone's stream does. `{ base,
 * connections(), drop(), close() }`; connections counts those opened.
 */
export function relay(base) {
  const target = new URL(base);
  const sockets = new Set();
  let opened = 0;
  const server = net.createServer((phone) => {
    opened += 1;
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const [from, to] of [[phone, upstream], [upstream, phone]]) {
      sockets.add(from);
      from.on('error', () => to.destroy());
      from.on('close', () => { sockets.delete(from); to.destroy(); });
      from.pipe(to);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      base: `http://127.0.0.1:${server.address().port}`,
      connections: () => opened,
      drop: () => { for (const s of sockets) s.destroy(); },
      close: () => { server.close(); for (const s of sockets) s.destroy(); },
    }));
  });
}
