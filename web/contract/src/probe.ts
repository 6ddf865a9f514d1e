// A seeded property probe of the running server: for every operation of docs/openapi.json (read
// from `paths`, so a new operation is probed without a change here), random valid requests built
// from its schemas (parameters, bodies, the examples it gives; real table ids and seat tokens got
// through the API) and random invalid ones (wrong methods, odd or over-long path parameters, bad
// queries, bodies that are not JSON, of the wrong types, missing or unknown fields, too deep, too
// large, not UTF-8, with other content types, missing or wrong tokens, over-large headers, request
// lines an HTTP client would not send). Every reply must have a status the operation documents
// (or, for a request no operation takes, `x-other-requests`), the documented content type and a
// body that validates against the documented schema (contract.ts); event streams are read for
// their first events, each checked as a log entry, then closed.
// Usage: INCANGOLD_URL=http://127.0.0.1:PORT/ node build/out/src/probe.js [SEED]
// (or PROBE_SEED=SEED); the seed is printed, and the same seed sends the same requests.
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Contract, type Node, type Operation, type Reply } from "./contract.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const contract = new Contract(path.join(here, "../../../../../docs/openapi.json"));
const base = new URL(process.env.INCANGOLD_URL ?? "");
const given = process.argv[2] ?? process.env.PROBE_SEED;
if (given !== undefined && !/^[0-9]{1,10}$/.test(given)) throw new Error(`a seed is a number from 0 to 4294967295: ${given}`);
const seed = given !== undefined ? Number(given) >>> 0 : (Date.now() ^ (process.pid << 16)) >>> 0;
const VALID = Number(process.env.PROBE_VALID ?? 10);
const INVALID = Number(process.env.PROBE_INVALID ?? 20);
console.log(`probe seed ${seed} (replay with PROBE_SEED=${seed}); ${VALID} valid and ${INVALID} invalid requests an operation`);

// mulberry32: a small seeded generator, so that a seed replays the same requests.
let state = seed;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
const chance = (p: number): boolean => random() < p;

// ---- Requests and replies ----------------------------------------------------------------------

interface Probe {
  readonly what: string;
  readonly method: string;
  readonly target: string;
  readonly headers: Record<string, string>;
  readonly body?: Buffer;
  /** Sent as bytes on a socket: a request line or headers an HTTP client would refuse to send. */
  readonly raw?: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const STREAM_MS = 300;
/** The request sent before each one on the same kept-alive connection, to name in a failure. */
const probeOnSocket = new Map<Probe, string | undefined>();

/** Sends a request and reads its reply; an event stream is read for STREAM_MS, then closed. */
function send(probe: Probe): Promise<Reply> {
  // Node's client refuses a reply to HEAD with a body, which the server sends when it cannot read
  // the request line (contract.ts): HEAD goes on a socket of its own.
  if (probe.raw || probe.method === "HEAD") return sendRaw({ ...probe, headers: { Host: base.host, ...probe.headers } });
  // Node frames a GET's or HEAD's body with neither Content-Length nor chunks: the length is given.
  const headers = probe.body ? { "Content-Length": String(probe.body.length), ...probe.headers } : probe.headers;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method: probe.method, path: probe.target, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        const done = () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
          }
          resolve({
            method: probe.method,
            target: probe.target,
            status: response.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString("utf8"),
          });
        };
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", done);
        if ((response.headers["content-type"] ?? "").startsWith("text/event-stream")) {
          setTimeout(() => {
            response.removeListener("end", done);
            request.destroy();
            done();
          }, STREAM_MS);
        }
      },
    );
    request.on("socket", (socket: net.Socket & { lastProbe?: string }) => {
      probeOnSocket.set(probe, socket.lastProbe);
      socket.lastProbe = `${probe.what}: ${probe.method} ${shorten(probe.target)} ${JSON.stringify(probe.headers).slice(0, 200)}`;
    });
    request.setTimeout(15000, () => request.destroy(new Error("no reply within 15 s")));
    request.on("error", reject);
    request.end(probe.body);
  });
}

