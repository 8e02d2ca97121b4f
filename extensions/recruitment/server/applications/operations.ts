import { z } from 'zod';
import {
  DomainError,
  content,
  defineOperation,
  isReceivedFile,
  privateFiles,
  type ErrorCode,
  type OperationContext,
  type ReceivedFile,
} from '@blokwerk/server/extension';
import { botCheckPasses, verifyBotCheck } from '../altcha/bot-check.js';
import { applicantToken, tokenHash } from '../applicant/link.js';
import { keepAndSend } from '../candidate-mails/send.js';
import { countAttempt } from '../rate-limit.js';
import { firstStageOf } from '../pipeline/stages.js';
import { readRecruitmentSettings } from '../settings/operations.js';
import { Application } from './entities.js';
import { documentType } from './documents.js';
import { TEXT_FIELDS, textProblem, type DocumentField, type TextField, type TextProblem } from './form-rules.js';
import { confirmationOf, recruiterMail, type SubmittedApplication } from './mails.js';
import { emitApplicationReceived } from './webhook.js';

/** Applications one address may try to send in an hour, refused ones included (429 AUTH_03 beyond): room to correct a few mistakes. */
export const APPLICATION_ATTEMPTS_PER_ADDRESS = 10;
/** The media storage's private area the applications' files live in (privateFiles). */
export const FILES_AREA = 'applications';

interface Problem {
  code: ErrorCode;
  property: string;
}

/** A form sends strings; the files are those streamedForm received in this process (never a JSON body's objects). */
const text = z.string().optional();
const upload = z.custom<ReceivedFile>(isReceivedFile).optional();

/** The catalogue code of each text problem (form-rules.ts, which the site's form checks too). */
const TEXT_CODES: Record<TextProblem, ErrorCode> = { required: 'V_01', tooLong: 'V_14', email: 'V_02', telephone: 'V_12' };

/** The text fields, trimmed: each required (V_01) and within its length (V_14); the e-mail address (V_02) and telephone (V_12) valid. */
function textProblems(input: Partial<Record<TextField, string>>, problems: Problem[]): Record<TextField, string> {
  const values = {} as Record<TextField, string>;
  for (const field of TEXT_FIELDS) {
    values[field] = (input[field] ?? '').trim();
    const problem = textProblem(field, values[field]);
    if (problem) problems.push({ code: TEXT_CODES[problem], property: field });
  }
  return values;
}

interface Document {
  file: ReceivedFile;
  contentType: string;
}

/** A CV or motivation: present (V_17), and PDF, DOC or DOCX by its content (V_12). Its size was limited while it streamed in. */
async function judgeDocument(field: DocumentField, file: ReceivedFile | undefined, problems: Problem[]): Promise<Document | undefined> {
  if (!file) return void problems.push({ code: 'V_17', property: field });
  const contentType = file.size > 0 ? await documentType(file.tempPath) : undefined;
  if (!contentType) return void problems.push({ code: 'V_12', property: field });
  return { file, contentType };
}

interface Vacancy {
  id: number;
  title: string;
  locale: string;
}

/** The published vacancy an application is for (V_12 for anything else); none given: an open application. */
async function vacancyOf(ctx: OperationContext, raw: string | undefined, problems: Problem[]): Promise<Vacancy | undefined> {
  const given = raw?.trim();
  if (!given) return undefined;
  const id = /^\d{1,9}$/.test(given) ? Number(given) : 0;
  const [vacancy] = id === 0 ? [] : (await content.publishedPages(ctx, { type: 'vacancy', ids: [id] })).items;
  if (!vacancy) problems.push({ code: 'V_12', property: 'vacancyPageID' });
  return vacancy;
}

/**
 * POST applications/submit's first step, before a byte of the form is read: counts the attempt
 * of the caller's address, or refuses it beyond APPLICATION_ATTEMPTS_PER_ADDRESS in the hour
 * (429 AUTH_03, Retry-After). Every attempt counts, refused ones too; the rows are pruned after
 * an hour (index.ts).
 */
