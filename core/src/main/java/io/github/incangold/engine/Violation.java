package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;

/**
 * Why a move, or the replay of a record, was refused. A violation is a value returned in the
 * {@code Left} of a transition; the state it was applied to is unchanged. {@link #message()} is a sentence fit for a player.
 */
public sealed interface Violation
        permits Violation.WrongPhase,
                Violation.SeatCount,
                Violation.InvalidSeatName,
                Violation.InvalidStartSeat,
                Violation.UnknownSeat,
                Violation.NotInTemple,
                Violation.AlreadyChosen,
                Violation.ChoicesMismatch,
                Violation.CardNotInDeck,
                Violation.RecordDiverged {

    /**
     * Explains the violation.
     *
     * @return a sentence naming the problem and what is allowed
     */
    String message();

    /**
     * The transition called is not the one due (the phase machine).
     *
     * @param attempted the transition called
     * @param phase the game's phase
     */
    record WrongPhase(String attempted, Phase phase) implements Violation {
        @Override
        public String message() {
            return "cannot " + attempted + " now: the game is in phase " + phase + ", where " + phase.dueTransition()
                    + " is due";
        }
    }

    /**
     * R1: the number of seats is outside the rules' range.
     *
     * @param seats the seats given
     * @param min the fewest allowed
     * @param max the most allowed
     */
    record SeatCount(int seats, int min, int max) implements Violation {
        @Override
        public String message() {
            return "a game needs " + Rules.playerCount(min, max) + ", got " + seats;
        }
    }

    /**
     * A seat's name breaks R1: blank, too long, with a hidden character or spaces around it, or the
     * same name as another seat's.
     *
     * @param seat the seat
     * @param name the name given
     * @param reason what is wrong with it
     */
    record InvalidSeatName(int seat, String name, String reason) implements Violation {
        @Override
        public String message() {
            return "seat " + seat + " has an invalid name '" + name + "': " + reason;
        }
    }

    /**
     * R7: the start player is not a seat of the game.
     *
     * @param startSeat the seat given
     * @param seats the number of seats
     */
    record InvalidStartSeat(int startSeat, int seats) implements Violation {
        @Override
        public String message() {
            return "the start player must be a seat from 0 to " + (seats - 1) + ", got " + startSeat;
        }
    }

    /**
     * A seat number that the game does not have.
     *
     * @param seat the seat given
     * @param seats the number of seats
     */
    record UnknownSeat(int seat, int seats) implements Violation {
        @Override
        public String message() {
            return "there is no seat " + seat + ": seats are numbered 0 to " + (seats - 1);
        }
    }

    /**
     * R11: a seat that left the temple takes no further part in the round.
     *
     * @param seat the seat
     */
    record NotInTemple(int seat) implements Violation {
        @Override
        public String message() {
            return "seat " + seat + " is not in the temple and has no choice to make this round";
        }
    }

    /**
     * R9: each seat chooses once per card.
     *
     * @param seat the seat
     */
    record AlreadyChosen(int seat) implements Violation {
        @Override
        public String message() {
            return "seat " + seat + " has already chosen for this card";
        }
    }

    /**
     * Choices given all at once must be exactly those of the seats still to choose.
     *
     * @param missing seats still to choose that were not given a choice
     * @param unexpected seats given a choice that have none to make
     */
    record ChoicesMismatch(List<Integer> missing, List<Integer> unexpected) implements Violation {
        @Override
        public String message() {
            String text = "the choices must cover exactly the seats still to choose";
            if (!missing.isEmpty()) {
                text += "; missing seats " + missing.mkString(", ");
            }
            if (!unexpected.isEmpty()) {
                text += "; seats with no choice to make: " + unexpected.mkString(", ");
            }
            return text;
        }
    }

    /**
     * A supplied card is not among the remaining deck's cards.
     *
     * @param card the card given
     * @param remaining the remaining deck's contents, in a canonical order (not the deck's)
     */
    record CardNotInDeck(Card card, List<Card> remaining) implements Violation {
        @Override
        public String message() {
            return "the " + card + " card is not in the remaining deck; it holds " + remaining.size() + " cards: "
                    + remaining.mkString(", ");
        }
    }

    /**
     * A record's replay reached a state other than the one its checkpoint names: the record's
     * seed, start seat, seats, rules or inputs are not those of the game it recorded.
     *
     * @param actions how many of the record's actions had been applied
     * @param recordedDigest the digest the record holds
     * @param replayedDigest the digest of the state the replay reached
     */
    record RecordDiverged(int actions, long recordedDigest, long replayedDigest) implements Violation {
        @Override
        public String message() {
            return "after " + actions + (actions == 1 ? " action" : " actions")
                    + " the replay is not the game recorded: its state's digest is "
                    + String.format("%016x", replayedDigest) + ", the record's checkpoint says "
                    + String.format("%016x", recordedDigest)
                    + "; the seed, start seat, seats, rules or an earlier input differ from the game's";
        }
    }
}
