/**
 * The open application form (SPEC §3–§5), an island: step 1 the details and the privacy
 * consent, 'Naar je CV uploaden'; step 2 the CV, the motivation letter and the bot check
 * (ALTCHA, loaded only then), send. Stages 'versturen...', 'gelukt!' or 'error'; then the final
 * screen 'Gelukt!', 'Wat jammer!', or 'Tijdelijk niet beschikbaar' when the server could not take
 * the application for now (503, 507: try later). The server checks everything again (server/applications).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  APPLICATION_ENDPOINT,
  FILE_ACCEPT,
  FILE_FIELDS,
  TEXT_FIELDS,
  TEXT_LIMITS,
  fileProblem,
  problemOfCode,
  textProblem,
  type Field,
  type FileField,
  type Problem,
  type TextField,
} from '../application/rules';
import type { ApplicationTexts } from '../application/texts';
import { post } from '../client/api';
import { useHydrated } from '../client/hydrated';
import BotCheck, { useBotCheck } from './BotCheck';

export interface ApplicationFormProps {
  texts: ApplicationTexts;
  /** The page's language (the bot check's texts). */
  locale: string;
  /** The vacancy applied to; none for an open application. */
  vacancyPageID?: number;
  /** The desired function, filled in from the vacancy. */
  desiredFunction?: string;
  privacyHref: string;
  /** The newsletter page, where vacancy alerts are signed up for (linked from the thanks). */
  alertsHref: string;
}

/** `unavailable`: not sent because the server could not take it for now (503, 507), rather than failed outright. */
type Step = 'details' | 'files' | 'thanks' | 'failed' | 'unavailable';
/** How long the stage 'gelukt!' or 'error' shows before the final screen. */
const STAGE_SHOWN_MS = 800;
type Stage = 'idle' | 'sending' | 'sent' | 'error';
type Problems = Partial<Record<Field | 'altcha', Problem>>;

function detailsProblems(form: HTMLFormElement): Problems {
  const problems: Problems = {};
  for (const field of TEXT_FIELDS) {
    const problem = textProblem(field, String(new FormData(form).get(field) ?? ''));
    if (problem) problems[field] = problem;
  }
  if (!(form.elements.namedItem('consent') as HTMLInputElement | null)?.checked) problems.consent = 'required';
  return problems;
}

