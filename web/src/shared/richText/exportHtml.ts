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

/** Lexical wraps a mark's own element in another when exporting: `<b><strong>`, `<i><em>`. */
const DOUBLED_MARKS: Record<string, string> = { B: 'STRONG', I: 'EM' };

/**
 * The stored HTML says each thing once (docs/admin.md, rich text): a bold run is one
 * `<strong>`, not `<b><strong>`; no class or inline style is kept (the reader styles it).
 * Worked on in an inert document, so nothing here touches the page or its CSP.
 */
export function tidyExportedHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    element.removeAttribute('class');
    element.removeAttribute('style');
    if (element.tagName === 'SPAN' && element.attributes.length === 0) {
      element.replaceWith(...Array.from(element.childNodes));
    }
  }
  for (const [outer, inner] of Object.entries(DOUBLED_MARKS)) {
    for (const element of Array.from(document.body.getElementsByTagName(outer))) {
      const only = element.children.length === 1 ? element.firstElementChild : null;
      if (only?.tagName === inner && element.childNodes.length === 1) element.replaceWith(only);
    }
  }
  return document.body.innerHTML;
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
