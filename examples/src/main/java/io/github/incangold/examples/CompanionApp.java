package io.github.incangold.examples;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import java.io.PrintStream;
import java.util.Locale;

/**
 * A companion app for the physical game: the cards come from the real deck on the table, and the
 * app keeps the gems, the artifacts and the score. The host enters each card drawn with {@link
 * Game#reveal(GameState, Card)}, which refuses a card that cannot still be in the deck, and the
 * players' choices once they open their hands.
 *
 * <p>Commands, one a line: {@code card 7}, {@code card fire}, {@code card artifact 1}; {@code
 * camp Ann Bo} (the named players camp, the others carry on) or {@code torch} (everyone carries
 * on).
 */
public final class CompanionApp {
    private GameState state;
    private final PrintStream out;
    private final Narrator narrator;

    CompanionApp(GameState state, PrintStream out) {
        this.state = state;
        this.out = out;
        this.narrator = new Narrator(state.seats(), Style.PLAIN);
    }

    /**
     * Replays a short evening at the table: one round of Incan Gold for three players, with a
     * card the deck cannot hold entered by mistake.
     *
     * @param args not used
     */
    public static void main(String[] args) {
        Step started = Game.newGame(Rules.incanGold().withRounds(1), List.of("Ann", "Bo", "Cy"), 1L)
                .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
        CompanionApp app = new CompanionApp(started.state(), System.out);
        app.tell(started);
        List.of(
                        "card 11", // 3 each, 2 on the path
                        "torch",
                        "card fire",
                        "torch",
                        "card 17", // 5 each, 2 more on the path
                        "camp Ann", // Ann banks 3 + 5 + the 4 on the path
                        "card 8", // a typo: there is no 8
                        "card artifact 1",
                        "torch",
                        "card mummy",
                        "camp bo cy", // together: nobody takes the artifact (R12)
                        "card 5") // too late: the round is over
                .forEach(app::enter);
    }

    /** Handles one line typed by the host. */
    void enter(String line) {
        out.println("> " + line);
        Either<String, Step> done = command(line.strip().toLowerCase(Locale.ROOT));
        if (done.isLeft()) {
            out.println("  ? " + done.getLeft());
            return;
        }
        tell(done.get());
    }

    private Either<String, Step> command(String line) {
        if (state.isOver()) {
            return Either.left("the game is over");
        }
        String[] words = line.split("\\s+");
        if (words[0].equals("card") && words.length >= 2) {
            if (state.phase() != Phase.REVEAL) {
                return Either.left("first enter the choices: camp NAME... or torch");
            }
            return parseCard(line.substring(5).strip())
                    .flatMap(card -> Game.reveal(state, card).mapLeft(Violation::message));
        }
        if (words[0].equals("camp") || words[0].equals("torch")) {
            if (state.phase() != Phase.CHOOSE) {
                return Either.left("draw a card first: card VALUE, card HAZARD or card artifact N");
            }
            List<String> campers = List.of(words).tail();
            Map<Integer, Choice> choices = HashMap.empty();
            for (int seat : state.awaitedSeats()) {
                boolean camps = campers.contains(state.seats().get(seat).toLowerCase(Locale.ROOT));
                choices = choices.put(seat, camps ? Choice.CAMP : Choice.TORCH);
            }
            List<String> unknown = campers.filter(name -> state.seats()
                    .find(seat -> seat.equalsIgnoreCase(name))
                    .filter(seat -> state.inTemple(state.seats().indexOf(seat)))
                    .isEmpty());
            if (!unknown.isEmpty()) {
                return Either.left("nobody called " + unknown.mkString(", ") + " is in the temple");
            }
            return Game.chooseAll(state, choices).mapLeft(Violation::message);
        }
        return Either.left("commands: card 7 | card fire | card artifact 1 | camp NAME... | torch");
    }

    private static Either<String, Card> parseCard(String text) {
        if (text.matches("\\d{1,6}")) {
            return Either.right(Card.treasure(Integer.parseInt(text)));
        }
        if (text.matches("artifact \\d{1,3}")) {
            return Either.right(Card.artifact(Integer.parseInt(text.substring(9))));
        }
        if (text.matches("[a-z]+")) {
            return Either.right(Card.hazard(HazardType.of(text)));
        }
        return Either.left("'" + text + "' is not a card: a value, a hazard type or artifact N");
    }

    /** Prints a step and settles what needs no input (leaving, a bust, the round's end). */
    private void tell(Step step) {
        // Not Game.advance: it would also reveal the next card, drawn by the engine.
        Step settled = step.then(Game.advanceUntilReveal(step.state()));
        state = settled.state();
        BotGame.tell(narrator, settled.events(), out);
    }
}
