package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * What stays fixed for a whole game, shared by all its states: the rules, the seats' names, and
 * every physical card numbered by an id. Ids are canonical: treasures by value, then hazards by
 * type name, then artifacts by number, so equal rules number their cards alike.
 */
final class Table {
    static final byte TREASURE = 0;
    static final byte HAZARD = 1;
    static final byte ARTIFACT = 2;

    final Rules rules;
    final List<String> seatNames;
    final int seats;
    final int allSeats;
    final Card[] cards;
    final byte[] kinds;
    /** Treasure value, hazard type index or artifact number, by card id. */
    final int[] numbers;

    final HazardType[] hazardTypes;
    final int questCards;

    /** The catalogs of the built-in rules, made once: most games are played with them. */
    private static final Catalog INCAN_GOLD = new Catalog(Rules.incanGold());

    private static final Catalog DIAMANT = new Catalog(Rules.diamant());

    Table(Rules rules, List<String> seatNames) {
        this.rules = rules;
        this.seatNames = seatNames;
        this.seats = seatNames.size();
        this.allSeats = seats == 32 ? -1 : (1 << seats) - 1;
        Catalog catalog =
                rules == INCAN_GOLD.rules ? INCAN_GOLD : rules == DIAMANT.rules ? DIAMANT : new Catalog(rules);
        this.cards = catalog.cards;
        this.kinds = catalog.kinds;
        this.numbers = catalog.numbers;
        this.hazardTypes = catalog.hazardTypes;
        this.questCards = catalog.questCards;
    }

    /**
     * Every card of a configuration, by id. Its arrays are never written once made, so games of
     * the same built-in rules share one catalog.
     */
    private static final class Catalog {
        final Rules rules;
        final Card[] cards;
        final byte[] kinds;
        final int[] numbers;
        final HazardType[] hazardTypes;
        final int questCards;

        Catalog(Rules rules) {
            this.rules = rules;
            List<Integer> treasures = rules.treasureValues().sorted();
            List<Tuple2<HazardType, Integer>> hazards = rules.hazards().toList().sortBy(Tuple2::_1);
            int hazardCards = hazards.map(Tuple2::_2).sum().intValue();
            int artifacts = rules.artifactsInPlay();
            this.questCards = treasures.size() + hazardCards;
            int total = questCards + artifacts;
            this.cards = new Card[total];
            this.kinds = new byte[total];
            this.numbers = new int[total];
            this.hazardTypes = hazards.map(Tuple2::_1).toJavaArray(HazardType[]::new);
            int id = 0;
            for (int value : treasures) {
                cards[id] = Card.treasure(value);
                kinds[id] = TREASURE;
                numbers[id++] = value;
            }
            for (int type = 0; type < hazards.size(); type++) {
                Card card = Card.hazard(hazardTypes[type]);
                for (int copy = 0; copy < hazards.get(type)._2; copy++) {
                    cards[id] = card;
                    kinds[id] = HAZARD;
                    numbers[id++] = type;
                }
            }
            boolean printed = rules.artifactValuation() == ArtifactValuation.PRINTED;
            for (int number = 1; number <= artifacts; number++) {
                Option<Integer> value =
                        printed ? Option.some(rules.printedArtifactValues().get(number - 1)) : Option.none();
                cards[id] = new Card.Artifact(number, value);
                kinds[id] = ARTIFACT;
                numbers[id++] = number;
            }
        }
    }

    int artifactId(int number) {
        return questCards + number - 1;
    }

    /** R13: the value of an artifact that is the game's {@code claimOrder}-th to reach a camp. */
    int artifactValue(int cardId, int claimOrder) {
        Rules r = rules;
        if (r.artifactValuation() == ArtifactValuation.PRINTED) {
            return r.printedArtifactValues().get(numbers[cardId] - 1);
        }
        List<Integer> schedule = r.claimOrderValues();
        return schedule.get(Math.min(claimOrder, schedule.size()) - 1);
    }

    boolean sameGame(Table other) {
        return this == other || (rules.equals(other.rules) && seatNames.equals(other.seatNames));
    }
}
