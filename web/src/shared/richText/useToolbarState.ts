import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { COMMAND_PRIORITY_LOW, SELECTION_CHANGE_COMMAND } from 'lexical';
import { useEffect, useState } from 'react';
import {
  $readToolbarState,
  NO_SELECTION,
  sameToolbarState,
  type ToolbarState,
} from './toolbarState';

/** The toolbar's pressed states, kept in step with the editor's selection. */
export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(NO_SELECTION);

  useEffect(() => {
    const refresh = () => {
      const next = editor.getEditorState().read($readToolbarState);
      setState((previous) => (sameToolbarState(previous, next) ? previous : next));
    };
    return mergeRegister(
      editor.registerUpdateListener(refresh),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          refresh();
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);

  return state;
}
