//! The phones' server: HTTP/1 and server-sent events on one address of the
//! local network, in a thread of its own with a small tokio runtime, only
//! while a game is shared. It checks the join secret, the size of what a
//! phone sends and how often, and hands everything else to the owner of the
//! session as a [`Request`]: it holds no rule and no state of the game.

use super::host::{Reply, Request, Status};
use super::secret::Secret;
use super::snapshot::Snapshot;
use axum::Router;
use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Json, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot, watch};

/// The phone's page, everything inline (nothing from the internet).
const PAGE: &str = include_str!("../../resources/phone/index.html");
/// The largest body a phone may send.
const BODY_LIMIT: usize = 4096;
/// Requests a second one phone may make (a burst of as many).
const PER_SECOND: f64 = 10.0;
/// Event streams open at once (a phone opens one; a reload may briefly
/// hold two).
const MOST_STREAMS: usize = 32;

/// A shared game's server, running until [`Sharing::stop`] (or drop).
#[derive(Debug)]
pub struct Sharing {
    address: SocketAddr,
    secret: Secret,
    shutdown: Option<watch::Sender<bool>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Sharing {
    /// Starts serving on `bind` (port 0: one the system picks) the
    /// `snapshots` of the host; the phones' requests come out of the
    /// receiver, for the owner of the session to answer.
    pub fn start(
        bind: SocketAddr,
        snapshots: watch::Receiver<Arc<Snapshot>>,
    ) -> std::io::Result<(Sharing, mpsc::Receiver<Request>)> {
        let listener = std::net::TcpListener::bind(bind)?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let secret = Secret::new();
        let (requests, inbox) = mpsc::channel(64);
        let (shutdown, stopping) = watch::channel(false);
        let state = Shared {
            secret: secret.clone(),
            requests,
            snapshots,
            stopping: stopping.clone(),
            rates: Arc::new(Mutex::new(HashMap::new())),
            streams: Arc::new(AtomicUsize::new(0)),
        };
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()?;
        let thread = std::thread::Builder::new()
            .name("holster-phones".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        return;
                    };
                    let app = router(state);
                    let mut stopping = stopping;
                    let served = axum::serve(
                        listener,
                        app.into_make_service_with_connect_info::<SocketAddr>(),
                    )
                    .with_graceful_shutdown(async move {
                        let _ = stopping.wait_for(|stop| *stop).await;
                    });
                    // Nothing to report to: a failing accept ends sharing,
                    // which the owner sees as phones no longer answered.
                    let _ = served.await;
                });
            })?;
        let sharing = Sharing {
            address,
            secret,
            shutdown: Some(shutdown),
            thread: Some(thread),
        };
        Ok((sharing, inbox))
    }

    /// Where it listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The join secret of this sharing.
    pub fn secret(&self) -> &Secret {
        &self.secret
    }

    /// The address a phone opens, with the join secret: the QR code's.
    pub fn url_for(&self, ip: IpAddr) -> String {
        let at = SocketAddr::new(ip, self.address.port());
        format!("http://{at}/?k={}", self.secret.as_str())
    }

    /// The address to open on the address it listens on.
    pub fn url(&self) -> String {
        self.url_for(self.address.ip())
    }

    /// Stops serving: every phone's stream ends and the port is free once
    /// this returns.
    pub fn stop(mut self) {
        self.shut();
    }

    fn shut(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            shutdown.send_replace(true);
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Sharing {
    fn drop(&mut self) {
        self.shut();
    }
}

/// What every request handler shares.
#[derive(Clone)]
struct Shared {
    secret: Secret,
    requests: mpsc::Sender<Request>,
    snapshots: watch::Receiver<Arc<Snapshot>>,
    stopping: watch::Receiver<bool>,
    rates: Arc<Mutex<HashMap<(IpAddr, String), Bucket>>>,
    streams: Arc<AtomicUsize>,
}

/// A token bucket: [`PER_SECOND`] requests a second, in bursts of as many.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Shared {
    /// Whether the phone at `ip` (with `id`, once it has one) may make one
    /// more request now.
    fn allowed(&self, ip: IpAddr, id: &str) -> bool {
        let Ok(mut rates) = self.rates.lock() else {
            return false;
        };
        // Forget the idle ones, so the map stays small whatever is sent.
        if rates.len() > 256 {
            rates.retain(|_, b| b.at.elapsed() < Duration::from_secs(10));
        }
        let now = Instant::now();
        let bucket = rates.entry((ip, id.to_string())).or_insert(Bucket {
            tokens: PER_SECOND,
            at: now,
        });
        let refill = now.duration_since(bucket.at).as_secs_f64() * PER_SECOND;
        bucket.tokens = (bucket.tokens + refill).min(PER_SECOND);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn key_ok(&self, headers: &HeaderMap) -> bool {
        headers
            .get("x-holster-key")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|k| self.secret.matches(k))
    }

    /// Hands a request to the owner of the session and waits for its answer.
    async fn ask(&self, make: impl FnOnce(oneshot::Sender<Reply>) -> Request) -> Response {
        let (reply, answer) = oneshot::channel();
        if self.requests.send(make(reply)).await.is_err() {
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
        match answer.await {
            Ok(reply) => (code(reply.status), Json(reply.body)).into_response(),
            Err(_) => StatusCode::SERVICE_UNAVAILABLE.into_response(),
        }
    }
}

fn code(status: Status) -> StatusCode {
    match status {
        Status::Done => StatusCode::OK,
        Status::Taken | Status::Stale => StatusCode::CONFLICT,
        Status::NotYours => StatusCode::FORBIDDEN,
        Status::Refused => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

fn router(state: Shared) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/events", get(events))
        .route("/api/join", post(join))
        .route("/api/enter", post(enter))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(state)
}

#[derive(Deserialize)]
struct KeyQuery {
    k: Option<String>,
}

fn refused() -> Response {
    (StatusCode::FORBIDDEN, "no entry without the join code").into_response()
}

async fn page(State(shared): State<Shared>, Query(q): Query<KeyQuery>) -> Response {
    if !q.k.is_some_and(|k| shared.secret.matches(&k)) {
        return refused();
    }
    let mut response = Html(PAGE).into_response();
    let headers = response.headers_mut();
    // The address holds the secret: not kept, not passed on to another site.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; \
             connect-src 'self'; img-src 'self' data:",
        ),
    );
    response
}

