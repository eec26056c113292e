export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { ToolButton } from './Toolbar';
export { LINK_ATTRIBUTES } from './toolbarActions';
export { isSafeLinkAddress, toLinkAddress, LINK_ADDRESS_INVALID } from './linkAddress';
export type { RichTextInitial, RichTextValue } from './value';
