export { PdfView, type PdfViewDefinition } from './PdfView';
export { parsePdfContent, unknownImageReferences, type PdfBlock } from './pdfContent';
export {
  UNANSWERED_FIELD,
  answerOf,
  initialValues,
  isAnswered,
  setValue,
  toggleOption,
  unansweredFields,
  valuesOfAnswer,
  type PdfFormValues,
} from './formValues';
