package io.github.incangold.examples;

import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Outcome.Standing;
import io.github.incangold.model.Card;
import io.github.incangold.odds.Odds;
import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.SeatView;
import io.vavr.collection.List;
import java.util.Locale;

/**
 * Turns events and views into lines of text. Pure: it only formats what it is given, with the
 * seats' names and a {@link Style}.
 */
final class Narrator {
    private final List<String> names;
    private final Style style;
    /** The seat named "You", which takes plural verbs ("You go"); -1 when there is none. */
    private final int you;

    Narrator(List<String> names, Style style) {
        this(names, style, -1);
    }

    Narrator(List<String> names, Style style, int you) {
        this.names = names;
        this.style = style;
        this.you = you;
    }

    /** The lines telling an event; none for events a reader does not need (a secret choice). */
    List<String> tell(GameEvent event) {
        if (event instanceof GameEvent.RoundStarted started) {
            List<Card.Artifact> added = started.artifactAdded().toList().appendAll(started.alsoAdded());
            String artifact = added.isEmpty() ? "" : ", " + added.mkString(", ") + " shuffled in";
            return List.of(
                    "",
                    style.bold("Round " + started.round()) + ": " + names.get(started.startSeat()) + " starts, "
                            + started.deckSize() + " cards in the deck" + artifact + ".");
        } else if (event instanceof GameEvent.CardRevealed cardRevealed) {
            return List.of("  " + revealed(cardRevealed));
        } else if (event instanceof GameEvent.PlayersLeft playersLeft) {
            return List.of("  " + left(playersLeft));
        } else if (event instanceof GameEvent.DeckExhausted deckExhausted) {
            return List.of("  The deck is empty: " + seatList(deckExhausted.seats()) + " must go back to camp.");
        } else if (event instanceof GameEvent.Bust bust) {
            String losers = amounts(bust.lost(), " lose ", " loses ");
            // Under a gentler bust penalty (R14) the seats carry some or all of their gems home.
            String keepers = amounts(bust.kept(), " keep ", " keeps ");
            String outcome = losers.isEmpty() && keepers.isEmpty()
                    ? " Nobody had gems at risk."
                    : (losers.isEmpty() ? "" : " " + losers + ".") + (keepers.isEmpty() ? "" : " " + keepers + ".");
            return List.of("  " + style.hazard("The round ends.") + outcome);
        } else if (event instanceof GameEvent.RoundEnded ended) {
            String lost = ended.artifactsLost().isEmpty()
                    ? ""
                    : "; " + ended.artifactsLost().mkString(", ") + " lost for good";
            return List.of("  Round " + ended.round() + " over: " + ended.gemsReturned()
                    + (ended.gemsReturned() == 1 ? " gem" : " gems") + " back to the bank" + lost + ".");
        } else if (event instanceof GameEvent.GameEnded gameEnded) {
            return standings(gameEnded.outcome());
        }
        return List.empty();
    }

    /** The final ranking and the winners (R18, R19). */
    List<String> standings(Outcome outcome) {
        List<String> lines = List.of("", style.bold("Final scores"));
        for (Standing standing : outcome.standings()) {
            lines = lines.append(String.format(
                    Locale.ROOT,
                    "  %d. %-12s %3d  (%d gems, %d %s)",
                    standing.place(),
                    names.get(standing.seat()),
                    standing.score(),
                    standing.gems(),
                    standing.artifacts(),
                    standing.artifacts() == 1 ? "artifact" : "artifacts"));
        }
        int best = outcome.standings().head().score();
        String winners = seatList(outcome.winners());
        return lines.append(
                outcome.sharedWin()
                        ? style.bold("Shared win: " + winners + " with " + best + ".")
                        : style.bold("Winner: " + winners + " with " + best + "."));
    }

