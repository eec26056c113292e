import type { RequestHandler } from 'express';
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
export function securityHeaders(mediaHosts: readonly string[] = []) {
  return helmet({
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
  });
}

/**
 * API answers carry tokens and personal data (e-mails, answers, reports): no browser,
 * proxy or shared cache may keep them.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
