package io.github.incangold.engine;

/**
 * One seat's place in the final ranking (R18, R19).
 *
 * @param place 1 for the winners; seats tied under the tie-break share a place
 * @param seat the seat
 * @param score tent gems plus artifact values (R18)
 * @param gems tent gems
 * @param artifacts the number of artifacts the seat holds
 */
public record Standing(int place, int seat, int score, int gems, int artifacts) {}