    /** What a seat sees before choosing: the path, the gems, the temple, its gems and the odds. */
    List<String> screen(PlayerView view) {
        SeatView me = view.mySeat().get();
        List<String> path = view.path().map(this::card);
        String artifacts = view.artifactsOnPath().isEmpty()
                ? ""
                : ", " + style.artifact(view.artifactsOnPath().mkString(", ")) + " on the path";
        List<String> temple = view.seats()
                .filter(SeatView::inTemple)
                .map(seat -> seat.name() + (seat.gemsAtRisk() > 0 ? " (" + seat.gemsAtRisk() + ")" : ""));
        Fraction bust = Odds.bustChance(view);
        String seen = view.hazardsSeen().isEmpty()
                ? "no hazard yet"
                : "seen: " + view.hazardsSeen().mkString(", ");
        return List.of(
                "",
                style.bold("Round " + view.round() + ", card " + view.path().size()) + "  ("
                        + view.remainingDeck().size() + " cards left in the deck)",
                "  Path:        " + path.mkString(", "),
                "  On the path: " + style.gems(gems(view.pathGems())) + artifacts,
                "  In temple:   " + temple.mkString(", "),
                "  You:         " + style.gems(gems(me.gemsAtRisk()) + " at risk") + ", "
                        + style.safe(me.tentGems().getOrElse(0) + " in your tent"),
                "  Next card:   " + style.hazard("bust " + odds(bust)) + "  (" + seen + ")");
    }

    static String gems(int count) {
        return count == 1 ? "1 gem" : count + " gems";
    }

    /** A probability as an exact fraction and a rounded percentage, e.g. {@code 4/27 (15%)}. */
    static String odds(Fraction chance) {
        return chance + " (" + Math.round(chance.doubleValue() * 100) + "%)";
    }

    String card(Card card) {
        if (card instanceof Card.Treasure) {
            return style.gems(card.toString());
        } else if (card instanceof Card.Hazard hazard) {
            return style.hazard(hazard.type().name());
        }
        return style.artifact(card.toString());
    }

    /** "Ann loses 3, you lose 2": the seats with a positive amount, in seat order. */
    private String amounts(io.vavr.collection.SortedMap<Integer, Integer> bySeat, String youVerb, String verb) {
        return bySeat.toList()
                .filter(entry -> entry._2 > 0)
                .map(entry -> names.get(entry._1) + (entry._1 == you ? youVerb : verb) + entry._2)
                .mkString(", ");
    }

    private String revealed(GameEvent.CardRevealed revealed) {
        Card card = revealed.card();
        if (card instanceof Card.Treasure) {
            if (revealed.share() == 0) {
                return card(card) + ": too few to share, " + revealed.remainder() + " on the path";
            }
            String text = card(card) + ": " + revealed.share() + " each to " + revealed.seatsInTemple()
                    + (revealed.seatsInTemple() == 1 ? " player" : " players");
            return revealed.remainder() > 0 ? text + ", " + revealed.remainder() + " on the path" : text;
        } else if (card instanceof Card.Hazard) {
            return revealed.bust() ? card(card) + ": the explorers flee!" : card(card);
        }
        return card(card) + " on the path";
    }

    private String left(GameEvent.PlayersLeft left) {
        boolean alone = left.seats().size() == 1;
        boolean plural = !alone || left.seats().head() == you;
        List<Integer> banked = left.seats().map(seat -> left.banked().get(seat).get());
        String haul = banked.distinct().size() == 1
                ? " with " + banked.head() + (alone ? "" : " each")
                : ": "
                        + left.seats()
                                .map(seat -> names.get(seat) + " "
                                        + left.banked().get(seat).get())
                                .mkString(", ");
        String fromPath = left.share() == 0
                ? ""
                : " (" + left.share() + (alone ? "" : " each") + " from the path"
                        + (left.remainder() > 0 ? ", " + left.remainder() + " stay" : "") + ")";
        String artifacts = left.artifacts().isEmpty()
                ? ""
                : ", taking "
                        + style.artifact(left.artifacts().map(Narrator::claimed).mkString(", "));
        return style.safe(seatList(left.seats()) + (plural ? " go" : " goes") + " back to camp") + haul + fromPath
                + artifacts + ".";
    }

    private static String claimed(ClaimedArtifact claim) {
        return claim.artifact() + " (worth " + claim.value() + ")";
    }

    private String seatList(List<Integer> seats) {
        List<String> named = seats.map(names::get);
        if (named.size() <= 1) {
            return named.mkString();
        }
        return named.init().mkString(", ") + " and " + named.last();
    }
}
