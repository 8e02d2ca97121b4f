import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface AnchorInputProps {
  label: string;
  /** The anchor points of the page being edited, offered first. */
  anchors: readonly string[];
  value: string;
  onChange(anchor: string): void;
  hint: string;
  error?: string;
}

/** An anchor name: one of the page's anchor points, or typed freely (a leading "#" is dropped). */
export function AnchorInput({ label, anchors, value, onChange, hint, error }: AnchorInputProps) {
  return (
    <Autocomplete
      freeSolo
      options={anchors}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text.replace(/^#/, ''))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={error !== undefined}
          helperText={
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {hint}
              </Box>
              {error !== undefined && (
                <Box component="span" sx={{ display: 'block' }}>
                  {error}
                </Box>
              )}
            </>
          }
        />
      )}
    />
  );
}
