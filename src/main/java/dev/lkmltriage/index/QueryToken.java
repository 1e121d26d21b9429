package dev.lkmltriage.index;

/**
 * One lexical token of a query.
 *
 * @param type   what it is
 * @param field  for WORD and PHRASE: the field prefix without the colon, or null; for FIELD_OPEN: the field
 * @param text   the word or phrase text (unquoted), or the operator as written
 * @param start  offset in the query
 */
record QueryToken(Type type, String field, String text, int start) {
    enum Type { WORD, PHRASE, LPAREN, FIELD_OPEN, RPAREN, AND, OR, NOT, MINUS, PLUS, END }
}
