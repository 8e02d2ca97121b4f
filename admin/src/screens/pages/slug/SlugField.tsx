import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { TextInput } from '../../../components/TextInput';
import type { SlugAvailability } from './useSlugAvailability';

interface SlugFieldProps {
  value: string;
  onChange(slug: string): void;
  /** The page type's slug prefix, shown in front of the field. */
  prefix: string;
  maxLength: number;
  availability: SlugAvailability;
  /** The form's errors; the availability check's verdict on the slug replaces theirs. */
  errors: readonly ApiErrorItem[];
}

function StatusIcon({ availability }: { availability: SlugAvailability }) {
  const intl = useIntl();
  if (availability.state === 'checking') return <CircularProgress size={20} aria-label={intl.formatMessage({ id: 'newPage.slug.checking' })} />;
  if (availability.state === 'available') return <CheckCircleIcon color="success" aria-hidden />;
  if (availability.state === 'taken' || availability.state === 'invalid') return <ErrorIcon color="error" aria-hidden />;
  return null;
}

/** The slug with its type's prefix in front and a live availability check under it. */
export function SlugField({ value, onChange, prefix, maxLength, availability, errors }: SlugFieldProps) {
  const intl = useIntl();
  const prefixId = useId();
  const status = (() => {
    switch (availability.state) {
      case 'checking':
        return intl.formatMessage({ id: 'newPage.slug.checking' });
      case 'available':
        return intl.formatMessage({ id: 'newPage.slug.available' }, { path: availability.path });
      case 'taken':
        return intl.formatMessage({ id: 'newPage.slug.taken' }, { path: availability.path });
      case 'unknown':
        return intl.formatMessage({ id: 'newPage.slug.unknown' });
      default:
        return '';
    }
  })();
  const icon = <StatusIcon availability={availability} />;
  // Once the live check has answered, it speaks for the slug: the last submission's verdict may be stale.
  const answered = availability.state === 'available' || availability.state === 'taken' || availability.state === 'invalid';
  const fieldErrors = answered ? errors.filter((error) => error.property !== 'slug') : errors;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Typography id={prefixId} component="span" sx={{ pt: 2, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        /{prefix}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextInput
          name="slug"
          label="newPage.field.slug"
          value={value}
          onChange={onChange}
          errors={availability.state === 'invalid' ? [...fieldErrors, ...availability.errors] : fieldErrors}
          error={availability.state === 'taken'}
          maxLength={maxLength}
          autoComplete="off"
          describedBy={prefixId}
          // A live region from the start, so each verdict is announced as it arrives.
          hint={<output>{status}</output>}
          endAdornment={<InputAdornment position="end">{icon}</InputAdornment>}
        />
      </Box>
    </Box>
  );
}
