/** The PDF menu's Instructions: how to write a document or a form, in a few lines. */
export function PdfInstructions() {
  return (
    <div className="pdf-instructions">
      <h2 className="library-panel-title">Instructions</h2>
      <ol className="pdf-instructions-steps">
        <li>
          <strong>Choose the type.</strong> A <em>Document</em> is read only (a playbook, a policy,
          a leaked memo). A <em>Form</em> adds fields the player fills in and submits as their
          answer to the event.
        </li>
        <li>
          <strong>Write the content.</strong> Each line is a paragraph. Start a line with{' '}
          <code>header:</code> for a heading or <code>subtitle:</code> for a smaller one, e.g.{' '}
          <code>header: First hour</code>.
        </li>
        <li>
          <strong>Add images.</strong> Pick an uploaded image, give it an identifier and, if you
          like, a caption and a size (large fills the page width; true size keeps the picture’s
          own). Write <code>image: identifier</code> on its own line to place it; images you do not
          place follow the content.
        </li>
        <li>
          <strong>Add fields (forms).</strong> Each field has a label the player reads and an
          identifier that names the answer in reports. <em>Text</em> takes free text,{' '}
          <em>Radio Button</em> one option, <em>Checkboxes</em> any number of options.
        </li>
        <li>
          <strong>Preview, then save.</strong> Show Preview renders the PDF as players see it. Save
          PDF stores it under a file name without “-”; an event’s PDF setting refers to that name.
          Saving under an existing name replaces that PDF.
        </li>
      </ol>
    </div>
  );
}
