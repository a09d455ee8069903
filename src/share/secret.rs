//! The join secret: 128 random bits, new each time sharing starts, in the
//! QR code's address and in every request a phone makes.

use std::fmt;

/// The join secret, as 32 hexadecimal digits. Its `Debug` hides it, so it
/// never reaches a log by accident.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// A new secret from the thread's cryptographically secure generator
    /// (rand's `ThreadRng`, seeded from the operating system).
    pub fn new() -> Secret {
        Secret(format!("{:032x}", rand::random::<u128>()))
    }

    /// The secret as it goes into the address.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `given` is the secret, in a time that does not depend on
    /// where the first wrong digit is (so it cannot be guessed digit by
    /// digit from the answer's timing).
    pub fn matches(&self, given: &str) -> bool {
        let (a, b) = (self.0.as_bytes(), given.as_bytes());
        if a.len() != b.len() {
            return false;
        }
        a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
    }
}

impl Default for Secret {
    fn default() -> Self {
        Secret::new()
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_128_bits_new_each_time_and_only_itself_matches() {
        let (a, b) = (Secret::new(), Secret::new());
        assert_eq!(a.as_str().len(), 32);
        assert!(a.as_str().chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert!(a.matches(a.as_str()));
        assert!(!a.matches(b.as_str()));
        assert!(!a.matches(""));
        assert!(!a.matches(&a.as_str()[..31]));
        assert_eq!(format!("{a:?}"), "Secret(…)");
    }
}
