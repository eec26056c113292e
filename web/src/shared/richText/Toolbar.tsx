import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { BaseSelection, TextFormatType } from 'lexical';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LinkForm } from './LinkForm';
import {
  applyLink,
  rememberSelection,
  toggleFormat,
  toggleHeading,
  toggleList,
} from './toolbarActions';
import { useToolbarState } from './useToolbarState';

interface ToolButtonProps {
  label: string;
  pressed: boolean;
  children: ReactNode;
  onPress(): void;
  expanded?: boolean;
}

/** One toolbar button: a short face, its full name for screen readers, pressed or not. */
export function ToolButton({ label, pressed, children, onPress, expanded }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="rt-tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      // Keep the editor's selection: a mouse press on the button must not take focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

const FORMATS: readonly { format: TextFormatType; label: string; face: string }[] = [
  { format: 'bold', label: 'Bold', face: 'B' },
  { format: 'italic', label: 'Italic', face: 'I' },
  { format: 'underline', label: 'Underline', face: 'U' },
  { format: 'strikethrough', label: 'Strikethrough', face: 'S' },
];

/** Arrow keys, Home and End move between the toolbar's buttons (the ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.rt-tool')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowRight'
          ? (index + 1) % buttons.length
          : (index - 1 + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

interface ToolbarProps {
  label: string;
  /** More buttons after the built-in ones (e.g. a video embed); they can use the composer. */
  extras?: ReactNode;
}

/** Headings 1-2, bold, italic, underline, strike, numbered and bulleted lists, and link. */
export function Toolbar({ label, extras }: ToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();
  const [linkOpen, setLinkOpen] = useState(false);
  const saved = useRef<BaseSelection | null>(null);

  const openLink = () => {
    saved.current = rememberSelection(editor);
    setLinkOpen((open) => !open);
  };
  const closeLink = () => {
    setLinkOpen(false);
    editor.focus();
  };
  const link = (address: string | null) => {
    applyLink(editor, saved.current, address);
    setLinkOpen(false);
  };

  return (
    <>
      <div className="rt-toolbar" role="toolbar" aria-label={label} onKeyDown={moveFocus}>
        <ToolButton
          label="Heading 1"
          pressed={state.block === 'h1'}
          onPress={() => toggleHeading(editor, state.block, 'h1')}
        >
          H1
        </ToolButton>
        <ToolButton
          label="Heading 2"
          pressed={state.block === 'h2'}
          onPress={() => toggleHeading(editor, state.block, 'h2')}
        >
          H2
        </ToolButton>
        <span className="rt-separator" aria-hidden="true" />
        {FORMATS.map(({ format, label: name, face }) => (
          <ToolButton
            key={format}
            label={name}
            pressed={state[format as keyof typeof state] === true}
            onPress={() => toggleFormat(editor, format)}
          >
            <span className={`rt-face-${format}`}>{face}</span>
          </ToolButton>
        ))}
        <span className="rt-separator" aria-hidden="true" />
        <ToolButton
          label="Numbered list"
          pressed={state.block === 'number'}
          onPress={() => toggleList(editor, state.block, 'number')}
        >
          1.
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          pressed={state.block === 'bullet'}
          onPress={() => toggleList(editor, state.block, 'bullet')}
        >
          •
        </ToolButton>
        <ToolButton label="Link" pressed={state.link} expanded={linkOpen} onPress={openLink}>
          Link
        </ToolButton>
        {extras}
      </div>
      {linkOpen && (
        <LinkForm
          linked={state.link}
          onApply={(address) => link(address)}
          onRemove={() => link(null)}
          onClose={closeLink}
        />
      )}
    </>
  );
}
