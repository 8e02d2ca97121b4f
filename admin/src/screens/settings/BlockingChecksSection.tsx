import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SettingsSection } from '../../components/SettingsSection';
import { ContentCheckCatalogueQuery, SetBlockingContentChecksMutation } from '../../components/checks/checksDocuments';
import { useCheckCatalogue } from '../../components/checks/useCheckCatalogue';

/**
 * Which content checks block publishing. Each tick is saved at once (apart from the settings
 * form's Save): it is its own setting, and a reviewer should not find it half applied.
 */
export function BlockingChecksSection() {
  const intl = useIntl();
  const catalogue = useCheckCatalogue();
  const [save, { loading }] = useMutation(SetBlockingContentChecksMutation, { refetchQueries: [ContentCheckCatalogueQuery] });
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const blocking = [...catalogue.values()].filter((check) => check.blocking).map((check) => check.id);

  const toggle = async (id: string, on: boolean) => {
    setStatus(null);
    const ids = on ? [...blocking, id] : blocking.filter((other) => other !== id);
    try {
      await save({ variables: { ids } });
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <SettingsSection title={intl.formatMessage({ id: 'checks.settings.title' })}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'checks.settings.hint' })}
      </Typography>
      <FormGroup>
        {[...catalogue.values()].map((check) => (
          <FormControlLabel
            key={check.id}
            control={<Checkbox checked={check.blocking} disabled={loading} onChange={(event) => void toggle(check.id, event.target.checked)} />}
            label={check.label}
          />
        ))}
      </FormGroup>
      <Typography component="output" aria-live="polite" variant="body2" sx={{ display: 'block' }} color={status === 'failed' ? 'error' : 'text.secondary'}>
        {status && intl.formatMessage({ id: status === 'saved' ? 'checks.settings.saved' : 'checks.settings.failed' })}
      </Typography>
    </SettingsSection>
  );
}
