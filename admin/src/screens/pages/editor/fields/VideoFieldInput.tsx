import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { HelperLines, hasHelperLines } from '../../../../components/HelperLines';
import type { FieldDef } from './fieldTypes';
import { useFieldMessages } from './useFieldMessages';

// The hosts the server accepts for video links (content-model/schemas.ts).
const VIDEO_HOSTS = /^(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)$/;

/** Whether a link is an https link to YouTube or Vimeo. */
export function isVideoLink(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && VIDEO_HOSTS.test(url.hostname);
}

interface VideoFieldInputProps {
  field: FieldDef;
  value: unknown;
  onChange(value: string | undefined): void;
  errors: readonly ApiErrorItem[];
}

/** A YouTube or Vimeo link, checked as soon as the editor leaves the field ('Video link is not valid'). */
export function VideoFieldInput({ field, value, onChange, errors }: VideoFieldInputProps) {
  const intl = useIntl();
  const link = typeof value === 'string' ? value : '';
  const [checked, setChecked] = useState(false);
  const invalid = checked && link !== '' && !isVideoLink(link);
  const messages = [...(invalid ? [intl.formatMessage({ id: 'editor.video.invalid' })] : []), ...useFieldMessages(field.label, errors)];
  const hint = field.help ?? intl.formatMessage({ id: 'editor.video.hint' });
  return (
    <TextField
      label={field.label}
      type="url"
      value={link}
      onChange={(event) => onChange(event.target.value.trim() === '' ? undefined : event.target.value.trim())}
      onBlur={() => setChecked(true)}
      required={field.required}
      error={messages.length > 0}
      fullWidth
      helperText={hasHelperLines({ hint, messages }) && <HelperLines hint={hint} messages={messages} />}
      placeholder="https://www.youtube.com/watch?v=…"
    />
  );
}
