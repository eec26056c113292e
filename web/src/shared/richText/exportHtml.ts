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

/** The editor's content as HTML, or '' when it is blank. Call inside a read. */
export function $exportHtml(editor: LexicalEditor): string {
  return $isBlank() ? '' : $generateHtmlFromNodes(editor, null);
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
