// Fails where the page's types let anything through: `node no-any.mjs` checks the browser game's
// page (app.js) and the generated declarations. In app.js no JSDoc type may be `any`, no line may carry @ts-ignore, @ts-expect-error or @ts-nocheck, and no variable,
// parameter or property the page reads may have the type `any` as tsc --strict infers it (the
// `any` of response.json() or JSON.parse must be given the contract's type where it comes in). In
// a generated .d.ts no type may be `any` or `unknown`. generate.mjs --check runs the second part
// on what it generates.
import ts from "typescript";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where a source's types (its own, and those in its JSDoc comments) say `any`, or `unknown` when
 * that is refused too (in the generated types, where it would leave API data untyped; the page
 * may take an unknown failure in a catch and narrow it).
 */
export function loosePlaces(file, text = readFileSync(file, "utf8"), { unknown = true } = {}) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true,
    file.endsWith(".js") ? ts.ScriptKind.JS : ts.ScriptKind.TS);
  const found = [];
  const where = (node) => `line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.AnyKeyword || (unknown && node.kind === ts.SyntaxKind.UnknownKeyword)) {
      found.push(`${where(node)}: the type ${node.getText(source)}`);
    }
    if (node.kind === ts.SyntaxKind.JSDocAllType || node.kind === ts.SyntaxKind.JSDocUnknownType) {
      found.push(`${where(node)}: the type ${node.getText(source)} (any)`);
    }
    for (const doc of node.jsDoc || []) visit(doc);
    ts.forEachChild(node, visit);
  };
  visit(source);
  text.split("\n").forEach((line, i) => {
    if (/@ts-(ignore|expect-error|nocheck)\b/.test(line)) found.push(`line ${i + 1}: ${line.trim()}`);
  });
  return found;
}

/** Where tsc --strict gives a declaration or a property the page reads the type `any`. */
export function anyTyped(configFile, file) {
  const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const found = [];
  const visit = (node) => {
    const named = ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)
      || ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node) || ts.isFunctionDeclaration(node);
    const target = named ? node.name : ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) ? node : null;
    if (target && !ts.isObjectBindingPattern(target) && !ts.isArrayBindingPattern(target)) {
      let type = checker.getTypeAtLocation(target);
      if (ts.isFunctionDeclaration(node)) {
        const signature = checker.getSignatureFromDeclaration(node);
        type = signature ? checker.getReturnTypeOfSignature(signature) : type;
        const awaited = checker.getAwaitedType(type);
        if (awaited) type = awaited;
      }
      if (type.flags & ts.TypeFlags.Any) {
        const { line } = source.getLineAndCharacterOfPosition(target.getStart(source));
        found.push(`line ${line + 1}: ${target.getText(source).slice(0, 60)} is any`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const page = path.join(here, "../src/main/resources/io/github/incangold/web/static/app.js");
  const found = [...loosePlaces(page, undefined, { unknown: false }), ...anyTyped(path.join(here, "tsconfig.json"), page)];
  for (const place of found) console.error(`app.js ${place}`);
  if (found.length) {
    console.error(`${found.length} places in app.js where the types let anything through`);
    process.exit(1);
  }
}
