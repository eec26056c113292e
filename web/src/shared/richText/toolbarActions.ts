import { $toggleLink } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { $createHeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import type { BlockKind } from './toolbarState';

/** Links open in a new tab without handing the NDA page to the site they open. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Turns the selected blocks into a heading, or back into paragraphs when already one. */
export function toggleHeading(editor: LexicalEditor, current: BlockKind, tag: 'h1' | 'h2'): void {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    $setBlocksType(selection, () =>
      current === tag ? $createParagraphNode() : $createHeadingNode(tag),
    );
  });
}

/** Bold, italic, underline or strike on the selection, or off when already on. */
export function toggleFormat(editor: LexicalEditor, format: TextFormatType): void {
  editor.dispatchCommand(FORMAT_TEXT_COMMAND, format);
}

/** Makes the selected blocks a numbered or bulleted list, or plain paragraphs again. */
export function toggleList(
  editor: LexicalEditor,
  current: BlockKind,
  kind: 'number' | 'bullet',
): void {
  if (current === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
  else if (kind === 'number') editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  else editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
}

/** The selection as it was when the link form opened (focus moves to the form's input). */
export function rememberSelection(editor: LexicalEditor): BaseSelection | null {
  return editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
}

/** Links the remembered selection to `address`, or unlinks it when `address` is null. */
export function applyLink(
  editor: LexicalEditor,
  selection: BaseSelection | null,
  address: string | null,
): void {
  editor.update(() => {
    if (selection) $setSelection(selection.clone());
    $toggleLink(address === null ? null : { url: address, ...LINK_ATTRIBUTES });
  });
  editor.focus();
}
