import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { SettingsSection } from '../../components/SettingsSection';
import type { SectionProps } from './IdentitySection';
import { COLOUR_FIELDS, COLOUR_PRESETS, FONT_PAIRS } from './siteSettingsForm';

/** Colours (from a preset or one by one; the server checks their contrast) and the font pair. */
export function AppearanceSection({ form, update }: Omit<SectionProps, 'locale'>) {
  const intl = useIntl();
  const colours = form.colours ?? null;
  return (
    <SettingsSection title={intl.formatMessage({ id: 'siteSettings.appearance' })}>
      <Stack spacing={2}>
        <FormControlLabel
          control={<Switch checked={colours !== null} onChange={(event) => update({ colours: event.target.checked ? { ...COLOUR_PRESETS.blue } : null })} />}
          label={intl.formatMessage({ id: 'siteSettings.colours.use' })}
        />
        {colours && (
          <>
            <Typography variant="subtitle2" component="h3">
              {intl.formatMessage({ id: 'siteSettings.presets' })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {Object.entries(COLOUR_PRESETS).map(([name, preset]) => (
                <Button
                  key={name}
                  variant="outlined"
                  onClick={() => update({ colours: { ...preset } })}
                  startIcon={
                    <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: preset.primary, border: 1, borderColor: 'divider' }} />
                  }
                >
                  {intl.formatMessage({ id: `siteSettings.preset.${name as keyof typeof COLOUR_PRESETS}` })}
                </Button>
              ))}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage({ id: 'siteSettings.colours.hint' })}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {COLOUR_FIELDS.map((field) => (
                <TextField
                  key={field}
                  id={`site-settings-colour-${field}`}
                  type="color"
                  label={intl.formatMessage({ id: `siteSettings.colour.${field}` })}
                  value={colours[field]}
                  onChange={(event) => update({ colours: { ...colours, [field]: event.target.value } })}
                />
              ))}
            </Box>
          </>
        )}
        <TextField
          select
          id="site-settings-font-pair"
          label={intl.formatMessage({ id: 'siteSettings.fontPair' })}
          value={form.fontPair}
          onChange={(event) => update({ fontPair: event.target.value })}
        >
          {FONT_PAIRS.map((pair) => (
            <MenuItem key={pair} value={pair}>
              {intl.formatMessage({ id: `siteSettings.font.${pair}` })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </SettingsSection>
  );
}
