import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LinkField } from '../../components/links/LinkField';
import type { LinkValue } from '../../components/links/linkValue';
import { TextInput } from '../../components/TextInput';

interface MenuItemFormProps {
  label: string;
  target: LinkValue;
  locale: string;
  onApply(label: string, target: LinkValue): void;
  onCancel(): void;
}

/** The inline edit of one item: its label and its target (any link type). */
export function MenuItemForm({ label: initialLabel, target: initialTarget, locale, onApply, onCancel }: MenuItemFormProps) {
  const intl = useIntl();
  const [label, setLabel] = useState(initialLabel);
  const [target, setTarget] = useState<LinkValue | null>(initialTarget);
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
        <LinkField label={intl.formatMessage({ id: 'menu.form.target' })} required value={target} onChange={setTarget} anchors={[]} locale={locale} />
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
