//! The pad's clicks, called directly: each sequence gives exactly the entry expected.
