import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** The argument names a compiled ICU message uses, nested choices included. */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch))
          argumentsOf(branch as CompiledMessage, into);
      }
    }
  }
  return into;
}

/**
 * What is wrong with a set of catalogues (docs/languages.md), as readable lines: a key the
 * English catalogue has and another lacks (or the reverse), a message that is not valid ICU,
 * an empty message, or a message using other arguments than the English one.
 */
export function catalogueProblems(catalogues: Record<string, Record<string, string>>): string[] {
  const english = catalogues.en ?? {};
  const problems: string[] = [];
  for (const [language, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(english)) {
      if (!(key in messages)) problems.push(`${language}: "${key}" is missing`);
    }
    for (const [key, text] of Object.entries(messages)) {
      if (!(key in english)) problems.push(`${language}: "${key}" is not in the English catalogue`);
      if (text.trim() === '') problems.push(`${language}: "${key}" is empty`);
      let compiled: CompiledMessage;
      try {
        compiled = compileMessageOrThrow(text);
      } catch (error) {
        problems.push(`${language}: "${key}" is not a valid ICU message (${String(error)})`);
        continue;
      }
      const source = english[key];
      if (source === undefined) continue;
      const want = [...argumentsOf(compileMessageOrThrow(source))].sort().join(', ');
      const have = [...argumentsOf(compiled)].sort().join(', ');
      if (want !== have) problems.push(`${language}: "${key}" uses {${have}}, English {${want}}`);
    }
  }
  return problems;
}