/** Writes the request as bytes and reads the reply until the server closes the connection. */
function sendRaw(probe: Probe): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(base.port), base.hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15000, () => socket.destroy(new Error("no reply within 15 s")));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks);
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return reject(new Error(`no reply head: ${JSON.stringify(text.toString("latin1").slice(0, 200))}`));
      const [statusLine, ...lines] = text.subarray(0, split).toString("latin1").split("\r\n");
      const headers = new Headers();
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      let body = text.subarray(split + 4);
      if ((headers.get("transfer-encoding") ?? "").includes("chunked")) {
        const parts: Buffer[] = [];
        for (let at = 0; ; ) {
          const end = body.indexOf("\r\n", at);
          const size = parseInt(body.subarray(at, end).toString("latin1"), 16);
          if (!(size > 0)) break;
          parts.push(body.subarray(end + 2, end + 2 + size));
          at = end + 2 + size + 2;
        }
        body = Buffer.concat(parts);
      }
      resolve({
        method: probe.method,
        target: probe.target,
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: body.toString("utf8"),
      });
    });
    const head = [`${probe.method} ${probe.target} ${probe.headers["x-version"] ?? "HTTP/1.1"}`];
    for (const [name, value] of Object.entries(probe.headers)) if (name !== "x-version") head.push(`${name}: ${value}`);
    head.push("Connection: close");
    socket.end(Buffer.concat([Buffer.from(head.join("\r\n") + "\r\n\r\n", "latin1"), probe.body ?? Buffer.alloc(0)]));
  });
}

// ---- Values from schemas -----------------------------------------------------------------------

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const ODD = ["é", "ß", "😀", " ", "\u00a0", "\u200b", "\u202e", "-", ":", "\"", "\\", "\u0000", "\u0007", "\ud800", "\ufffe", "<b>"];
function randomString(min = 0, max = 12, odd = 0.1): string {
  let text = "";
  for (let n = int(min, Math.max(min, max)); text.length < n; ) text += chance(odd) ? pick(ODD) : pick([...LETTERS]);
  return text;
}
function smallInt(lo: number, hi: number): number {
  const low = Math.max(lo, -3);
  const high = Math.min(hi, 12);
  return low <= high && chance(0.8) ? int(low, high) : int(Math.max(lo, -1e9), Math.min(hi, 1e9));
}

/** A value the schema accepts (mostly: `not`, and overlapping `oneOf` branches, are not searched). */
function generate(schema: Node, depth = 0): unknown {
  if (schema === true || schema === undefined) return pick([0, "x", true, null, {}, []]);
  schema = contract.resolve(schema);
  if (Array.isArray(schema.examples) && chance(0.3)) return structuredClone(pick(schema.examples));
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return pick(schema.enum);
  if (schema.oneOf || schema.anyOf) {
    const branch = pick<Node>(schema.oneOf ?? schema.anyOf);
    return generate(schema.type && !contract.resolve(branch).type ? { ...branch, type: schema.type } : branch, depth + 1);
  }
  const type: string | undefined = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
  if (type === "object" || schema.properties || schema.allOf) {
    const out: Record<string, unknown> = {};
    const required = new Set<string>(schema.required ?? []);
    for (const [key, child] of Object.entries<Node>(schema.properties ?? {})) {
      if (child !== false && (required.has(key) || (depth < 4 && chance(0.4)))) out[key] = generate(child, depth + 1);
    }
    for (const part of schema.allOf ?? []) {
      let resolved = contract.resolve(part);
      if (resolved.oneOf || resolved.anyOf) resolved = contract.resolve(pick<Node>(resolved.oneOf ?? resolved.anyOf));
      const extra = generate(resolved, depth + 1);
      if (extra && typeof extra === "object" && !Array.isArray(extra)) Object.assign(out, extra);
      for (const [key, child] of Object.entries<Node>(resolved.properties ?? {})) if (child === false) delete out[key];
    }
    return out;
  }
  if (type === "array") {
    const min = schema.minItems ?? 0;
    return Array.from({ length: int(min, Math.min(schema.maxItems ?? min + 3, min + 3)) }, () => generate(schema.items, depth + 1));
  }
  if (type === "integer" || type === "number") {
    const lo = schema.minimum ?? (schema.format === "int32" ? -(2 ** 31) : -1e15);
    const hi = schema.maximum ?? (schema.format === "int32" ? 2 ** 31 - 1 : 1e15);
    return smallInt(lo, hi);
  }
  if (type === "boolean") return chance(0.5);
  if (type === "null") return null;
  if (type === "string") {
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern, "u");
      for (let tries = 0; tries < 200; tries++) {
        const candidate = pick([
          () => String(smallInt(-1e9, 1e9)),
          () => randomString(1, 20, 0),
          () => randomString(schema.minLength ?? 1, schema.maxLength ?? 24, 0.05),
        ])();
        if (pattern.test(candidate)) return candidate;
      }
      return Array.isArray(schema.examples) ? pick(schema.examples) : "";
    }
    return randomString(schema.minLength ?? 0, Math.min(schema.maxLength ?? 30, 30), 0.05);
  }
  return null;
}

