package io.github.incangold.engine;

import io.github.incangold.internal.Names;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.control.Option;

/** What stays fixed for a whole game, shared by all its states: the rules, their cards and the seats' names. */
final class Setup {
    final Rules rules;
    final Catalog catalog;
    final List<String> seatNames;
    final int seats;
    /** The start player of the first round; each round's passes to the next seat (R7). */
    final int firstStartSeat;

    Setup(Rules rules, List<String> seatNames, int firstStartSeat) {
        this.rules = rules;
        this.catalog = Catalog.of(rules);
        this.seatNames = seatNames;
        this.seats = seatNames.size();
        this.firstStartSeat = firstStartSeat;
    }

    /** R7: the start player of a round. */
    int startSeat(int round) {
        return (int) ((firstStartSeat + (long) round - 1) % seats);
    }

    /**
     * R1: the seats a game may have: a count within the rules' range, each name one that {@link
     * SeatNames#problem} takes, and not the same name as another's ({@link SeatNames#sameName}).
     * The one check of seat names, for new games and loaded states.
     */
    static Option<Violation> refuseSeats(Rules rules, List<String> names) {
        if (names.size() < rules.minPlayers() || names.size() > rules.maxPlayers()) {
            return Option.some(new Violation.SeatCount(names.size(), rules.minPlayers(), rules.maxPlayers()));
        }
        // Each name's identity once, so the check of every pair stays cheap (R1: at most 32 seats).
        String[] identities = new String[names.size()];
        int seat = 0;
        for (List<String> rest = names; !rest.isEmpty(); rest = rest.tail(), seat++) {
            String name = rest.head();
            if (name == null) {
                return Option.some(new Violation.InvalidSeatName(seat, "null", "it is blank"));
            }
            Option<String> problem = SeatNames.problem(name);
            if (problem.isDefined()) {
                return Option.some(new Violation.InvalidSeatName(seat, Names.printable(name), "it " + problem.get()));
            }
            identities[seat] = Names.identity(name);
            int first = 0;
            while (!identities[first].equals(identities[seat])) {
                first++;
            }
            if (first < seat) {
                String earlier = names.get(first);
                return Option.some(new Violation.InvalidSeatName(
                        seat,
                        Names.printable(name),
                        earlier.equals(name)
                                ? "seat " + first + " has the same name"
                                : "seat " + first + " is called '" + Names.printable(earlier)
                                        + "', the same name to the table (letter case, accents typed"
                                        + " apart and variation selectors aside)"));
            }
        }
        return Option.none();
    }

    boolean sameGame(Setup other) {
        return this == other
                || (rules.equals(other.rules)
                        && seatNames.equals(other.seatNames)
                        && firstStartSeat == other.firstStartSeat);
    }
}
