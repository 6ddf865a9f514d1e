package io.github.incangold.engine;

import static io.github.incangold.engine.Play.a;
import static io.github.incangold.engine.Play.h;
import static io.github.incangold.engine.Play.t;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Every refused move returns a violation naming the problem, and leaves the state as it was. */
class ViolationsTest {

    private static final Rules RULES = Rules.incanGold();

    private static Violation refused(GameState state, Function<GameState, Either<Violation, Step>> move) {
        StateSnapshot before = StateSnapshot.of(state);
        Either<Violation, Step> result = move.apply(state);
        assertTrue(result.isLeft(), "expected a violation");
        assertEquals(before, StateSnapshot.of(state), "a refused move changes nothing");
        return result.getLeft();
    }

    @Test
    void eachTransitionOutOfPhaseNamesTheDueOne() {
        GameState reveal = Play.start(RULES, 3).state;
        assertEquals(new Violation.WrongPhase("leave", Phase.REVEAL), refused(reveal, Game::leave));
        assertEquals(new Violation.WrongPhase("bust", Phase.REVEAL), refused(reveal, Game::bust));
        assertEquals(new Violation.WrongPhase("endRound", Phase.REVEAL), refused(reveal, Game::endRound));
        assertEquals(
                new Violation.WrongPhase("choose", Phase.REVEAL),
                refused(reveal, s -> Game.choose(s, 0, Choice.TORCH)));
        assertEquals(
                "cannot leave now: the game is in phase REVEAL, where reveal is due",
                refused(reveal, Game::leave).message());

        GameState choose = Play.start(RULES, 3).reveal(t(5)).state;
        assertEquals(new Violation.WrongPhase("reveal", Phase.CHOOSE), refused(choose, Game::reveal));
        assertEquals(new Violation.WrongPhase("reveal", Phase.CHOOSE), refused(choose, s -> Game.reveal(s, t(7))));
        assertEquals(new Violation.WrongPhase("leave", Phase.CHOOSE), refused(choose, Game::leave));

        GameState bust = Play.start(RULES, 3).reveal(h(HazardType.FIRE), h(HazardType.FIRE)).state;
        assertEquals(Phase.BUST, bust.phase());
        assertEquals(new Violation.WrongPhase("endRound", Phase.BUST), refused(bust, Game::endRound));
        assertEquals(new Violation.WrongPhase("reveal", Phase.BUST), refused(bust, Game::reveal));

        GameState over =
                Play.start(RULES.withRounds(1), 3).reveal(t(1)).decide(0, 1, 2).finishRound().state;
        assertTrue(over.isOver());
        assertEquals(
                "cannot reveal now: the game is in phase GAME_OVER, where nothing is due",
                refused(over, Game::reveal).message());
        assertSame(over, Game.advance(over).state());
        assertEquals(List.empty(), Game.advance(over).events());
    }

    @Test
    void choosingTwiceAfterLeavingOrForAnUnknownSeatIsRefused() {
        Play play = Play.start(RULES, 3).reveal(t(5));
        play.take(Game.choose(play.state, 1, Choice.CAMP));
        assertEquals(new Violation.AlreadyChosen(1), refused(play.state, s -> Game.choose(s, 1, Choice.TORCH)));
        assertEquals(new Violation.UnknownSeat(3, 3), refused(play.state, s -> Game.choose(s, 3, Choice.TORCH)));
        assertEquals(new Violation.UnknownSeat(-1, 3), refused(play.state, s -> Game.choose(s, -1, Choice.TORCH)));
        assertEquals(
                "there is no seat 3: seats are numbered 0 to 2",
                refused(play.state, s -> Game.choose(s, 3, Choice.TORCH)).message());
        play.take(Game.choose(play.state, 0, Choice.TORCH));
        play.take(Game.choose(play.state, 2, Choice.TORCH));
        play.take(Game.leave(play.state));
        play.reveal(t(7));
        assertEquals(new Violation.NotInTemple(1), refused(play.state, s -> Game.choose(s, 1, Choice.TORCH)));
    }

