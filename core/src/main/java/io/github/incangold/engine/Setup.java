package io.github.incangold.engine;

import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Set;

/** What stays fixed for a whole game, shared by all its states: the rules, their cards and the seats' names. */
final class Setup {
    final Rules rules;
    final Catalog catalog;
    final List<String> seatNames;
    final int seats;

    Setup(Rules rules, List<String> seatNames) {
        this.rules = rules;
        this.catalog = Catalog.of(rules);
        this.seatNames = seatNames;
        this.seats = seatNames.size();
    }

    /**
     * R1: the seats a game may have: a count within the rules' range, each name non-blank and
     * different from the others. The one check of seat names, for new games and loaded states.
     */
    static Option<Violation> refuseSeats(Rules rules, List<String> names) {
        if (names.size() < rules.minPlayers() || names.size() > rules.maxPlayers()) {
            return Option.some(new Violation.SeatCount(names.size(), rules.minPlayers(), rules.maxPlayers()));
        }
        Set<String> seen = new HashSet<>();
        int seat = 0;
        for (String name : names) {
            if (name == null || name.isBlank()) {
                return Option.some(new Violation.InvalidSeatName(seat, String.valueOf(name), "it is blank"));
            }
            if (!seen.add(name)) {
                return Option.some(new Violation.InvalidSeatName(
                        seat, name, "seat " + names.indexOf(name) + " has the same name"));
            }
            seat++;
        }
        return Option.none();
    }

    boolean sameGame(Setup other) {
        return this == other || (rules.equals(other.rules) && seatNames.equals(other.seatNames));
    }
}
