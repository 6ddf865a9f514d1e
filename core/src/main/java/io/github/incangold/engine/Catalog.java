package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.List;
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
    /** The treasure cards: ids below this, ascending by value. */
    final int treasureCards;
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
        List<Tuple2<HazardType, Integer>> hazards = rules.hazards().toList(); // in the order of their names (R4)
        int hazardCards = hazards.map(Tuple2::_2).sum().intValue();
        int artifacts = rules.artifactsInPlay();
        int treasures = rules.treasureValues().size();
        this.treasureCards = treasures;
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
        for (int number = 1; number <= artifacts; number++) {
            cards[id++] = new Card.Artifact(number, Rulebook.printedArtifactValue(rules, number));
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
        int lastEntry = artifacts <= 0 ? 1 : Rulebook.roundArtifactEnters(rules, artifacts);
        this.roundDecks = new CardSet[Math.min(lastEntry, Math.max(1, rules.rounds()))];
        for (int round = 1; round <= roundDecks.length; round++) {
            roundDecks[round - 1] = CardSet.range(0, questCards + Rulebook.artifactsEnteredBy(rules, round));
        }
    }

    /** R5: every card that has entered the game by round {@code round}: the quest cards and the artifacts entered by then. */
    CardSet deckOfRound(int round) {
        return roundDecks[Math.min(round, roundDecks.length) - 1];
    }

    int artifactId(int number) {
        return questCards + number - 1;
    }

    /**
     * The id of the lowest-numbered card in {@code among} equal to {@code card} (an artifact given
     * without a value: of its number), or -1. Equal cards have ids in a row, so this looks up
     * that row rather than comparing the cards one by one.
     */
    int idOf(Card card, CardSet among) {
        if (card instanceof Card.Treasure treasure) {
            int from = firstTreasureOfAtLeast(treasure.value());
            int id = among.after(from - 1);
            return id >= 0 && id < treasureCards && numbers[id] == treasure.value() ? id : -1;
        } else if (card instanceof Card.Hazard hazard) {
            int type = Arrays.binarySearch(hazardTypes, hazard.type());
            if (type < 0) {
                return -1;
            }
            CardSet ofType = cardsOfType[type];
            int from = ofType.first();
            int id = from < 0 ? -1 : among.after(from - 1);
            return id >= 0 && ofType.contains(id) ? id : -1;
        }
        Card.Artifact artifact = (Card.Artifact) card;
        if (artifact.number() < 1 || artifact.number() > cards.length - questCards) {
            return -1;
        }
        int id = artifactId(artifact.number());
        return among.contains(id) && (cards[id].equals(card) || sameArtifact(cards[id], card)) ? id : -1;
    }

    /** The lowest treasure id whose value is {@code value} or more; {@link #treasureCards} if none. */
    private int firstTreasureOfAtLeast(int value) {
        int low = 0;
        int high = treasureCards;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (numbers[middle] < value) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
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
