import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LinkDialog } from './LinkDialog';
import { LINK_KIND_LABELS, linkTarget, type LinkValue } from './linkValue';
import { slugPath } from './pagePaths';
import { useLinkedPage } from './useLinkedPage';

export type { LinkValue } from './linkValue';

export interface LinkFieldProps {
  label: string;
  required?: boolean;
  value: LinkValue | null;
  onChange(value: LinkValue | null): void;
  /** The anchor points of the page being edited, offered for anchor links. */
  anchors: readonly string[];
  /** The content locale of the page being edited: internal links offer its pages. */
  locale: string;
  /** Shown under the field (e.g. the server's message for it). */
  error?: string;
}

/**
 * The form control of a block's `link` field: a group named by `label` that shows the link
 * ("Page on this site: About us (/about-us)") with the buttons "Choose link", or "Edit link"
 * and "Remove link", which open LinkDialog (with its optional link text) or clear the value.
 */
export function LinkField({ label, required, value, onChange, anchors, locale, error }: LinkFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [editing, setEditing] = useState(false);

  return (
    <FormControl component="fieldset" required={required} error={error !== undefined} aria-describedby={error === undefined ? undefined : `${id}-error`}>
      <FormLabel component="legend">{label}</FormLabel>
      <Typography sx={{ my: 0.5, overflowWrap: 'anywhere' }}>{value ? <LinkSummary link={value} /> : intl.formatMessage({ id: 'linkField.none' })}</Typography>
      {value?.label !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'linkField.label' }, { label: value.label })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
          {intl.formatMessage({ id: value ? 'linkField.edit' : 'linkField.choose' })}
        </Button>
        {value && (
          <Button size="small" color="error" onClick={() => onChange(null)}>
            {intl.formatMessage({ id: 'linkField.remove' })}
          </Button>
        )}
      </Stack>
      {error !== undefined && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
      {editing && (
        <LinkDialog
          initial={value}
          locale={locale}
          anchors={anchors}
          withLabel
          onSubmit={(link) => {
            onChange(link);
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </FormControl>
  );
}

/** "Kind: target", the target as the editor recognises it (an internal link by its page's title and slug). */
function LinkSummary({ link }: { link: LinkValue }) {
  const intl = useIntl();
  const linked = useLinkedPage(link.kind === 'internal' ? link.pageId : null);
  const target = linkTarget(link, {
    external: (href, newTab) => (newTab ? intl.formatMessage({ id: 'linkField.newTab' }, { href }) : href),
    page: () =>
      linked.page
        ? intl.formatMessage({ id: 'linkField.page' }, { title: linked.page.title, path: slugPath(linked.page) })
        : intl.formatMessage({ id: linked.loading ? 'linkField.pageLoading' : linked.failed ? 'link.page.loadError' : 'linkField.pageMissing' }),
  });
  return intl.formatMessage({ id: 'linkField.summary' }, { kind: intl.formatMessage({ id: LINK_KIND_LABELS[link.kind] }), target });
}
