package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * Every physical card of a configuration, numbered by an id, and the decks its rounds start
 * from. Ids follow {@link Card#CANONICAL_ORDER}, each hazard type's copies in a row, so equal
 * rules number their cards alike. Nothing in it changes once made: games of the same rules
 * share one catalog.
 */
final class Catalog {
    static final byte TREASURE = 0;
    static final byte HAZARD = 1;
    static final byte ARTIFACT = 2;

    /** The catalogs of the built-in rules, made once: most games are played with them. */
    private static final Catalog INCAN_GOLD = new Catalog(Rules.incanGold());

    private static final Catalog DIAMANT = new Catalog(Rules.diamant());

    final Rules rules;
    final Card[] cards;
    final byte[] kinds;
    /** Treasure value, hazard type index or artifact number, by card id. */
    final int[] numbers;
    /** The hazard types, sorted by name; a hazard card's number is its type's index here. */
    final HazardType[] hazardTypes;
    /** The cards of each hazard type, by type index. */
    final CardSet[] cardsOfType;
    /** The treasure and hazard cards: ids below this. */
    final int questCards;
    /** The artifact cards: ids from {@link #questCards} on. */
    final CardSet artifactCards;
    /** The deck template of round {@code r}, every card that has entered the game by then (R5), at {@code r - 1}. */
    private final CardSet[] roundDecks;

    static Catalog of(Rules rules) {
        return rules == INCAN_GOLD.rules ? INCAN_GOLD : rules == DIAMANT.rules ? DIAMANT : new Catalog(rules);
    }

    private Catalog(Rules rules) {
        this.rules = rules;
        List<Tuple2<HazardType, Integer>> hazards = rules.hazards().toList().sortBy(Tuple2::_1);
        int hazardCards = hazards.map(Tuple2::_2).sum().intValue();
        int artifacts = rules.artifactsInPlay();
        int treasures = rules.treasureValues().size();
        this.questCards = treasures + hazardCards;
        int total = questCards + artifacts;
        this.cards = new Card[total];
        this.artifactCards = CardSet.range(questCards, total);
        this.hazardTypes = hazards.map(Tuple2::_1).toJavaArray(HazardType[]::new);
        this.cardsOfType = new CardSet[hazardTypes.length];
        int id = 0;
        for (int value : rules.treasureValues().sorted()) {
            cards[id++] = Card.treasure(value);
        }
        for (int type = 0; type < hazards.size(); type++) {
            int first = id;
            for (int copy = 0; copy < hazards.get(type)._2; copy++) {
                cards[id++] = Card.hazard(hazardTypes[type]);
            }
            cardsOfType[type] = CardSet.range(first, id);
        }
        boolean printed = rules.artifactValuation() == ArtifactValuation.PRINTED;
        for (int number = 1; number <= artifacts; number++) {
            Option<Integer> value =
                    printed ? Option.some(rules.printedArtifactValues().get(number - 1)) : Option.none();
            cards[id++] = new Card.Artifact(number, value);
        }
        this.kinds = new byte[total];
        this.numbers = new int[total];
        for (int card = 0; card < total; card++) {
            if (cards[card] instanceof Card.Treasure treasure) {
                kinds[card] = TREASURE;
                numbers[card] = treasure.value();
            } else if (cards[card] instanceof Card.Hazard hazard) {
                kinds[card] = HAZARD;
                numbers[card] = Arrays.binarySearch(hazardTypes, hazard.type());
            } else {
                kinds[card] = ARTIFACT;
                numbers[card] = ((Card.Artifact) cards[card]).number();
            }
        }
        // From the round the last artifact enters, every round's deck starts alike.
        int lastEntry = artifacts <= 0 ? 1 : rules.roundArtifactEnters(artifacts);
        this.roundDecks = new CardSet[Math.min(lastEntry, Math.max(1, rules.rounds()))];
        for (int round = 1; round <= roundDecks.length; round++) {
            roundDecks[round - 1] = CardSet.range(0, questCards + rules.artifactsEnteredBy(round));
        }
    }

    /** R5: every card that has entered the game by round {@code round}: the quest cards and the artifacts entered by then. */
    CardSet deckOfRound(int round) {
        return roundDecks[Math.min(round, roundDecks.length) - 1];
    }

    int artifactId(int number) {
        return questCards + number - 1;
    }

    /** The id of the lowest-numbered card in {@code among} equal to {@code card} (an artifact given without a value: of its number), or -1. */
    int idOf(Card card, CardSet among) {
        for (int id = among.first(); id >= 0; id = among.after(id)) {
            if (cards[id].equals(card) || sameArtifact(cards[id], card)) {
                return id;
            }
        }
        return -1;
    }

    /** An artifact is known by its number: its printed value, if any, comes from the rules (R13). */
    private static boolean sameArtifact(Card inGame, Card given) {
        return inGame instanceof Card.Artifact artifact
                && given instanceof Card.Artifact supplied
                && artifact.number() == supplied.number()
                && supplied.printedValue().isEmpty();
    }

    /** The cards of {@code set}, ascending by id. */
    List<Card> cardsOf(CardSet set) {
        java.util.ArrayList<Card> found = new java.util.ArrayList<>();
        for (int id = set.first(); id >= 0; id = set.after(id)) {
            found.add(cards[id]);
        }
        return List.ofAll(found);
    }
}
