import express, { Router, type RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { RequestListener } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { pinoHttp } from 'pino-http';
import responseTime from 'response-time';
import { adminRouter } from './admin/mount.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Platform } from './extensions/platform.js';
import { createGraphQLEndpoint } from './graphql/apollo.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { uploadGate } from './graphql/upload-gate.js';
import { compressResponses } from './http/compress-responses.js';
import { csrfProtection, visitorTokens, type VisitorTokens } from './http/csrf.js';
import { apiErrorHandler, apiNotFound } from './http/error-handler.js';
import { jsonBody } from './http/json-body.js';
import { operationContext } from './http/request-context.js';
import { noSessionPort } from './http/session-port.js';
import { actorFromRow, actorJoin, loadActor } from './modules/auth/actor.js';
import type { Services } from './operations/define.js';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { restRouter, type RestRoute } from './http/rest.js';
import { bearerEndpoints, routeDeclarations, type ShareAnswer } from './http/route-declarations.js';
import { shareAnswers } from './http/shared-answer.js';
import { visitorAnswers, type TrustProxy } from './http/visitor-answer.js';
import { apiContentSecurityPolicy, securityHeaders } from './http/security-headers.js';
import { sessionMiddleware } from './http/session.js';
import { requestForLog, responseForLog, type Logger } from './logger.js';
import { ANONYMOUS } from './operations/actor.js';
import { afterCommitOutsideInvoke } from './operations/invoke.js';
import { capturePages } from './site/cache-capture.js';
import { answerFromCache } from './site/cache-fast-path.js';
import { cacheKeys } from './site/cache-key.js';
import type { Mirror } from './site/mirror/mirror.js';
import { siteRouter } from './site/mount.js';
import { PAGE_CACHE_CONTROL, PageCache, PURGED_PAGE_CACHE_CONTROL } from './site/page-cache.js';

export const API_PREFIX = '/api/blokwerk';
/** Per uploaded file (media files may be up to 100 MB); each operation applies its own lower limit. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** The operations and map fields of a multipart GraphQL request. */
const MAX_GRAPHQL_FIELD_BYTES = 512 * 1024;
/** A whole multipart GraphQL request: one file (every upload mutation takes one) at the limit, plus its fields. */
export const MAX_GRAPHQL_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 2 * MAX_GRAPHQL_FIELD_BYTES;

export interface AppDeps {
  config: Config;
  log: Logger;
  db: Database;
  services: Services;
  platform: Platform;
  /** The cookie-signing secret (http/session.ts, loadSessionSecret). */
  secret: string;
  /** True once shutdown has begun: readiness fails and every answer says `Connection: close`. */
  isShuttingDown(): boolean;
  /** The host's static mirror for nginx (BLOKWERK_MIRROR_DIR), if there is one. */
  mirror?: Mirror;
}

export interface App {
  /** The process's request listener: cached pages first (site/cache-fast-path.ts), then express. */
  listener: RequestListener;
  stop(): Promise<void>;
}

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** The session and the request's operation context (`req.ctx`): the API's, shared with the draft preview. */
interface EditorRequest {
  session: RequestHandler;
  /** Marks a `shared` route's answer to a visitor shareable (http/shared-answer.ts). */
  share: ShareAnswer;
  context: RequestHandler;
  /** The CSRF tokens of callers without a session (http/csrf.ts). */
  visitorTokens: VisitorTokens;
}

async function apiRouter(
  deps: AppDeps,
  schema: GraphQLSchema,
  editor: EditorRequest,
  routes: readonly RestRoute[],
): Promise<{ router: Router; stop(): Promise<void> }> {
  const { config, log } = deps;
  const graphql = await createGraphQLEndpoint(schema, log, config.graphqlIntrospection);
  const router = Router();
  router.use(apiContentSecurityPolicy);
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Ahead of the session: a bearer endpoint knows a token in each request, never a cookie (FeatureModule.bearerEndpoints).
  const bearer = deps.platform.modules.flatMap((m) => m.bearerEndpoints ?? []);
  router.use(bearerEndpoints(bearer, { orm: deps.db.orm, log, services: deps.services, config, routes }));
  router.use(editor.session);
  router.use(routeDeclarations(routes, editor.share));
  router.use(csrfProtection(editor.visitorTokens));
  router.use(jsonBody('2mb'));
  router.use(editor.context);
  router.use(
    '/graphql',
    uploadGate(MAX_GRAPHQL_UPLOAD_REQUEST_BYTES),
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1, maxFieldSize: MAX_GRAPHQL_FIELD_BYTES }),
    graphql.handler,
  );
  router.use(restRouter(routes));
  router.use(apiNotFound);
  router.use(apiErrorHandler(log));
  return { router, stop: graphql.stop };
}

