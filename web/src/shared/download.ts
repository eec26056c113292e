/** Offers bytes as a file download through a temporary link. */
function offer(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Offers a text as a file download (the debrief CSV, the audit log). */
export function downloadText(fileName: string, text: string, type = 'text/csv'): void {
  offer(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}

/** Offers base64 bytes a call answered as a file download (the evidence ZIP, an MSEL export). */
export function downloadBase64(fileName: string, contentType: string, content: string): void {
  const binary = atob(content);
  offer(
    fileName,
    new Blob([Uint8Array.from(binary, (char) => char.charCodeAt(0))], { type: contentType }),
  );
}

/** A file name from a report name: letters, digits and dashes. */
export function fileNameOf(report: string, extension: string): string {
  const base =
    report
      .trim()
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report';
  return `${base}.${extension}`;
}
