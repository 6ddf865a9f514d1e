// A short game through the HTTP API, played by a client generated from docs/openapi.json
// (openapi-typescript's types, openapi-fetch's client), compiled with tsc --strict: a table of
// one person and two bots, joined, played to the end with a simple policy (go back to camp with
// 6 gems at risk or once two kinds of hazard are on the path), then the table, the log, the
// presets and the bots read. Every reply, whatever its status, is checked against the description
// (contract.ts) before the client sees it: a status the operation does not document, a content
// type it does not list or a body that does not validate ends the game with the reply and the
// reason.
// Usage: INCANGOLD_URL=http://127.0.0.1:PORT/ node build/out/src/game.js
import createClient, { type Middleware } from "openapi-fetch";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { paths } from "../build/openapi.js";
import { Contract } from "./contract.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const contract = new Contract(path.join(here, "../../../../../docs/openapi.json"));
const base = process.env.INCANGOLD_URL;
if (!base) throw new Error("INCANGOLD_URL names the running server");

let replies = 0;
const checkEveryReply: Middleware = {
  async onResponse({ request, response }) {
    const url = new URL(request.url);
    const reply = {
      method: request.method,
      target: url.pathname + url.search,
      status: response.status,
      headers: response.headers,
      body: await response.clone().text(),
    };
    const problems = contract.problems(reply);
    if (problems.length > 0) {
      throw new Error(`${request.method} ${reply.target} -> ${reply.status}: outside the contract\n  ${problems.join("\n  ")}`);
    }
    replies++;
    return undefined;
  },
};
const client = createClient<paths>({ baseUrl: new URL(base).origin });
client.use(checkEveryReply);

/** The body of a success, or a failure naming the error a documented error reply gave. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.data === undefined) {
    throw new Error(`${what}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

const opened = ok(
  await client.POST("/api/tables", {
    body: { preset: "incan-gold", seats: 3, bots: 2, strategies: ["risk", "threshold:8"] },
  }),
  "open a table",
);
const id = opened.table;
console.log(`table ${id}: ${opened.title}, ${opened.seats.length} seats, status ${opened.status}`);
const joined = ok(await client.POST("/api/tables/{id}/join", { params: { path: { id } }, body: { name: "Probe" } }), "join");
const seat = String(joined.seat);
const auth = { Authorization: `Bearer ${joined.token}` };
const seatPath = { path: { id, seat } };

let choices = 0;
let after = 0;
for (let step = 0; ; step++) {
  if (step > 1000) throw new Error("the game did not end within 1000 steps");
  const seatView = ok(await client.GET("/api/tables/{id}/seats/{seat}/view", { params: seatPath, headers: auth }), "view");
  const view = seatView.view;
  // The log, polled from where this client left it, as a page would follow it.
  const log = ok(await client.GET("/api/tables/{id}/events", { params: { path: { id }, query: { after } } }), "events");
  after = log.sequence;
  if (view.phase === "GAME_OVER") break;
  if (!view.awaitedSeats.includes(joined.seat)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    continue;
  }
  const mine = view.seats.find((s) => s.seat === joined.seat);
  const gems = mine?.gemsAtRisk ?? 0;
  const choice = gems >= 6 || view.hazardsSeen.length >= 2 ? "CAMP" : "TORCH";
  const body = { format: "incangold", version: 2, type: "action", action: "choose", seat: joined.seat, choice } as const;
  const chosen = ok(
    await client.POST("/api/tables/{id}/seats/{seat}/actions", { params: seatPath, headers: auth, body }),
    `choose ${choice}`,
  );
  if (chosen.seat !== joined.seat) throw new Error("the reply to a choice is another seat's view");
  choices++;
}

const table = ok(await client.GET("/api/tables/{id}", { params: { path: { id } } }), "table");
if (table.status !== "over") throw new Error(`the game is over but the table says ${table.status}`);
const hidden = ok(
  await client.GET("/api/tables/{id}/events", { params: { path: { id }, query: { after: 0, tents: "hidden" } } }),
  "hidden log",
);
if (hidden.sequence !== table.sequence) throw new Error("the hidden log and the table disagree on the sequence");
ok(await client.GET("/api/presets"), "presets");
const bots = ok(await client.GET("/api/bots"), "bots").bots;
if (!bots.some((bot) => bot.name === "win" && bot.builtIn)) throw new Error("the bots do not list the built-in win");
// A documented refusal passes too: a choice once the game is over is 409 choice-refused.
const late = await client.POST("/api/tables/{id}/seats/{seat}/actions", {
  params: seatPath,
  headers: auth,
  body: { format: "incangold", version: 2, type: "action", action: "choose", seat: joined.seat, choice: "TORCH" },
});
if (late.response.status !== 409) throw new Error(`a choice after the game: ${late.response.status}`);
const scores = table.spectatorView?.seats.map((s) => `${s.name} ${s.score ?? "?"}`).join(", ");
console.log(`game over after ${choices} choices (${scores}); ${replies} replies, every one as the description says`);
