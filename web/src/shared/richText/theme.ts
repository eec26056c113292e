import type { EditorThemeClasses } from 'lexical';

/** Class names the editor puts on what it renders; styled in RichTextEditor.css. */
export const richTextTheme: EditorThemeClasses = {
  paragraph: 'rt-paragraph',
  heading: { h1: 'rt-h1', h2: 'rt-h2' },
  list: { ol: 'rt-ol', ul: 'rt-ul', listitem: 'rt-li', nested: { listitem: 'rt-li-nested' } },
  link: 'rt-link',
  text: {
    bold: 'rt-bold',
    italic: 'rt-italic',
    underline: 'rt-underline',
    strikethrough: 'rt-strike',
    underlineStrikethrough: 'rt-underline-strike',
  },
};
