\A(?!(?i:re|aw|fwd?):)[^\n]*\bPATCH\b[^\n]*\n(?:(?!\n---\n|\ndiff --git )[\s\S])*?CONFIG_[A-Z0-9]