function filesProblems(form: HTMLFormElement): Problems {
  const problems: Problems = {};
  for (const field of FILE_FIELDS) {
    const problem = fileProblem((form.elements.namedItem(field) as HTMLInputElement | null)?.files?.[0]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export default function ApplicationForm({ texts, locale, vacancyPageID, desiredFunction = '', privacyHref, alertsHref }: ApplicationFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Rendered on the server as one plain form (all fields); in steps once the island runs.
  const enhanced = useHydrated();
  const [step, setStep] = useState<Step>('details');
  const [stage, setStage] = useState<Stage>('idle');
  const [problems, setProblems] = useState<Problems>({});
  const [checkAll, setCheckAll] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const botCheck = useBotCheck();
  // Each new step and final screen is announced by moving focus to its heading (not on arrival).
  const stepShown = useRef<Step>('details');
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    headingRef.current?.focus();
  }, [step]);

  /** Shows the problems by their fields, or moves on: false when there were any. */
  const judge = (found: Problems): boolean => {
    setProblems(found);
    const first = Object.keys(found)[0];
    setCheckAll(first !== undefined);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
    return first === undefined;
  };

  const next = () => {
    const form = formRef.current;
    if (form && judge(detailsProblems(form))) setStep('files');
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!judge({ ...detailsProblems(form), ...filesProblems(form) }) || stage === 'sending') return;
    setStage('sending');
    const data = new FormData(form);
    data.set('altcha', await botCheck.solution());
    const answer = await post(APPLICATION_ENDPOINT, data);
    if (answer.kind === 'sent') {
      // 'gelukt!' a moment in the form, then the thanks.
      setStage('sent');
      setTimeout(() => setStep('thanks'), STAGE_SHOWN_MS);
    } else if (answer.kind === 'refused') {
      setStage('error');
      const refused = Object.fromEntries(Object.entries(answer.codes).map(([field, code]) => [field, problemOfCode(code, field)]));
      const back = Object.keys(refused).some((field) => (TEXT_FIELDS as readonly string[]).includes(field) || field === 'consent');
      judge(refused);
      if (back) setStep('details');
    } else {
      setStage('error');
      setTimeout(() => setStep(answer.kind === 'unavailable' ? 'unavailable' : 'failed'), STAGE_SHOWN_MS);
    }
  };

  const shown: Problems = botCheck.failed ? { ...problems, altcha: 'botCheck' } : problems;
  const describedBy = (field: Field | 'altcha') => (shown[field] ? `${id}-${field}-problem` : undefined);
  const problemOf = (field: Field | 'altcha') =>
    shown[field] && (
      <p className="application-problem" id={`${id}-${field}-problem`}>
        {texts.problems[shown[field]]}
      </p>
    );
  const textInput = (field: TextField, type: string, autoComplete: string, defaultValue = '') => (
    <div className="application-field" key={field}>
      <label htmlFor={`${id}-${field}`}>{texts.labels[field]}</label>
      {field === 'message' ? (
        <textarea
          id={`${id}-${field}`}
          name={field}
          rows={5}
          maxLength={TEXT_LIMITS[field]}
          required
          aria-invalid={shown[field] ? true : undefined}
          aria-describedby={describedBy(field)}
        />
      ) : (
        <input
          id={`${id}-${field}`}
          name={field}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          maxLength={TEXT_LIMITS[field]}
          required
          aria-invalid={shown[field] ? true : undefined}
          aria-describedby={describedBy(field)}
        />
      )}
      {problemOf(field)}
    </div>
  );
  const fileInput = (field: FileField) => (
    <div className="application-field" key={field}>
      <label htmlFor={`${id}-${field}`}>{texts.labels[field]}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type="file"
        accept={FILE_ACCEPT}
        required
        aria-invalid={shown[field] ? true : undefined}
        aria-describedby={[`${id}-hint`, describedBy(field)].filter(Boolean).join(' ')}
      />
      {problemOf(field)}
    </div>
  );

  const showDetails = !enhanced || step === 'details';
  const showFiles = !enhanced || step === 'files';
  const finalScreens: Partial<Record<Step, { title: string; text: string }>> = {
    thanks: { title: texts.words.thanksTitle, text: texts.words.thanksText },
    failed: { title: texts.words.failedTitle, text: texts.words.failedText },
    unavailable: { title: texts.words.unavailableTitle, text: texts.words.unavailableText },
  };
  const finalScreen = finalScreens[step];
  const final = finalScreen !== undefined;
  return (
    <>
      {finalScreen && (
        <div className={`application-final application-final--${step}`}>
          <h3 ref={headingRef} tabIndex={-1}>
            {finalScreen.title}
          </h3>
          <p>{finalScreen.text}</p>
          {step === 'thanks' && (
            <p>
              <a href={alertsHref}>{texts.words.alertsLink}</a>
            </p>
          )}
          {step !== 'thanks' && (
            <button
              type="button"
              onClick={() => {
                setStage('idle');
                setStep('files');
              }}
            >
              {texts.words.retry}
            </button>
          )}
        </div>
      )}
      {/* Kept (hidden) under the final screens: a retry still has the files chosen. */}
      <form ref={formRef} hidden={final} className="application-form" noValidate onSubmit={send}>
        {/* Said before the fields: without scripting there is no bot check, so the form cannot be sent. */}
        <noscript>
          <p className="application-noscript">{texts.words.noScript}</p>
        </noscript>
        {vacancyPageID !== undefined && <input type="hidden" name="vacancyPageID" value={vacancyPageID} />}
        {/* The applicant's language (an open application's; a vacancy's application takes the vacancy's). */}
        <input type="hidden" name="locale" value={locale} />
        <h3 ref={final ? undefined : headingRef} tabIndex={-1}>
          {step === 'files' && enhanced ? texts.words.stepFiles : texts.words.stepDetails}
        </h3>
        <div hidden={!showDetails}>
          {textInput('name', 'text', 'name')}
          {textInput('desiredFunction', 'text', 'organization-title', desiredFunction)}
          {textInput('telephone', 'tel', 'tel')}
          {textInput('email', 'email', 'email')}
          {textInput('message', 'text', 'off')}
          <div className="application-field application-consent">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              value="on"
              required
              aria-invalid={shown.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
            />
            <label htmlFor={`${id}-consent`}>{texts.labels.consent}</label>
            <a href={privacyHref}>{texts.labels.privacyLink}</a>
            {problemOf('consent')}
          </div>
          {/* Optional and unticked: a rejection then keeps the details a year (retentionConsentDays) rather than four weeks. */}
          <div className="application-field application-consent">
            <input id={`${id}-keep-consent`} name="keepConsent" type="checkbox" value="on" />
            <label htmlFor={`${id}-keep-consent`}>{texts.labels.keepConsent}</label>
          </div>
          {enhanced && (
            <button type="button" onClick={next}>
              {texts.words.next}
            </button>
          )}
        </div>
        <div hidden={!showFiles}>
          {!enhanced && <h4>{texts.words.stepFiles}</h4>}
          <p id={`${id}-hint`} className="application-hint">
            {texts.labels.fileHint}
          </p>
          {fileInput('cv')}
          {fileInput('motivation')}
          <div className="application-field">
            {enhanced && step === 'files' && <BotCheck locale={locale} loadingText={texts.words.loading} onChange={botCheck.onChange} />}
            {problemOf('altcha')}
          </div>
          {enhanced && (
            <button type="button" className="application-back" onClick={() => setStep('details')}>
              {texts.words.back}
            </button>
          )}
          {/* Without scripting there is no bot check, so no sending: the note at the top says how to apply instead. */}
          {enhanced && (
            <button type="submit" disabled={stage === 'sending'}>
              {texts.words.send}
            </button>
          )}
        </div>
        <output className="application-stage">{checkAll ? texts.words.checkAll : stage === 'idle' ? '' : texts.words[stage]}</output>
      </form>
    </>
  );
}