/** A value of another JSON type than the schema's. */
function wrongType(schema: Node): unknown {
  const resolved = contract.resolve(schema ?? true);
  const type = resolved.type ?? (typeof resolved.const === "string" || resolved.enum ? "string" : undefined);
  return pick([0, 1.5, -1, "x", "", true, null, [], {}, [1, "a"], { a: 1 }, 2 ** 53, "9".repeat(30)].filter((v) => {
    const actual = v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v;
    return actual !== type && !(type === "number" && actual === "integer");
  }));
}

// ---- The server's resources: tables and seats got through the API ------------------------------

interface SeatToken {
  readonly table: string;
  readonly seat: number;
  readonly token: string;
}
const tables: string[] = [];
const seats: SeatToken[] = [];
let failures = 0;
let requests = 0;
let streamEvents = 0;
const seen = new Map<string, Map<number, number>>();

/** Sends, checks the reply against the description, and counts it; returns it. */
async function check(probe: Probe, operation: Operation | undefined): Promise<Reply | undefined> {
  let reply: Reply;
  try {
    reply = await send(probe);
  } catch (error) {
    requests++;
    failures++;
    console.log(`FAIL ${probe.what}: ${probe.method} ${shorten(probe.target)}: ${String(error)}`);
    if (probeOnSocket.get(probe)) console.log(`  the request before it on this connection: ${probeOnSocket.get(probe)}`);
    return undefined;
  }
  requests++;
  const key = operation?.id ?? "x-other-requests";
  const statuses = seen.get(key) ?? new Map<number, number>();
  statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
  seen.set(key, statuses);
  const problems = [...contract.problems(reply), ...streamProblems(reply)];
  if (problems.length > 0) {
    failures++;
    console.log(`FAIL ${probe.what}: ${probe.method} ${shorten(probe.target)} -> ${reply.status}`);
    console.log(`  sent: ${JSON.stringify(probe.headers)} ${probe.body ? shorten(probe.body.toString("utf8")) : ""}`);
    for (const problem of problems) console.log(`  ${shorten(problem)}`);
    if (probeOnSocket.get(probe)) console.log(`  the request before it on this connection: ${probeOnSocket.get(probe)}`);
  }
  return reply;
}

function shorten(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text;
}

