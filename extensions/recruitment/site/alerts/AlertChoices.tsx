/**
 * What alerts to get: departments, places and employment types (checkboxes; none ticked: all)
 * and how often (at once or a weekly digest). Uncontrolled (`defaultChecked`), so the same
 * fields serve the sign-up island and the preferences page's plain HTML form.
 */
export interface AlertOptions {
  departments: readonly string[];
  localities: readonly string[];
  /** Every schema.org value with its name in the page's language (not only those vacancies have now). */
  employmentTypes: readonly { value: string; label: string }[];
}

export interface AlertChosen {
  departments: readonly string[];
  localities: readonly string[];
  employmentTypes: readonly string[];
  frequency: 'instant' | 'weekly';
}

export interface AlertChoiceLabels {
  choicesHint: string;
  departments: string;
  localities: string;
  employmentTypes: string;
  frequency: string;
  frequencyInstant: string;
  frequencyWeekly: string;
}

interface Props {
  labels: AlertChoiceLabels;
  options: AlertOptions;
  chosen: AlertChosen;
}

/** The options offered, and what was chosen before though no open vacancy has it now (a filter of zero results, an old preference). */
const withChosen = (offered: readonly string[], chosen: readonly string[]) => [...offered, ...chosen.filter((value) => !offered.includes(value))];

/** Departments and places are their own names. */
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export default function AlertChoices({ labels, options, chosen }: Props) {
  const group = (name: 'departments' | 'localities' | 'employmentTypes', values: readonly { value: string; label: string }[]) => (
    <fieldset className="newsletter-choices">
      <legend>{labels[name]}</legend>
      {values.map(({ value, label }) => (
        <label key={value} className="newsletter-choice">
          <input type="checkbox" name={name} value={value} defaultChecked={chosen[name].includes(value)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
  return (
    <>
      <p className="application-hint">{labels.choicesHint}</p>
      {group('departments', plain(withChosen(options.departments, chosen.departments)))}
      {group('localities', plain(withChosen(options.localities, chosen.localities)))}
      {group('employmentTypes', options.employmentTypes)}
      <fieldset className="newsletter-choices">
        <legend>{labels.frequency}</legend>
        {(['instant', 'weekly'] as const).map((frequency) => (
          <label key={frequency} className="newsletter-choice">
            <input type="radio" name="frequency" value={frequency} defaultChecked={chosen.frequency === frequency} />
            <span>{frequency === 'instant' ? labels.frequencyInstant : labels.frequencyWeekly}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
