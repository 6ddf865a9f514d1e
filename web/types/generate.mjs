// Generates incangold.d.ts, the TypeScript types of the format's documents, from the JSON
// Schemas of the json module; with --check, fails if the committed file differs from what the
// schemas give (a schema changed and the types were not regenerated).
import { compile } from "json-schema-to-typescript";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const schemas = path.join(here, "../../json/src/main/resources/io/github/incangold/json/schemas/2");
const output = path.join(here, "../../docs/schemas/2/incangold.d.ts");
const documents = ["rules", "state", "view", "events", "action", "record"];

// One schema that names every document, so that the shared pieces are declared once.
const root = {
  $id: "https://incangold.github.io/schemas/2/all.json",
  title: "Documents",
  type: "object",
  additionalProperties: false,
  properties: Object.fromEntries(documents.map((name) => [name, { $ref: `${name}.json` }])),
};
const types = await compile(root, "Documents", {
  cwd: schemas,
  bannerComment: "",
  additionalProperties: false,
  strictIndexSignatures: true,
  format: true,
});
const text =
  "// The types of the incangold JSON format, version 2, generated from its JSON Schemas\n" +
  "// (docs/schemas/2) by web/types/generate.mjs. Do not edit: change the schemas and regenerate.\n" +
  "// A global namespace, so that plain scripts use them in JSDoc (IncanGold.View).\n" +
  "declare namespace IncanGold {\n" +
  types.replace(/^/gm, "  ").replace(/^ +$/gm, "") +
  "}\n";
if (process.argv.includes("--check")) {
  if (readFileSync(output, "utf8") !== text) {
    console.error("docs/schemas/2/incangold.d.ts is out of date: run `npm run generate` in web/types");
    process.exit(1);
  }
} else {
  writeFileSync(output, text);
}
