import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { permissionLabel } from '../../i18n/permissionLabel';

interface PermissionPickerProps {
  /** Every permission a role can hold (the `permissions` query). */
  available: readonly string[];
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  error?: boolean;
}

/** One labelled checkbox per permission, grouped under a legend. */
export function PermissionPicker({ available, selected, onChange, error }: PermissionPickerProps) {
  const intl = useIntl();
  const toggle = (permission: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(permission);
    else next.delete(permission);
    onChange(next);
  };
  return (
    <FormControl component="fieldset" error={error}>
      <FormLabel component="legend">{intl.formatMessage({ id: 'field.permissions' })}</FormLabel>
      <FormGroup>
        {available.map((permission) => (
          <FormControlLabel
            key={permission}
            control={<Checkbox checked={selected.has(permission)} onChange={(event) => toggle(permission, event.target.checked)} />}
            label={
              <>
                {permissionLabel(intl, permission)}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {permission}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
