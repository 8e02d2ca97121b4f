import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { PASSWORD_RULES } from '../lib/passwordRules';
import { visuallyHidden } from './visuallyHidden';

interface PasswordRulesProps {
  password: string;
  id?: string;
}

/** The password rules before submitting, each ticked off as the new password meets it. */
export function PasswordRules({ password, id }: PasswordRulesProps) {
  const intl = useIntl();
  return (
    <Box id={id}>
      <Typography variant="body2" component="p" sx={{ mb: 0.5 }}>
        {intl.formatMessage({ id: 'passwordRule.intro' })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && rule.isMet(password);
          return (
            <Typography
              key={rule.id}
              component="li"
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.dark' : 'text.secondary' }}
            >
              {met ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
              <span>{intl.formatMessage({ id: rule.id })}</span>
              <Box component="span" sx={visuallyHidden}>
                {intl.formatMessage({ id: met ? 'passwordRule.met' : 'passwordRule.notMet' })}
              </Box>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
