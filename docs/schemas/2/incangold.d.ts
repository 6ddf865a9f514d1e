// The types of the incangold JSON format, version 2, generated from its JSON Schemas
// (docs/schemas/2) by web/types/generate.mjs. Do not edit: change the schemas and regenerate.
// A global namespace, so that plain scripts use them in JSDoc (IncanGold.View).
// Sources' SHA-256: eb267fd926dda7785397d77f8a93cb35f9ece0f58d4a531e1a65ad510ae49624
declare namespace IncanGold {
  /**
   * R3: one value per treasure card.
   *
   * @maxItems 10000
   */
  export type TreasureValues = number[];
  /**
   * R4: each hazard type once, with its number of cards.
   *
   * @maxItems 64
   */
  export type Hazards = {
    /**
     * A hazard type's name (R4): not blank, without surrounding spaces, at most 64 characters (code points), no invisible or control characters. The rulebook's are fire, mummy, rockfall, snakes and spiders.
     */
    type: string;
    count: number;
  }[];
  /**
   * R13: the value of the 1st, 2nd, ... artifact taken.
   */
  export type ClaimOrderValues = number[];
  /**
   * R13: the printed value of artifact 1, 2, ...
   */
  export type PrintedArtifactValues = number[];
  /**
   * R13: under BY_ROUND, the value of an artifact taken in round 1, 2, ...; written only when not 5, 5, 5, 10, 10.
   */
  export type RoundArtifactValues = number[];
  /**
   * R18: each seat's gems at the start, seat 0 first; written only when not empty.
   *
   * @maxItems 32
   */
  export type StartingGems = number[];
  /**
   * What is due next: REVEAL a card, CHOOSE (seats in the temple choose), LEAVE (the campers leave), BUST (the round ends on a hazard), ROUND_OVER (endRound), GAME_OVER.
   */
  export type Phase = "REVEAL" | "CHOOSE" | "LEAVE" | "BUST" | "ROUND_OVER" | "GAME_OVER";
  /**
   * Seat numbers, ascending.
   *
   * @maxItems 32
   */
  export type Seats = number[];
  /**
   * R9: TORCH goes on, CAMP leaves.
   */
  export type Choice = "TORCH" | "CAMP";
  /**
   * A card: a treasure, a hazard or an artifact.
   */
  export type Card = Treasure | Hazard | ArtifactCard;
  /**
   * R9: TORCH goes on, CAMP leaves.
   */
  export type Choice1 = "TORCH" | "CAMP";
  /**
   * An action, as nested in other documents.
   */
  export type Action = ActionFields;
  /**
   * The fields of an action: what a player or the referee does next. Each kind names the fields it takes and refuses the others.
   */
  export type ActionFields =
    RevealAction | RevealCardAction | ChooseAction | LeaveAction | BustAction | EndRoundAction | AdvanceAction;
  /**
   * Something that happened, in order; events are public (R21).
   */
  export type Event =
    | RoundStarted
    | CardRevealed
    | ChoiceMade
    | ChoicesRevealed
    | PlayersLeft
    | DeckExhausted
    | Bust
    | RoundEnded
    | GameEnded;
  /**
   * Gems by seat, ascending by seat, each seat once.
   *
   * @maxItems 32
   */
  export type SeatGemsList = SeatGems[];
  /**
   * One action (IncanGoldJson.encode(Action)).
   */
  export type ActionDocument = ActionFields & {
    format: "incangold";
    /**
     * The format version this schema describes; a reader refuses versions it does not know.
     */
    version: 2;
    type: "action";
    action?: "reveal" | "revealCard" | "choose" | "leave" | "bust" | "endRound" | "advance";
    card?: Card;
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    seat?: number;
    choice?: Choice;
  };

