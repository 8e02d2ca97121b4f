/**
 * The newsletter sign-up, an island: first name, last name, e-mail, and optionally alerts of new
 * vacancies in chosen departments, places and employment types, at once or weekly (ticked
 * already when the overview's filters came along); the bot check; the stages 'versturen...',
 * 'gelukt!' or 'error'. Double opt-in: the server mails a link, nothing else before it is followed.
 */
import { useId, useState, type FormEvent } from 'react';
import { problemOfCode, textProblem, type Problem } from '../application/rules';
import { post } from '../client/api';
import { useHydrated } from '../client/hydrated';
import AlertChoices, { type AlertChosen, type AlertOptions } from '../alerts/AlertChoices';
import type { NewsletterTexts } from '../newsletter-texts';
import BotCheck, { useBotCheck } from './BotCheck';

export const SUBSCRIBE_ENDPOINT = '/api/blokwerk/newsletter/subscribe';

export interface NewsletterFormProps {
  texts: NewsletterTexts;
  locale: string;
  /** What alerts can be chosen from, and what is chosen already (the overview's filters). */
  options: AlertOptions;
  chosen: AlertChosen;
  privacyHref: string;
}

type Field = 'firstName' | 'lastName' | 'email' | 'altcha';
/** `unavailable`: not sent because the server could not take it for now (try later), rather than refused. */
type Stage = 'idle' | 'sending' | 'sent' | 'error' | 'unavailable';

export default function NewsletterForm({ texts, locale, options, chosen, privacyHref }: NewsletterFormProps) {
  const id = useId();
  const enhanced = useHydrated();
  const [alerts, setAlerts] = useState(chosen.departments.length + chosen.localities.length + chosen.employmentTypes.length > 0);
  const [stage, setStage] = useState<Stage>('idle');
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const botCheck = useBotCheck();

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const found: Partial<Record<Field, Problem>> = {};
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      const problem = textProblem(field === 'email' ? 'email' : 'name', text(field));
      if (problem) found[field] = problem;
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || stage === 'sending') return;
    setStage('sending');
    const answer = await post(SUBSCRIBE_ENDPOINT, {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      alerts,
      departments: alerts ? data.getAll('departments').map(String) : [],
      localities: alerts ? data.getAll('localities').map(String) : [],
      employmentTypes: alerts ? data.getAll('employmentTypes').map(String) : [],
      frequency: alerts ? String(data.get('frequency') ?? 'instant') : 'instant',
      locale,
      altcha: await botCheck.solution(),
    });
    if (answer.kind === 'refused') setProblems(Object.fromEntries(Object.entries(answer.codes).map(([field, code]) => [field, problemOfCode(code, field)])));
    setStage(answer.kind === 'sent' || answer.kind === 'unavailable' ? answer.kind : 'error');
  };

  if (stage === 'sent') {
    return (
      <div className="newsletter-done">
        <output>{texts.words.sent}</output>
        <p>{texts.words.checkMail}</p>
      </div>
    );
  }

  const problem = (field: Field) => (field === 'altcha' && botCheck.failed ? 'botCheck' : problems[field]);
  const problemOf = (field: Field) =>
    problem(field) && (
      <p className="application-problem" id={`${id}-${field}-problem`}>
        {texts.problems[problem(field) ?? 'required']}
      </p>
    );
  const input = (field: 'firstName' | 'lastName' | 'email', type: string, autoComplete: string) => (
    <div className="application-field">
      <label htmlFor={`${id}-${field}`}>{texts.labels[field]}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? 254 : 100}
        required
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? `${id}-${field}-problem` : undefined}
      />
      {problemOf(field)}
    </div>
  );

  return (
    <form className="newsletter-form" noValidate onSubmit={send}>
      {/* Said first: without scripting there is no bot check, so no signing up. */}
      <noscript>
        <p className="application-noscript">{texts.words.noScript}</p>
      </noscript>
      {input('firstName', 'text', 'given-name')}
      {input('lastName', 'text', 'family-name')}
      {input('email', 'email', 'email')}
      <div className="application-field application-consent">
        <input id={`${id}-alerts`} type="checkbox" checked={alerts} onChange={(event) => setAlerts(event.target.checked)} />
        <label htmlFor={`${id}-alerts`}>{texts.labels.alerts}</label>
      </div>
      {alerts && <AlertChoices labels={texts.labels} options={options} chosen={chosen} />}
      <div className="application-field">
        {enhanced && <BotCheck locale={locale} loadingText={texts.words.loading} onChange={botCheck.onChange} />}
        {problemOf('altcha')}
      </div>
      {enhanced && (
        <button type="submit" disabled={stage === 'sending'}>
          {texts.words.submit}
        </button>
      )}
      <output className="application-stage">{stage === 'idle' ? '' : texts.words[stage]}</output>
      <p className="application-hint newsletter-privacy">
        {texts.words.privacy} <a href={privacyHref}>{texts.words.privacyLink}</a>
      </p>
    </form>
  );
}
