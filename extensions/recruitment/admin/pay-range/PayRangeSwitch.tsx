import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '@blokwerk/admin/extension';
import { PAY_RANGE_CHECK } from '../../server/checks/pay-range.js';
import { PayRangeChecksQuery, SetPayRangeBlockingMutation } from './pay-range-documents';

/**
 * 'Every vacancy must show a pay range': exactly whether the vacancy-pay-range check blocks
 * publication in core's blocking-checks setting (one source of truth, also shown in Site
 * settings). Saved at once, like core's list of blocking checks.
 */
export function PayRangeSwitch() {
  const text = useText();
  const intl = useIntl();
  const { data } = useQuery(PayRangeChecksQuery, { variables: { locale: intl.locale } });
  const [save, { loading }] = useMutation(SetPayRangeBlockingMutation, { refetchQueries: [PayRangeChecksQuery] });
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const checks = data?.contentCheckCatalogue ?? [];
  const on = checks.some((check) => check.id === PAY_RANGE_CHECK && check.blocking);

  const toggle = async (wanted: boolean) => {
    setStatus(null);
    const others = checks.filter((check) => check.blocking && check.id !== PAY_RANGE_CHECK).map((check) => check.id);
    try {
      await save({ variables: { ids: wanted ? [...others, PAY_RANGE_CHECK] : others } });
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Stack component="section" aria-labelledby="pay-range-title" spacing={1} sx={{ maxWidth: 560, mt: 4 }}>
      <Typography id="pay-range-title" variant="h6" component="h2">
        {text('payRange.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={!data || loading}
            onChange={(event) => void toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'pay-range-help' } }}
          />
        }
        label={text('payRange.switch')}
      />
      <Typography id="pay-range-help" variant="body2" color="text.secondary">
        {text('payRange.help')}
      </Typography>
      <Typography component="output" aria-live="polite" variant="body2" sx={{ display: 'block' }} color={status === 'failed' ? 'error' : 'text.secondary'}>
        {status && text(status === 'saved' ? 'payRange.saved' : 'payRange.failed')}
      </Typography>
    </Stack>
  );
}