    @Test
    void choicesAllAtOnceMustCoverExactlyTheAwaitedSeats() {
        Play play = Play.start(RULES, 4).reveal(t(5));
        play.take(Game.choose(play.state, 0, Choice.TORCH));
        Violation mismatch = refused(
                play.state, s -> Game.chooseAll(s, HashMap.of(0, Choice.CAMP, 1, Choice.TORCH, 7, Choice.CAMP)));
        assertEquals(new Violation.ChoicesMismatch(List.of(2, 3), List.of(0, 7)), mismatch);
        assertEquals(
                "the choices must cover exactly the seats still to choose; missing seats 2, 3;"
                        + " seats with no choice to make: 0, 7",
                mismatch.message());
    }

    @Test
    void aSuppliedCardMustBeInTheRemainingDeck() {
        Play play = Play.start(RULES, 3).reveal(t(17)).everyoneCarriesOn();
        Violation missing = refused(play.state, s -> Game.reveal(s, t(17)));
        assertTrue(missing instanceof Violation.CardNotInDeck);
        assertEquals(30, ((Violation.CardNotInDeck) missing).remaining().size());
        assertTrue(
                missing.message().startsWith("the treasure 17 card is not in the remaining deck"), missing.message());
        assertEquals(
                new Violation.CardNotInDeck(a(2), ((Violation.CardNotInDeck) missing).remaining()),
                refused(play.state, s -> Game.reveal(s, a(2))));
    }

    @Test
    void r1_r7_newGameRefusesBadSeats() {
        assertEquals(
                new Violation.InvalidSeatName(2, "Ann", "seat 0 has the same name"),
                Game.newGame(RULES, List.of("Ann", "Bo", "Ann"), 1).getLeft());
        assertEquals(
                new Violation.InvalidSeatName(1, " ", "it is blank"),
                Game.newGame(RULES, List.of("Ann", " ", "Cy"), 1).getLeft());
        assertEquals(
                new Violation.InvalidStartSeat(3, 3),
                Game.newGame(RULES, List.of("a", "b", "c"), 3, 1).getLeft());
        assertEquals(
                "the start player must be a seat from 0 to 2, got -1",
                Game.newGame(RULES, List.of("a", "b", "c"), -1, 1).getLeft().message());
    }

    /**
     * R1: two seats the table cannot tell apart are one name: the same letters in another case,
     * an accent typed as one character or as a letter and a combining mark, an emoji selector.
     */
    @Test
    void r1_seatNamesThatLookAlikeAreTheSameName() {
        String composed = "Jos\u00e9";
        String decomposed = "Jose\u0301";
        assertEquals(
                new Violation.InvalidSeatName(
                        1,
                        decomposed,
                        "seat 0 is called 'Jos\u00e9', the same name to the table (letter case, accents typed"
                                + " apart and variation selectors aside)"),
                Game.newGame(RULES, List.of(composed, decomposed, "Cy"), 1).getLeft());
        assertEquals(
                new Violation.InvalidSeatName(
                        2,
                        "ANN",
                        "seat 0 is called 'Ann', the same name to the table (letter case, accents typed apart"
                                + " and variation selectors aside)"),
                Game.newGame(RULES, List.of("Ann", "Bo", "ANN"), 1).getLeft());
        assertEquals(
                2,
                ((Violation.InvalidSeatName) Game.newGame(RULES, List.of("Ann", "Bo", "Ann\uFE0F"), 1)
                                .getLeft())
                        .seat());
        assertEquals(
                new Violation.InvalidSeatName(1, "Ann ", "it starts or ends with a space"),
                Game.newGame(RULES, List.of("Bo", "Ann ", "Cy"), 1).getLeft());
        // Names that only look close are different names.
        assertTrue(Game.newGame(RULES, List.of("Ann", "Anne", "Jos\u00e9"), 1).isRight());
    }

