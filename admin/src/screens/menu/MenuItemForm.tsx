import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LinkField } from '../../components/links/LinkField';
import { TextInput } from '../../components/TextInput';
import type { MenuTargetValue, SiteRouteChoice } from './menuTarget';

interface MenuItemFormProps {
  label: string;
  target: MenuTargetValue;
  locale: string;
  /** The site routes of the locale, offered for a route target. */
  routes: readonly SiteRouteChoice[];
  onApply(label: string, target: MenuTargetValue): void;
  onCancel(): void;
}

/** The inline edit of one item: its label and its target (any link type, or another site route for a route item). */
export function MenuItemForm({ label: initialLabel, target: initialTarget, locale, routes, onApply, onCancel }: MenuItemFormProps) {
  const intl = useIntl();
  const [label, setLabel] = useState(initialLabel);
  const [target, setTarget] = useState<MenuTargetValue | null>(initialTarget);
  const valid = label.trim() !== '' && target !== null;
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={intl.formatMessage({ id: 'menu.form.title' }, { label: initialLabel })}
      sx={{ p: 2, mt: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onApply(label.trim(), target);
      }}
    >
      <Stack spacing={2}>
        <TextInput name="label" label="menu.form.label" value={label} onChange={setLabel} maxLength={200} required />
        {target?.kind === 'route' ? (
          <TextField
            select
            required
            label={intl.formatMessage({ id: 'menu.form.route' })}
            value={target.route}
            slotProps={{ select: { native: true } }}
            onChange={(event) => setTarget({ kind: 'route', route: event.target.value })}
          >
            {/* A route no longer declared stays chosen until another is picked. */}
            {!routes.some((route) => route.id === target.route) && <option value={target.route}>{target.route}</option>}
            {routes.map((route) => (
              <option key={route.id} value={route.id}>
                {intl.formatMessage({ id: 'menu.item.route' }, { title: route.title, path: route.path })}
              </option>
            ))}
          </TextField>
        ) : (
          <LinkField label={intl.formatMessage({ id: 'menu.form.target' })} required value={target} onChange={setTarget} anchors={[]} locale={locale} />
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!valid}>
            {intl.formatMessage({ id: 'menu.form.apply' })}
          </Button>
          <Button onClick={onCancel}>{intl.formatMessage({ id: 'menu.form.cancel' })}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
