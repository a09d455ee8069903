//! A small HTTP/1.1 client over a plain socket, enough to be a phone: one
//! request per connection, and a reader of server-sent events.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// An answer: its status and its body.
#[derive(Debug)]
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The body, as text.
    pub body: String,
}

impl Answer {
    /// The body as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

/// Sends `method path` with `headers` and `body`, and reads the whole answer.
pub fn request(
    at: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Answer {
    try_request(at, method, path, headers, body).expect("the server answers")
}

/// As [`request`]; `None` when the server does not answer (it is gone).
pub fn try_request(
    at: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Option<Answer> {
    let mut stream = TcpStream::connect(at).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {at}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).ok()?;
    stream.write_all(body).ok()?;
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).to_string();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())?;
    let (headers, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let body = if headers
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        unchunk(body)
    } else {
        body.to_string()
    };
    Some(Answer { status, body })
}

fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if size == 0 || rest.len() < size {
            break;
        }
        out.push_str(&rest[..size]);
        body = rest[size..].trim_start_matches("\r\n");
    }
    out
}

/// A phone's JSON request with the join secret.
pub fn post(at: SocketAddr, path: &str, key: &str, body: &serde_json::Value) -> Answer {
    try_post(at, path, key, body).expect("the server answers")
}

/// As [`post`]; `None` when the server does not answer (it is gone).
pub fn try_post(at: SocketAddr, path: &str, key: &str, body: &serde_json::Value) -> Option<Answer> {
    let body = body.to_string();
    try_request(
        at,
        "POST",
        path,
        &[("X-Holster-Key", key), ("Content-Type", "application/json")],
        body.as_bytes(),
    )
}

/// An open stream of server-sent events.
pub struct Events {
    reader: BufReader<TcpStream>,
}

impl Events {
    /// Opens `/events?k=key`; `None` when the answer is not a stream.
    pub fn open(at: SocketAddr, key: &str) -> Result<Events, u16> {
        let mut stream = TcpStream::connect(at).expect("the server is listening");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .expect("a timeout");
        let head = format!("GET /events?k={key} HTTP/1.1\r\nHost: {at}\r\n\r\n");
        stream.write_all(head.as_bytes()).expect("sent");
        let mut reader = BufReader::new(stream);
        let mut status = String::new();
        reader.read_line(&mut status).expect("a status line");
        let code: u16 = status
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        if code != 200 {
            return Err(code);
        }
        // The headers, to the blank line.
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).expect("headers");
            if line.trim().is_empty() {
                break;
            }
        }
        Ok(Events { reader })
    }

    /// The next `state` event's snapshot; `None` once the stream ended.
    pub fn next_state(&mut self) -> Option<serde_json::Value> {
        let mut line = String::new();
        loop {
            line.clear();
            match self.reader.read_line(&mut line) {
                Ok(0) | Err(_) => return None,
                Ok(_) => {}
            }
            // Chunk sizes and blank lines between events are skipped; the
            // data line is the one with the snapshot.
            if let Some(data) = line.trim().strip_prefix("data:") {
                return serde_json::from_str(data.trim()).ok();
            }
        }
    }
}
