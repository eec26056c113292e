/** The bounds of an MSEL import (docs/msel.md). */
export const MSEL_LIMITS = {
  /** Data rows a sheet may hold (the header row not counted). */
  rows: 1000,
  /** Columns a sheet may have (more are not read). */
  columns: 100,
  /** The file's size, in bytes. */
  bytes: 2 * 1024 * 1024,
  /** What an XLSX workbook (a zip) may unpack to, all its parts together, in bytes. */
  unpackedBytes: 64 * 1024 * 1024,
} as const;

/** The file as it travels: base64 of at most `MSEL_LIMITS.bytes` bytes. */
export const MSEL_BASE64_MAX = Math.ceil(MSEL_LIMITS.bytes / 3) * 4;

/** Seconds the run goes on after the last event shows, so players can read it. */
export const MSEL_END_AFTER_SECONDS = 300;

/** The organisation new personas join when the sheet names none (the preview can change it). */
export const MSEL_DEFAULT_ORGANISATION = 'Exercise Control';