/** Assembles the one process: health, API (GraphQL + REST), admin SPA, then the site for everything else. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config, log, db, services, platform, secret, isShuttingDown, mirror } = deps;
  const app = express();
  app.disable('x-powered-by');
  const pageCache = new PageCache(services.events, { maxBytes: config.pageCacheBytes });
  const sharedCacheControl = config.purger.kind === 'none' ? PAGE_CACHE_CONTROL : PURGED_PAGE_CACHE_CONTROL;
  const routes = platform.modules.flatMap((m) => m.routes ?? []);
  const sharedPaths = new Set(routes.filter((r) => r.shared).map((r) => `${API_PREFIX}${r.path}`));
  const cacheKeyOf = cacheKeys(sharedPaths);
  // Time at the server, up to the response headers (benchmarks read it), only when asked for.
  if (config.serverTiming) app.use(responseTime((_req, res, ms) => res.setHeader('Server-Timing', `app;dur=${ms.toFixed(2)}`)));
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  // Liveness: 503 only once this process can never serve again (its embedded database lost for
  // good; it is exiting); readiness: whether it can serve now (docs/operations.md, "Health").
  app.get('/healthz', (_req, res) => {
    const live = db.live();
    res.status(live ? 200 : 503).json({ status: live ? 'ok' : 'failed' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = !isShuttingDown() && (await db.ready());
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const id = typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? '') },
      serializers: { req: requestForLog, res: responseForLog },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(securityHeaders);
  // Uncached answers; cached pages are stored compressed (site/page-cache.ts), build assets were compressed at build.
  app.use(compressResponses);

  const schema = await buildGraphQLSchema(platform.modules, platform.permissions);
  const tokens = visitorTokens(secret);
  const editor: EditorRequest = {
    session: sessionMiddleware(db.pool, secret, config, actorJoin),
    context: operationContext({
      orm: db.orm,
      log,
      services,
      actorOf: (row) => actorFromRow(row, platform.permissions),
      loadActor: (em, userId) => loadActor(em, userId, platform.permissions),
      visitorTokens: tokens,
      sessionMaxAgeMs: config.sessionMaxAgeMs,
    }),
    visitorTokens: tokens,
    share: shareAnswers(sharedCacheControl),
  };
  const api = await apiRouter(deps, schema, editor, routes);
  // Fills the cache the listener answers from: site renders and shared API answers to visitors.
  app.use(capturePages(pageCache, sharedCacheControl, cacheKeyOf, mirror));
  app.use(API_PREFIX, api.router);
  app.use('/cmsadmin', adminRouter(config.adminDistDir));
  // Site visitors are anonymous and get no session: pages render from public operations only.
  // The draft preview alone runs with the editor's session.
  app.use(
    await siteRouter(
      schema,
      {
        visitor: (req, res) => ({
          ctx: {
            actor: ANONYMOUS,
            em: db.orm.em.fork(),
            log: req.log ?? log,
            session: noSessionPort,
            request: { ip: req.ip ?? 'unknown' },
            services,
            afterCommit: afterCommitOutsideInvoke,
          },
          req,
          res,
        }),
        editor: [editor.session, editor.context],
      },
      config.siteDistDir,
      config.cacheTagHeaders,
      mirror !== undefined,
    ),
  );
  app.use(apiErrorHandler(log));
  const visitorAnswer = visitorAnswers(sharedPaths, tokens, app.get('trust proxy fn') as TrustProxy);
  return {
    // A cached page needs none of express's work: not even its routing.
    listener: (req, res) => {
      // A request that arrives during a shutdown (on a kept-alive connection) is answered, and its
      // connection closed after it (server.ts, drain).
      if (isShuttingDown()) res.setHeader('Connection', 'close');
      visitorAnswer(req, res);
      if (!answerFromCache(pageCache, cacheKeyOf, req, res)) app(req, res);
    },
    async stop() {
      pageCache.close();
      await api.stop();
    },
  };
}
