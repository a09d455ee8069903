//! What the rules say about an entry or a state.

use super::message::{Arg, Msg};
use serde::{Deserialize, Serialize};

/// How much a finding weighs at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// A consequence worth knowing; nothing to do.
    Info,
    /// Something the table must do now; it can be marked done.
    Reminder,
    /// The rules forbid it; the table can fix the entry or apply it anyway.
    Violation,
    /// Physically impossible input; the entry must be fixed.
    Rejected,
}

impl Severity {
    /// The word used for this severity in the command-line output and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Reminder => "reminder",
            Severity::Violation => "violation",
            Severity::Rejected => "rejected",
        }
    }
}

/// One rule of one game, listed once in that game's rule table.
///
/// The id never changes meaning once released; a retired rule keeps its id
/// unused rather than handing it to another rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    /// Stable id such as `bang-dice.dynamite.no-reroll`.
    pub id: &'static str,
    /// How a breach of this rule weighs.
    pub severity: Severity,
    /// The id of the reference section that explains the rule.
    pub section: &'static str,
}

impl Rule {
    /// The translation key of this rule's message: `rule-` and the id with dots as underscores.
    pub fn message_key(&self) -> String {
        message_key(self.id)
    }

    /// A finding of this rule with no arguments.
    pub fn finding(&'static self) -> Finding {
        Finding {
            rule: self,
            args: Vec::new(),
        }
    }
}

/// The translation key of a rule id (dots cannot appear in Fluent ids).
pub fn message_key(rule_id: &str) -> String {
    format!("rule-{}", rule_id.replace('.', "_"))
}

/// What the rules say about one entry or about the state now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule that speaks.
    pub rule: &'static Rule,
    /// Values for the rule's message (player names, counts).
    pub args: Vec<(String, Arg)>,
}

impl Finding {
    /// Adds a named value for the message.
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args.push((name.to_string(), value.into()));
        self
    }

    /// The rule's severity.
    pub fn severity(&self) -> Severity {
        self.rule.severity
    }

    /// The rule's stable id.
    pub fn rule_id(&self) -> &'static str {
        self.rule.id
    }

    /// The reference section that explains the rule.
    pub fn section(&self) -> &'static str {
        self.rule.section
    }

    /// The message to show, with its arguments.
    pub fn message(&self) -> Msg {
        Msg {
            key: self.rule.message_key(),
            args: self.args.clone(),
        }
    }
}

/// Declares a game's rules as `pub static` items and the slice `RULES` that
/// lists them all, so each game keeps one table of stable ids:
///
/// ```ignore
/// rule_table! {
///     /// Rerolling dynamite.
///     DYNAMITE: Violation, "bang-dice.dynamite.no-reroll", "dice.dynamite";
/// }
/// ```
#[macro_export]
macro_rules! rule_table {
    ($( $(#[$doc:meta])* $name:ident: $severity:ident, $id:literal, $section:literal; )*) => {
        $(
            $(#[$doc])*
            pub static $name: $crate::core::Rule = $crate::core::Rule {
                id: $id,
                severity: $crate::core::Severity::$severity,
                section: $section,
            };
        )*
        /// Every rule of the game, for listing, linking and tests.
        pub static RULES: &[&$crate::core::Rule] = &[$(&$name),*];
    };
}

/// Whether any finding forbids applying an entry without an override.
pub fn needs_override(findings: &[Finding]) -> bool {
    findings.iter().any(|f| f.severity() == Severity::Violation)
}

/// The ids of the violations in a set of findings, as recorded with an override.
pub fn violation_ids(findings: &[Finding]) -> Vec<String> {
    findings
        .iter()
        .filter(|f| f.severity() == Severity::Violation)
        .map(|f| f.rule_id().to_string())
        .collect()
}

/// Checks a rule table: ids unique, well formed, and sections named.
///
/// Returns a description of each problem; an empty list means the table is sound.
pub fn check_rule_table(rules: &[&Rule]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for rule in rules {
        if !seen.insert(rule.id) {
            problems.push(format!("duplicate rule id {}", rule.id));
        }
        let well_formed = !rule.id.is_empty()
            && rule.id.split('.').all(|part| {
                !part.is_empty()
                    && part
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            });
        if !well_formed {
            problems.push(format!("malformed rule id {:?}", rule.id));
        }
        if rule.section.is_empty() {
            problems.push(format!("rule {} names no reference section", rule.id));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    static INFO: Rule = Rule {
        id: "demo.info",
        severity: Severity::Info,
        section: "demo",
    };
    static FORBIDDEN: Rule = Rule {
        id: "demo.forbidden-move",
        severity: Severity::Violation,
        section: "demo.moves",
    };

    #[test]
    fn message_keys_are_fluent_identifiers() {
        assert_eq!(FORBIDDEN.message_key(), "rule-demo_forbidden-move");
    }

    #[test]
    fn only_violations_need_an_override() {
        assert!(!needs_override(&[INFO.finding()]));
        assert!(needs_override(&[INFO.finding(), FORBIDDEN.finding()]));
        assert_eq!(
            violation_ids(&[INFO.finding(), FORBIDDEN.finding()]),
            vec!["demo.forbidden-move".to_string()]
        );
    }

    #[test]
    fn findings_carry_their_arguments_into_the_message() {
        let msg = FORBIDDEN
            .finding()
            .arg("player", "Ann")
            .arg("count", 3_i64)
            .message();
        assert_eq!(msg.key, "rule-demo_forbidden-move");
        assert_eq!(msg.args.len(), 2);
    }

    #[test]
    fn rule_table_check_spots_duplicates_and_bad_ids() {
        let bad = Rule {
            id: "Bad Id",
            severity: Severity::Info,
            section: "",
        };
        let table = [&INFO, &INFO, &bad];
        let problems = check_rule_table(&table);
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(check_rule_table(&[&INFO, &FORBIDDEN]).is_empty());
    }
}