export const countApplicationAttempt = defineOperation({
  name: 'applications.attempt',
  access: { public: true },
  kind: 'write',
  input: z.strictObject({}),
  async run(ctx): Promise<Record<string, never>> {
    await countAttempt(ctx.em, ctx.request.ip, { table: 'application_submission', limit: APPLICATION_ATTEMPTS_PER_ADDRESS, windowSeconds: 3600 });
    return {};
  },
});

/** A checkbox's value as a form or a script posts it. */
const ticked = (value: string | undefined) => value === 'on' || value === 'true';

/** The applicant's language: the vacancy's; for an open application the page's when the site has that locale, else the site's default. */
async function applicantLocale(ctx: OperationContext, vacancy: Vacancy | undefined, posted: string | undefined): Promise<string> {
  if (vacancy) return vacancy.locale;
  const { availableLocales, defaultLocale } = await content.siteLocales(ctx);
  const wanted = posted?.trim() ?? '';
  return availableLocales.includes(wanted) ? wanted : defaultLocale;
}

/** Moves both documents into the private area, as part of the submission's transaction: kept only if it commits. */
async function storeDocuments(ctx: OperationContext, documents: Record<DocumentField, Document>): Promise<Record<DocumentField, string>> {
  const files = privateFiles(ctx.services, FILES_AREA);
  return { cv: await files.put(ctx.em, documents.cv.file), motivation: await files.put(ctx.em, documents.motivation.file) };
}

/**
 * POST applications/submit (public, multipart): the open application form (SPEC §3–§5), once
 * countApplicationAttempt let the attempt through. Every
 * field's problems are collected and answered together (400): V_01 for an empty field or no
 * consent, V_02 e-mail, V_12 telephone, V_17 a missing file, V_12 a file that is no PDF, DOC or
 * DOCX, V_12 `vacancyPageID` when it names no published vacancy, V_04 `altcha` when the bot
 * check fails. Only a submission valid in every other way spends its bot-check solution, so a
 * visitor correcting a field need not solve again; a spent one is V_04 on any process. Then the
 * files go to the private area, the application is stored, and the recruiter (the settings'
 * `recruiterEmail`, a link to the admin) and the applicant (thanks, privacy line, removal link)
 * are mailed.
 */
export const submitApplication = defineOperation({
  name: 'applications.submit',
  access: { public: true },
  kind: 'write',
  input: z.strictObject({
    name: text,
    desiredFunction: text,
    telephone: text,
    email: text,
    message: text,
    consent: text,
    /** Optional: the applicant consents to be kept for a year for other vacancies (a rejection then keeps them longer). */
    keepConsent: text,
    /** The open-application page's locale (a vacancy's application takes the vacancy's). */
    locale: text,
    vacancyPageID: text,
    altcha: text,
    cv: upload,
    motivation: upload,
  }),
  async run(ctx, input): Promise<Record<string, never>> {
    const problems: Problem[] = [];
    const fields = textProblems(input, problems);
    if (!ticked(input.consent)) problems.push({ code: 'V_01', property: 'consent' });
    const vacancy = await vacancyOf(ctx, input.vacancyPageID, problems);
    const cv = await judgeDocument('cv', input.cv, problems);
    const motivation = await judgeDocument('motivation', input.motivation, problems);
    if (!(await botCheckPasses(ctx, input.altcha))) problems.push({ code: 'V_04', property: 'altcha' });
    if (problems.length > 0 || !cv || !motivation) throw new DomainError(problems, 400);
    await verifyBotCheck(ctx, input.altcha);

    const keys = await storeDocuments(ctx, { cv, motivation });
    // The id first: the applicant's link is signed with it (applicant/link.ts).
    const [next] = await ctx.em.execute<{ id: number }[]>(`select nextval(pg_get_serial_sequence('"application"', 'id'))::int as "id"`);
    if (!next) throw new Error('applications: no id from the sequence');
    const token = applicantToken(ctx.services, next.id);
    const now = new Date();
    const application = ctx.em.create(Application, {
      id: next.id,
      ...fields,
      vacancyPageId: vacancy?.id ?? null,
      consentAt: now,
      keepConsentAt: ticked(input.keepConsent) ? now : null,
      stageId: await firstStageOf(ctx.em, vacancy?.id ?? null),
      stageChangedAt: now,
      locale: await applicantLocale(ctx, vacancy, input.locale),
      createdAt: now,
      removalTokenHash: tokenHash(token),
      cvFileName: cv.file.fileName.slice(0, 255) || 'cv',
      cvSize: cv.file.size,
      cvContentType: cv.contentType,
      cvStorageKey: keys.cv,
      motivationFileName: motivation.file.fileName.slice(0, 255) || 'motivation',
      motivationSize: motivation.file.size,
      motivationContentType: motivation.contentType,
      motivationStorageKey: keys.motivation,
    });
    await ctx.em.flush();
    await emitApplicationReceived(ctx, application);
    const submitted: SubmittedApplication = {
      id: application.id,
      name: fields.name,
      desiredFunction: fields.desiredFunction,
      email: fields.email,
      vacancyTitle: vacancy?.title,
    };
    const { recruiterEmail } = await readRecruitmentSettings(ctx);
    ctx.afterCommit(() => {
      if (recruiterEmail) ctx.services.mailer.send(recruiterMail(ctx, recruiterEmail, submitted));
      else ctx.log.warn({ applicationId: submitted.id }, 'applications: no recruiter e-mail address in the recruitment settings; none mailed');
    });
    await keepAndSend(ctx, submitted, await confirmationOf(ctx, { ...submitted, stageId: application.stageId, locale: application.locale }));
    return {};
  },
});

