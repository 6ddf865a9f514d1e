// The HTTP contract of docs/openapi.json as a checker of replies: which responses an operation
// documents, and whether a reply (status, headers, content type, body) is one of them. Read from
// the description alone: a new operation, status or code is checked without a change here. The
// schemas are compiled by ajv in strict mode, with the bundled component schemas as one schema's
// $defs, as check.mjs compiles them.
import Ajv2020Module from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";

/** A JSON value of the description: schemas, responses and the rest are read as such. */
export type Node = any;

/** One operation of the description. */
export interface Operation {
  readonly path: string;
  readonly method: string;
  readonly id: string;
  readonly node: Node;
  /** Path-level and operation-level parameters, references resolved. */
  readonly parameters: Node[];
}

/** A reply as a client received it. */
export interface Reply {
  readonly method: string;
  /** The request's path as sent, with its query. */
  readonly target: string;
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const OTHER = "x-other-requests";
const Ajv2020 = Ajv2020Module.default;

export class Contract {
  readonly description: Node;
  readonly operations: Operation[] = [];
  private readonly ajv = new Ajv2020({ strict: true, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  /** The HTTP status of each error code, from the `Error` schema's conditions. */
  private readonly statusOfCode = new Map<string, number>();

  constructor(file: string) {
    this.description = JSON.parse(readFileSync(file, "utf8"));
    // The OpenAPI formats the description uses; ajv knows only JSON Schema's.
    const within = (bits: number) => (value: number) => Number.isInteger(value) && Math.abs(value) <= 2 ** (bits - 1);
    this.ajv.addFormat("int32", { type: "number", validate: within(32) });
    this.ajv.addFormat("int64", { type: "number", validate: within(64) });
    this.ajv.addSchema(this.rewrite({ $id: "urn:incangold:openapi", $defs: this.description.components.schemas }));
    for (const [path, item] of Object.entries<Node>(this.description.paths)) {
      for (const method of HTTP_METHODS) {
        const node = item[method];
        if (node === undefined) continue;
        const parameters = [...(item.parameters ?? []), ...(node.parameters ?? [])].map((p: Node) => this.resolve(p));
        this.operations.push({ path, method: method.toUpperCase(), id: node.operationId, node, parameters });
      }
    }
    for (const condition of this.description.components.schemas.Error.properties.error.allOf) {
      const codes: string[] | undefined = condition.if?.properties?.code?.enum;
      const status: number | undefined = condition.then?.properties?.status?.const;
      if (codes && status !== undefined) codes.forEach((code) => this.statusOfCode.set(code, status));
    }
  }

  /** Follows a local `$ref` (one hop after another) to the node it names. */
  resolve(node: Node): Node {
    while (node && typeof node.$ref === "string") {
      node = node.$ref
        .slice(2)
        .split("/")
        .map((part: string) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
        .reduce((at: Node, key: string) => at?.[key], this.description);
      if (node === undefined) throw new Error("a $ref that names nothing");
    }
    return node;
  }

  /** The operation a request goes to, by its method and its path's segments, or undefined. */
  operationOf(method: string, target: string): Operation | undefined {
    const path = this.templateOf(target);
    return this.operations.find((op) => op.path === path && op.method === method.toUpperCase());
  }

  /** The path template whose segments the target's path matches, or undefined. */
  templateOf(target: string): string | undefined {
    // Dot segments are resolved, as the server resolves them (docs/web.md: /api/./presets is /api/presets).
    const segments: string[] = [];
    // An absolute-form target (http://host/path) names the path after its authority.
    const raw = target.split("?")[0].replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/, "").split("/");
    raw.forEach((segment, i) => {
      const last = i === raw.length - 1;
      if (segment === "..") {
        if (segments.length > 1) segments.pop();
        if (last) segments.push("");
      } else if (segment === ".") {
        if (last) segments.push("");
      } else {
        segments.push(segment);
      }
    });
    let best: string | undefined;
    let bestLiterals = -1;
    for (const template of Object.keys(this.description.paths)) {
      const parts = template.split("/");
      if (parts.length !== segments.length) continue;
      let literals = 0;
      const matches = parts.every((part, i) => {
        if (/^\{[^}]+\}$/.test(part)) return segments[i] !== "";
        literals++;
        return part === segments[i];
      });
      if (matches && literals > bestLiterals) {
        best = template;
        bestLiterals = literals;
      }
    }
    return best;
  }

  /**
   * The responses documented for a request, by status: the operation's, or for a request that no
   * operation takes, those of `x-other-requests`, each under the status of the codes it lists.
   */
  responsesFor(method: string, target: string): { name: string; responses: Map<string, Node[]> } {
    const operation = this.operationOf(method, target);
    const responses = new Map<string, Node[]>();
    if (operation) {
      for (const [status, response] of Object.entries<Node>(operation.node.responses)) {
        responses.set(status, [this.resolve(response)]);
      }
      return { name: `${operation.id} (${operation.method} ${operation.path})`, responses };
    }
    for (const [key, entry] of Object.entries<Node>(this.description[OTHER])) {
      if (key === "description") continue;
      const response = this.resolve(entry);
      for (const status of this.statusesOf(response)) {
        responses.set(status, [...(responses.get(status) ?? []), response]);
      }
    }
    return { name: `${OTHER} (${method} ${target.split("?")[0]})`, responses };
  }

  /** The statuses of the error codes an error response lists. */
  private statusesOf(response: Node): string[] {
    const codes = new Set<string>();
    const collect = (node: Node): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === "object") {
        if (Array.isArray(node?.properties?.error?.properties?.code?.enum)) {
          node.properties.error.properties.code.enum.forEach((code: string) => codes.add(code));
        }
        Object.values(node).forEach(collect);
      }
    };
    collect(response.content);
    const statuses = [...codes].map((code) => {
      const status = this.statusOfCode.get(code);
      if (status === undefined) throw new Error(`code ${code} has no status in the Error schema`);
      return String(status);
    });
    if (statuses.length === 0) throw new Error(`${OTHER}: a response that lists no code`);
    return [...new Set(statuses)];
  }

