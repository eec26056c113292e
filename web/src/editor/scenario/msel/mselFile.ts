import { MSEL_LIMITS, MSEL_MESSAGES, type MselFormat } from '@dojo/protocol';

/** The format a chosen file's name says, or null for anything else. */
export function mselFormatOf(fileName: string): MselFormat | null {
  if (/\.csv$/i.test(fileName)) return 'csv';
  if (/\.xlsx$/i.test(fileName)) return 'xlsx';
  return null;
}

/** The first problem with a chosen file before anything is sent, or null. */
export function mselFileProblem(file: { name: string; size: number }): string | null {
  if (!mselFormatOf(file.name)) return 'Choose a .csv or .xlsx file.';
  if (file.size > MSEL_LIMITS.bytes) return MSEL_MESSAGES.tooBig(file.size);
  if (file.size === 0) return MSEL_MESSAGES.empty;
  return null;
}

/**
 * The scenario name a file suggests: its name without the extension, in camel case, keeping
 * letters and digits only ('Exercise plan - v2.xlsx' → 'exercisePlanV2'), so it passes the
 * Save name rules.
 */
export function suggestedScenarioName(fileName: string): string {
  const words = fileName
    .replace(/\.(csv|xlsx)$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const name = words
    .map((word, index) =>
      index === 0
        ? word.charAt(0).toLowerCase() + word.slice(1)
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
  return name.slice(0, 80) || 'mselImport';
}

/** A file's bytes in base64, as the MSEL calls take them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}