const removalToken = z.strictObject({ token: z.string().regex(/^[\w-]{43}$/) });

async function findByToken(em: OperationContext['em'], token: string): Promise<Application> {
  const application = await em.findOne(Application, { removalTokenHash: tokenHash(token) });
  if (!application) throw new DomainError('V_05', 'token', 404);
  return application;
}

/** What the removal page shows of the application its link names: only the vacancy (none: an open application). */
export interface RemovalLinkView {
  token: string;
  vacancy: { title: string; slug: string; locale: string } | null;
}

/**
 * Does the applicant's removal link still name an application (V_05, 404, when not)? For the
 * site's removal page (site/pages/sollicitatie-verwijderen.astro): the vacancy applied to, if
 * still there, and nothing of the applicant.
 */
export const checkRemovalLink = defineOperation({
  name: 'applications.checkRemovalLink',
  access: { public: true },
  kind: 'read',
  input: removalToken,
  async run(ctx, input): Promise<RemovalLinkView> {
    const application = await findByToken(ctx.em, input.token);
    const [vacancy] =
      application.vacancyPageId === null || application.vacancyPageId === undefined
        ? []
        : (await content.publishedPages(ctx, { ids: [application.vacancyPageId] })).items;
    return { token: input.token, vacancy: vacancy ? { title: vacancy.title, slug: vacancy.slug, locale: vacancy.locale } : null };
  },
});

/**
 * POST applications/remove: the applicant removes their application with the mailed link (after
 * the confirmation page). The row goes and its files are let go in one transaction; the files
 * are removed before the answer (should that fail, a later pass removes them: never kept).
 */
export const removeApplication = defineOperation({
  name: 'applications.removeByApplicant',
  access: { public: true },
  kind: 'write',
  transaction: 'none',
  input: removalToken,
  audit: { action: 'application.removed-by-applicant', target: (_input, output: { id: number }) => ({ type: 'application', id: output.id }) },
  async run(ctx, input): Promise<{ id: number }> {
    const files = privateFiles(ctx.services, FILES_AREA);
    const id = await ctx.em.transactional(async (em) => {
      const application = await findByToken(em, input.token);
      await em.nativeDelete(Application, { id: application.id });
      await files.discard(em, [application.cvStorageKey, application.motivationStorageKey]);
      return application.id;
    });
    await files.removeDiscarded();
    return { id };
  },
});

/** In the transaction that deletes their applications: the files go once it commits. */
export async function discardFiles(ctx: OperationContext, keys: readonly string[]): Promise<void> {
  const files = privateFiles(ctx.services, FILES_AREA);
  await files.discard(ctx.em, keys);
  ctx.afterCommit(() => void files.removeDiscarded());
}
