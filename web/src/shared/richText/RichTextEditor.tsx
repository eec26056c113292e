import { HistoryExtension } from '@lexical/history';
import { LinkExtension } from '@lexical/link';
import { ListExtension } from '@lexical/list';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalExtensionComposer } from '@lexical/react/LexicalExtensionComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { RichTextExtension } from '@lexical/rich-text';
import {
  configExtension,
  defineExtension,
  type AnyLexicalExtensionArgument,
  type Klass,
  type LexicalNode,
  type LexicalNodeReplacement,
} from 'lexical';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { $exportHtml, $importHtml, $startEmpty } from './exportHtml';
import { isSafeLinkAddress } from './linkAddress';
import { richTextTheme } from './theme';
import { LINK_ATTRIBUTES } from './toolbarActions';
import { Toolbar } from './Toolbar';
import type { RichTextInitial, RichTextValue } from './value';
import './RichTextEditor.css';

export interface RichTextEditorProps {
  /** The visible label; also names the toolbar and the text box for screen readers. */
  label: string;
  /** Where the editor starts; read once (give the editor a new `key` to start over). */
  initial?: RichTextInitial;
  onChange(value: RichTextValue): void;
  /** A message about the field; marks the text box invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
  /** Extension point: node classes another editor needs (e.g. video embeds). */
  extraNodes?: readonly (Klass<LexicalNode> | LexicalNodeReplacement)[];
  /** Extension point: lexical extensions added to the built-in ones. */
  extensions?: readonly AnyLexicalExtensionArgument[];
  /** Extension point: React plugins rendered inside the composer (they can use its context). */
  plugins?: ReactNode;
  /** Extension point: more toolbar buttons (see ToolButton) after the built-in ones. */
  toolbarExtras?: ReactNode;
}

/** Stored editor JSON, if it is a lexical state (else the editor starts from the HTML). */
function usableState(json: string | undefined): string | undefined {
  if (!json) return undefined;
  try {
    const parsed = JSON.parse(json) as { root?: { children?: unknown[] } };
    return Array.isArray(parsed.root?.children) && parsed.root.children.length > 0
      ? json
      : undefined;
  } catch {
    return undefined;
  }
}

/** Reports every change as lexical JSON and HTML. */
function ChangeReporter({ onChange }: { onChange(value: RichTextValue): void }) {
  const [editor] = useLexicalComposerContext();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return; // selection only
        const html = editorState.read(() => $exportHtml(editor));
        latest.current({ json: JSON.stringify(editorState.toJSON()), html });
      }),
    [editor],
  );
  return null;
}

/**
 * The shared rich-text editor (lexical): headings 1-2, bold, italic, underline, strike,
 * numbered and bulleted lists, and links (web and e-mail addresses only, opening in a new tab).
 * Whatever it produces is sanitised again by the server before it is stored or shown.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, initial, onChange, error, hint, plugins, toolbarExtras } = props;
  const placeholder = props.placeholder ?? 'Start typing…';
  const id = useId();
  const startJson = usableState(initial?.json);
  const startHtml = initial?.html;
  const { extraNodes, extensions } = props;

  // Built once per mount: lexical re-creates the editor whenever this value changes.
  const [extension] = useState(() =>
    defineExtension({
      name: '@dojo/rich-text',
      namespace: 'dojo-rich-text',
      theme: richTextTheme,
      nodes: [...(extraNodes ?? [])],
      onError: (problem: Error) => console.error('Rich-text editor:', problem),
      $initialEditorState: startJson
        ? startJson
        : startHtml
          ? (editor) => $importHtml(editor, startHtml)
          : $startEmpty,
      dependencies: [
        RichTextExtension,
        HistoryExtension,
        ListExtension,
        configExtension(LinkExtension, {
          validateUrl: isSafeLinkAddress,
          attributes: { ...LINK_ATTRIBUTES },
        }),
        ...(extensions ?? []),
      ],
    }),
  );

  const described = [hint ? `${id}-hint` : '', error ? `${id}-message` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field rt-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="rt-frame" data-invalid={error ? 'true' : undefined}>
        <LexicalExtensionComposer extension={extension} contentEditable={null}>
          <Toolbar label={`${label} formatting`} extras={toolbarExtras} />
          <div className="rt-surface">
            <ContentEditable
              className="rt-content"
              aria-labelledby={`${id}-label`}
              aria-describedby={described || undefined}
              aria-invalid={error ? true : undefined}
              aria-multiline
              role="textbox"
              aria-placeholder={placeholder}
              placeholder={<div className="rt-placeholder">{placeholder}</div>}
            />
          </div>
          <ChangeReporter onChange={onChange} />
          {plugins}
        </LexicalExtensionComposer>
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-message" id={`${id}-message`}>
          {error}
        </p>
      )}
    </div>
  );
}
