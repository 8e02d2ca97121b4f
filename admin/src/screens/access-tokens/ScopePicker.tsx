import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { scopeLabel } from './scopeLabel';

interface ScopePickerProps {
  available: readonly string[];
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  error: boolean;
}

/** The token's scopes, a checkbox each; the hint says they never add to what the user may do. */
export function ScopePicker({ available, selected, onChange, error }: ScopePickerProps) {
  const intl = useIntl();
  const hintId = useId();
  const toggle = (scope: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(scope);
    else next.delete(scope);
    onChange(next);
  };
  return (
    <FormControl component="fieldset" error={error} aria-describedby={hintId}>
      <FormLabel component="legend">{intl.formatMessage({ id: 'accessTokens.field.scopes' })}</FormLabel>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {intl.formatMessage({ id: 'accessTokens.field.scopes.hint' })}
      </FormHelperText>
      <FormGroup>
        {available.map((scope) => (
          <FormControlLabel
            key={scope}
            control={<Checkbox checked={selected.has(scope)} onChange={(event) => toggle(scope, event.target.checked)} />}
            label={scopeLabel(intl, scope)}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