    /** R1: a name shows as itself: no invisible, bidirectional or unprintable characters, 64 at most. */
    @Test
    void r1_seatNamesHoldNoHiddenCharacters() {
        assertEquals(
                new Violation.InvalidSeatName(1, "BoU+202Eb", "it holds the invisible or unprintable character U+202E"),
                Game.newGame(RULES, List.of("Ann", "Bo\u202Eb", "Cy"), 1).getLeft());
        assertEquals(
                new Violation.InvalidSeatName(0, "AU+200Bnn", "it holds the invisible or unprintable character U+200B"),
                Game.newGame(RULES, List.of("A\u200Bnn", "Bo", "Cy"), 1).getLeft());
        assertEquals(
                new Violation.InvalidSeatName(2, "CU+2028y", "it holds the invisible or unprintable character U+2028"),
                Game.newGame(RULES, List.of("Ann", "Bo", "C\u2028y"), 1).getLeft());
        assertEquals(
                new Violation.InvalidSeatName(2, "CyU+D800", "it holds the invisible or unprintable character U+D800"),
                Game.newGame(RULES, List.of("Ann", "Bo", "Cy\uD800"), 1).getLeft());
        assertEquals(
                new Violation.InvalidSeatName(0, "x".repeat(64) + "…", "it is longer than 64 characters"),
                Game.newGame(RULES, List.of("x".repeat(65), "Bo", "Cy"), 1).getLeft());
        assertTrue(Game.newGame(RULES, List.of("x".repeat(64), "Zoë", "山田 \uD83C\uDFB2"), 1)
                .isRight());
    }

    /**
     * R1: a name's 64 characters are code points, as the JSON schema's {@code maxLength} counts
     * them: 64 dice (128 UTF-16 units) pass, 65 do not, and the name shown in the violation is cut
     * between two characters, never inside one.
     */
    /** R1: a name of no-break or narrow spaces is blank, as a JSON schema's \\s counts them. */
    @Test
    void r1_aNameOfUnicodeSpacesIsBlank() {
        assertEquals(
                new Violation.InvalidSeatName(1, "\u00A0\u202F", "it is blank"),
                Game.newGame(RULES, List.of("Ann", "\u00A0\u202F", "Cy"), 1).getLeft());
    }

    @Test
    void r1_seatNameLengthCountsCharactersNotUtf16Units() {
        String die = "\uD83C\uDFB2";
        assertTrue(Game.newGame(RULES, List.of(die.repeat(64), "Bo", "Cy"), 1).isRight());
        assertEquals(
                new Violation.InvalidSeatName(0, die.repeat(64) + "…", "it is longer than 64 characters"),
                Game.newGame(RULES, List.of(die.repeat(65), "Bo", "Cy"), 1).getLeft());
        assertEquals(
                new Violation.InvalidSeatName(
                        1, "a" + die.repeat(40) + "x".repeat(23) + "…", "it is longer than 64 characters"),
                Game.newGame(RULES, List.of("Ann", "a" + die.repeat(40) + "x".repeat(30), "Cy"), 1)
                        .getLeft());
        assertEquals(
                new Violation.InvalidSeatName(2, "U+202E" + "x".repeat(63) + "…", "it is longer than 64 characters"),
                Game.newGame(RULES, List.of("Ann", "Bo", "\u202E" + "x".repeat(64)), 1)
                        .getLeft());
    }

    @Test
    void nullsAreProgrammingErrors() {
        GameState state = Play.start(RULES, 3).state;
        assertThrows(NullPointerException.class, () -> Game.newGame(null, List.of("a", "b", "c"), 1));
        assertThrows(NullPointerException.class, () -> Game.newGame(RULES, null, 1));
        assertThrows(NullPointerException.class, () -> Game.newGame(RULES, List.of("a", null, "c"), 1));
        assertThrows(NullPointerException.class, () -> Game.reveal(state, null));
        assertThrows(NullPointerException.class, () -> Game.choose(state, 0, null));
        assertThrows(NullPointerException.class, () -> Game.apply(state, null));
        assertThrows(IndexOutOfBoundsException.class, () -> state.gemsAtRisk(3));
    }
}