/** An event stream's events, each a log entry: `id` its sequence, `event` its type, `data` JSON. */
function streamProblems(reply: Reply): string[] {
  if (reply.status !== 200 || !(reply.headers.get("content-type") ?? "").startsWith("text/event-stream")) return [];
  const problems: string[] = [];
  const blocks = reply.body.split("\n\n");
  blocks.pop(); // what came after the last complete event
  if (!blocks[0]?.startsWith("retry: ")) problems.push(`the stream does not start with retry: ${shorten(reply.body)}`);
  const hidden = new URLSearchParams(reply.target.split("?")[1] ?? "").get("tents") === "hidden";
  const schema = { $ref: `#/components/schemas/${hidden ? "HiddenTentsLogEntry" : "LogEntry"}` };
  for (const block of blocks.slice(1)) {
    if (block.startsWith(":")) continue;
    const fields = new Map(block.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
    streamEvents++;
    try {
      const entry = { sequence: Number(fields.get("id")), type: fields.get("event"), data: JSON.parse(fields.get("data") ?? "") };
      const validate = contract.validator(schema);
      if (!validate(entry)) problems.push(`stream event ${fields.get("id")}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    } catch (error) {
      problems.push(`stream event ${shorten(block)}: ${String(error)}`);
    }
  }
  return problems;
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), "utf8");
const JSON_TYPE = { "Content-Type": "application/json" };

/** Opens a table and joins it `people` times, through the API; each reply checked too. */
async function setUp(body: object, people: number): Promise<void> {
  const open = contract.operationOf("POST", "/api/tables");
  let reply: Reply | undefined;
  for (let attempt = 1; ; attempt++) {
    reply = await check({ what: "setting up", method: "POST", target: "/api/tables", headers: JSON_TYPE, body: json(body) }, open);
    // A limit on opening tables (429, 503) may pass: wait as the reply says, a few times.
    if (attempt === 5 || (reply?.status !== 429 && reply?.status !== 503)) break;
    const wait = Math.min(Number(reply.headers.get("retry-after") ?? 1) || 1, 10);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  if (reply?.status !== 201) throw new Error(`could not open a table to probe with: ${reply?.status} ${reply?.body}`);
  const table: string = JSON.parse(reply.body).table;
  tables.push(table);
  for (let n = 0; n < people; n++) {
    const target = `/api/tables/${table}/join`;
    const joined = await check(
      { what: "setting up", method: "POST", target, headers: JSON_TYPE, body: json({ name: `Probe ${n}` }) },
      contract.operationOf("POST", target),
    );
    if (joined?.status !== 200) throw new Error(`could not join a table to probe with: ${joined?.status} ${joined?.body}`);
    const { seat, token } = JSON.parse(joined.body);
    seats.push({ table, seat, token });
  }
}

// ---- Valid and invalid requests of one operation -----------------------------------------------

interface Parts {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: Buffer;
  seat?: SeatToken;
}

const secured = (op: Operation): boolean => (op.node.security ?? contract.description.security ?? []).length > 0;
const bodyOf = (op: Operation): Node | undefined => contract.resolve(op.node.requestBody)?.content?.["application/json"];

async function validParts(op: Operation): Promise<Parts> {
  const parts: Parts = { path: {}, query: [], headers: {} };
  const seat = seats.length > 0 ? pick(seats) : undefined;
  for (const parameter of op.parameters) {
    if (parameter.in === "path") {
      // Real resources: a table the probe opened, the seat of a token it holds.
      if (parameter.name === "id") parts.path.id = secured(op) && seat ? seat.table : pick(tables);
      else if (parameter.name === "seat" && seat) parts.path.seat = String(seat.seat);
      else parts.path[parameter.name] = String(generate(parameter.schema));
    } else if (parameter.in === "query" && (parameter.required || chance(0.5))) {
      parts.query.push([parameter.name, String(generate(parameter.schema))]);
    } else if (parameter.in === "header" && (parameter.required || chance(0.5))) {
      parts.headers[parameter.name] = String(generate(parameter.schema));
    }
  }
  if (secured(op) && seat) {
    parts.seat = { ...seat, table: parts.path.id ?? seat.table };
    parts.headers.Authorization = `Bearer ${seat.token}`;
  }
  const media = bodyOf(op);
  if (media) {
    parts.headers["Content-Type"] = "application/json";
    let body: unknown;
    const examples = Object.values<Node>(media.examples ?? {}).map((example) => contract.resolve(example).value);
    if (op.id === "chooseForSeat" && seat && chance(0.6)) {
      // A move the seat may make now, from its view's legal actions, else its own seat's choice.
      const target = `/api/tables/${seat.table}/seats/${seat.seat}/view`;
      const view = await check(
        { what: "reading the seat's legal actions", method: "GET", target, headers: { Authorization: `Bearer ${seat.token}` } },
        contract.operationOf("GET", target),
      );
      const legal: Node[] = view?.status === 200 ? JSON.parse(view.body).view.legalActions : [];
      body = { format: "incangold", version: 2, type: "action", ...(legal.length > 0 ? pick(legal) : { action: "choose", seat: seat.seat, choice: pick(["TORCH", "CAMP"]) }) };
    } else if (examples.length > 0 && chance(0.4)) {
      body = structuredClone(pick(examples));
    } else {
      body = generate(media.schema);
    }
    if (op.id === "openTable" && body && typeof body === "object") {
      // Bots on the server's time: no search bots from examples; seats and bots kept small.
      const create = body as Record<string, unknown>;
      if (typeof create.seats === "number" && chance(0.7)) create.seats = int(2, 9);
      if (typeof create.bots === "number" && chance(0.7)) create.bots = int(0, Number(create.seats ?? 4));
    }
    parts.body = json(body);
  }
  return parts;
}

function targetOf(op: Operation, parts: Parts): string {
  const pathText = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name] ?? "0");
  const query = parts.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
  return query ? `${pathText}?${query}` : pathText;
}

const ODD_SEGMENTS = [
  "ABCDEFGHJK", "abcdefghij", "aaaaaaaaaa", "p3fsjui6ip", "x", "0", "01", "-1", "+1", "1e3", "4294967296",
  "99999999999999999999", "%20", "%ZZ", "%", "%2F", "%2e%2e", "%C3%A9", "%FF", "%00", "a;b", "%3B", "..", ".",
  "~", "_", "a".repeat(300), "%E2%80%AE", "null", "undefined", "[0]", "'", "%22",
];
const ODD_QUERIES = ["after=-1", "after=x", "after=01", "after=1.5", "after=", "after=99999999999999", "after=%ZZ",
  "tents=open", "tents=", "tents=HIDDEN", "after=1&after=2", "tents=hidden&tents=shown", "x=1", "after=%201", "after"];
const ODD_TYPES = ["text/plain", "application/xml", "application/x-www-form-urlencoded", "application/json; charset=latin1",
  "multipart/form-data; boundary=x", "", "application/json;;", "*/*"];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "CONNECT", "PROPFIND", "BREW"];

/** One invalid request of the operation: a valid one with one thing broken. */
async function invalidProbe(op: Operation): Promise<{ probe: Probe; op: Operation | undefined }> {
  const parts = await validParts(op);
  const item = contract.description.paths[op.path];
  const ways: (() => string)[] = [];
  let method = op.method;
  let target = targetOf(op, parts);
  let raw = false;
  ways.push(() => {
    method = pick(METHODS.filter((m) => !(m.toLowerCase() in item)));
    if (method === "CONNECT") raw = true;
    return `method ${method}`;
  });
  ways.push(() => {
    target = `${target.split("?")[0]}/${target.includes("?") ? "?" + target.split("?")[1] : ""}`;
    return "a trailing slash";
  });
  ways.push(() => {
    const query = pick(ODD_QUERIES);
    target = `${target}${target.includes("?") ? "&" : "?"}${query}`;
    return `query ${query}`;
  });
  ways.push(() => {
    const long = "a".repeat(int(8200, 9000));
    target = `${target}${target.includes("?") ? "&" : "?"}q=${long}`;
    return "a request line over 8 KiB";
  });
  ways.push(() => {
    parts.headers["X-Filler"] = "f".repeat(int(8200, 9000));
    return "headers over 8 KiB";
  });
  ways.push(() => {
    raw = true;
    const odd = pick([" ", "|", "\"", "<", "\\", "\u0001", "{", "^", "`"]);
    // Inside the last segment, not at its end, where a space would only end the request target.
    const [pathPart, query] = target.split("?");
    const at = pathPart.lastIndexOf("/") + 1;
    const last = pathPart.slice(at) || "x";
    const split = int(1, Math.max(1, last.length - 1));
    target = `${pathPart.slice(0, at)}${last.slice(0, split)}${odd}${last.slice(split) || "x"}${query === undefined ? "" : `?${query}`}`;
    return `a raw ${JSON.stringify(odd)} in the path`;
  });
  ways.push(() => {
    raw = true;
    const how = pick(["HTTP/1.0", "HTTP/2.0", "HTTP/1.1 no Host", "Expect", "Transfer-Encoding", "bad header", "two Content-Length"]);
    if (how.startsWith("HTTP/1.1")) parts.headers["x-version"] = "HTTP/1.1";
    else if (how.startsWith("HTTP/")) parts.headers["x-version"] = how;
    else parts.headers.Host = base.host;
    if (how === "HTTP/1.0" || how === "HTTP/2.0") parts.headers.Host = base.host;
    if (how === "Expect") parts.headers.Expect = "100-continue-please";
    if (how === "Transfer-Encoding") parts.headers["Transfer-Encoding"] = "gzip";
    if (how === "bad header") parts.headers["Bad Header"] = "x";
    if (how === "two Content-Length") parts.headers["Content-Length"] = "1, 2";
    if (parts.body && how !== "two Content-Length" && how !== "Transfer-Encoding") parts.headers["Content-Length"] = String(parts.body.length);
    return `raw: ${how}`;
  });
  ways.push(() => {
    // The request target's other forms: absolute (this server's or another authority) and "*".
    raw = true;
    const how = pick(["absolute", "another authority", "asterisk"]);
    if (how === "absolute") target = `http://${base.host}${target}`;
    if (how === "another authority") target = `http://elsewhere.invalid${target}`;
    if (how === "asterisk") target = "*";
    return `target form: ${how}`;
  });
  const pathNames = Object.keys(parts.path);
  if (pathNames.length > 0) {
    ways.push(() => {
      const name = pick(pathNames);
      const odd = chance(0.1) ? "a".repeat(int(8200, 9000)) : pick(ODD_SEGMENTS);
      parts.path[name] = odd;
      target = targetOf(op, parts);
      return `path parameter ${name}=${shorten(odd)}`;
    });
    ways.push(() => {
      // A real table's seat numbers on another table, or another table's id with this seat.
      const name = pick(pathNames);
      parts.path[name] = name === "id" ? pick(tables) : String(int(0, 40));
      target = targetOf(op, parts);
      return `another ${name}`;
    });
  }
  if (secured(op)) {
    ways.push(() => {
      const other = seats.filter((s) => s.token !== parts.seat?.token);
      const how = pick(["none", "wrong", "other seat's", "Basic", "lower-case bearer", "empty", "two"]);
      if (how === "none") delete parts.headers.Authorization;
      if (how === "wrong") parts.headers.Authorization = `Bearer ${randomString(43, 43, 0)}`;
      if (how === "other seat's" && other.length > 0) parts.headers.Authorization = `Bearer ${pick(other).token}`;
      if (how === "Basic") parts.headers.Authorization = "Basic YTpi";
      if (how === "lower-case bearer") parts.headers.Authorization = `bearer ${parts.seat?.token}`;
      if (how === "empty") parts.headers.Authorization = "Bearer ";
      if (how === "two") parts.headers.Authorization = `Bearer ${parts.seat?.token}, Bearer x`;
      return `token: ${how}`;
    });
  }
  const media = bodyOf(op);
  if (media && parts.body) {
    const valid = JSON.parse(parts.body.toString("utf8"));
    ways.push(() => {
      const how = pick(["not JSON", "empty", "array", "string", "null", "number", "truncated", "two objects",
        "a field twice", "too deep", "a long number", "not UTF-8", "a byte order mark", "latin-1 text", "comments", "over 64 KiB"]);
      const text = JSON.stringify(valid);
      const bodies: Record<string, () => Buffer> = {
        "not JSON": () => Buffer.from(pick(["{", "}", "nope", "{'a':1}", "{a:1}", "[1,]", "{\"a\":}", "\u0000"])),
        empty: () => Buffer.alloc(0),
        array: () => json([valid]),
        string: () => json(text),
        null: () => Buffer.from("null"),
        number: () => Buffer.from("42"),
        truncated: () => Buffer.from(text.slice(0, int(1, Math.max(1, text.length - 1)))),
        "two objects": () => Buffer.from(text + text),
        "a field twice": () => Buffer.from(text.length > 2 ? `{"x":1,"x":2,${text.slice(1)}` : '{"x":1,"x":2}'),
        "too deep": () => Buffer.from(`{"a":${"[".repeat(70)}${"]".repeat(70)}}`),
        "a long number": () => Buffer.from(`{"seed":${"9".repeat(120)}}`),
        "not UTF-8": () => Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xc3, 0x28]), Buffer.from('"}')]),
        "a byte order mark": () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
        "latin-1 text": () => Buffer.from('{"name":"Zoë"}', "latin1"),
        comments: () => Buffer.from(`/* c */ ${text}`),
        "over 64 KiB": () => json({ ...valid, pad: "p".repeat(int(65537, 70000)) }),
      };
      parts.body = bodies[how]();
      return `body: ${how}`;
    });
    if (valid && typeof valid === "object" && !Array.isArray(valid)) {
      const schema = contract.resolve(media.schema);
      ways.push(() => {
        const keys = Object.keys(valid);
        const how = pick(["wrong type", "missing field", "unknown field", "null field"]);
        if (how === "wrong type" && keys.length > 0) {
          const key = pick(keys);
          valid[key] = wrongType(schema.properties?.[key]);
        } else if (how === "missing field" && keys.length > 0) {
          delete valid[pick(keys)];
        } else if (how === "null field" && keys.length > 0) {
          valid[pick(keys)] = null;
        } else {
          valid[pick(["extra", "Name", "SEATS", "__proto__", "constructor", ""])] = generate(true);
        }
        parts.body = json(valid);
        return `body: ${how}`;
      });
    }
    ways.push(() => {
      const type = pick(ODD_TYPES);
      if (type === "") delete parts.headers["Content-Type"];
      else parts.headers["Content-Type"] = type;
      return `content type ${JSON.stringify(type)}`;
    });
  } else {
    ways.push(() => {
      parts.headers["Content-Type"] = "application/json";
      parts.body = json(generate(true));
      return "a body where none is taken";
    });
  }
  const what = `invalid, ${pick(ways)()}`;
  if (raw) parts.headers.Host ??= base.host;
  if (raw && parts.body && !parts.headers["Content-Length"] && !parts.headers["Transfer-Encoding"]) {
    parts.headers["Content-Length"] = String(parts.body.length);
  }
  const probe: Probe = { what, method, target, headers: parts.headers, body: parts.body, raw };
  return { probe, op: contract.operationOf(method, target) };
}

