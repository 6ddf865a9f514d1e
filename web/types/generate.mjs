// Generates the TypeScript types of the project from its contract:
// - docs/schemas/2/incangold.d.ts, the types of the format's documents (namespace IncanGold), from
//   the JSON Schemas of the json module;
// - docs/incangold-api.d.ts, the types of the HTTP API's request bodies and replies (namespace
//   IncanGoldApi), from the component schemas and operations of docs/openapi.json; the library's
//   documents bundled there are the IncanGold types, not copies of them.
// With --check, fails if a committed file differs from what the contract gives (a schema changed
// and the types were not regenerated), or if a generated type is `any` or `unknown` (no-any.mjs).
// Each file names the digest of the sources it was generated from, so that the Java build
// (GeneratedTypesTest in web), which cannot run this generator, still fails on a stale one.
import { compile } from "json-schema-to-typescript";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { loosePlaces } from "./no-any.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const schemas = path.join(here, "../../json/src/main/resources/io/github/incangold/json/schemas/2");
const documentTypes = path.join(here, "../../docs/schemas/2/incangold.d.ts");
const openApiFile = path.join(here, "../../docs/openapi.json");
const apiTypes = path.join(here, "../../docs/incangold-api.d.ts");
const documents = ["rules", "state", "view", "events", "action", "record"];
const options = { bannerComment: "", additionalProperties: false, strictIndexSignatures: true, format: true };
const repository = path.join(here, "../..");

/**
 * The header line that names the sources' digest: SHA-256 over each file's path from the
 * repository's root, a line feed, its text with line feeds only, and a line feed.
 */
function sourcesLine(files) {
  const hash = createHash("sha256");
  for (const file of files) {
    const text = readFileSync(file, "utf8").replace(/\r\n/g, "\n");
    hash.update(path.relative(repository, file).split(path.sep).join("/") + "\n" + text + "\n", "utf8");
  }
  return `// Sources' SHA-256: ${hash.digest("hex")}\n`;
}
const schemaFiles = readdirSync(schemas)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => path.join(schemas, name));

/** The compiler's output as the body of a global namespace, so that plain scripts use it in JSDoc. */
function namespace(name, header, types) {
  return header + `declare namespace ${name} {\n` + types.replace(/^/gm, "  ").replace(/^ +$/gm, "") + "}\n";
}

// One schema that names every document, so that the shared pieces are declared once.
const root = {
  $id: "https://incangold.github.io/schemas/2/all.json",
  title: "Documents",
  type: "object",
  additionalProperties: false,
  properties: Object.fromEntries(documents.map((name) => [name, { $ref: `${name}.json` }])),
};
const documentText = namespace(
  "IncanGold",
  "// The types of the incangold JSON format, version 2, generated from its JSON Schemas\n" +
    "// (docs/schemas/2) by web/types/generate.mjs. Do not edit: change the schemas and regenerate.\n" +
    "// A global namespace, so that plain scripts use them in JSDoc (IncanGold.View).\n" +
    sourcesLine(schemaFiles),
  await compile(root, "Documents", { ...options, cwd: schemas }),
);

// ---------------------------------------------------------------------------------------------
// The HTTP API

const openApi = JSON.parse(readFileSync(openApiFile, "utf8"));
const components = openApi.components.schemas;
const COMPONENT = "#/components/schemas/";

/** The name json-schema-to-typescript gives a titled schema ("View document" -> ViewDocument). */
function typeName(title) {
  return title.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, letter) => letter.toUpperCase());
}

// A document schema bundled from the json module is the IncanGold type of the same title, when
// incangold.d.ts declares one (an object, a union); a plain number or string stays as it is.
const bundled = new Map();
for (const [name, schema] of Object.entries(components)) {
  if (!/^Bundled from /.test(schema.$comment || "")) continue;
  const declared = typeName(schema.title || name);
  if (new RegExp(`export (interface|type) ${declared}\\b`).test(documentText)) bundled.set(name, `IncanGold.${declared}`);
}

/** The component a reference names, following a pointer into a bundled document to the reference there. */
function component(ref) {
  if (!ref.startsWith(COMPONENT)) throw new Error(`a reference outside the components: ${ref}`);
  const [name, ...rest] = ref.slice(COMPONENT.length).split("/");
  if (rest.length === 0) return name;
  let target = components[name];
  for (const step of rest) target = target[step.replace(/~1/g, "/").replace(/~0/g, "~")];
  if (!target || !target.$ref) throw new Error(`a reference into a component that is not a reference there: ${ref}`);
  return component(target.$ref);
}

const CONDITIONS = ["if", "then", "else", "not", "dependentSchemas", "dependentRequired"];

/**
 * The schema as json-schema-to-typescript takes it: references to the definitions of the root;
 * subschema titles prefixed with their component's name (TableSeat's "bot" is TableSeatBot); and
 * the conditions TypeScript cannot state left out, the type being the wider one the other keywords
 * give, save a schema that is nothing but a condition on a discriminator ("if this event is
 * playersLeft, then this, else that"), which is the union of its two branches.
 */