async fn events(State(shared): State<Shared>, Query(q): Query<KeyQuery>) -> Response {
    if !q.k.is_some_and(|k| shared.secret.matches(&k)) {
        return refused();
    }
    if shared.streams.fetch_add(1, Ordering::SeqCst) >= MOST_STREAMS {
        shared.streams.fetch_sub(1, Ordering::SeqCst);
        return StatusCode::TOO_MANY_REQUESTS.into_response();
    }
    let stream = Stream {
        snapshots: shared.snapshots.clone(),
        stopping: shared.stopping.clone(),
        open: Some(shared.streams.clone()),
        first: true,
        done: false,
    };
    let stream = futures_util::stream::unfold(stream, |mut s| async move {
        let event = s.next().await?;
        Some((Ok::<Event, Infallible>(event), s))
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

/// One phone's stream of snapshots: the one now, then each new one, until
/// sharing stops.
struct Stream {
    snapshots: watch::Receiver<Arc<Snapshot>>,
    stopping: watch::Receiver<bool>,
    /// The count of open streams, lowered when this one ends.
    open: Option<Arc<AtomicUsize>>,
    first: bool,
    /// The last snapshot, saying sharing stopped, was sent.
    done: bool,
}

impl Stream {
    async fn next(&mut self) -> Option<Event> {
        if self.done {
            return None;
        }
        let mut snapshot = if self.first {
            self.first = false;
            self.snapshots.borrow_and_update().clone()
        } else {
            tokio::select! {
                changed = self.snapshots.changed() => {
                    changed.ok()?;
                    self.snapshots.borrow_and_update().clone()
                }
                // The server stops: the phone is told, then the stream ends.
                _ = self.stopping.wait_for(|stop| *stop) => {
                    Arc::new(self.snapshots.borrow().as_ref().clone().stopped())
                }
            }
        };
        if *self.stopping.borrow() && snapshot.sharing {
            snapshot = Arc::new(snapshot.as_ref().clone().stopped());
        }
        self.done = !snapshot.sharing;
        let data = serde_json::to_string(&*snapshot).ok()?;
        Some(Event::default().event("state").data(data))
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        if let Some(open) = self.open.take() {
            open.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// A JSON body, or the answer to one that is not (400, 413, 415).
fn read<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, StatusCode> {
    body.map(|Json(body)| body)
        .map_err(|rejection| rejection.status())
}

#[derive(Deserialize)]
struct JoinBody {
    seat: Option<usize>,
    phone: Option<String>,
}

async fn join(
    State(shared): State<Shared>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Json<JoinBody>, JsonRejection>,
) -> Response {
    if !shared.key_ok(&headers) {
        return refused();
    }
    if !shared.allowed(from.ip(), "") {
        return StatusCode::TOO_MANY_REQUESTS.into_response();
    }
    let body = match read(body) {
        Ok(body) => body,
        Err(refused) => return refused.into_response(),
    };
    let phone = body.phone.filter(|p| p.len() <= 64);
    shared
        .ask(|reply| Request::Join {
            seat: body.seat,
            phone,
            reply,
        })
        .await
}

#[derive(Deserialize)]
struct EnterBody {
    phone: String,
    version: u64,
    line: String,
}

async fn enter(
    State(shared): State<Shared>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Json<EnterBody>, JsonRejection>,
) -> Response {
    if !shared.key_ok(&headers) {
        return refused();
    }
    let body = match read(body) {
        Ok(body) => body,
        Err(refused) => return refused.into_response(),
    };
    if body.phone.len() > 64 {
        return StatusCode::BAD_REQUEST.into_response();
    }
    if !shared.allowed(from.ip(), &body.phone) {
        return StatusCode::TOO_MANY_REQUESTS.into_response();
    }
    shared
        .ask(|reply| Request::Enter {
            phone: body.phone,
            version: body.version,
            line: body.line,
            reply,
        })
        .await
}
