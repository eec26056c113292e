import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $insertNodes,
  $isElementNode,
  type LexicalEditor,
} from 'lexical';

/** True when the text has nothing in it: only empty paragraphs (an embed is not empty). */
function $isBlank(): boolean {
  return $getRoot()
    .getChildren()
    .every(
      (block) =>
        $isElementNode(block) &&
        block.getTextContent().trim() === '' &&
        block.getChildrenSize() === 0,
    );
}

/**
 * The stored HTML says each thing once (docs/admin.md, rich text): a bold run is one
 * `<strong>`, not lexical's `<b><strong>`; no class or inline style is kept (the reader
 * styles it, and an HTML string with style attributes breaks the page's CSP wherever it is
 * parsed, the preview included). Lexical's serialiser quotes every attribute and escapes the
 * quotes inside, so the attributes are removed from the string before anything parses it.
 */
export function tidyExportedHtml(html: string): string {
  return html
    .replace(/ (?:class|style)="[^"]*"/g, '')
    .replace(/<span>([^<]*)<\/span>/g, '$1')
    .replace(/<b><strong>/g, '<strong>')
    .replace(/<\/strong><\/b>/g, '</strong>')
    .replace(/<i><em>/g, '<em>')
    .replace(/<\/em><\/i>/g, '</em>');
}

/** The editor's content as HTML, or '' when it is blank. Call inside a read. */
export function $exportHtml(editor: LexicalEditor): string {
  return $isBlank() ? '' : tidyExportedHtml($generateHtmlFromNodes(editor, null));
}

/** Fills an empty editor from stored HTML (a record saved before its JSON was kept). */
export function $importHtml(editor: LexicalEditor, html: string): void {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const nodes = $generateNodesFromDOM(editor, document);
  $getRoot().select();
  $insertNodes(nodes);
}

/** Starts an empty editor with one empty paragraph, so the toolbar has a block to change. */
export function $startEmpty(): void {
  const root = $getRoot();
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}
