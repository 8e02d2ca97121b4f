import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { useText } from '@blokwerk/admin/extension';
import { PayRangeSwitch } from './pay-range/PayRangeSwitch';
import { RETENTION_FIELDS, RecruitmentSettingsQuery, UpdateRecruitmentSettingsMutation, type RecruitmentSettings } from './settings-documents';

type Edits = Partial<Record<keyof RecruitmentSettings, string>>;

/**
 * The organisation the vacancies are of (their JobPosting markup and the job feed name it), how
 * long a vacancy is new, how visitors reach the employer when applying online fails, and who
 * is mailed new applications, and how long applications are kept after their last status change.
 */
export default function SettingsScreen() {
  const text = useText();
  const { data } = useQuery(RecruitmentSettingsQuery);
  const [update, { loading }] = useMutation(UpdateRecruitmentSettingsMutation);
  const [edits, setEdits] = useState<Edits>({});
  const [state, setState] = useState<'saved' | 'failed' | undefined>();

  useEffect(() => {
    document.title = text('settings.title');
  }, [text]);

  const current = data?.recruitmentSettingsForEditing;
  const value = (field: keyof RecruitmentSettings) => edits[field] ?? String(current?.[field] ?? '');
  const field = (name: keyof RecruitmentSettings, props: { type?: string; required?: boolean; max?: number; min?: number; help?: boolean }) => (
    <TextField
      label={text(`settings.${name}`)}
      helperText={props.help ? text(`settings.${name}Help`) : undefined}
      type={props.type ?? 'text'}
      value={value(name)}
      onChange={(e) => setEdits((all) => ({ ...all, [name]: e.target.value }))}
      required={props.required}
      slotProps={{ htmlInput: props.type === 'number' ? { min: props.min ?? 0, max: props.max ?? 365, step: 1 } : { maxLength: props.max } }}
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const website = value('website').trim();
      await update({
        variables: {
          input: {
            organisationName: value('organisationName'),
            website: website || null,
            newForDays: Number(value('newForDays') || 14),
            contactTelephone: value('contactTelephone').trim(),
            contactEmail: value('contactEmail').trim(),
            contactAddress: value('contactAddress').trim(),
            recruiterEmail: value('recruiterEmail').trim() || null,
            ...(Object.fromEntries(RETENTION_FIELDS.map((name) => [name, Number(value(name))])) as Pick<
              RecruitmentSettings,
              (typeof RETENTION_FIELDS)[number]
            >),
          },
        },
      });
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('settings.title')}
      </Typography>
      {/* The form waits for the stored settings: typed into before, it would save blanks over them. */}
      {!current && <CircularProgress aria-label={text('settings.title')} />}
      {current && (
        <Stack component="form" spacing={2} sx={{ maxWidth: 560 }} onSubmit={submit}>
          {field('organisationName', { required: true, max: 200 })}
          {field('website', { type: 'url', max: 500, help: true })}
          {field('newForDays', { type: 'number', required: true, help: true })}
          {field('contactTelephone', { type: 'tel', max: 40, help: true })}
          {field('contactEmail', { type: 'email', max: 254 })}
          {field('contactAddress', { max: 300 })}
          {field('recruiterEmail', { type: 'email', max: 254, help: true })}
          <Typography variant="subtitle1">{text('settings.retention')}</Typography>
          {RETENTION_FIELDS.map((name) => (
            <Fragment key={name}>{field(name, { type: 'number', required: true, min: 1, max: 1095 })}</Fragment>
          ))}
          <div>
            <Button type="submit" variant="contained" disabled={loading}>
              {text('highlights.save')}
            </Button>
          </div>
          {state === 'saved' && <Alert severity="success">{text('settings.saved')}</Alert>}
          {state === 'failed' && <Alert severity="error">{text('settings.failed')}</Alert>}
        </Stack>
      )}
      <PayRangeSwitch />
    </>
  );
}
