// @ts-check
import ts from 'typescript';

/**
 * What the browser keeps of an endpoint's declaration: `call` reads only its method and path
 * (shared/src/api/client.ts). Its schemas, access rule and summary serve the server, the API
 * reference and the screens' checks, all in Node.
 */
const browserKeeps = new Set(['method', 'path']);

/**
 * The source of a module of endpoint declarations (`shared/src/contract/<domain>.ts`) as a
 * browser build takes it: every `defineEndpoint({...})` keeps only what the browser reads, so the
 * reply schemas and summaries no page needs stay out of its scripts, and imports left unused are
 * dropped with them (docs/architecture.md#the-api-contract).
 * @param {string} source
 * @param {string} fileName
 * @returns {string}
 */
export function browserDeclarations(source, fileName = 'contract.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number, end: number }[]} */
  const cuts = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineEndpoint') {
      const [spec] = node.arguments;
      if (spec && ts.isObjectLiteralExpression(spec)) {
        for (const property of spec.properties) {
          const name = property.name && ts.isIdentifier(property.name) ? property.name.text : null;
          if (name !== null && browserKeeps.has(name)) continue;
          const end = source[property.end] === ',' ? property.end + 1 : property.end;
          cuts.push({ start: property.getFullStart(), end });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + out.slice(end);
  return out;
}

/**
 * The webpack loader over the modules of endpoint declarations.
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
export default function contractLoader(source) {
  return browserDeclarations(source, this.resourcePath);
}
