package dev.lkmltriage.triage.pair;

/**
 * L2-regularised logistic regression fitted by Newton's method on standardised features (the bias is not
 * penalised): few features, a few thousand rows, so each step solves the small normal equations exactly.
 *
 * @param weights one per feature, on standardised features, then the bias
 */
public record PairLogistic(double[] mean, double[] scale, double[] weights) {
    static final double LAMBDA = 1.0;
    private static final int STEPS = 25;

    /** Fits {@code x[i][0..width)} to {@code y[i]}. */
    public static PairLogistic fit(double[][] x, boolean[] y, int width) {
        return fit(x, y, null, width);
    }

    /** Fits with row weights {@code rw} (null: every row weighs 1) in the likelihood; standardising is unweighted. */
    public static PairLogistic fit(double[][] x, boolean[] y, double[] rw, int width) {
        int n = x.length;
        double[] mean = new double[width];
        double[] scale = new double[width];
        for (double[] r : x) {
            for (int j = 0; j < width; j++) {
                mean[j] += r[j] / Math.max(1, n);
            }
        }
        for (double[] r : x) {
            for (int j = 0; j < width; j++) {
                scale[j] += (r[j] - mean[j]) * (r[j] - mean[j]) / Math.max(1, n);
            }
        }
        for (int j = 0; j < width; j++) {
            scale[j] = scale[j] > 1e-12 ? Math.sqrt(scale[j]) : 1;
        }
        int d = width + 1;
        double[] w = new double[d];
        double[] z = new double[d];
        for (int step = 0; step < STEPS; step++) {
            double[] grad = new double[d];
            double[][] hess = new double[d][d];
            for (int i = 0; i < n; i++) {
                standardise(x[i], mean, scale, z);
                double p = sigmoid(dot(w, z));
                double wi = rw == null ? 1 : rw[i];
                double r = wi * ((y[i] ? 1 : 0) - p);
                double v = wi * Math.max(p * (1 - p), 1e-9);
                for (int j = 0; j < d; j++) {
                    grad[j] += r * z[j];
                    for (int k = 0; k < d; k++) {
                        hess[j][k] += v * z[j] * z[k];
                    }
                }
            }
            for (int j = 0; j < width; j++) {
                grad[j] -= LAMBDA * w[j];
                hess[j][j] += LAMBDA;
            }
            hess[width][width] += 1e-6;
            double[] delta = solve(hess, grad);
            double moved = 0;
            for (int j = 0; j < d; j++) {
                w[j] += delta[j];
                moved = Math.max(moved, Math.abs(delta[j]));
            }
            if (moved < 1e-8) {
                break;
            }
        }
        return new PairLogistic(mean, scale, w);
    }

    /** The log-odds of a row. */
    public double score(double[] row) {
        double[] z = new double[weights.length];
        standardise(row, mean, scale, z);
        return dot(weights, z);
    }

    private static void standardise(double[] row, double[] mean, double[] scale, double[] z) {
        for (int j = 0; j < mean.length; j++) {
            z[j] = (row[j] - mean[j]) / scale[j];
        }
        z[mean.length] = 1;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    private static double sigmoid(double t) {
        return 1 / (1 + Math.exp(-Math.max(-40, Math.min(40, t))));
    }

    /** Gaussian elimination with partial pivoting; the matrix is positive definite here. */
    private static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][];
        double[] v = b.clone();
        for (int i = 0; i < n; i++) {
            m[i] = a[i].clone();
        }
        for (int c = 0; c < n; c++) {
            int piv = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) {
                    piv = r;
                }
            }
            double[] t = m[c];
            m[c] = m[piv];
            m[piv] = t;
            double tv = v[c];
            v[c] = v[piv];
            v[piv] = tv;
            if (Math.abs(m[c][c]) < 1e-12) {
                continue;
            }
            for (int r = c + 1; r < n; r++) {
                double f = m[r][c] / m[c][c];
                for (int k = c; k < n; k++) {
                    m[r][k] -= f * m[c][k];
                }
                v[r] -= f * v[c];
            }
        }
        double[] out = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = v[r];
            for (int k = r + 1; k < n; k++) {
                s -= m[r][k] * out[k];
            }
            out[r] = Math.abs(m[r][r]) < 1e-12 ? 0 : s / m[r][r];
        }
        return out;
    }
}
