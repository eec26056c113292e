import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import type { RateLimitConfig } from './rateLimits';

/**
 * The origins images may come from besides data: URLs: this server (when PUBLIC_URL names it)
 * and MEDIA_HOSTS. The CSP's img-src is built from MEDIA_HOSTS and 'self'; a client's logo is
 * checked against this same list (gateway.service.ts), so an accepted logo always shows.
 */
export function imageOrigins(config: Pick<Config, 'MEDIA_HOSTS' | 'PUBLIC_URL'>): string[] {
  const own = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [];
  return [...own, ...config.MEDIA_HOSTS];
}

/** What the HTTP layer reads from the configuration. */
export type HttpSettings = RateLimitConfig & Pick<Config, 'TRUST_PROXY' | 'MEDIA_HOSTS'>;

/**
 * The web app ships no inline script or style, so the policy can stay strict. Images, audio
 * and video come from this origin (uploaded media) or a configured MEDIA_HOSTS origin; the
 * API and the socket are this origin too ('self' covers ws/wss to it). See docs/security.md.
 */
export function securityHeaders(mediaHosts: readonly string[] = []): RequestHandler {
  return fixedHeaders(helmet(helmetOptions(mediaHosts)));
}

/** Helmet's settings: its defaults, and the content security policy above. */
export function helmetOptions(mediaHosts: readonly string[]): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...mediaHosts],
        mediaSrc: ["'self'", ...mediaHosts],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  };
}

/**
 * The headers `middleware` sets, worked out once and set on every response: helmet's chain is
 * thirteen middlewares that rebuild the same values at each request (its policy string
 * included), about 4% of the server's CPU and 11 KB of garbage per call under the polling load
 * (issue 36). Only for a chain that sets fixed values, and synchronously (checked here).
 */
function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let done = false;
  middleware({} as Request, response as unknown as Response, () => (done = true));
  if (!done || headers.length === 0) throw new Error('the security headers are not fixed values');
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * API answers carry tokens and personal data (e-mails, answers, reports): no browser,
 * proxy or shared cache may keep them.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
