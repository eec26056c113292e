import { z } from 'zod';

/**
 * zod's default messages do not name the field ("Invalid input: expected string"). Every
 * schema's own message (the specs' wording) still wins; only the defaults gain the field
 * name, so a 400 answer always says which field is wrong. Shared by server and web.
 */
z.config({
  customError: (issue) => {
    const field = issue.path && issue.path.length > 0 ? issue.path.join('.') : 'request body';
    if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
    const fallback = z.locales.en().localeError(issue);
    const text = typeof fallback === 'string' ? fallback : (fallback?.message ?? 'is invalid');
    return `${field}: ${text}`;
  },
});
