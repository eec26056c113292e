import express, { type RequestHandler, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import { redactUrl } from './logger';
import type { Logger } from './logger';
import { errorHandler, unknownCall } from './http/errorHandler';
import type { InFlight } from './http/inFlight';
import type { LimiterFactory } from './http/limiter';
import { apiRateLimits, type IdentifyCaller } from './http/rateLimits';
import { noStore, securityHeaders, type HttpSettings } from './http/security';
import { webApp } from './http/webApp';
import { enteredWhenTaken } from './http/routerGate';
import { underApi, underApiOnError } from './http/underApi';

/** The express app: security headers, JSON bodies, feature routers, errors, the web app. */
export function createApp(deps: {
  logger: Logger;
  inFlight: InFlight;
  /** Runs before the routers, for every request (the metrics' timings). */
  middleware?: RequestHandler[];
  routers: Router[];
  webDist: string;
  http: HttpSettings;
  /** Where rate-limit counters live (docs/scaling.md). */
  limiters?: LimiterFactory;
  /** Names a credential's principal, so signed-in calls count per principal. */
  identify: IdentifyCaller;
}) {
  // Polled by balancers and Prometheus: not logged per request.
  const QUIET = new Set(['/api/health', '/api/ready', '/metrics']);
  const limits = apiRateLimits(deps.http, deps.identify, deps.limiters);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.http.TRUST_PROXY);
  app.use(securityHeaders(deps.http.MEDIA_HOSTS));
  app.use(underApi(noStore));
  app.use(deps.inFlight.middleware);
  // pino-http logs every request at info, nothing else: above that level it would only cost
  // each call a request id, a child logger and listeners (docs/performance.md).
  if (deps.logger.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: deps.logger,
        autoLogging: { ignore: (req) => QUIET.has(req.url ?? '') },
        // A link token or query value in a URL is a credential: never logged (docs/security.md).
        // (the parsed query and params are left out: the URL's keys say enough).
        serializers: { req: requestForLog },
      }),
    );
  }
  app.use(express.json({ limit: '5mb', strict: false }));
  // After the body: most calls carry their token in it (docs/security.md, rate limits).
  app.use(underApi(limits.limit), underApiOnError(limits.unreadable));
  for (const handler of deps.middleware ?? []) app.use(handler);
  // Each router is entered only by what it may take (a router passed by costs a turn: routerGate.ts).
  for (const router of deps.routers) app.use(enteredWhenTaken(router));
  app.use('/api', unknownCall);
  app.use(webApp(deps.webDist));
  app.use(errorHandler(deps.logger));
  return app;
}

/** pino-http's request as logged: the URL without credentials, no query or params objects. */
function requestForLog(req: { url?: string; query?: unknown; params?: unknown }) {
  const { query: _query, params: _params, ...rest } = req;
  return { ...rest, url: redactUrl(req.url ?? '') };
}
