import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { SocialProfileInput } from '../../gql/graphql';
import { SettingsSection } from '../../components/SettingsSection';
import type { SectionProps } from './IdentitySection';

interface SocialSectionProps extends Omit<SectionProps, 'locale'> {
  /** The networks the server knows, with their own names. */
  networks: readonly { id: string; name: string }[];
}

/** The site's profiles on social networks (the same in every locale). */
export function SocialSection({ form, update, networks }: SocialSectionProps) {
  const intl = useIntl();
  const set = (social: SocialProfileInput[]) => update({ social });
  const change = (index: number, profile: SocialProfileInput) => set(form.social.map((old, i) => (i === index ? profile : old)));
  return (
    <SettingsSection title={intl.formatMessage({ id: 'siteSettings.social' })}>
      <Stack spacing={2}>
        {form.social.map((profile, index) => {
          const number = index + 1;
          return (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                select
                sx={{ minWidth: 160 }}
                label={`${intl.formatMessage({ id: 'siteSettings.social.network' })} ${number}`}
                value={profile.network}
                onChange={(event) => change(index, { ...profile, network: event.target.value })}
              >
                {networks.map((network) => (
                  <MenuItem key={network.id} value={network.id}>
                    {network.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                fullWidth
                type="url"
                label={`${intl.formatMessage({ id: 'siteSettings.social.url' })} ${number}`}
                value={profile.url}
                onChange={(event) => change(index, { ...profile, url: event.target.value })}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <IconButton
                aria-label={intl.formatMessage({ id: 'siteSettings.social.remove' }, { number })}
                onClick={() => set(form.social.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          );
        })}
        <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => set([...form.social, { network: networks[0]?.id ?? '', url: '' }])}>
          {intl.formatMessage({ id: 'siteSettings.social.add' })}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
