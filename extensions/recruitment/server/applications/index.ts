import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { DomainError, plainFormPost, route, sameSitePath, streamedForm, type FeatureModule } from '@blokwerk/server/extension';
import { cleaning } from '../cleanup.js';
import { ApplicationsAdminResolver } from './admin-graphql.js';
import {
  addApplicationNote,
  deleteApplication,
  downloadApplicationFile,
  getApplication,
  listApplications,
  type ApplicationFileDownload,
} from './admin-operations.js';
import { MAX_DOCUMENT_BYTES } from './form-rules.js';
import { ApplicationSchema } from './entities.js';
import { checkRemovalLink, countApplicationAttempt, FILES_AREA, removeApplication, submitApplication } from './operations.js';
import { backToRemovalPage, outcomeOf, removalPageOf } from './removal-pages.js';
import { ApplicationRemovalResolver } from './removal-graphql.js';
import { applicationRetention } from './retention.js';

/**
 * The query parameter the page a plain form came from is sent back with: `gelukt`, `fout`, or
 * `later` when storage has no space (507). A plain post the database's absence failed (503)
 * gets core's page saying so instead (http/rest.ts): this page could not render either.
 */
const OUTCOME_PARAMETER = 'sollicitatie';

/**
 * Where a plain form's post is sent back to: its `return` field when that is a path on this
 * site (core's sameSitePath), else the home page; with `?sollicitatie=gelukt`, `=fout` or `=later`.
 */
export function returnPath(raw: unknown, outcome: 'gelukt' | 'fout' | 'later'): string {
  const url = sameSitePath(raw);
  url.searchParams.set(OUTCOME_PARAMETER, outcome);
  return `${url.pathname}${url.search}`;
}

const returnField = (req: Request): unknown => (req.body as Record<string, unknown> | undefined)?.return;

/** The form's fields but `return`, which is the transport's. */
function applicationInput(req: Request): unknown {
  const { return: _return, ...fields } = (req.body ?? {}) as Record<string, unknown>;
  return fields;
}

/**
 * The files as the form's rules have them: at most 5 MB each, cut off while streaming (ML_01 on each
 * file too large, answered 400 like every refusal of the form).
 */
const applicationForm: RequestHandler = (() => {
  const parse = streamedForm({ cv: MAX_DOCUMENT_BYTES, motivation: MAX_DOCUMENT_BYTES });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      next(error instanceof DomainError && error.status === 413 ? new DomainError(error.errors, 400) : error);
    });
})();

/** RFC 6266: a plain fallback name, and the real one percent-encoded. */
function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** An application's file, streamed from the private area: always a download, never cached, never sniffed. */
function sendApplicationFile(res: Response, file: ApplicationFileDownload): Promise<void> {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', attachment(file.fileName));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  return new Promise((resolve, reject) => {
    res.sendFile(
      path.basename(file.path),
      { root: path.dirname(file.path), etag: false, lastModified: false, cacheControl: false, dotfiles: 'allow' },
      (error) => {
        // A recruiter who goes away mid-download is no failure of ours.
        if (error && !res.headersSent) reject(error);
        else resolve();
      },
    );
  });
}

/**
 * Open applications: the public form's submission, the applicant's removal link, the admin's
 * list, detail, status changes, notes, deletion and downloads (manage-applications), and the
 * retention sweep.
 */
export const applicationsModule: FeatureModule = {
  name: 'applications',
  entities: [ApplicationSchema],
  resolvers: [ApplicationsAdminResolver, ApplicationRemovalResolver],
  personalData: { tables: ['application', 'application_note', 'application_submission'], privateAreas: [FILES_AREA] },
  routes: [
    route({ method: 'get', path: '/applications/list', operation: listApplications }),
    route({ method: 'get', path: '/applications/detail/:id', operation: getApplication }),
    route({ method: 'post', path: '/applications/note', operation: addApplicationNote }),
    route({ method: 'post', path: '/applications/delete', operation: deleteApplication }),
    route({
      method: 'get',
      path: '/applications/file/:id/:which',
      operation: downloadApplicationFile,
      send: (_req, res, file) => sendApplicationFile(res, file),
    }),
    route({
      method: 'post',
      path: '/applications/submit',
      operation: submitApplication,
      htmlForm: true,
      // Every attempt counts, refused before a byte of the form is read beyond the limit.
      admit: countApplicationAttempt,
      before: applicationForm,
      input: applicationInput,
      send: (req, res) => (plainFormPost(req) ? void res.redirect(303, returnPath(returnField(req), 'gelukt')) : false),
      failure: (req, res, { status }) => plainFormPost(req) && (res.redirect(303, returnPath(returnField(req), status === 507 ? 'later' : 'fout')), true),
    }),
    route({
      method: 'get',
      path: '/applications/remove',
      operation: checkRemovalLink,
      send: (_req, res, { token }) => res.redirect(303, removalPageOf(token)),
      failure: (_req, res, { status }) => (backToRemovalPage(res, outcomeOf(status), undefined), true),
    }),
    route({
      method: 'post',
      path: '/applications/remove',
      operation: removeApplication,
      htmlForm: true,
      input: (req) => ({ token: (req.body as Record<string, unknown> | undefined)?.token }),
      output: () => ({}),
      send: (req, res) => (plainFormPost(req) ? backToRemovalPage(res, 'verwijderd', (req.body as Record<string, unknown>).taal) : false),
      failure: (req, res, { status }) =>
        plainFormPost(req) && (backToRemovalPage(res, outcomeOf(status), (req.body as Record<string, unknown> | undefined)?.taal), true),
    }),
  ],
  background: (deps) => {
    // The rate limit counts the last hour's attempts only.
    const submissions = cleaning(
      deps,
      'applications: forgetting old submissions',
      `delete from "application_submission" where "at" < now() - interval '1 hour'`,
    );
    const retention = applicationRetention(deps);
    return { stop: async () => void (await Promise.all([submissions.stop(), retention.stop()])) };
  },
};
