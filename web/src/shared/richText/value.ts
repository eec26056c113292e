/**
 * What a rich-text field holds: the editor's own state (lexical JSON, to edit again without
 * loss) and the HTML made from it (to show). The server sanitises the HTML before storing it.
 */
export interface RichTextValue {
  /** The serialised lexical editor state. */
  json: string;
  /** The HTML export; '' when the text is empty. */
  html: string;
}

/** What the editor starts from: its own JSON when stored, else HTML (older records), else nothing. */
export interface RichTextInitial {
  json?: string | undefined;
  html?: string | undefined;
}
