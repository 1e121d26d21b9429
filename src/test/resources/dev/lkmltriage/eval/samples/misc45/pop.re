\A(?!(?i:re|aw|sv|fwd?|ynt|tr|wg|antw|odp|res|r)\s*:)(?![^\n]*\[[^\]\n]*(?i:patch|rfc|pull|git))[^\n]*\n[\s\S]*?\?(\s|$)
