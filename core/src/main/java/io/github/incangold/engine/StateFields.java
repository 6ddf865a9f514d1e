package io.github.incangold.engine;

import io.github.incangold.internal.SplitMix64;
import java.util.Arrays;

/**
 * Every field of a {@link GameState}, walked in one place for each thing that must see them all:
 * the draft's copy, equality, the hash and the digest. A field added to the state is added to each
 * method here; {@code StateFieldsTest} fails, naming the field, when one of them misses it.
 */
final class StateFields {
    private StateFields() {}

    /** The draft of the next state: every field of {@code state} but its observer. */
    static GameState copy(GameState state) {
        GameState next = new GameState();
        next.setup = state.setup;
        next.phase = state.phase;
        next.round = state.round;
        next.path = state.path;
        next.revealed = state.revealed;
        next.toDraw = state.toDraw;
        next.pathGems = state.pathGems;
        next.uncommon = state.uncommon;
        next.inTemple = state.inTemple;
        next.chosen = state.chosen;
        next.camping = state.camping;
        next.roundGems = state.roundGems;
        next.tents = state.tents;
        next.claims = state.claims;
        next.removedLatestFirst = state.removedLatestFirst;
        next.gemsReturned = state.gemsReturned;
        next.random = state.random;
        return next;
    }

    /** Whether two states are the same state of the same game. */
    static boolean same(GameState one, GameState other) {
        return one.phase == other.phase
                && one.round == other.round
                && one.revealed == other.revealed
                && one.pathGems == other.pathGems
                && Arrays.equals(one.uncommon.piles, other.uncommon.piles)
                && one.roundGems == other.roundGems
                && one.random == other.random
                && one.gemsReturned == other.gemsReturned
                && one.inTemple == other.inTemple
                && one.chosen == other.chosen
                && one.camping == other.camping
                && one.toDraw == other.toDraw
                && one.cardsToDraw().equals(other.cardsToDraw())
                && one.path.samePrefix(other.path, one.revealed)
                && Arrays.equals(one.tents, other.tents)
                && one.claims.equals(other.claims)
                && one.removedLatestFirst.equals(other.removedLatestFirst)
                && one.setup.sameGame(other.setup);
    }

    static int hash(GameState state) {
        int hash = code(state.phase);
        hash = 31 * hash + state.round;
        hash = 31 * hash + state.path.hashOfPrefix(state.revealed);
        hash = 31 * hash + state.pathGems;
        hash = 31 * hash + Arrays.hashCode(state.uncommon.piles);
        hash = 31 * hash + state.inTemple;
        hash = 31 * hash + state.chosen;
        hash = 31 * hash + state.camping;
        hash = 31 * hash + state.roundGems;
        hash = 31 * hash + Long.hashCode(state.random);
        hash = 31 * hash + state.gemsReturned;
        hash = 31 * hash + state.cardsToDraw().hashCode();
        hash = 31 * hash + Arrays.hashCode(state.tents);
        hash = 31 * hash + state.claims.hashCode();
        hash = 31 * hash + state.removedLatestFirst.hashCode();
        hash = 31 * hash + state.setup.firstStartSeat;
        return 31 * hash + state.setup.seatNames.hashCode();
    }

    /** See {@link GameState#digest()}. */
    static long digest(GameState state) {
        long hash = absorb(0, code(state.phase));
        hash = absorb(hash, state.round);
        hash = absorb(hash, state.setup.firstStartSeat);
        hash = absorb(hash, state.setup.seats);
        for (String name : state.setup.seatNames) {
            hash = absorb(hash, ((long) name.length() << 32) | (name.hashCode() & 0xFFFFFFFFL));
        }
        hash = absorb(hash, state.revealed);
        for (int position = 0; position < state.revealed; position++) {
            hash = absorb(hash, state.path.get(position));
        }
        CardSet toDrawSet = state.cardsToDraw();
        hash = absorb(hash, toDrawSet.size());
        for (int id = toDrawSet.first(); id >= 0; id = toDrawSet.after(id)) {
            hash = absorb(hash, id);
        }
        hash = absorb(hash, state.pathGems);
        if (state.uncommon.piles != null) {
            for (int pile : state.uncommon.piles) {
                hash = absorb(hash, pile);
            }
        }
        hash = absorb(hash, state.inTemple);
        hash = absorb(hash, state.chosen);
        hash = absorb(hash, state.camping);
        hash = absorb(hash, state.roundGems);
        for (int gems : state.tents) {
            hash = absorb(hash, gems);
        }
        hash = absorb(hash, state.claims.size());
        for (ClaimedArtifact claim : state.claims) {
            hash = absorb(hash, claim.seat());
            hash = absorb(hash, claim.artifact().number());
            hash = absorb(hash, claim.value());
            hash = absorb(hash, claim.round());
        }
        hash = absorb(hash, state.removedLatestFirst.size());
        for (int id : state.removedLatestFirst) {
            hash = absorb(hash, id);
        }
        hash = absorb(hash, state.gemsDealt());
        hash = absorb(hash, state.gemsReturned);
        return absorb(hash, state.random);
    }

    private static long absorb(long hash, long value) {
        return SplitMix64.mix(hash ^ SplitMix64.mix(value + 0x9E3779B97F4A7C15L)) + 0x9E3779B97F4A7C15L;
    }

    /** Fixed numbers, not ordinals: recorded digests must survive a reordering of {@link Phase}. */
    private static int code(Phase phase) {
        return switch (phase) {
            case REVEAL -> 0;
            case CHOOSE -> 1;
            case LEAVE -> 2;
            case BUST -> 3;
            case ROUND_OVER -> 4;
            case GAME_OVER -> 5;
        };
    }
}