  /** A validator of the given schema of the description, compiled once. */
  validator(schema: Node): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(this.rewrite(schema));
      this.validators.set(key, validate);
    }
    return validate;
  }

  private rewrite(schema: Node): Node {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"urn:incangold:openapi#/$defs/'));
  }

  /**
   * The ways a reply departs from the description: an undocumented status, a missing or invalid
   * required header, a content type the response does not list, a body that is not JSON or does
   * not validate, a body where none is documented. Empty when the reply is one it documents.
   */
  problems(reply: Reply): string[] {
    const { name, responses } = this.responsesFor(reply.method, reply.target);
    const documented = responses.get(String(reply.status)) ?? responses.get(`${String(reply.status)[0]}XX`);
    if (!documented) {
      return [`${name}: status ${reply.status} is not documented (documented: ${[...responses.keys()].join(", ")})`];
    }
    const findings = documented.map((response) => this.departures(reply, response));
    const passing = findings.find((list) => list.length === 0);
    return passing ?? [`${name}, status ${reply.status}:`, ...findings.flat()];
  }

  private departures(reply: Reply, response: Node): string[] {
    const found: string[] = [];
    for (const [header, ref] of Object.entries<Node>(response.headers ?? {})) {
      const spec = this.resolve(ref);
      const value = reply.headers.get(header);
      if (value === null) {
        if (spec.required) found.push(`the required header ${header} is missing`);
      } else if (spec.schema && !this.validator(spec.schema)(value)) {
        found.push(`header ${header}: ${JSON.stringify(value)} ${this.ajv.errorsText(this.validator(spec.schema).errors)}`);
      }
    }
    const content: Record<string, Node> | undefined = response.content;
    // A reply to HEAD has no body, but for one: when the server could not read the request line
    // (over 8 KiB, a bad escape) it cannot know the method, answers as to GET and closes the
    // connection (docs/web.md, Limits); the body must then be the documented one.
    const closing = (reply.headers.get("connection") ?? "").toLowerCase() === "close";
    const bodiless = reply.method.toUpperCase() === "HEAD" && !(closing && reply.body.length > 0);
    if (bodiless || !content) {
      if (reply.body.length > 0) found.push(`a body where none is documented: ${reply.body.slice(0, 200)}`);
      return found;
    }
    const type = (reply.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const media = content[type];
    if (!media) {
      found.push(`content type ${JSON.stringify(reply.headers.get("content-type"))}, documented: ${Object.keys(content).join(", ")}`);
      return found;
    }
    if (type === "application/json" || type.endsWith("+json")) {
      let body: unknown;
      try {
        body = JSON.parse(reply.body);
      } catch {
        found.push(`a body that is not JSON: ${reply.body.slice(0, 200)}`);
        return found;
      }
      if (media.schema) {
        const validate = this.validator(media.schema);
        if (!validate(body)) found.push(`the body does not validate: ${this.ajv.errorsText(validate.errors)}; ${reply.body.slice(0, 300)}`);
      }
      // The error's status repeats the HTTP status (the Error schema's description).
      const status = (body as { error?: { status?: unknown } } | null)?.error?.status;
      if (status !== undefined && status !== reply.status) found.push(`error.status ${String(status)} in a ${reply.status} reply`);
    } else if (media.schema && !this.validator(media.schema)(reply.body)) {
      found.push(`the body does not validate as ${type}`);
    }
    return found;
  }
}
