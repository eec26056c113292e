import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection, type LexicalNode } from 'lexical';

/** The kind of block the caret is in, as the toolbar shows it. */
export type BlockKind = 'paragraph' | 'h1' | 'h2' | 'number' | 'bullet' | 'other';

/** What the toolbar shows as pressed for the current selection. */
export interface ToolbarState {
  block: BlockKind;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  link: boolean;
}

export const NO_SELECTION: ToolbarState = {
  block: 'paragraph',
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  link: false,
};

function blockOf(node: LexicalNode): BlockKind {
  const list = $getNearestNodeOfType(node, ListNode);
  if (list && $isListNode(list)) {
    const type = list.getListType();
    return type === 'number' || type === 'bullet' ? type : 'other';
  }
  const top = node.getKey() === 'root' ? node : node.getTopLevelElementOrThrow();
  if ($isHeadingNode(top)) {
    const tag = top.getTag();
    return tag === 'h1' || tag === 'h2' ? tag : 'other';
  }
  return top.getType() === 'paragraph' ? 'paragraph' : 'other';
}

/** Reads the toolbar state; call inside an editor read or update. */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_SELECTION;
  const anchor = selection.anchor.getNode();
  const parent = anchor.getParent();
  return {
    block: blockOf(anchor),
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    strikethrough: selection.hasFormat('strikethrough'),
    link: $isLinkNode(anchor) || $isLinkNode(parent),
  };
}

/** Two states are the same when every pressed flag and the block match. */
export function sameToolbarState(a: ToolbarState, b: ToolbarState): boolean {
  return (
    a.block === b.block &&
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.underline === b.underline &&
    a.strikethrough === b.strikethrough &&
    a.link === b.link
  );
}
