package dev.lkmltriage.eval;

/** Counts for one field: facts predicted and labelled, and how many of them agree. */
public record FieldScore(String field, long truePositives, long falsePositives, long falseNegatives) {

    public double precision() {
        long predicted = truePositives + falsePositives;
        return predicted == 0 ? 1.0 : (double) truePositives / predicted;
    }

    public double recall() {
        long labelled = truePositives + falseNegatives;
        return labelled == 0 ? 1.0 : (double) truePositives / labelled;
    }

    FieldScore plus(long tp, long fp, long fn) {
        return new FieldScore(field, truePositives + tp, falsePositives + fp, falseNegatives + fn);
    }
}
