import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../api/apiError';
import { apiErrorText } from '../i18n/apiErrorText';
import type { FieldLabelOverrides } from '../i18n/fieldLabels';

interface ErrorListProps {
  errors: readonly ApiErrorItem[];
  id?: string;
  /** Labels of this form that differ from the usual ones. */
  labels?: FieldLabelOverrides;
  /** What failed ("The page could not be published."), above the catalogue messages. */
  title?: string;
  /** Words an error the form knows better (a block's field by its block); undefined for the usual wording. */
  describe?(error: ApiErrorItem): string | undefined;
}

/** The server's (or the form's own) errors under a form, announced when they appear. */
export function ErrorList({ errors, id, labels, title, describe }: ErrorListProps) {
  const intl = useIntl();
  if (errors.length === 0) return null;
  // The same code and property twice says nothing new.
  const texts = [...new Set(errors.map((error) => describe?.(error) ?? apiErrorText(intl, error, labels)))];
  return (
    <Alert id={id} severity="error" role="alert" sx={{ mt: 2 }}>
      {title !== undefined && <AlertTitle>{title}</AlertTitle>}
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