// ---- The run -----------------------------------------------------------------------------------

const started = Date.now();
// Three tables: one person and two bots (playing), two people and a bot (playing: two tokens of one
// table), eight open seats (to join).
await setUp({ seats: 3, bots: 2, strategies: ["risk"] }, 1);
await setUp({ seats: 3, bots: 1, strategies: ["threshold:8"] }, 2);
await setUp({ seats: 8, bots: 0 }, 0);

const operations = contract.operations;
const order = operations.flatMap((op) => [...Array(VALID).fill([op, true]), ...Array(INVALID).fill([op, false])] as [Operation, boolean][]);
for (let i = order.length - 1; i > 0; i--) {
  const j = int(0, i);
  [order[i], order[j]] = [order[j], order[i]];
}
for (const [op, valid] of order) {
  if (valid) {
    const parts = await validParts(op);
    const target = targetOf(op, parts);
    const reply = await check({ what: `valid ${op.id}`, method: op.method, target, headers: parts.headers, body: parts.body }, op);
    if (reply?.status === 201 && op.id === "openTable") tables.push(JSON.parse(reply.body).table);
    if (reply?.status === 200 && op.id === "joinTable") {
      const { table, seat, token } = JSON.parse(reply.body);
      seats.push({ table, seat, token });
    }
  } else {
    const { probe, op: taken } = await invalidProbe(op);
    await check(probe, taken);
  }
}
agent.destroy();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const [id, statuses] of seen) {
  console.log(`  ${id}: ${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}x${n}`).join(" ")}`);
}
const unprobed = operations.filter((op) => !seen.has(op.id));
if (unprobed.length > 0) {
  failures++;
  console.log(`FAIL never probed: ${unprobed.map((op) => op.id).join(", ")}`);
}
console.log(`${requests} requests to ${operations.length} operations in ${seconds} s (${streamEvents} events of streams checked), seed ${seed}`);
console.log(`${requests - failures} passed, ${failures} failed`);
if (failures > 0) {
  console.log(`replay: PROBE_SEED=${seed} (see .ci/contract)`);
  process.exit(1);
}
