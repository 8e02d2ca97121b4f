import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useText } from '@blokwerk/admin/extensions/useText';
import { RecruitmentSettingsQuery, UpdateRecruitmentSettingsMutation } from './settings-documents';

/** The organisation the vacancies are of (their JobPosting markup and the job feed name it), and how long a vacancy is new. */
export default function SettingsScreen() {
  const text = useText();
  const { data } = useQuery(RecruitmentSettingsQuery);
  const [update, { loading }] = useMutation(UpdateRecruitmentSettingsMutation);
  const [name, setName] = useState<string | undefined>();
  const [website, setWebsite] = useState<string | undefined>();
  const [newForDays, setNewForDays] = useState<string | undefined>();
  const [state, setState] = useState<'saved' | 'failed' | undefined>();

  useEffect(() => {
    document.title = text('settings.title');
  }, [text]);

  const current = data?.recruitmentSettings;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const site = (website ?? current?.website ?? '').trim();
      const days = Number(newForDays ?? current?.newForDays ?? 14);
      await update({ variables: { input: { organisationName: name ?? current?.organisationName ?? '', website: site || null, newForDays: days } } });
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>{text('settings.title')}</Typography>
      <Stack component="form" spacing={2} sx={{ maxWidth: 560 }} onSubmit={submit}>
        <TextField label={text('settings.organisationName')} value={name ?? current?.organisationName ?? ''} onChange={(e) => setName(e.target.value)} required slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField label={text('settings.website')} helperText={text('settings.websiteHelp')} type="url" value={website ?? current?.website ?? ''} onChange={(e) => setWebsite(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
        <TextField label={text('settings.newForDays')} helperText={text('settings.newForDaysHelp')} type="number" value={newForDays ?? String(current?.newForDays ?? 14)} onChange={(e) => setNewForDays(e.target.value)} required slotProps={{ htmlInput: { min: 0, max: 365, step: 1 } }} />
        <div>
          <Button type="submit" variant="contained" disabled={loading}>{text('highlights.save')}</Button>
        </div>
        {state === 'saved' && <Alert severity="success">{text('settings.saved')}</Alert>}
        {state === 'failed' && <Alert severity="error">{text('settings.failed')}</Alert>}
      </Stack>
    </>
  );
}
