/**
 * The newsletter sign-up, an island: first name, last name, e-mail, and optionally alerts of new
 * vacancies in chosen departments and places; the bot check; the stages 'versturen...',
 * 'gelukt!' or 'error'. Double opt-in: the server mails a link, nothing else before it is followed.
 */
import { useId, useState, type FormEvent } from 'react';
import { problemOfCode, textProblem, type Problem } from '../application/rules';
import { post } from '../client/api';
import { useHydrated } from '../client/hydrated';
import type { NewsletterTexts } from '../newsletter-texts';
import BotCheck, { useBotCheck } from './BotCheck';

export const SUBSCRIBE_ENDPOINT = '/api/blokwerk/newsletter/subscribe';

export interface NewsletterFormProps {
  texts: NewsletterTexts;
  locale: string;
  /** The departments and places vacancies are in, to choose alerts from. */
  departments: readonly string[];
  localities: readonly string[];
  privacyHref: string;
}

type Field = 'firstName' | 'lastName' | 'email' | 'altcha';
type Stage = 'idle' | 'sending' | 'sent' | 'error';

export default function NewsletterForm({ texts, locale, departments, localities, privacyHref }: NewsletterFormProps) {
  const id = useId();
  const enhanced = useHydrated();
  const [alerts, setAlerts] = useState(false);
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
      locale,
      altcha: await botCheck.solution(),
    });
    if (answer.kind === 'refused') setProblems(Object.fromEntries(Object.entries(answer.codes).map(([field, code]) => [field, problemOfCode(code, field)])));
    setStage(answer.kind === 'sent' ? 'sent' : 'error');
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
  const problemOf = (field: Field) => problem(field) && <p className="application-problem" id={`${id}-${field}-problem`}>{texts.problems[problem(field) ?? 'required']}</p>;
  const input = (field: 'firstName' | 'lastName' | 'email', type: string, autoComplete: string) => (
    <div className="application-field">
      <label htmlFor={`${id}-${field}`}>{texts.labels[field]}</label>
      <input id={`${id}-${field}`} name={field} type={type} autoComplete={autoComplete} maxLength={field === 'email' ? 254 : 100} required aria-invalid={problems[field] ? true : undefined} aria-describedby={problems[field] ? `${id}-${field}-problem` : undefined} />
      {problemOf(field)}
    </div>
  );
  const choices = (name: 'departments' | 'localities', values: readonly string[]) => (
    <fieldset className="newsletter-choices">
      <legend>{texts.labels[name]}</legend>
      {values.map((value) => (
        <label key={value} className="newsletter-choice">
          <input type="checkbox" name={name} value={value} />
          <span>{value}</span>
        </label>
      ))}
    </fieldset>
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
      {alerts && (
        <>
          <p className="application-hint">{texts.labels.choicesHint}</p>
          {choices('departments', departments)}
          {choices('localities', localities)}
        </>
      )}
      <div className="application-field">
        {enhanced && <BotCheck locale={locale} loadingText={texts.words.loading} onChange={botCheck.onChange} />}
        {problemOf('altcha')}
      </div>
      {enhanced && (
        <button type="submit" disabled={stage === 'sending'}>
          {texts.words.submit}
        </button>
      )}
      <output className="application-stage">{stage === 'sending' ? texts.words.sending : stage === 'error' ? texts.words.error : ''}</output>
      <p className="application-hint newsletter-privacy">
        {texts.words.privacy} <a href={privacyHref}>{texts.words.privacyLink}</a>
      </p>
    </form>
  );
}