function rewrite(schema, owner, top = true) {
  if (Array.isArray(schema)) return schema.map((item) => rewrite(item, owner, false));
  if (schema === null || typeof schema !== "object") return schema;
  if (schema.$ref) {
    const name = component(schema.$ref);
    // a description beside the reference is left out: with it, the compiler would declare a copy
    // of the referenced type (Fraction1, Fraction2, ...) instead of naming it
    return bundled.has(name) ? { tsType: bundled.get(name) } : { $ref: `#/$defs/${name}` };
  }
  let source = schema;
  if (source.if && source.then && source.else && !source.type && !source.properties && !source.oneOf && !source.anyOf) {
    const { if: _, then, else: otherwise, ...rest } = source;
    source = { ...rest, anyOf: [then, otherwise] };
  }
  const result = {};
  for (const [key, value] of Object.entries(source)) {
    if (CONDITIONS.includes(key)) continue;
    if (key === "allOf") {
      // an allOf of conditions only (Error's "code X has status Y") adds nothing TypeScript can say
      const kept = value.filter((part) => Object.keys(part).some((k) => !CONDITIONS.includes(k)));
      if (kept.length) result.allOf = rewrite(kept, owner, false);
      continue;
    }
    if (key === "title") {
      result.title = top ? owner : owner + typeName(value);
      continue;
    }
    if (key === "properties" || key === "$defs" || key === "patternProperties") {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, rewrite(sub, owner, false)]));
      continue;
    }
    result[key] = typeof value === "object" ? rewrite(value, owner, false) : value;
  }
  if (top) result.title = owner;
  return result;
}

const definitions = {};
for (const [name, schema] of Object.entries(components)) {
  if (!bundled.has(name)) definitions[name] = rewrite(schema, name);
}

// The operations of the API under /api/ with a JSON body or reply: their request body and the
// reply of success, by "METHOD /path".
const operations = [];
for (const [route, item] of Object.entries(openApi.paths)) {
  if (!route.startsWith("/api/")) continue;
  for (const [method, operation] of Object.entries(item)) {
    if (method === "parameters") continue;
    const reply = Object.entries(operation.responses).find(([status]) => /^2/.test(status));
    const replySchema = reply && reply[1].content && reply[1].content["application/json"]
      ? reply[1].content["application/json"].schema : null;
    const body = operation.requestBody && operation.requestBody.content["application/json"].schema;
    // the OpenAPI document's own reply is described by the OpenAPI specification, not here
    if (!replySchema || !(replySchema.$ref || replySchema.anyOf || replySchema.oneOf)) continue;
    operations.push({ key: `${method.toUpperCase()} ${route}`, id: operation.operationId, body, reply: replySchema });
  }
}
const operationsSchema = {
  title: "Operations",
  description: "The operations of the API with a JSON reply: the request body they take, if any, and the reply of success.",
  type: "object",
  additionalProperties: false,
  required: operations.map((operation) => operation.key),
  properties: Object.fromEntries(operations.map((operation) => [operation.key, {
    description: `\`${operation.id}\``,
    type: "object",
    additionalProperties: false,
    required: operation.body ? ["body", "reply"] : ["reply"],
    properties: {
      ...(operation.body ? { body: rewrite(operation.body, operation.id, false) } : {}),
      reply: rewrite(operation.reply, operation.id, false),
    },
  }])),
};

const apiRoot = {
  title: "Api",
  description: "Every type of the API by its name in docs/openapi.json's components, and the operations.",
  type: "object",
  additionalProperties: false,
  properties: {
    operations: { $ref: "#/$defs/Operations" },
    ...Object.fromEntries(Object.keys(definitions).map((name) => [name, { $ref: `#/$defs/${name}` }])),
  },
  $defs: { ...definitions, Operations: operationsSchema },
};
const apiText = namespace(
  "IncanGoldApi",
  "// The types of the HTTP API of the web example (docs/web.md): request bodies, replies and log\n" +
    "// entries, generated from docs/openapi.json by web/types/generate.mjs. Do not edit: change the\n" +
    "// OpenAPI document and regenerate. The library's documents are the IncanGold types\n" +
    "// (docs/schemas/2/incangold.d.ts). Operations[\"GET /api/tables/{id}\"][\"reply\"] is a reply.\n" +
    sourcesLine([openApiFile, ...schemaFiles]),
  await compile(apiRoot, "Api", { ...options, cwd: here }),
);

const outputs = [
  [documentTypes, documentText],
  [apiTypes, apiText],
];
if (process.argv.includes("--check")) {
  let failed = false;
  for (const [file, text] of outputs) {
    const name = path.relative(path.join(here, "../.."), file);
    if (readFileSync(file, "utf8") !== text) {
      console.error(`${name} is out of date: run \`npm run generate\` in web/types`);
      failed = true;
    }
    for (const place of loosePlaces(file, text)) {
      console.error(`${name}: ${place}`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
}
