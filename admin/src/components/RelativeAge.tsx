import { useIntl } from 'react-intl';
import { useRelativeAge } from '../lib/relativeAge';

interface RelativeAgeProps {
  ageSeconds: number;
  /** The moment itself (ISO 8601). */
  at: string;
}

/** A relative age ("yesterday", "3 hours ago") in a <time> that carries the exact moment, also on hover. */
export function RelativeAge({ ageSeconds, at }: RelativeAgeProps) {
  const intl = useIntl();
  const text = useRelativeAge(ageSeconds);
  return (
    <time dateTime={at} title={intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}>
      {text}
    </time>
  );
}
