package io.github.incangold.engine;

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

    /** The longest seat name, in characters. */
    static final int MAX_NAME_LENGTH = 64;

    /**
     * R1: the seats a game may have: a count within the rules' range, each name non-blank,
     * different from the others, at most {@value #MAX_NAME_LENGTH} characters (code points), and made of
     * characters that show as themselves: no control or formatting characters (a right-to-left
     * override or a zero-width space would make one name look like another), no line or paragraph
     * separators, no unpaired surrogates. The one check of seat names, for new games and loaded
     * states.
     */
    static Option<Violation> refuseSeats(Rules rules, List<String> names) {
        if (names.size() < rules.minPlayers() || names.size() > rules.maxPlayers()) {
            return Option.some(new Violation.SeatCount(names.size(), rules.minPlayers(), rules.maxPlayers()));
        }
        int seat = 0;
        for (List<String> rest = names; !rest.isEmpty(); rest = rest.tail(), seat++) {
            String name = rest.head();
            if (name == null || name.isBlank()) {
                return Option.some(new Violation.InvalidSeatName(seat, String.valueOf(name), "it is blank"));
            }
            // Characters are code points, as a JSON schema's maxLength counts them: an emoji is one.
            if (name.codePointCount(0, name.length()) > MAX_NAME_LENGTH) {
                String shown = name.substring(0, name.offsetByCodePoints(0, MAX_NAME_LENGTH));
                return Option.some(new Violation.InvalidSeatName(
                        seat, printable(shown) + "…", "it is longer than " + MAX_NAME_LENGTH + " characters"));
            }
            Option<String> hidden = hiddenCharacter(name);
            if (hidden.isDefined()) {
                return Option.some(new Violation.InvalidSeatName(seat, printable(name), "it holds " + hidden.get()));
            }
            int first = indexOf(names, name);
            if (first < seat) {
                return Option.some(new Violation.InvalidSeatName(seat, name, "seat " + first + " has the same name"));
            }
        }
        return Option.none();
    }

    /** The first seat of {@code names} named {@code name}, or -1. */
    private static int indexOf(List<String> names, String name) {
        int seat = 0;
        for (List<String> rest = names; !rest.isEmpty(); rest = rest.tail(), seat++) {
            if (name.equals(rest.head())) {
                return seat;
            }
        }
        return -1;
    }

    /**
     * The first character of a name that would not show as itself, described, if any. A plain
     * loop rather than a stream: it runs for every seat of every new game.
     */
    private static Option<String> hiddenCharacter(String name) {
        for (int index = 0; index < name.length(); ) {
            char unit = name.charAt(index);
            if (unit >= ' ' && unit <= '~') { // printable ASCII hides nothing
                index++;
                continue;
            }
            int point = name.codePointAt(index);
            if (isHidden(point)) {
                return Option.some(String.format("the invisible or unprintable character U+%04X", point));
            }
            index += Character.charCount(point);
        }
        return Option.none();
    }

    /** The name with every character that would not show as itself written as {@code U+XXXX}. */
    private static String printable(String name) {
        StringBuilder shown = new StringBuilder();
        name.codePoints().forEach(point -> {
            if (isHidden(point)) {
                shown.append(String.format("U+%04X", point));
            } else {
                shown.appendCodePoint(point);
            }
        });
        return shown.toString();
    }

    /** Whether a character would not show as itself: control, formatting, separator, lone surrogate, unassigned. */
    private static boolean isHidden(int point) {
        int type = Character.getType(point);
        return type == Character.CONTROL
                || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SURROGATE
                || type == Character.UNASSIGNED
                || type == Character.PRIVATE_USE;
    }

    boolean sameGame(Setup other) {
        return this == other
                || (rules.equals(other.rules)
                        && seatNames.equals(other.seatNames)
                        && firstStartSeat == other.firstStartSeat);
    }
}
