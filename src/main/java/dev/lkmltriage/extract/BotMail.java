package dev.lkmltriage.extract;

/**
 * A bot's mail sent from a person's address (session 39, kind43): the ROBOT_FROM names of {@link KindClassifier} do
 * not see it, but the mail says what it is in its own first lines. Two bots do so on linux-pci, 22 messages of the
 * archive: the device-tree binding checker Rob Herring runs ("My bot found errors running 'make dt_binding_check' on
 * your patch:", held-out28's 16223, labelled robot) and the stable tree's Fixes-tag bot Sasha Levin runs ("[This is
 * an automated email]"). The labels give both kind robot, as they give the kernel test robot's reply to a patch. A
 * person who quotes such a mail and answers it writes the declaration in a quote: own text only is read, so the
 * answer stays a reply.
 */
final class BotMail {
    /** How far into the own text the declaration is looked for: it opens the mail, after a greeting at most. */
    static final int OPENING = 1024;
    /** How a bot's mail opens a line of its own, lowercased; a person writes neither to open a line of his mail. */
    private static final String[] DECLARES = {
        "my bot found ", "my bot has found ", "[this is an automated email]", "[this is an automated e-mail]",
        "this is an automated email", "this is an automated e-mail", "this is an automatically generated email"};

    /**
     * How much of the lowercase own text {@link #declares} reads: a declaration may open on the opening's last
     * character (session 49, speed50: {@link OwnQuestions#opening} lowercases no more).
     */
    static final int READS = OPENING + longest(DECLARES);

    /** The first characters of {@link #DECLARES}, each once. */
    private static final String OPENS = firstCharacters(DECLARES);

    private BotMail() {
    }

    /** Whether lowercased own text {@code own} opens one of its first lines with a bot's declaration. */
    static boolean declares(String own) {
        int limit = Math.min(own.length(), OPENING);
        int k = 0;
        while (k < limit) {
            int nl = own.indexOf('\n', k);
            int end = nl < 0 || nl > limit ? limit : nl;
            int p = k;
            while (p < end && (own.charAt(p) == ' ' || own.charAt(p) == '\t')) {
                p++;
            }
            // a line that opens with no declaration's first character ('m', '[', 't') is not compared with each
            if (p < own.length() && OPENS.indexOf(own.charAt(p)) >= 0) {
                for (String d : DECLARES) {
                    if (own.startsWith(d, p)) {
                        return true;
                    }
                }
            }
            k = end + 1;
        }
        return false;
    }

    private static int longest(String[] words) {
        int n = 0;
        for (String w : words) {
            n = Math.max(n, w.length());
        }
        return n;
    }

    private static String firstCharacters(String[] words) {
        StringBuilder b = new StringBuilder();
        for (String w : words) {
            if (b.indexOf(w.substring(0, 1)) < 0) {
                b.append(w.charAt(0));
            }
        }
        return b.toString();
    }
}
