package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.OffsetDateTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The date forms mail and archives write, each with the instant it means. */
class DateParserTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Tue, 24 Nov 2020 15:02:28 -0600                | 2020-11-24T15:02:28-06:00",
        "Tue, 24 Nov 2020 15:02:28 -0600 (CST)          | 2020-11-24T15:02:28-06:00",
        "24 Nov 2020 15:02:28 +0100                     | 2020-11-24T15:02:28+01:00",
        "Wed, 26 Sep 07 20:57:21 +0300                  | 2007-09-26T20:57:21+03:00",
        "Wed, 26 Sep 99 20:57:21 GMT                    | 1999-09-26T20:57:21Z",
        "Wed, 26 Sep 2007 20:57 EST                     | 2007-09-26T20:57-05:00",
        "Wed, 26 Sep 2007 20:57:21 PDT                  | 2007-09-26T20:57:21-07:00",
        "Wed Sep 26 2007 - 12:57:21 EST                 | 2007-09-26T12:57:21-05:00",
        "Wed Sep 26 12:57:21 2007                       | 2007-09-26T12:57:21Z",
        "Wed Sep 26 12:57:21 EDT 2007                   | 2007-09-26T12:57:21-04:00",
        "2007-09-26 12:57:21 +0200                      | 2007-09-26T12:57:21+02:00",
        "2020-11-24T21:02:28Z                           | 2020-11-24T21:02:28Z",
        "Wednesday, September 26, 2007 12:57:21 PM +0000 | 2007-09-26T12:57:21Z",
        "Wed, 26 Sep 2007 8:05:01 pm +0000              | 2007-09-26T20:05:01Z",
        "Wed, 26 Sep 2007 20:57:21 +03:00               | 2007-09-26T20:57:21+03:00",
        "26 Sep 2007 20:57:60 +0000                     | 2007-09-26T20:57:59Z",
        "Tue, 24 Nov 2020 15:02:28 -0600\t[thread overview] | 2020-11-24T15:02:28-06:00",
        "Wed, 26 Sep 107 20:57:21 +0300                 | 2007-09-26T20:57:21+03:00",
    })
    void readsCommonAndBrokenForms(String value, String expected) {
        assertEquals(OffsetDateTime.parse(expected), DateParser.parse(value));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "sometime soon", "31 Feb 2020 10:00 +0000", "Tue, 24 Nov 2020 25:61:00 +0000",
        "99999999999999999999", "Nov", "12:00:00"})
    void rejectsWhatIsNoDate(String value) {
        assertNull(DateParser.parse(value));
    }
}
