/**
 * MSEL times (docs/msel.md): the time a row's inject is due, counted from the start of the
 * exercise. A bare number is minutes ('15', '1.5'); 'T+' may lead ('T+15', 'T+00:15'); two
 * parts are hours:minutes ('00:15', '1:30', or as French sheets write them '09h15', '9h'); three
 * are hours:minutes:seconds ('0:15:00').
 * Answers seconds, or undefined for anything else (the row is then skipped).
 */
export function parseMselTime(cell: string): number | undefined {
  const text = cell
    .trim()
    .replace(/^t\s*\+\s*/i, '')
    // A French clock time: 09h15, 9h, 14 h 30.
    .replace(
      /^(\d{1,2})\s*h\s*(\d{2})?$/i,
      (_, hours: string, minutes?: string) => `${hours}:${minutes ?? '00'}`,
    );
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 60);
  const parts = text.split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !/^\d{1,3}$/.test(part))) {
    return undefined;
  }
  const [hours, minutes, seconds = 0] = parts.map(Number) as [number, number, number?];
  if (minutes > 59 || seconds > 59) return undefined;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Seconds as the export writes them: 'H:MM:SS' (0:15:00), which import reads back. */
export function formatMselTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
