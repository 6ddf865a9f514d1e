// @ts-check
// Incan Gold in the browser. Talks to the server's HTTP API (docs/web.md): it only ever gets its
// own seat's view, the odds computed from that view, and the public events, which it animates.
'use strict';
// Type-checked with tsc --strict against the contract: the library's documents
// (IncanGold.ViewDocument, IncanGold.Event, ...) and the HTTP API's bodies and replies
// (IncanGoldApi.SeatView, IncanGoldApi.Operations, ...), which web/types generates from the JSON
// Schemas and docs/openapi.json; CI runs tsc on this file and checks that no type here is any.

/** @typedef {IncanGoldApi.LogEntry | IncanGoldApi.HiddenTentsLogEntry} LogEntry an entry of the log, with or without the banked gems */
/** @typedef {IncanGold.Event | IncanGoldApi.PlayersLeftWithoutBanked} LogEvent an event of the log; with ?tents=hidden a playersLeft event has no banked amounts */
/** @typedef {'relaxed' | 'brisk' | 'instant'} Pace */

/**
 * A seat as the board shows it.
 * @typedef {object} SeatModel
 * @property {number} seat
 * @property {string} name
 * @property {boolean} inTemple
 * @property {boolean} hasChosen
 * @property {number} gemsAtRisk
 * @property {number | undefined} tentGems absent while the tents are closed (R21)
 * @property {number} artifacts how many
 * @property {number} [score]
 */

/**
 * What the board shows, moved on by events while they are animated.
 * @typedef {object} Model
 * @property {number} round
 * @property {number} rounds
 * @property {IncanGold.Phase} phase
 * @property {IncanGold.Card[]} path
 * @property {number} pathGems
 * @property {number[]} artifactsOnPath their numbers
 * @property {string[]} hazardsSeen
 * @property {number} cardsLeft
 * @property {SeatModel[]} seats
 * @property {number[]} awaited
 * @property {Record<number, IncanGold.Choice>} revealed the choices of the last card, by seat
 * @property {boolean} fatal
 */

/**
 * What the round-results dialog tells: public events only, gathered as the round is played.
 * @typedef {object} RoundResults
 * @property {number} round
 * @property {Record<number, number>} banked gems banked, by seat
 * @property {Record<number, number>} lost gems lost, by seat
 * @property {Record<number, number>} kept gems kept from a bust, by seat
 * @property {string | null} hazard the hazard that ended the round
 * @property {IncanGold.Claim[]} artifacts
 */

/**
 * The page's element of an id, of the class it must be.
 * @template {HTMLElement} T
 * @param {string} id
 * @param {{new (): T, prototype: T}} type
 * @returns {T}
 */
function element(id, type) {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the page has no ${type.name} #${id}`);
  return found;
}
/** @param {string} id @returns {HTMLElement} the page's element of that id */
const $ = (id) => element(id, HTMLElement);
/** @param {string} id */
const input = (id) => element(id, HTMLInputElement);
/** @param {string} id */
const button = (id) => element(id, HTMLButtonElement);
/** @param {string} id */
const dropdown = (id) => element(id, HTMLSelectElement);
const SVG = 'http://www.w3.org/2000/svg';
const KNOWN_HAZARDS = new Set(['fire', 'mummy', 'rockfall', 'snakes', 'spiders']);
const COLORS = ['#f2c14e', '#37d0c0', '#ff8a5b', '#b39ddb', '#8fd694', '#f48fb1', '#64b5f6', '#e6ee9c'];
/** @type {Record<Pace, number>} */
const PACES = { relaxed: 1, brisk: 0.3, instant: 0 };

const app = {
  /** @type {string | null} */
  tableId: null,
  /** @type {number | null} */
  seat: null,
  /** @type {string | null} */
  token: null,
  /** @type {IncanGoldApi.TableSummary | null} public table info */
  table: null,
  /** @type {IncanGoldApi.SeatView | null} the last seat reply: view, odds, sequence */
  reply: null,
  /** @type {Model | null} what the board shows, moved on by events while they are animated */
  model: null,
  received: 0, // the last log entry queued
  processed: 0, // the last log entry shown
  /** @type {LogEntry[]} */
  queue: [],
  draining: false,
  sending: false,
  choicesSent: 0, // so that a view asked for before a choice went out is not shown after it
  /** @type {RoundResults | null} */
  roundResults: null,
  /** @type {EventSource | null} */
  stream: null,
  /** @type {ReturnType<typeof setInterval> | null} */
  poller: null,
  /** @type {Pace} */
  pace: 'relaxed',
  // ?tents=hidden: the log is read without the gems each leaver banked, so that other tents stay
  // closed (R21) for people who do not count along; the amounts of this seat are worked out here.
  /** @type {'shown' | 'hidden'} */
  tents: 'shown',
};

// ---------------------------------------------------------------------------------------------
// DOM helpers: names come from players, so text is always set as text, never as HTML.

/**
 * An element with attributes (null, undefined and false leave one out, true sets it empty) and
 * children (nodes, or anything else as text).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number | boolean | null | undefined>} attributes
 * @param {...(Node | string | number | null | undefined | false | (Node | string | number | null | undefined | false)[])} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') element.className = String(value);
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/**
 * An icon of the page's sprite.
 * @param {string} name
 * @param {string} [className]
 */
function icon(name, className) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  if (className) svg.setAttribute('class', className);
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', '#i-' + name);
  svg.append(use);
  return svg;
}

/** @param {'lobby' | 'join' | 'waiting' | 'game'} section */
function show(section) {
  for (const id of ['lobby', 'join', 'waiting', 'game']) $(id).hidden = id !== section;
  document.body.dataset.screen = section;
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let toastTimer;
/** @param {string} message */
function toast(message) {
  const box = $('toast');
  box.textContent = message;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { box.hidden = true; }, 6000);
}

/**
 * @param {number} ms at the relaxed pace
 * @returns {Promise<void>}
 */
function wait(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms * PACES[app.pace]));
}

// ---------------------------------------------------------------------------------------------
// The API

