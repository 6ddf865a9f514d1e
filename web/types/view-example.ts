import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";

const schemas = "../../docs/schemas/2/";
const ajv = new Ajv2020({ strict: false });
for (const name of ["common", "view"]) ajv.addSchema(JSON.parse(readFileSync(schemas + name + ".json", "utf8")));
const isView = ajv.getSchema<IncanGold.ViewDocument>("https://incangold.github.io/schemas/2/view.json")!;

const reply = await (await fetch(`${process.env.TABLE}/seats/0/view`, { headers: { Authorization: `Bearer ${process.env.TOKEN}` } })).json();
if (!isView(reply.view)) throw new Error(ajv.errorsText(isView.errors));
console.log(`round ${reply.view.round}, my gems at risk: ${reply.view.seats[0].gemsAtRisk}`);
