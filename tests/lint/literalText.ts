import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Text a person reads, written in a component instead of taken from the catalogues
 * (docs/languages.md): JSX text with a letter, a string in a JSX expression, and a string
 * given to an attribute people read or hear (aria-label, title, placeholder, alt, label...).
 */
export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value is shown or read aloud. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'what',
  'area',
  'submitLabel',
]);

/** Language-neutral text: a font sample, a symbol, a file type. */
const NEUTRAL = /^(Aa|PDF|[^\p{L}]*)$/u;

function hasWords(text: string): boolean {
  const trimmed = text
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}/u.test(trimmed) && !NEUTRAL.test(trimmed);
}

/** Every literal text of one component source. */
export function literalTexts(file: string, source: string): LiteralText[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  /** A string that ends up on screen from inside `{...}`: directly, or a branch of `?:`/`||`. */
  const shown = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      if (hasWords(expression.text)) report(expression, expression.text);
    } else if (ts.isTemplateExpression(expression)) {
      const text = [expression.head.text, ...expression.templateSpans.map((s) => s.literal.text)];
      // An address built from parts (`${origin}/exercise/${token}`) is no sentence.
      const sentence = text.some((part) => /\p{L}/u.test(part) && /\s/.test(part));
      if (sentence && hasWords(text.join(' '))) report(expression, text.join('…'));
    } else if (ts.isConditionalExpression(expression)) {
      shown(expression.whenTrue);
      shown(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression)) {
      const op = expression.operatorToken.kind;
      if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
        shown(expression.right);
      }
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) shown(expression.right);
    } else if (ts.isParenthesizedExpression(expression)) {
      shown(expression.expression);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) shown(node.expression);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && hasWords(value.text)) report(value, value.text);
      if (value && ts.isJsxExpression(value)) shown(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every component (`.tsx`, tests aside) under `folder`, relative to `root`. */
export function componentsUnder(root: string, folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => path.join(folder, file))
    .sort();
}