/** A request the server refused, or whose reply could not be read. */
class ApiFailure extends Error {
  /**
   * @param {number} status
   * @param {IncanGoldApi.Error['error'] | undefined} error the refusal, when the reply is one
   */
  constructor(status, error) {
    super(error ? error.message : 'the server answered ' + status);
    /** @type {number} */
    this.status = status;
    /** @type {string} the refusal's code, else http- and the status */
    this.code = error ? error.code : 'http-' + status;
    /** @type {IncanGoldApi.Error['error'] | undefined} */
    this.error = error;
  }
}

/**
 * Sends a request of docs/openapi.json and gives its reply, typed as the contract says.
 * @template {keyof IncanGoldApi.Operations} K
 * @param {K} operation the method and the path's template, e.g. 'GET /api/tables/{id}'
 * @param {Record<string, string | number | null>} parameters the path's parameters, e.g. { id }
 * @param {IncanGoldApi.Operations[K] extends { body: infer B } ? B : undefined} [body]
 * @param {string} [query] the query string, from '?'
 * @returns {Promise<IncanGoldApi.Operations[K]['reply']>}
 */
async function api(operation, parameters = {}, body = undefined, query = '') {
  const [method, template] = operation.split(' ');
  const path = template.replace(/\{(\w+)\}/g, (_, /** @type {string} */ name) => encodeURIComponent(String(parameters[name])));
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (app.token && path.includes('/seats/')) headers.Authorization = 'Bearer ' + app.token;
  const response = await fetch(path + query, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  /** @type {IncanGoldApi.Operations[K]['reply'] | IncanGoldApi.Error | null} */
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiFailure(response.status, data && 'error' in data ? data.error : undefined);
  return /** @type {IncanGoldApi.Operations[K]['reply']} */ (data);
}

/** The path's parameters of this seat's requests. */
function seatParameters() {
  return { id: app.tableId, seat: app.seat };
}

/**
 * A value the page has by now: the board once the game is shown, the table once entered. Throws
 * (as reading a field of null would) when it is not there.
 * @template T
 * @param {T | null} value
 * @param {string} what
 * @returns {T}
 */
function known(value, what) {
  if (value === null) throw new Error(`the page has no ${what} yet`);
  return value;
}

/**
 * What a failure says, for a toast.
 * @param {unknown} failure an ApiFailure, or an error of the browser (no network, ...)
 */
function messageOf(failure) {
  return failure instanceof Error ? failure.message : String(failure);
}

function saveSeat() {
  sessionStorage.setItem('incangold:' + app.tableId, JSON.stringify({ seat: app.seat, token: app.token }));
}

/**
 * The seat this tab took at a table, if any.
 * @param {string} tableId
 * @returns {{seat: number, token: string} | null}
 */
function loadSeat(tableId) {
  try {
    return JSON.parse(String(sessionStorage.getItem('incangold:' + tableId)));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Words

/** @param {string} type */
function hazardName(type) {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

// "snakes strike", "fire strikes"
/** @param {string} type */
function strikes(type) {
  return type.endsWith('s') ? 'strike' : 'strikes';
}

/** @param {number} seat */
function seatName(seat) {
  if (seat === app.seat) return 'you';
  /** @type {{name: string}[]} */
  const seats = app.model ? app.model.seats : known(app.table, 'table').seats;
  return seats[seat] ? seats[seat].name : 'seat ' + seat;
}

/** @param {string} text */
function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// "Ana", "you and Ana", "Ana, Bo and Cy"; plural when more than one or when it is "you"
/** @param {number[]} seats */
function names(seats) {
  const list = seats.map(seatName);
  const text = list.length <= 1 ? list.join('') : list.slice(0, -1).join(', ') + ' and ' + list[list.length - 1];
  return { text, plural: seats.length > 1 || (app.seat !== null && seats.includes(app.seat)) };
}

/** @param {number} count */
function gems(count) {
  return count === 1 ? '1 gem' : `${count} gems`;
}

/** @param {IncanGoldApi.Fraction} fraction */
function percent(fraction) {
  const value = fraction.value * 100;
  return (value > 0 && value < 10 ? value.toFixed(1) : Math.round(value)) + '%';
}

/** @param {IncanGoldApi.Fraction} fraction */
function ratio(fraction) {
  return fraction.numerator === 0 ? 'none' : `${fraction.numerator} in ${fraction.denominator}`;
}

/** @param {number} number */
function roman(number) {
  return ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][number - 1] || String(number);
}

/** @param {string | undefined} description */
function strategyLabel(description) {
  if (!description) return 'bot';
  const [name, parameter] = description.split(':');
  if (name === 'risk') return 'weighs the odds';
  if (name === 'artifacts') return 'artifact hunter';
  if (name === 'threshold') return `leaves at ${parameter} gems`;
  if (name === 'random') return 'trusts luck';
  if (name === 'catchup') return 'catches up';
  if (name === 'hazards') return 'counts hazards';
  if (name === 'habits') return 'reads habits';
  if (name === 'mcts') return 'searches ahead';
  if (name === 'win') return 'plays to win';
  return description;
}

// ---------------------------------------------------------------------------------------------
// The board's model: from a view, then moved on by events

/**
 * The rounds of a game: a rules document without them has the reference rules' five (RulesJson
 * writes them always).
 * @param {IncanGold.Rules} rules
 */
function roundsOf(rules) {
  return rules.rounds ?? 5;
}

/**
 * @param {IncanGold.ViewDocument} view
 * @returns {Model}
 */
function modelFromView(view) {
  const seats = view.seats.map((seat) => ({
    seat: seat.seat,
    name: seat.name,
    inTemple: seat.inTemple,
    hasChosen: seat.hasChosen,
    gemsAtRisk: seat.gemsAtRisk,
    tentGems: seat.tentGems,
    artifacts: seat.artifacts.length,
    score: seat.score,
  }));
  return {
    round: view.round,
    rounds: roundsOf(view.rules),
    phase: view.phase,
    path: view.path.slice(),
    pathGems: view.pathGems,
    artifactsOnPath: view.artifactsOnPath.map((card) => card.number),
    hazardsSeen: view.hazardsSeen.slice(),
    cardsLeft: view.remainingDeck.reduce((sum, entry) => sum + entry.count, 0),
    seats,
    awaited: view.awaitedSeats.slice(),
    revealed: {},
    fatal: false,
  };
}

/**
 * @param {IncanGoldApi.TableSummary} table
 * @returns {Model}
 */
function modelFromTable(table) {
  return {
    round: 0,
    rounds: roundsOf(table.rules),
    phase: 'REVEAL',
    path: [],
    pathGems: 0,
    artifactsOnPath: [],
    hazardsSeen: [],
    cardsLeft: 0,
    seats: table.seats.map((seat) => ({
      seat: seat.seat, name: seat.name, inTemple: true, hasChosen: false, gemsAtRisk: 0,
      // A house rule may start a tent with gems (R18): the table's rules say how many.
      tentGems: seat.seat === app.seat ? startingGems(table.rules, seat.seat) : undefined, artifacts: 0,
    })),
    awaited: [],
    revealed: {},
    fatal: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering

/**
 * A card of the path.
 * @param {IncanGold.Card} card
 * @param {number} index its place on the path
 * @param {IncanGold.Card[]} path
 */
function cardNode(card, index, path) {
  if (card.kind === 'treasure') {
    return h('li', { class: 'card treasure', 'aria-label': `Treasure: ${gems(card.value)}` },
      h('span', { class: 'value' }, card.value), icon('gem'), h('span', { class: 'label' }, 'gems'));
  }
  if (card.kind === 'hazard') {
    const fatal = path.slice(0, index).some((earlier) => earlier.kind === 'hazard' && earlier.hazard === card.hazard);
    return h('li', {
      class: 'card hazard' + (fatal ? ' fatal' : ''),
      'aria-label': `Hazard: ${hazardName(card.hazard)}${fatal ? ', the second: the round ends' : ''}`,
    }, icon(KNOWN_HAZARDS.has(card.hazard) ? card.hazard : 'hazard'), h('span', { class: 'label' }, hazardName(card.hazard)));
  }
  const taken = app.model && !app.model.artifactsOnPath.includes(card.number);
  const value = card.printedValue !== undefined ? ` · ${card.printedValue}` : '';
  return h('li', {
    class: 'card artifact' + (taken ? ' taken' : ''),
    'aria-label': `Artifact ${card.number}${taken ? ', taken' : ''}`,
  }, h('span', { class: 'corner' }, roman(card.number)), icon('idol'), h('span', { class: 'label' }, 'Artifact' + value));
}

/** @param {boolean} animateNew */
function renderPath(animateNew) {
  const model = known(app.model, 'board');
  const list = $('path');
  const shown = list.children.length;
  if (shown > model.path.length || !animateNew) list.replaceChildren();
  for (let i = list.children.length; i < model.path.length; i++) {
    const node = cardNode(model.path[i], i, model.path);
    if (animateNew && PACES[app.pace] > 0) node.classList.add('dealt');
    list.append(node);
  }
  // artifacts taken from the path fade
  model.path.forEach((card, i) => {
    if (card.kind === 'artifact') list.children[i].classList.toggle('taken', !model.artifactsOnPath.includes(card.number));
  });
}

function renderBoard(animateNew = false) {
  const model = known(app.model, 'board');
  const rounds = $('rounds');
  rounds.replaceChildren(h('span', {}, `Round ${Math.max(model.round, 1)} of ${model.rounds}`));
  for (let r = 1; r <= model.rounds; r++) {
    rounds.append(h('span', {
      class: 'dot' + (r < model.round ? ' done' : r === model.round ? ' now' : ''), 'aria-hidden': 'true',
    }));
  }
  $('deck-info').textContent = model.round ? `${model.cardsLeft} cards left in the deck` : '';
  $('hazards-seen').replaceChildren(...model.hazardsSeen.map((type) =>
    h('li', {}, icon(KNOWN_HAZARDS.has(type) ? type : 'hazard'), hazardName(type))));
  renderPath(animateNew);
  const pile = $('path-gems');
  const before = pile.dataset.count;
  pile.replaceChildren(icon('gem'), h('span', {}, `${gems(model.pathGems)} on the path`));
  pile.dataset.count = String(model.pathGems);
  if (before !== undefined && before !== String(model.pathGems) && PACES[app.pace] > 0) {
    pile.classList.remove('bump');
    void pile.offsetWidth; // restarts the animation
    pile.classList.add('bump');
  }
  $('path-artifacts').replaceChildren(...model.artifactsOnPath.map((number) =>
    h('span', { class: 'relic' }, icon('idol'), `Artifact ${roman(number)}`)));
  renderSeats();
}

function renderSeats() {
  const model = known(app.model, 'board');
  const table = known(app.table, 'table');
  const over = app.reply && app.reply.view.outcome;
  /** @type {number[]} */
  const winners = over ? over.winners : [];
  const list = model.seats.map((seat) => {
    /** @type {IncanGoldApi.TableSeat | undefined} */
    const info = table.seats[seat.seat];
    const me = seat.seat === app.seat;
    const awaited = model.awaited.includes(seat.seat);
    /** @type {HTMLSpanElement} */
    let status;
    if (over) status = h('span', {}, `scored ${seat.score}`);
    else if (!seat.inTemple) status = h('span', {}, 'in camp');
    else if (seat.hasChosen) status = h('span', { class: 'ready' }, 'has chosen');
    else if (awaited) status = h('span', { class: 'thinking' }, 'deciding');
    else status = h('span', {}, 'in the temple');
    const tent = seat.tentGems === undefined || seat.tentGems === null
      ? h('span', { class: 'tent', title: 'Tents are closed: nobody counts another\u2019s gems' }, icon('tent'), '?')
      : h('span', { class: 'tent', title: 'Gems in the tent' }, icon('tent'), seat.tentGems);
    const badge = model.revealed[seat.seat]
      ? h('span', { class: 'badge ' + model.revealed[seat.seat] }, model.revealed[seat.seat] === 'TORCH' ? 'torch' : 'camp')
      : null;
    return h('li', {
      class: 'seat' + (me ? ' me' : '') + (seat.inTemple ? '' : ' out') + (winners.includes(seat.seat) ? ' winner' : ''),
      'data-seat': seat.seat,
    },
    h('span', { class: 'avatar', style: null, 'data-color': seat.seat % COLORS.length },
      seat.name.charAt(0).toUpperCase(), icon(seat.inTemple ? 'torch' : 'tent', 'where'), badge),
    h('span', { class: 'name' }, h('span', {}, seat.name), me ? h('span', { class: 'tag you' }, 'you') : null),
    h('span', { class: 'loot' },
      h('span', { class: 'carry', title: 'Gems carried, lost on a second hazard' }, icon('gem'), seat.gemsAtRisk),
      tent,
      seat.artifacts ? h('span', { class: 'idols', title: 'Artifacts' }, ...Array.from({ length: seat.artifacts }, () => icon('idol'))) : null),
    h('span', { class: 'status' },
      info && info.player === 'bot' ? h('span', { class: 'tag', title: 'A bot: ' + info.strategy }, icon('bot'), ' ' + strategyLabel(info.strategy)) : null,
      status));
  });
  $('seats').replaceChildren(...list);
  // colours are set through the CSSOM: the page's policy allows no inline style attributes
  for (const avatar of /** @type {NodeListOf<HTMLElement>} */ ($('seats').querySelectorAll('.avatar'))) avatar.style.background = COLORS[Number(avatar.dataset.color)];
}

function renderControls() {
  const reply = app.reply;
  const busy = app.draining || app.sending || app.queue.length > 0;
  const torch = button('torch');
  const camp = button('camp');
  if (!reply) {
    torch.disabled = camp.disabled = true;
    return;
  }
  const view = reply.view;
  const me = view.seats[known(app.seat, 'seat')];
  const mine = view.legalActions.length > 0;
  torch.disabled = camp.disabled = !mine || busy;
  torch.classList.toggle('picked', me.pendingChoice === 'TORCH');
  camp.classList.toggle('picked', me.pendingChoice === 'CAMP');
  $('controls').dataset.awaiting = mine && !busy ? 'me' : 'others';
  $('my-risk').textContent = String(me.gemsAtRisk);
  $('my-tent').textContent = me.tentGems === undefined ? '?' : String(me.tentGems);
  $('my-artifacts').textContent = me.artifacts.length
    ? `${me.artifacts.length} (${me.artifacts.reduce((sum, claim) => sum + claim.value, 0)})` : '0';

  /** @type {string} */
  let prompt;
  if (view.outcome) prompt = 'The expedition is over';
  else if (busy) prompt = 'The expedition moves on…';
  else if (mine) prompt = me.gemsAtRisk > 0 ? `Carry on, or bank your ${gems(me.gemsAtRisk)}?` : 'Carry on, or go back?';
  else if (!me.inTemple) prompt = 'Safe in camp: watch the others';
  else if (me.pendingChoice) {
    const others = view.awaitedSeats.filter((seat) => seat !== app.seat);
    prompt = `You chose ${me.pendingChoice === 'TORCH' ? 'to carry on' : 'camp'}` +
      (others.length ? `; waiting for ${names(others).text}` : '');
  } else prompt = 'Waiting…';
  $('prompt').textContent = prompt;

  const odds = reply.odds;
  $('odds').hidden = !odds;
  if (odds) {
    const bust = odds.bust.value;
    const fill = $('bust-meter');
    fill.style.width = Math.max(2, bust * 100) + '%';
    fill.style.backgroundPosition = Math.min(100, bust * 300) + '% 0';
    $('bust-text').textContent = `Next card busts: ${ratio(odds.bust)} (${percent(odds.bust)})`;
    const more = [`${odds.cardsLeft} cards left, ${percent(odds.hazard)} of them hazards.`];
    if (me.inTemple) {
      more.push(`Staying brings you ${odds.expectedGems.value.toFixed(1)} gems on average` +
        (odds.expectedLoss.value > 0 ? ` and risks losing ${odds.expectedLoss.value.toFixed(1)}.` : '.'));
    }
    $('odds-more').textContent = more.join(' ');
  }
  renderHint(odds && odds.advice);
}

/**
 * The advice of the seat's odds, while its choice is awaited and hints are on: what going back
 * now brings home and what carrying on is worth, if the others carry on.
 * @param {IncanGoldApi.Odds['advice'] | null} advice
 */
function renderHint(advice) {
  const shown = Boolean(advice) && input('hints').checked;
  $('hint').hidden = !shown;
  if (!shown || !advice) return;
  const cards = advice.horizon === 1 ? '1 card' : `${advice.horizon} cards`;
  $('hint').textContent = `Hint: going back now brings home ${advice.campNow.toFixed(1)} gems; carrying on, ` +
    `about ${advice.carryOn.toFixed(1)} (looking ${cards} ahead, if the others carry on). ` +
    (advice.suggestion === 'TORCH' ? 'Carrying on looks better.' : 'Going back looks better.');
}

/** @param {IncanGold.Outcome} outcome */
function renderFinal(outcome) {
  $('controls').hidden = true;
  $('final').hidden = false;
  document.body.dataset.screen = 'over';
  const seats = known(app.reply, 'view').view.seats;
  const winners = outcome.winners.map((seat) => seats[seat].name);
  const best = outcome.standings[0].score;
  $('final-winners').textContent = app.seat !== null && outcome.winners.includes(app.seat)
    ? (outcome.winners.length > 1 ? `You share the win with ${winners.filter((_, i) => outcome.winners[i] !== app.seat).join(' and ')}: ${best} points!` : `You win with ${best} points!`)
    : `${winners.join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best} points.`;
  $('standings').replaceChildren(...outcome.standings.map((standing, i) => {
    const li = h('li', { class: standing.place === 1 ? 'first' : '' },
      h('span', { class: 'place' }, ['1st', '2nd', '3rd'][standing.place - 1] || `${standing.place}th`),
      h('span', {}, h('span', { class: 'who' }, seats[standing.seat].name + (standing.seat === app.seat ? ' (you)' : '')),
        h('br'), h('span', { class: 'detail' }, `${gems(standing.gems)}` +
          (standing.artifacts ? `, ${standing.artifacts} artifact${standing.artifacts > 1 ? 's' : ''}` : ''))),
      h('span', { class: 'detail' }, 'score'),
      h('span', { class: 'score' }, standing.score));
    li.style.animationDelay = i * 0.12 + 's';
    return li;
  }));
}

function renderMeta() {
  if (!app.table) return;
  const parts = [app.table.title, `table ${app.table.table}`];
  if (app.seat !== null && app.table.seats[app.seat]) parts.push(`you are ${app.table.seats[app.seat].name}`);
  $('table-meta').textContent = parts.join(' · ');
}

/**
 * A line of the chronicle.
 * @param {string} text
 * @param {string} [kind] its class: round, gain, danger, camp
 */
function log(text, kind = '') {
  const list = $('log');
  list.prepend(h('li', { class: kind }, text));
  while (list.children.length > 80) list.lastChild?.remove();
}

// ---------------------------------------------------------------------------------------------
// Events: each one moves the board on, with a pause so that a player can follow

/**
 * The gems a seat's tent starts with (R18).
 * @param {IncanGold.Rules} rules
 * @param {number} seat
 */
function startingGems(rules, seat) {
  const starting = (rules && rules.startingGems) || [];
  return seat < starting.length ? starting[seat] : 0;
}

/**
 * What the round-results dialog of a round tells, gathered as the round is played.
 * @param {number} round
 * @returns {RoundResults}
 */
function roundResults(round) {
  if (!app.roundResults || app.roundResults.round !== round) {
    app.roundResults = { round, banked: {}, lost: {}, kept: {}, hazard: null, artifacts: [] };
  }
  return app.roundResults;
}

/**
 * Moves the board on by an event, with a pause so that a player can follow.
 * @param {LogEvent} event an event of the log; with ?tents=hidden a playersLeft event has no
 *     banked amounts
 */
async function play(event) {
  const model = known(app.model, 'board');
  const results = roundResults(model.round);
  switch (event.event) {
    case 'roundStarted': {
      model.round = event.round;
      model.path = [];
      model.pathGems = 0;
      model.artifactsOnPath = [];
      model.hazardsSeen = [];
      model.cardsLeft = event.deckSize;
      model.revealed = {};
      for (const seat of model.seats) Object.assign(seat, { inTemple: true, hasChosen: false, gemsAtRisk: 0 });
      roundResults(event.round);
      $('path-area').classList.remove('busted');
      renderBoard();
      const added = (event.artifactAdded ? [event.artifactAdded] : []).concat(event.alsoAdded || []);
      log(`Round ${event.round} begins: ${event.deckSize} cards` +
        (added.length ? `, artifact${added.length > 1 ? 's' : ''} ${added.map(a => roman(a.number)).join(', ')} among them` : ''),
        'round');
      await wait(700);
      break;
    }
    case 'cardRevealed': {
      const card = event.card;
      model.revealed = {};
      model.path.push(card);
      model.cardsLeft -= 1;
      for (const seat of model.seats) seat.hasChosen = false;
      const inTemple = model.seats.filter((seat) => seat.inTemple).map((seat) => seat.seat);
      if (card.kind === 'treasure') {
        model.pathGems += event.remainder;
        for (const seat of model.seats) if (seat.inTemple) seat.gemsAtRisk += event.share;
        log(`Treasure of ${card.value}: ${gems(event.share)} each for ${inTemple.length} explorer${inTemple.length === 1 ? '' : 's'}` +
          (event.remainder ? `, ${event.remainder} stay on the path` : ''), 'gain');
      } else if (card.kind === 'hazard') {
        if (event.bust) {
          log(`${hazardName(card.hazard)} again: too much danger!`, 'danger');
        } else {
          model.hazardsSeen.push(card.hazard);
          log(`${hazardName(card.hazard)}! Nothing happens… this time`, 'danger');
        }
      } else {
        model.artifactsOnPath.push(card.number);
        log(`Artifact ${roman(card.number)} lies on the path`, 'gain');
      }
      model.awaited = event.bust ? [] : inTemple;
      renderBoard(true);
      await wait(event.bust ? 600 : 850);
      break;
    }
    case 'choiceMade': {
      model.seats[event.seat].hasChosen = true;
      renderSeats();
      await wait(120);
      break;
    }
    case 'choicesRevealed': {
      const campers = [];
      for (const { seat, choice } of event.choices) {
        model.revealed[seat] = choice;
        if (choice === 'CAMP') campers.push(seat);
      }
      model.awaited = [];
      renderSeats();
      if (campers.length > 0) {
        const who = names(campers);
        log(`${capital(who.text)} ${who.plural ? 'turn' : 'turns'} back`, 'camp');
      }
      await wait(900);
      break;
    }
    case 'playersLeft': {
      // Each leaver banks its gems at risk plus its share of the path (R11). With tents=hidden the
      // log leaves the amounts out; this seat's own is still known here.
      /** @type {Record<number, number>} */
      const banked = {};
      if ('banked' in event) {
        for (const { seat, gems: amount } of event.banked) banked[seat] = amount;
      } else if (app.seat !== null && event.seats.includes(app.seat)) {
        banked[app.seat] = model.seats[app.seat].gemsAtRisk + event.share;
      }
      for (const seat of event.seats) {
        const state = model.seats[seat];
        if (banked[seat] !== undefined) {
          if (state.tentGems !== undefined && state.tentGems !== null) state.tentGems += banked[seat];
          results.banked[seat] = banked[seat];
        }
        state.inTemple = false;
        state.gemsAtRisk = 0;
      }
      model.pathGems = event.remainder;
      for (const claim of event.artifacts) {
        model.artifactsOnPath = model.artifactsOnPath.filter((number) => number !== claim.artifact.number);
        model.seats[claim.seat].artifacts += 1;
        results.artifacts.push(claim);
        log(`${capital(seatName(claim.seat))} ${claim.seat === app.seat ? 'take' : 'takes'} artifact ${roman(claim.artifact.number)}, worth ${claim.value}`, 'gain');
      }
      const who = names(event.seats);
      const haul = event.seats.map((seat) => banked[seat]);
      const same = haul.every((value) => value !== undefined && value === haul[0]);
      log(`${capital(who.text)} ${who.plural ? 'reach' : 'reaches'} camp` +
        (same ? ` with ${gems(haul[0] || 0)}${event.seats.length > 1 ? ' each' : ''}` : ''), 'camp');
      renderBoard();
      await wait(700);
      break;
    }
    case 'deckExhausted': {
      log('The deck is empty: the explorers walk out');
      await wait(500);
      break;
    }
    case 'bust': {
      const victims = event.lost.map(({ seat }) => seat);
      for (const { seat, gems: lost } of event.lost) {
        results.lost[seat] = lost;
        model.seats[seat].gemsAtRisk = 0;
        model.seats[seat].inTemple = false;
      }
      // A gentler bust penalty (R14) lets each seat carry some gems to its tent.
      for (const { seat, gems: kept } of event.kept || []) {
        results.kept[seat] = kept;
        const state = model.seats[seat];
        if (state.tentGems !== undefined && state.tentGems !== null) state.tentGems += kept;
      }
      results.hazard = event.hazard;
      model.awaited = [];
      const area = $('path-area');
      area.classList.remove('busted');
      void area.offsetWidth;
      area.classList.add('busted');
      renderBoard();
      const who = names(victims);
      const keptAny = (event.kept || []).some(({ gems: kept }) => kept > 0);
      log(victims.length
        ? `${hazardName(event.hazard)} ${strikes(event.hazard)} once too often: ${who.text} ${who.plural ? 'flee' : 'flees'}` +
          (keptAny ? ', saving part of the haul' : ' with empty hands')
        : `${hazardName(event.hazard)} ${strikes(event.hazard)} once too often in an empty temple`, 'danger');
      const removed = (event.removed ? 1 : 0) + (event.alsoRemoved || []).length;
      if (removed) log(removed === 1 ? `One ${event.hazard} card leaves the game` : `${removed} ${event.hazard} cards leave the game`);
      await wait(1400);
      break;
    }
    case 'roundEnded': {
      await showRoundResults(event);
      break;
    }
    case 'gameEnded': {
      log('The expedition is over', 'round');
      break;
    }
    default:
      break;
  }
}

/**
 * The round-results dialog, until it is closed.
 * @param {IncanGold.RoundEnded} event
 * @returns {Promise<void>}
 */
function showRoundResults(event) {
  const results = roundResults(event.round);
  const model = known(app.model, 'board');
  const dialog = element('round-dialog', HTMLDialogElement);
  $('round-title').textContent = `Round ${event.round} of ${model.rounds} is over`;
  /** @type {string[]} */
  const parts = [];
  if (results.hazard) parts.push(`${hazardName(results.hazard)} ended the round.`);
  if (event.gemsReturned) parts.push(`${gems(event.gemsReturned)} stay behind in the temple.`);
  if (event.artifactsLost.length) parts.push(`${event.artifactsLost.length === 1 ? 'An artifact is' : 'Artifacts are'} lost in the dark.`);
  $('round-summary').textContent = parts.join(' ') || 'Everyone made it back to camp.';
  const rows = model.seats.map((seat) => {
    const banked = results.banked[seat.seat];
    const lost = results.lost[seat.seat];
    const claims = results.artifacts.filter((claim) => claim.seat === seat.seat);
    /** @type {string} */
    let outcome;
    /** @type {string} */
    let amount;
    /** @type {string} */
    let kind;
    if (lost !== undefined) {
      outcome = `caught by the ${results.hazard}`;
      const kept = results.kept[seat.seat];
      amount = (lost ? `−${lost}` : '0') + (kept ? `, +${kept} kept` : '');
      kind = 'lost';
    } else {
      outcome = 'back in camp' + (claims.length ? ` with artifact ${claims.map((claim) => roman(claim.artifact.number)).join(', ')}` : '');
      amount = banked !== undefined ? `+${banked}` : app.tents === 'hidden' ? '?' : '+0';
      kind = 'banked';
    }
    return h('tr', { class: kind }, h('td', {}, seat.name + (seat.seat === app.seat ? ' (you)' : '')),
      h('td', {}, outcome), h('td', { class: 'gems' }, amount));
  });
  $('round-results').replaceChildren(...rows);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(), { once: true });
    dialog.showModal();
    $('round-continue').focus();
  });
}

// ---------------------------------------------------------------------------------------------
// The log of the table: server-sent events, or polling when a stream cannot be had

/** @param {LogEntry} entry */
function receive(entry) {
  if (entry.sequence <= app.received) return;
  app.received = entry.sequence;
  app.queue.push(entry);
  drain();
}

/** @param {number} after the log position to read from */
function connect(after) {
  app.received = Math.max(app.received, after);
  if (!window.EventSource) {
    poll();
    return;
  }
  const stream = new EventSource(`/api/tables/${encodeURIComponent(known(app.tableId, 'table'))}/stream?after=${after}${tentsQuery()}`);
  app.stream = stream;
  for (const type of /** @type {const} */ (['joined', 'events'])) {
    stream.addEventListener(type, (/** @type {MessageEvent<string>} */ message) => receive(streamEntry(type, message)));
  }
  stream.onerror = () => {
    if (stream.readyState === EventSource.CLOSED) {
      app.stream = null;
      poll();
    }
  };
}

/**
 * An entry of the log from the stream, whose event is the entry's type and whose data is the
 * entry's data (docs/openapi.json, streamLog).
 * @param {'joined' | 'events'} type
 * @param {MessageEvent<string>} message
 * @returns {LogEntry}
 */
function streamEntry(type, message) {
  /** @type {LogEntry['data']} */
  const data = JSON.parse(message.data);
  return /** @type {LogEntry} */ ({ sequence: Number(message.lastEventId), type, data });
}

function tentsQuery() {
  return app.tents === 'hidden' ? '&tents=hidden' : '';
}

function poll() {
  if (app.poller) return;
  app.poller = setInterval(async () => {
    try {
      const reply = await api('GET /api/tables/{id}/events', { id: app.tableId }, undefined, `?after=${app.received}${tentsQuery()}`);
      for (const entry of reply.entries) receive(entry);
    } catch (failure) {
      toast(messageOf(failure));
      // The table has expired (docs/web.md): asking again every second would only say so again.
      if (failure instanceof ApiFailure && failure.code === 'unknown-table' && app.poller) clearInterval(app.poller);
    }
  }, 1000);
}

async function drain() {
  if (app.draining) return;
  app.draining = true;
  renderControls();
  try {
    while (app.queue.length) {
      const entry = /** @type {LogEntry} */ (app.queue.shift());
      if (entry.type === 'joined') await joined(entry.data);
      else if (entry.type === 'events') {
        if (!app.model || $('game').hidden) startBoard();
        for (const event of entry.data.events) await play(event);
      }
      app.processed = entry.sequence;
      if (!app.queue.length) await settle();
    }
  } catch (failure) {
    console.error(failure);
    toast(messageOf(failure));
  } finally {
    app.draining = false;
    renderControls();
  }
}

/** @param {IncanGoldApi.JoinedEntryData} data */
async function joined(data) {
  app.table = await api('GET /api/tables/{id}', { id: app.tableId });
  renderMeta();
  if (app.table.status === 'waiting') renderWaiting();
  if (data.seat !== app.seat) log(`${data.name} joins the expedition`);
}

function startBoard() {
  show('game');
  app.model = modelFromTable(known(app.table, 'table'));
  renderBoard();
}

// Once every event is shown, the seat's own view is shown as the server has it.
async function settle() {
  if (known(app.table, 'table').status === 'waiting') {
    app.table = await api('GET /api/tables/{id}', { id: app.tableId });
    if (app.table.status === 'waiting') return;
  }
  const sentBefore = app.choicesSent;
  const reply = await api('GET /api/tables/{id}/seats/{seat}/view', seatParameters());
  if (reply.sequence > app.processed) return; // more events are on their way
  // A choice sent meanwhile has its own reply, newer than this view: showing this one would offer
  // the choice again.
  if (app.sending || app.choicesSent !== sentBefore) return;
  showReply(reply);
}

/** @param {IncanGoldApi.SeatView} reply */
function showReply(reply) {
  app.reply = reply;
  app.model = modelFromView(reply.view);
  show('game');
  renderBoard();
  renderControls();
  if (reply.view.outcome) renderFinal(reply.view.outcome);
}

/** @param {IncanGold.Choice} choice */
async function choose(choice) {
  if (!app.reply || !app.reply.view.legalActions.length || app.sending) return;
  app.sending = true;
  app.choicesSent += 1;
  (choice === 'TORCH' ? $('torch') : $('camp')).classList.add('picked');
  renderControls();
  try {
    // the library's action document, exactly as IncanGoldJson reads it
    /** @type {IncanGold.ActionDocument} */
    const action = { format: 'incangold', version: 2, type: 'action', action: 'choose', seat: known(app.seat, 'seat'), choice };
    app.reply = await api('POST /api/tables/{id}/seats/{seat}/actions', seatParameters(), action);
  } catch (failure) {
    toast(messageOf(failure));
  } finally {
    app.sending = false;
    renderControls();
  }
}

// ---------------------------------------------------------------------------------------------
// Screens

async function showLobby() {
  show('lobby');
  $('table-meta').textContent = '';
  const select = dropdown('create-preset');
  try {
    const { presets } = await api('GET /api/presets');
    select.replaceChildren(...presets.map((preset) => h('option', { value: preset.id }, preset.title)));
    const describe = () => {
      const preset = presets.find((p) => p.id === select.value);
      $('preset-changes').textContent = preset ? preset.changes : '';
      if (preset) {
        input('create-seats').min = String(preset.minPlayers);
        input('create-seats').max = String(preset.maxPlayers);
      }
      peopleHint();
    };
    select.onchange = describe;
    describe();
    offerServerBots((await api('GET /api/bots')).bots);
  } catch (failure) {
    toast(messageOf(failure));
  }
  $('create-name').focus();
}

/**
 * Offers each bot of the server's bot path as a line of its own, in every bot's seat, before
 * "your choice"; the built-in ones already have their lines.
 * @param {IncanGoldApi.Bot[]} bots
 */
function offerServerBots(bots) {
  const select = dropdown('create-opponents');
  const ownBots = bots.filter((bot) => !bot.builtIn);
  const group = h('optgroup', { id: 'server-bots', label: "This server's bots" },
    ownBots.map((bot) => h('option', { value: bot.name }, `${bot.name}: all of them`)));
  const offered = document.getElementById('server-bots');
  if (offered) offered.remove();
  if (ownBots.length) select.insertBefore(group, select.querySelector('option[value="own"]'));
}

function peopleHint() {
  const seats = Number(input('create-seats').value);
  const bots = Number(input('create-bots').value);
  input('create-bots').max = String(Math.max(0, seats - 1));
  dropdown('create-opponents').disabled = bots < 1;
  $('create-own-label').hidden = bots < 1 || dropdown('create-opponents').value !== 'own';
  const others = seats - bots - 1;
  $('people-hint').textContent = others < 0 ? 'There must be a seat for you.'
    : others === 0 ? `Just you against ${bots} bot${bots === 1 ? '' : 's'}.`
      : `You, ${bots} bot${bots === 1 ? '' : 's'} and ${others} more ${others === 1 ? 'person' : 'people'}: share the table's link.`;
}

/** @param {SubmitEvent} event */
async function create(event) {
  event.preventDefault();
  const name = input('create-name').value.trim();
  if (!name) {
    toast('Give a name to show at the table.');
    $('create-name').focus();
    return;
  }
  /** @type {IncanGoldApi.CreateTable} */
  const request = { seats: Number(input('create-seats').value), bots: Number(input('create-bots').value) };
  // The bots take the strategies in turn; none named, the server's mix (docs/web.md).
  const line = dropdown('create-opponents').value;
  const [first, ...later] = (line === 'own' ? input('create-own').value : line).split(/[\s,]+/).filter(Boolean);
  if (line === 'own' && !first && request.bots) {
    toast('Name the bots, such as win, threshold:10 or a bot of the server\'s bot path.');
    $('create-own').focus();
    return;
  }
  if (first && request.bots) request.strategies = [first, ...later];
  const files = input('create-variant').files;
  const file = files && files[0];
  if (file) request.variant = await file.text();
  else request.preset = dropdown('create-preset').value;
  const seed = input('create-seed').value.trim();
  if (seed) request.seed = seed;
  button('create-button').disabled = true;
  try {
    const table = await api('POST /api/tables', {}, request);
    app.tableId = table.table;
    await takeSeat(name);
  } catch (failure) {
    const problems = failure instanceof ApiFailure && failure.error && failure.error.problems;
    toast(problems ? problems.map((p) => (p.line ? `line ${p.line}: ` : '') + p.message).join(' / ') : messageOf(failure));
  } finally {
    button('create-button').disabled = false;
  }
}

/** @param {string} name */
async function takeSeat(name) {
  const joinedSeat = await api('POST /api/tables/{id}/join', { id: app.tableId }, { name });
  app.seat = joinedSeat.seat;
  app.token = joinedSeat.token;
  saveSeat();
  history.replaceState(null, '', '/?table=' + encodeURIComponent(known(app.tableId, 'table')) + (new URLSearchParams(location.search).has('pace') ? '&pace=' + app.pace : '') + tentsQuery());
  await enterTable();
}

async function enterTable() {
  app.table = await api('GET /api/tables/{id}', { id: app.tableId });
  renderMeta();
  if (app.table.status === 'waiting') {
    app.processed = app.table.sequence;
    renderWaiting();
    connect(app.table.sequence);
    return;
  }
  const reply = await api('GET /api/tables/{id}/seats/{seat}/view', seatParameters());
  app.processed = reply.sequence;
  showReply(reply);
  const table = known(app.table, 'table');
  const seat = known(app.seat, 'seat');
  log(`You are ${table.seats[seat].name}, seat ${seat + 1} of ${table.seats.length}`, 'round');
  connect(reply.sequence);
}

function renderWaiting() {
  show('waiting');
  const table = known(app.table, 'table');
  const open = table.openSeats;
  $('waiting-text').textContent = `${open} more ${open === 1 ? 'explorer is' : 'explorers are'} needed. Send them this link; the game starts when every seat is taken.`;
  input('share-link').value = `${location.origin}/?table=${encodeURIComponent(known(app.tableId, 'table'))}${tentsQuery()}`;
  $('waiting-seats').replaceChildren(...seatChips(table.seats));
}

/** @param {IncanGoldApi.TableSeat[]} seats */
function seatChips(seats) {
  return seats.map((seat) => h('li', { class: seat.player === 'person' && !seat.joined ? 'open' : '' },
    seat.player === 'bot' ? `${seat.name} (bot)` : seat.joined ? seat.name : 'open seat'));
}

async function showJoin() {
  show('join');
  renderMeta();
  const table = known(app.table, 'table');
  $('join-table').textContent = `${table.title}: ${table.openSeats} open seat${table.openSeats === 1 ? '' : 's'}.`;
  $('join-seats').replaceChildren(...seatChips(table.seats));
  $('join-name').focus();
}

/** @param {SubmitEvent} event */
async function join(event) {
  event.preventDefault();
  const name = input('join-name').value.trim();
  if (!name) {
    toast('Give a name to show at the table.');
    return;
  }
  try {
    await takeSeat(name);
  } catch (failure) {
    toast(messageOf(failure));
  }
}

/**
 * @param {string | null} name
 * @returns {name is Pace}
 */
function isPace(name) {
  return name !== null && Object.hasOwn(PACES, name);
}

async function boot() {
  const params = new URLSearchParams(location.search);
  const pace = params.get('pace') || localStorage.getItem('incangold:pace');
  app.pace = isPace(pace) ? pace : window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'relaxed';
  dropdown('pace').value = app.pace;
  app.tents = params.get('tents') === 'hidden' ? 'hidden' : 'shown';
  dropdown('pace').onchange = () => {
    const chosen = dropdown('pace').value; // one of its options
    if (isPace(chosen)) app.pace = chosen;
    localStorage.setItem('incangold:pace', app.pace);
  };
  $('create-form').addEventListener('submit', create);
  $('join-form').addEventListener('submit', join);
  $('create-seats').addEventListener('input', peopleHint);
  $('create-bots').addEventListener('input', peopleHint);
  $('create-opponents').addEventListener('change', peopleHint);
  input('hints').checked = localStorage.getItem('incangold:hints') === 'on';
  input('hints').onchange = () => {
    localStorage.setItem('incangold:hints', input('hints').checked ? 'on' : 'off');
    renderHint(app.reply && app.reply.odds && app.reply.odds.advice);
  };
  $('torch').addEventListener('click', () => choose('TORCH'));
  $('camp').addEventListener('click', () => choose('CAMP'));
  $('copy-link').addEventListener('click', async () => {
    input('share-link').select();
    try {
      await navigator.clipboard.writeText(input('share-link').value);
      $('copy-link').textContent = 'Copied';
    } catch {
      document.execCommand('copy');
    }
  });
  document.addEventListener('keydown', (event) => {
    if (/** @type {Element} */ (event.target).closest('input, select, textarea, dialog') || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 't' && !button('torch').disabled) choose('TORCH');
    if (key === 'c' && !button('camp').disabled) choose('CAMP');
  });

  const tableId = params.get('table');
  if (!tableId) {
    showLobby();
    return;
  }
  app.tableId = tableId;
  try {
    app.table = await api('GET /api/tables/{id}', { id: tableId });
  } catch (failure) {
    toast(messageOf(failure));
    history.replaceState(null, '', '/');
    showLobby();
    return;
  }
  const saved = loadSeat(tableId);
  if (saved) {
    app.seat = saved.seat;
    app.token = saved.token;
    try {
      await enterTable();
      return;
    } catch (failure) {
      toast(messageOf(failure));
    }
  }
  if (known(app.table, 'table').openSeats > 0) showJoin();
  else {
    toast('Every seat of this table is taken.');
    showLobby();
  }
}

boot();
