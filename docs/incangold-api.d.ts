// The types of the HTTP API of the web example (docs/web.md): request bodies, replies and log
// entries, generated from docs/openapi.json by web/types/generate.mjs. Do not edit: change the
// OpenAPI document and regenerate. The library's documents are the IncanGold types
// (docs/schemas/2/incangold.d.ts). Operations["GET /api/tables/{id}"]["reply"] is a reply.
// Sources' SHA-256: 6bc12c052cf254e4150104e98ded8cd29d45f563fea58c05e022555b47eaee59
declare namespace IncanGoldApi {
  /**
   * A table's id: 10 characters, drawn by a strong random source.
   */
  export type TableId = string;
  export type TableSeat = TableSeatPerson | TableSeatBot;
  /**
   * A seat number, from 0 (R1: at most 32 seats).
   */
  export type Seat = number;
  /**
   * A seat's name: 1 to 24 characters that show as themselves (no control or formatting characters, no unpaired surrogates, nothing for private use, no noncharacters: the engine's check, R1), distinct from the other seats' names as the engine compares them (letter case, accents typed apart and variation selectors aside). An open seat shows a placeholder (`Seat 1`).
   */
  export type Name = string;
  /**
   * A log position: the number of log entries so far, or an entry's number (from 1).
   */
  export type Sequence = number;
  /**
   * One entry of a table's log: public, the same for every client.
   */
  export type LogEntry = LogEntryEvents | LogEntryJoined | LogEntryFailed;
  /**
   * The body of a 500: a fault of the server itself, never of the request.
   */
  export type InternalError = Error & {
    error?: {
      code?: "internal-error";
    };
  };
  /**
   * A log entry as `tents=hidden` sends it: an `events` entry has no `banked` field in its `playersLeft` events; other entries are unchanged.
   */
  export type HiddenTentsLogEntry = HiddenTentsLogEntryEvents | HiddenTentsLogEntryJoined | HiddenTentsLogEntryFailed;
  /**
   * A number of gems or points; Rules keep a whole game's total within a 32-bit int.
   */
  export type Gems = number;
  /**
   * A hazard type's name (R4): not blank, without surrounding spaces, at most 64 characters (code points), no invisible or control characters. The rulebook's are fire, mummy, rockfall, snakes and spiders.
   */
  export type HazardType = string;
  /**
   * A seat's name (R1): not blank, at most 64 characters (code points), no invisible or control characters, different from the other seats' names.
   */
  export type SeatName = string;

