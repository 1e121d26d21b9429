\ARe:[^\n]*PATCH[^\n]*\n[\s\S]*?(regress|bisect|crash|\boops\b|BUG:|WARNING:|no longer|doesn.t work|does not work|stopped working|\bbreaks\b|\bbroke\b|\bhangs?\b|\bhung\b)
