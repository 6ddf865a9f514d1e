package io.github.incangold.variants.simulation;

/** The standard normal distribution's tail, for the z-tests. */
final class Normal {
    private Normal() {}

    /** P(|Z| >= |z|) for a standard normal Z. */
    static double twoSidedP(double z) {
        return erfc(Math.abs(z) / Math.sqrt(2));
    }

    /**
     * The complementary error function, with a fractional error below 1.2e-7 everywhere
     * (Chebyshev fit, Numerical Recipes' erfcc).
     */
    static double erfc(double x) {
        double t = 1.0 / (1.0 + 0.5 * Math.abs(x));
        double poly = -1.26551223
                + t
                        * (1.00002368
                                + t
                                        * (0.37409196
                                                + t
                                                        * (0.09678418
                                                                + t
                                                                        * (-0.18628806
                                                                                + t
                                                                                        * (0.27886807
                                                                                                + t
                                                                                                        * (-1.13520398
                                                                                                                + t
                                                                                                                        * (1.48851587
                                                                                                                                + t
                                                                                                                                        * (-0.82215223
                                                                                                                                                + t
                                                                                                                                                        * 0.17087277))))))));
        double tail = t * Math.exp(-x * x + poly);
        return x >= 0 ? tail : 2.0 - tail;
    }
}