  /**
   * Every type of the API by its name in docs/openapi.json's components, and the operations.
   */
  export interface Api {
    operations?: Operations;
    TableId?: TableId;
    SeatNumber?: Seat;
    Name?: Name;
    Sequence?: Sequence;
    Presets?: Presets;
    Preset?: Preset;
    Bots?: Bots;
    Bot?: Bot;
    CreateTable?: CreateTable;
    TableSummary?: TableSummary;
    TableSeat?: TableSeat;
    Join?: Join;
    Joined?: Joined;
    SeatView?: SeatView;
    Odds?: Odds;
    Fraction?: Fraction;
    LogPage?: LogPage;
    HiddenTentsLogPage?: HiddenTentsLogPage;
    LogEntry?: LogEntry;
    HiddenTentsLogEntry?: HiddenTentsLogEntry;
    JoinedEntryData?: JoinedEntryData;
    HiddenTentsEvents?: HiddenTentsEvents;
    PlayersLeftWithoutBanked?: PlayersLeftWithoutBanked;
    Error?: Error;
    VariantProblem?: VariantProblem;
    InternalError?: InternalError;
    Gems?: Gems;
    HazardType?: HazardType;
    Seat?: Seat;
    SeatName?: SeatName;
  }
  /**
   * The operations of the API with a JSON reply: the request body they take, if any, and the reply of success.
   */
  export interface Operations {
    /**
     * `listPresets`
     */
    "GET /api/presets": {
      reply: Presets;
    };
    /**
     * `listBots`
     */
    "GET /api/bots": {
      reply: Bots;
    };
    /**
     * `openTable`
     */
    "POST /api/tables": {
      body: CreateTable;
      reply: TableSummary;
    };
    /**
     * `getTable`
     */
    "GET /api/tables/{id}": {
      reply: TableSummary;
    };
    /**
     * `joinTable`
     */
    "POST /api/tables/{id}/join": {
      body: Join;
      reply: Joined;
    };
    /**
     * `getSeatView`
     */
    "GET /api/tables/{id}/seats/{seat}/view": {
      reply: SeatView;
    };
    /**
     * `chooseForSeat`
     */
    "POST /api/tables/{id}/seats/{seat}/actions": {
      body: IncanGold.ActionDocument;
      reply: SeatView;
    };
    /**
     * `getLog`
     */
    "GET /api/tables/{id}/events": {
      reply: LogPage | HiddenTentsLogPage;
    };
  }
  /**
   * The rule presets a table can use.
   */
  export interface Presets {
    /**
     * @minItems 1
     */
    presets: [Preset, ...Preset[]];
  }
  export interface Preset {
    /**
     * What `POST /api/tables` takes as `preset`.
     */
    id: string;
    title: string;
    /**
     * What the preset changes from the reference rules, in a sentence.
     */
    changes: string;
    minPlayers: number;
    maxPlayers: number;
  }
  /**
   * The bots a table may seat, by name.
   */
  export interface Bots {
    /**
     * @minItems 1
     */
    bots: [Bot, ...Bot[]];
  }
  export interface Bot {
    /**
     * What a description in `POST /api/tables`'s `strategies` starts with: the name alone, or the name, a colon and a parameter where the bot takes one.
     */
    name: string;
    /**
     * Whether the bot is the library's own; `false` for a bot of the server's `--bot-path`.
     */
    builtIn: boolean;
  }
  /**
   * Opens a table. Every field is optional; `{}` opens Incan Gold for one person and three bots.
   */
  export interface CreateTable {
    /**
     * A preset id (`GET /api/presets`); default `incan-gold`. An unknown id is refused with 422 `unknown-preset`.
     */
    preset?: string;
    /**
     * Instead of `preset`: the text of a house-rule file (docs/variants.md), as a string. Problems are refused with 422 `invalid-variant`, as is a file of more than 100 rounds.
     */
    variant?: string;
    /**
     * The number of seats, within the rules' player range (R1, else 422 `seat-count`); default 4.
     */
    seats?: number;
    /**
     * How many of the seats the server plays, from 0 to `seats` (else 422 `bot-count`); default `seats - 1`. People's seats come first, then the bots'.
     */
    bots?: number;
    /**
     * Strategy descriptions (`risk`, `threshold:N`, `catchup:N`, `hazards:N`, `habits:N`, `artifacts`, `random:P`, `mcts:N` with N at most 2000, `win` or `win:N` with N at most 300), or a bot of `./play-web --bot-path` by the name its provider gives (`GET /api/bots` lists every name), given to the bots in turn; default `risk`, `threshold:8`, `artifacts`, `threshold:12`, `threshold:5`. One that the server's catalog of bots (`StrategyCatalog.parse`) refuses is refused with 422 `invalid-strategy`.
     *
     * @minItems 1
     */
    strategies?: [string, ...string[]];
    /**
     * The seed of the draws, a 64-bit number or a decimal string; random when absent. The same seed, strategies and choices replay the same game.
     */
    seed?: number | string;
  }
  /**
   * What anyone may know of a table.
   */
  export interface TableSummary {
    table: TableId;
    /**
     * The preset's title, or `House rules` for a variant file.
     */
    title: string;
    /**
     * The preset's id; absent for a variant file.
     */
    preset?: string;
    rules: IncanGold.RulesDocument;
    /**
     * `waiting` for people to join, `playing`, `over`, or `failed` when the server itself failed while the bots of a table of bots only played (the log's last entry then says why).
     */
    status: "waiting" | "playing" | "over" | "failed";
    /**
     * @minItems 1
     */
    seats: [TableSeat, ...TableSeat[]];
    /**
     * Seats still open to people.
     */
    openSeats: number;
    sequence: Sequence;
    spectatorView?: IncanGold.ViewDocument;
  }
  export interface TableSeatPerson {
    seat: Seat;
    name: Name;
    player: "person";
    /**
     * Whether a person took the seat.
     */
    joined: boolean;
  }
  export interface TableSeatBot {
    seat: Seat;
    name: Name;
    player: "bot";
    /**
     * The bot's strategy description, e.g. `threshold:8`.
     */
    strategy: string;
  }
  export interface Join {
    /**
     * The name to show at the table (see `Name`; surrounding spaces are dropped). A name that breaks the rules is refused with 422 `invalid-name`, one in use with 409 `name-taken`.
     */
    name: string;
    /**
     * An open seat to take; without it, the first open seat.
     */
    seat?: number;
  }
  export interface Joined {
    table: TableId;
    seat: Seat;
    name: Name;
    /**
     * The seat's secret, shown once: 32 random bytes in URL-safe Base64. Send it as `Authorization: Bearer <token>`.
     */
    token: string;
    /**
     * Whether this join took the last open seat and so started the game.
     */
    started: boolean;
  }
  /**
   * A seat's own view, the odds of the next card from that view, and the log position the view reflects.
   */
  export interface SeatView {
    table: TableId;
    seat: Seat;
    sequence: Sequence;
    view: IncanGold.ViewDocument;
    odds?: Odds;
  }
  /**
   * `Odds` applied to the seat's view; absent once the game is over.
   */
  export interface Odds {
    /**
     * Cards left in the deck.
     */
    cardsLeft: number;
    bust: Fraction;
    hazard: Fraction;
    expectedGems: Fraction;
    expectedLoss: Fraction;
    /**
     * `Advice` for the seat, present while its choice is awaited: what it carries home from this round going back now, alone, and what it can expect carrying on and going back at the best moment within `horizon` cards, if the others carry on.
     */
    advice?: {
      /**
       * TORCH when carrying on is worth more than going back now.
       */
      suggestion: "TORCH" | "CAMP";
      campNow: number;
      carryOn: number;
      horizon: number;
    };
  }
  /**
   * An exact fraction in lowest terms, and its value as a double.
   */
  export interface Fraction {
    numerator: number;
    denominator: number;
    value: number;
  }
  /**
   * The log entries after a position (`tents=shown`, the default).
   */
  export interface LogPage {
    table: TableId;
    sequence: Sequence;
    entries: LogEntry[];
  }
  /**
   * The public events of one step: the library's `events` document.
   */
  export interface LogEntryEvents {
    /**
     * The entry's number, from 1; the event id of the stream.
     */
    sequence: number;
    type: "events";
    data: IncanGold.EventsDocument;
  }
  /**
   * A person took a seat.
   */
  export interface LogEntryJoined {
    /**
     * The entry's number, from 1; the event id of the stream.
     */
    sequence: number;
    type: "joined";
    data: JoinedEntryData;
  }
  export interface JoinedEntryData {
    seat: Seat;
    name: Name;
    /**
     * Seats still open after this one was taken.
     */
    openSeats: number;
  }
  /**
   * The server itself failed while the bots of a table of bots only played; the table's status is `failed` and no entry follows.
   */
  export interface LogEntryFailed {
    /**
     * The entry's number, from 1; the event id of the stream.
     */
    sequence: number;
    type: "failed";
    data: InternalError;
  }
  /**
   * A refused request's body. The status repeats the HTTP status; the code is stable, for clients to test; the message names the problem for people. A refused request changes nothing.
   */
  export interface Error {
    error: {
      status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 431 | 422 | 429 | 500 | 503;
      /**
       * See docs/web.md, Errors.
       */
      code:
        | "malformed-json"
        | "unknown-field"
        | "invalid-field"
        | "malformed-action"
        | "invalid-query"
        | "malformed-uri"
        | "malformed-request"
        | "missing-token"
        | "wrong-token"
        | "not-your-seat"
        | "unknown-table"
        | "unknown-seat"
        | "not-found"
        | "method-not-allowed"
        | "choice-refused"
        | "not-started"
        | "name-taken"
        | "seat-taken"
        | "table-full"
        | "too-large"
        | "uri-too-long"
        | "headers-too-large"
        | "unknown-preset"
        | "invalid-variant"
        | "seat-count"
        | "bot-count"
        | "invalid-strategy"
        | "invalid-name"
        | "not-a-choice"
        | "internal-error"
        | "too-many-tables"
        | "too-many-tables-from-address"
        | "too-many-streams"
        | "too-many-bot-games";
      message: string;
      /**
       * With `choice-refused`: the engine's violation.
       */
      violation?: "AlreadyChosen" | "NotInTemple" | "WrongPhase";
      /**
       * With `malformed-action`: where the document is wrong, e.g. `line 1, column 24` or `$.choice`.
       */
      location?: string;
      /**
       * With `invalid-variant`, for a house-rule file with problems: each problem.
       *
       * @minItems 1
       */
      problems?: [VariantProblem, ...VariantProblem[]];
      /**
       * With `method-not-allowed` under `/api/`: the method the path takes, as in the `Allow` header.
       */
      allow?: "GET" | "POST";
    };
  }
  export interface VariantProblem {
    /**
     * A JSON Pointer to the field, `` for the whole file.
     */
    pointer: string;
    line?: number;
    column?: number;
    message: string;
  }
  /**
   * The log entries after a position with `tents=hidden`: the same entries without the gems each leaver banked.
   */
  export interface HiddenTentsLogPage {
    table: TableId;
    sequence: Sequence;
    entries: HiddenTentsLogEntry[];
  }
  /**
   * The public events of one step, without the banked gems.
   */
  export interface HiddenTentsLogEntryEvents {
    /**
     * The entry's number, from 1; the event id of the stream.
     */
    sequence: number;
    type: "events";
    data: HiddenTentsEvents;
  }
  /**
   * The library's `events` document with the `banked` field of each `playersLeft` event left out (`tents=hidden`): for display, since `IncanGoldJson.decodeEvents` no longer reads it. Every other event is as the `events` schema says.
   */
  export interface HiddenTentsEvents {
    format: "incangold";
    version: 2;
    type: "events";
    events: (PlayersLeftWithoutBanked | IncanGold.Event)[];
  }
  /**
   * R11, R12: seats went back to camp; as the library's `playersLeft` event without `banked`.
   */
  export interface PlayersLeftWithoutBanked {
    event: "playersLeft";
    seats: IncanGold.Seats;
    share: Gems;
    remainder: Gems;
    /**
     * The artifacts taken (R12).
     */
    artifacts: IncanGold.Claim[];
  }
  /**
   * A person took a seat.
   */
  export interface HiddenTentsLogEntryJoined {
    /**
     * The entry's number, from 1; the event id of the stream.
     */
    sequence: number;
    type: "joined";
    data: JoinedEntryData;
  }
  /**
   * The server itself failed while the bots of a table of bots only played; the table's status is `failed` and no entry follows.
   */
  export interface HiddenTentsLogEntryFailed {
    /**
     * The entry's number, from 1; the event id of the stream.
     */
    sequence: number;
    type: "failed";
    data: InternalError;
  }
}
