import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Who imports what, read with the TypeScript compiler (docs/ARCHITECTURE.md, "Server layers"
 * and "Declared dependencies"): every `import` and `export ... from` (type-only ones too),
 * `import()`, `typeof import()` in a type, and `require()`.
 */
export interface ImportSite {
  specifier: string;
  line: number;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

/** The source files under `dir`, without node_modules and build output. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'coverage', '.vite'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found.sort();
}

export function importsOf(file: string, text = fs.readFileSync(file, 'utf8')): ImportSite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const sites: ImportSite[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node))
      sites.push({
        specifier: node.text,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      add(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

const RESOLVE: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/** The file a relative import names, or undefined for a package or what does not resolve. */
export function resolveRelative(specifier: string, from: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return ts.resolveModuleName(specifier, from, RESOLVE, ts.sys).resolvedModule?.resolvedFileName;
}

/**
 * The import cycles among `files` (their relative imports), each a list of files that reach
 * one another, sorted; a file importing itself is a cycle of one.
 */
export function importCycles(files: string[]): string[][] {
  const edges = new Map<string, string[]>();
  const known = new Set(files);
  for (const file of files) {
    const targets = importsOf(file)
      .map(({ specifier }) => resolveRelative(specifier, file))
      .filter((target): target is string => target !== undefined && known.has(target));
    edges.set(file, [...new Set(targets)]);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}
