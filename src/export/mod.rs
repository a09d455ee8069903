//! A finished game written for other programs. No window code: the command
//! line writes these, and the window shows the same.

pub mod bgstats;
