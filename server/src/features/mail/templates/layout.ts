/** What every message shows around its own words: the client's logo and the product name. */
export interface Branding {
  /** The client's name (shown when there is no logo). */
  name: string;
  /** An absolute http(s) address of the client's logo, or '' for none. */
  logoUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** An iCalendar object sent as the message's calendar part (invitations, extensions). */
  calendar?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that goes into HTML goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A logo address is used only when it is plain http(s); anything else is dropped. */
export function safeLogoUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/** A paragraph of escaped text. */
export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
}

/** A button-styled link (the address is escaped like any value). */
export function button(label: string, href: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" ` +
    'style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;' +
    `text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(href)}</p>`
  );
}

/** Wraps a body in the branded frame; `bodyHtml` must already be escaped. */
export function brandedHtml(
  branding: Branding,
  title: string,
  bodyHtml: string,
  words: FrameWords = ENGLISH_FRAME,
): string {
  const logo = safeLogoUrl(branding.logoUrl);
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(branding.name)}" style="max-height:48px">`
    : `<strong style="font-size:18px">${escapeHtml(branding.name)}</strong>`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(words.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    `<div style="padding:16px 0">${header}</div>`,
    `<div style="background:#ffffff;border-radius:8px;padding:24px">${bodyHtml}</div>`,
    `<p style="font-size:12px;color:#6b7280;padding:16px 0">${escapeHtml(words.sentBy)}</p>`,
    '</div></body></html>',
  ].join('');
}

/** The plain-text twin: the same words, the link on its own line. */
export function plainText(
  branding: Branding,
  lines: readonly string[],
  words: FrameWords = ENGLISH_FRAME,
): string {
  return [branding.name, '', ...lines, '', '--', words.sentBy, ''].join('\n');
}

/** The frame's own words in the reader's language (players' mails, docs/languages.md). */
export interface FrameWords {
  lang: string;
  sentBy: string;
}
const ENGLISH_FRAME: FrameWords = { lang: 'en', sentBy: 'Sent by Incident Dojo' };
