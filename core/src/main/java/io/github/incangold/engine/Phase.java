package io.github.incangold.engine;

/**
 * Where a game stands, and so which transition of {@link Game} is due. Every transition is legal
 * in exactly one phase; {@link Game#advance(GameState)} applies every due transition that needs
 * no player input, and {@link GameState#legalActions()} lists what is allowed.
 *
 * <pre>
 * REVEAL --reveal--&gt; CHOOSE --choose (last seat)--&gt; LEAVE --leave--&gt; REVEAL | ROUND_OVER
 * REVEAL --reveal (a type reaches the bust trigger, R14)--&gt; BUST --bust--&gt; ROUND_OVER
 * REVEAL --reveal (opening hazard, R15 option)--&gt; REVEAL, or ROUND_OVER if it was the last card (R17)
 * LEAVE --leave (seats left but no card, R17)--&gt; ROUND_OVER
 * ROUND_OVER --endRound--&gt; REVEAL (next round) | GAME_OVER
 * ROUND_OVER --endRound (the next round's deck is empty, R14)--&gt; ROUND_OVER
 * </pre>
 */
public enum Phase {
    /** A card is to be revealed: {@link Game#reveal(GameState)}. */
    REVEAL("reveal"),
    /** Seats in the temple are choosing torch or camp: {@link Game#choose}. */
    CHOOSE("choose"),
    /** Every choice is in; they are revealed and leavers resolved: {@link Game#leave(GameState)}. */
    LEAVE("leave"),
    /** A hazard type reached the rules' bust trigger: {@link Game#bust(GameState)}. */
    BUST("bust"),
    /** Nobody is left in the temple: {@link Game#endRound(GameState)}. */
    ROUND_OVER("endRound"),
    /** The last round has ended; no transition is due. */
    GAME_OVER("nothing");

    private final String dueTransition;

    Phase(String dueTransition) {
        this.dueTransition = dueTransition;
    }

    /**
     * Names the transition due in this phase, as a method name of {@link Game}.
     *
     * @return for instance {@code "reveal"}; {@code "nothing"} once the game is over
     */
    public String dueTransition() {
        return dueTransition;
    }

    /**
     * Tells whether a player's input is awaited: only in {@link #CHOOSE}.
     *
     * @return true in {@link #CHOOSE}
     */
    public boolean awaitsPlayers() {
        return this == CHOOSE;
    }
}