  export interface Documents {
    rules?: RulesDocument;
    state?: StateDocument;
    view?: ViewDocument;
    events?: EventsDocument;
    action?: ActionDocument;
    record?: RecordDocument;
  }
  /**
   * A rules configuration (IncanGoldJson.encode(Rules)). Checked only by the reader: maxPlayers >= minPlayers, a deck of 1 to 10000 cards, a value for every artifact under the valuation in use, no more startingGems entries than maxPlayers, a whole game's gems and points within 2147483647, and a flag that agrees with the option that replaced it (removeBustingHazard with bustRemoval, artifactTieBreak with tieBreak).
   */
  export interface RulesDocument {
    format: "incangold";
    /**
     * The format version this schema describes; a reader refuses versions it does not know.
     */
    version: 2;
    type: "rules";
    /**
     * R1: the fewest seats.
     */
    minPlayers?: number;
    /**
     * R1: the most seats, at least minPlayers.
     */
    maxPlayers?: number;
    /**
     * R2: the number of rounds.
     */
    rounds?: number;
    treasureValues?: TreasureValues;
    hazards?: Hazards;
    /**
     * R5, R20: false is the original Diamant.
     */
    artifactsEnabled?: boolean;
    /**
     * R5: the artifacts of the game.
     */
    artifactCount?: number;
    /**
     * R13.
     */
    artifactValuation?: "CLAIM_ORDER" | "PRINTED" | "BY_ROUND";
    claimOrderValues?: ClaimOrderValues;
    printedArtifactValues?: PrintedArtifactValues;
    roundArtifactValues?: RoundArtifactValues;
    /**
     * R12.
     */
    artifactSharing?: "SOLE_LEAVER" | "DIVIDED_AMONG_LEAVERS" | "FIRST_IN_TURN_ORDER";
    /**
     * R11; written only when not POOLED.
     */
    leftoverGems?: "POOLED" | "CARD_BY_CARD" | "LEFT_ON_PATH";
    /**
     * R5; written only when not 1.
     */
    artifactsPerRound?: number;
    /**
     * R16; written only when not LOST.
     */
    leftoverArtifacts?: "LOST" | "RETURNED";
    /**
     * R14; written only when not 2.
     */
    bustTrigger?: number;
    /**
     * R14; written only when not LOSE_ALL.
     */
    bustPenalty?: "LOSE_ALL" | "KEEP_HALF" | "LOSE_NOTHING";
    /**
     * R14; written only for PAIR and WHOLE_TYPE (removeBustingHazard says the rest). Must agree with removeBustingHazard when both are given.
     */
    bustRemoval?: "BUSTING_CARD" | "PAIR" | "WHOLE_TYPE" | "NONE";
    /**
     * R14: true is bustRemoval BUSTING_CARD, false NONE.
     */
    removeBustingHazard?: boolean;
    /**
     * R15.
     */
    openingHazardAutoReveal?: boolean;
    /**
     * R19; written only for MOST_GEMS (artifactTieBreak says the rest). Must agree with artifactTieBreak when both are given.
     */
    tieBreak?: "ARTIFACTS" | "SHARED" | "MOST_GEMS";
    /**
     * R19: true is tieBreak ARTIFACTS, false SHARED.
     */
    artifactTieBreak?: boolean;
    startingGems?: StartingGems;
    /**
     * R21: every tent visible to everyone.
     */
    openTents?: boolean;
  }
  /**
   * A whole game state, every secret included: a server's save, never sent to a player (IncanGoldJson.encode(GameState)). Checked only by the reader: that the parts make a game that play can reach (StateSnapshot.restore: every card in one place, counts per seat, gems conserved, choices only while choosing, seat names without invisible characters).
   */
  export interface StateDocument {
    format: "incangold";
    /**
     * The format version this schema describes; a reader refuses versions it does not know.
     */
    version: 2;
    type: "state";
    rules: Rules;
    /**
     * The seats' names, seat 0 first.
     *
     * @minItems 1
     * @maxItems 32
     */
    seats: [string, ...string[]];
    phase: Phase;
    /**
     * The round, from 1.
     */
    round: number;
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    startSeat: number;
    /**
     * This round's deck as card ids: the first `revealed` are the path, in the order revealed; the rest, still to draw, in ascending id order (the order they are drawn in follows from `randomState`).
     *
     * @maxItems 10000
     */
    deck: number[];
    /**
     * How many cards of the deck are revealed.
     */
    revealed: number;
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    pathGems: number;
    inTemple: Seats;
    /**
     * The secret choices made for the current card, ascending by seat.
     *
     * @maxItems 32
     */
    pendingChoices: SeatChoice[];
    /**
     * Each seat's gems of this round, seat 0 first.
     *
     * @maxItems 32
     */
    gemsAtRisk: number[];
    /**
     * Each seat's tent, seat 0 first.
     *
     * @maxItems 32
     */
    tentGems: number[];
    /**
     * The artifacts in the camps, in claim order.
     *
     * @maxItems 10000
     */
    claims: Claim[];
    /**
     * Card ids removed from the game, in removal order (R14, R16).
     *
     * @maxItems 10000
     */
    removed: number[];
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    gemsDealt: number;
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    gemsReturned: number;
    /**
     * Under CARD_BY_CARD leftovers only (R11): the gems on each revealed card, in path order.
     *
     * @maxItems 10000
     */
    pathGemsByCard?: number[];
    /**
     * A 64-bit signed integer as a decimal string, so that JavaScript keeps every bit.
     */
    randomState: string;
  }
  /**
   * A rules configuration, as nested in other documents: these fields and no other. A reader gives an absent field the rulebook's default.
   */
  export interface Rules {
    /**
     * R1: the fewest seats.
     */
    minPlayers?: number;
    /**
     * R1: the most seats, at least minPlayers.
     */
    maxPlayers?: number;
    /**
     * R2: the number of rounds.
     */
    rounds?: number;
    treasureValues?: TreasureValues;
    hazards?: Hazards;
    /**
     * R5, R20: false is the original Diamant.
     */
    artifactsEnabled?: boolean;
    /**
     * R5: the artifacts of the game.
     */
    artifactCount?: number;
    /**
     * R13.
     */
    artifactValuation?: "CLAIM_ORDER" | "PRINTED" | "BY_ROUND";
    claimOrderValues?: ClaimOrderValues;
    printedArtifactValues?: PrintedArtifactValues;
    roundArtifactValues?: RoundArtifactValues;
    /**
     * R12.
     */
    artifactSharing?: "SOLE_LEAVER" | "DIVIDED_AMONG_LEAVERS" | "FIRST_IN_TURN_ORDER";
    /**
     * R11; written only when not POOLED.
     */
    leftoverGems?: "POOLED" | "CARD_BY_CARD" | "LEFT_ON_PATH";
    /**
     * R5; written only when not 1.
     */
    artifactsPerRound?: number;
    /**
     * R16; written only when not LOST.
     */
    leftoverArtifacts?: "LOST" | "RETURNED";
    /**
     * R14; written only when not 2.
     */
    bustTrigger?: number;
    /**
     * R14; written only when not LOSE_ALL.
     */
    bustPenalty?: "LOSE_ALL" | "KEEP_HALF" | "LOSE_NOTHING";
    /**
     * R14; written only for PAIR and WHOLE_TYPE (removeBustingHazard says the rest). Must agree with removeBustingHazard when both are given.
     */
    bustRemoval?: "BUSTING_CARD" | "PAIR" | "WHOLE_TYPE" | "NONE";
    /**
     * R14: true is bustRemoval BUSTING_CARD, false NONE.
     */
    removeBustingHazard?: boolean;
    /**
     * R15.
     */
    openingHazardAutoReveal?: boolean;
    /**
     * R19; written only for MOST_GEMS (artifactTieBreak says the rest). Must agree with artifactTieBreak when both are given.
     */
    tieBreak?: "ARTIFACTS" | "SHARED" | "MOST_GEMS";
    /**
     * R19: true is tieBreak ARTIFACTS, false SHARED.
     */
    artifactTieBreak?: boolean;
    startingGems?: StartingGems;
    /**
     * R21: every tent visible to everyone.
     */
    openTents?: boolean;
  }
  export interface SeatChoice {
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    seat: number;
    choice: Choice;
  }
  /**
   * An artifact in a camp (R12, R13).
   */
  export interface Claim {
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    seat: number;
    artifact: ArtifactCard;
    /**
     * Its points (R13).
     */
    value: number;
    /**
     * Its place among the artifacts taken in the game (R13).
     */
    claimOrder: number;
    /**
     * The round it was taken in.
     */
    round: number;
  }
  export interface ArtifactCard {
    kind: "artifact";
    /**
     * The artifact's number: round k adds artifact k (R5).
     */
    number: number;
    /**
     * Its printed value, under PRINTED valuation only (R13).
     */
    printedValue?: number;
  }
  /**
   * What one seat (or a spectator) may know of a game (IncanGoldJson.encode(PlayerView)); hidden values are absent, never null. Checked only by the reader: that viewer is one of the seats and that remainingDeck lists each card once and holds at most 10,000 cards in all.
   */
  export interface ViewDocument {
    format: "incangold";
    /**
     * The format version this schema describes; a reader refuses versions it does not know.
     */
    version: 2;
    type: "view";
    rules: Rules;
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    viewer?: number;
    phase: Phase;
    round: number;
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    startSeat: number;
    /**
     * The cards revealed this round, in order.
     *
     * @maxItems 10000
     */
    path: Card[];
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    pathGems: number;
    /**
     * Under CARD_BY_CARD leftovers only (R11).
     *
     * @maxItems 10000
     */
    pathGemsByCard?: number[];
    /**
     * @maxItems 10000
     */
    artifactsOnPath: ArtifactCard[];
    /**
     * The hazard types on the path, by name.
     *
     * @maxItems 64
     */
    hazardsSeen: string[];
    /**
     * The cards still to draw, counted, in canonical order; their order is secret.
     *
     * @maxItems 10000
     */
    remainingDeck: {
      card: Card;
      count: number;
    }[];
    /**
     * @maxItems 10000
     */
    removedCards: Card[];
    /**
     * Every seat, seat 0 first.
     *
     * @minItems 1
     * @maxItems 32
     */
    seats: [
      {
        /**
         * A seat number, from 0 (R1: at most 32 seats).
         */
        seat: number;
        /**
         * A seat's name (R1): not blank, at most 64 characters (code points), no invisible or control characters, different from the other seats' names.
         */
        name: string;
        inTemple: boolean;
        hasChosen: boolean;
        pendingChoice?: Choice1;
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        gemsAtRisk: number;
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        tentGems?: number;
        /**
         * @maxItems 10000
         */
        artifacts: Claim[];
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        score?: number;
      },
      ...{
        /**
         * A seat number, from 0 (R1: at most 32 seats).
         */
        seat: number;
        /**
         * A seat's name (R1): not blank, at most 64 characters (code points), no invisible or control characters, different from the other seats' names.
         */
        name: string;
        inTemple: boolean;
        hasChosen: boolean;
        pendingChoice?: Choice1;
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        gemsAtRisk: number;
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        tentGems?: number;
        /**
         * @maxItems 10000
         */
        artifacts: Claim[];
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        score?: number;
      }[]
    ];
    awaitedSeats: Seats;
    /**
     * What may be done now (by the viewer, for a player's view).
     *
     * @maxItems 64
     */
    legalActions: Action[];
    outcome?: Outcome;
  }
  export interface Treasure {
    kind: "treasure";
    /**
     * The gems on the card (R3).
     */
    value: number;
  }
  export interface Hazard {
    kind: "hazard";
    /**
     * A hazard type's name (R4): not blank, without surrounding spaces, at most 64 characters (code points), no invisible or control characters. The rulebook's are fire, mummy, rockfall, snakes and spiders.
     */
    hazard: string;
  }
  export interface RevealAction {
    action: "reveal";
    card?: never;
    seat?: never;
    choice?: never;
  }
  export interface RevealCardAction {
    action: "revealCard";
    card: Card;
    seat?: never;
    choice?: never;
  }
  export interface ChooseAction {
    action: "choose";
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    seat: number;
    choice: Choice;
    card?: never;
  }
  export interface LeaveAction {
    action: "leave";
    card?: never;
    seat?: never;
    choice?: never;
  }
  export interface BustAction {
    action: "bust";
    card?: never;
    seat?: never;
    choice?: never;
  }
  export interface EndRoundAction {
    action: "endRound";
    card?: never;
    seat?: never;
    choice?: never;
  }
  export interface AdvanceAction {
    action: "advance";
    card?: never;
    seat?: never;
    choice?: never;
  }
  /**
   * The result of a finished game.
   */
  export interface Outcome {
    /**
     * Every seat, best first (R18, R19).
     *
     * @minItems 1
     * @maxItems 32
     */
    standings: [
      {
        place: number;
        /**
         * A seat number, from 0 (R1: at most 32 seats).
         */
        seat: number;
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        score: number;
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        gems: number;
        artifacts: number;
      },
      ...{
        place: number;
        /**
         * A seat number, from 0 (R1: at most 32 seats).
         */
        seat: number;
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        score: number;
        /**
         * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
         */
        gems: number;
        artifacts: number;
      }[]
    ];
    /**
     * The seats in first place.
     *
     * @minItems 1
     * @maxItems 32
     */
    winners: [number, ...number[]];
  }
  /**
   * The events of one or more steps, in order (IncanGoldJson.encode(Seq<GameEvent>)); public, so a server may broadcast them.
   */
  export interface EventsDocument {
    format: "incangold";
    /**
     * The format version this schema describes; a reader refuses versions it does not know.
     */
    version: 2;
    type: "events";
    events: Event[];
  }
  /**
   * R5, R7, R8: a round began.
   */
  export interface RoundStarted {
    event: "roundStarted";
    round: number;
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    startSeat: number;
    artifactAdded?: ArtifactCard;
    deckSize: number;
    /**
     * The round's other artifacts, when the rules add more than one a round (R5).
     *
     * @minItems 1
     * @maxItems 10000
     */
    alsoAdded?: [ArtifactCard, ...ArtifactCard[]];
  }
  /**
   * R9, R10, R14: a card was turned over.
   */
  export interface CardRevealed {
    event: "cardRevealed";
    card: Card;
    seatsInTemple: number;
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    share: number;
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    remainder: number;
    bust: boolean;
  }
  /**
   * R9: a seat chose, in secret.
   */
  export interface ChoiceMade {
    event: "choiceMade";
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    seat: number;
  }
  /**
   * R9: the choices were revealed together.
   */
  export interface ChoicesRevealed {
    event: "choicesRevealed";
    /**
     * Every choice, ascending by seat.
     *
     * @maxItems 32
     */
    choices: SeatChoice[];
  }
  /**
   * R11, R12: seats went back to camp.
   */
  export interface PlayersLeft {
    event: "playersLeft";
    seats: Seats;
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    share: number;
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    remainder: number;
    banked: SeatGemsList;
    /**
     * The artifacts taken (R12).
     *
     * @maxItems 10000
     */
    artifacts: Claim[];
  }
  export interface SeatGems {
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    seat: number;
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    gems: number;
  }
  /**
   * R17: no card was left, so these seats leave.
   */
  export interface DeckExhausted {
    event: "deckExhausted";
    seats: Seats;
  }
  /**
   * R14: the round ended on a hazard.
   */
  export interface Bust {
    event: "bust";
    /**
     * A hazard type's name (R4): not blank, without surrounding spaces, at most 64 characters (code points), no invisible or control characters. The rulebook's are fire, mummy, rockfall, snakes and spiders.
     */
    hazard: string;
    lost: SeatGemsList;
    removed?: Card;
    kept?: SeatGemsList;
    /**
     * The other cards that left the game (R14 house rules).
     *
     * @minItems 1
     * @maxItems 10000
     */
    alsoRemoved?: [Card, ...Card[]];
  }
  /**
   * R16: the round is over.
   */
  export interface RoundEnded {
    event: "roundEnded";
    round: number;
    /**
     * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
     */
    gemsReturned: number;
    /**
     * Artifacts left on the path (R16).
     *
     * @minItems 0
     * @maxItems 10000
     */
    artifactsLost: ArtifactCard[];
  }
  /**
   * R18, R19: the game is over.
   */
  export interface GameEnded {
    event: "gameEnded";
    outcome: Outcome;
  }
  /**
   * A game as its rules, seats, seed and actions (IncanGoldJson.encode(GameRecord)); replaying it gives the game again. Checked only by the reader: checkpoints in ascending order and within the actions; GameRecord.replay checks the rest.
   */
  export interface RecordDocument {
    format: "incangold";
    /**
     * The format version this schema describes; a reader refuses versions it does not know.
     */
    version: 2;
    type: "record";
    rules: Rules;
    /**
     * The seats' names, seat 0 first.
     *
     * @minItems 1
     * @maxItems 32
     */
    seats: [string, ...string[]];
    /**
     * A seat number, from 0 (R1: at most 32 seats).
     */
    startSeat: number;
    /**
     * A 64-bit signed integer as a decimal string, so that JavaScript keeps every bit.
     */
    seed: string;
    /**
     * Every action, in order.
     */
    actions: Action[];
    /**
     * Digests of the state on the way, by ascending action count.
     */
    checkpoints?: {
      /**
       * After this many actions...
       */
      actions: number;
      /**
       * ...the state's digest(): 16 lowercase hexadecimal digits.
       */
      digest: string;
    }[];
  }
}
