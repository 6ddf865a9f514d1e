// Reads docs/openapi.json and the JSON Schemas with the tools a frontend uses, offline: the
// description must validate and resolve as one file (swagger-parser), pass redocly's recommended
// rules, give TypeScript whose action body has the document's fields (openapi-typescript, then
// tsc), and every schema must compile in ajv's strict mode. Exits non-zero on the first failure.
import SwaggerParser from "@apidevtools/swagger-parser";
import Ajv2020 from "ajv/dist/2020.js";
import openapiTS, { astToString } from "openapi-typescript";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const docs = path.join(here, "../../docs");
const description = path.join(docs, "openapi.json");
const build = path.join(here, "build");
const bin = (name) => path.join(here, "node_modules/.bin", name);
const read = (file) => JSON.parse(readFileSync(file, "utf8"));
mkdirSync(build, { recursive: true });

console.log("== swagger-parser: validate() with no HTTP resolver");
// Without its HTTP resolver a reference to a URL fails here instead of being fetched.
await SwaggerParser.validate(description, { resolve: { http: false } });
console.log("valid");

console.log("== redocly lint, recommended rules");
execFileSync(bin("redocly"), ["lint", description, "--config", path.join(here, "redocly.yaml")], {
  stdio: "inherit",
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});

console.log("== openapi-typescript, and the action body's fields type-checked");
const types = astToString(await openapiTS(pathToFileURL(description)));
writeFileSync(path.join(build, "openapi.ts"), types);
writeFileSync(
  path.join(build, "probe.ts"),
  `import type { paths } from "./openapi.js";
type Body = paths["/api/tables/{id}/seats/{seat}/actions"]["post"]["requestBody"]["content"]["application/json"];
type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const format: Is<Body["format"], "incangold"> = true;
export const version: Is<Body["version"], 2> = true;
export const type: Is<Body["type"], "action"> = true;
export const torch: Body = { format: "incangold", version: 2, type: "action", action: "choose", seat: 0, choice: "TORCH" };
`,
);
execFileSync(
  bin("tsc"),
  ["--noEmit", "--strict", "--module", "nodenext", "--target", "es2022", path.join(build, "probe.ts")],
  { stdio: "inherit" },
);
console.log("the action body has format, version and type");

console.log("== ajv, strict: every schema file and the description's schemas");
// Strict mode's checks, reported rather than thrown so that every finding is listed at once.
const findings = [];
const note = (...parts) => findings.push(parts.join(" "));
const ajv = new Ajv2020({ strict: "log", allErrors: true, logger: { log() {}, warn: note, error: note } });
// The OpenAPI formats the description uses; ajv knows only JSON Schema's.
const within = (bits) => (value) => Number.isInteger(value) && Math.abs(value) <= 2 ** (bits - 1);
ajv.addFormat("int32", { type: "number", validate: within(32) });
ajv.addFormat("int64", { type: "number", validate: within(64) });
const schemaDir = path.join(docs, "schemas/2");
const files = readdirSync(schemaDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => path.join(schemaDir, name))
  .concat([path.join(docs, "variant-schema.json"), path.join(docs, "sweep-schema.json")]);
for (const file of files) {
  ajv.addSchema(read(file));
}
for (const file of files) {
  const before = findings.length;
  if (!ajv.getSchema(read(file).$id)) throw new Error(`${file} has no $id to compile it by`);
  findings.splice(before, Infinity, ...findings.slice(before).map((finding) => `${path.relative(docs, file)}: ${finding}`));
}
console.log(`compiled ${files.length} schema files`);
// The description's schemas, as one schema's $defs: every component and every inline schema.
const openapi = read(description);
const defs = { ...openapi.components.schemas };
const collect = (node, where) => {
  if (Array.isArray(node)) {
    node.forEach((child, i) => collect(child, `${where}/${i}`));
  } else if (node && typeof node === "object") {
    for (const [key, child] of Object.entries(node)) {
      if (key === "schema") {
        defs[`${where}/schema`.replace(/[^A-Za-z0-9]+/g, "_")] = child;
      } else {
        collect(child, `${where}/${key}`);
      }
    }
  }
};
collect(openapi.paths, "#/paths");
collect(openapi.components.responses, "#/components/responses");
collect(openapi.components.parameters, "#/components/parameters");
collect(openapi.components.headers, "#/components/headers");
const rewritten = JSON.parse(
  JSON.stringify({ $id: "urn:incangold:openapi", $defs: defs }).replaceAll('"#/components/schemas/', '"#/$defs/'),
);
ajv.addSchema(rewritten);
for (const name of Object.keys(defs)) {
  const before = findings.length;
  if (!ajv.getSchema(`urn:incangold:openapi#/$defs/${name}`)) throw new Error(`no schema ${name}`);
  findings.splice(before, Infinity, ...findings.slice(before).map((finding) => `${name}: ${finding}`));
}
console.log(`compiled the description's ${Object.keys(defs).length} schemas`);
if (findings.length > 0) {
  console.error(findings.join("\n"));
  console.error(`ajv strict mode: ${findings.length} findings`);
  process.exit(1);
}
console.log("== the contract reads offline in every tool");
