import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $getRoot, $insertNodes, $isElementNode, type LexicalEditor } from 'lexical';

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
