import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { concerning } from '../../api/errorItems';
import { apiErrorMessage } from '../../i18n/apiErrorText';
import type { MessageId } from '../../i18n/messages';
import { FormDialog } from '../FormDialog';
import { TextInput } from '../TextInput';
import { AnchorInput } from './AnchorInput';
import type { LinkedPage } from './linkDocuments';
import { checkDraft, draftOf, type LinkDraft } from './linkDraft';
import { LINK_KIND_LABELS, LINK_KINDS, LINK_LABEL_MAX_LENGTH, type LinkValue } from './linkValue';
import { PagePicker } from './PagePicker';
import { useLinkedPage } from './useLinkedPage';

export interface LinkDialogProps {
  /** The link being changed; null to choose a new one. */
  initial: LinkValue | null;
  /** The content locale of the page being edited: internal links offer its pages. */
  locale: string;
  /** The anchor points of the page being edited, offered for anchor links. */
  anchors: readonly string[];
  /** Offer the optional link text (link fields); rich text links keep the text they are on. */
  withLabel: boolean;
  /** The checked link; `page` is the chosen page of an internal link (null for other kinds). */
  onSubmit(link: LinkValue, page: LinkedPage | null): void;
  onClose(): void;
}

/**
 * The link types in a dialog titled "Choose link" (or "Edit link" with `initial`): a
 * "Link type" radio group (External link, Page on this site, Anchor point, Email, Phone) and
 * the target of that type, checked by the server's rules before `onSubmit` ("Apply").
 * Mount it when needed: it is open while mounted and starts from `initial` each time.
 */
export function LinkDialog({ initial, locale, anchors, withLabel, onSubmit, onClose }: LinkDialogProps) {
  const intl = useIntl();
  const kindLabelId = useId();
  const [draft, setDraft] = useState<LinkDraft>(() => draftOf(initial));
  // Undefined until a page is picked: the one the link had, once looked up.
  const [pickedPage, setPickedPage] = useState<LinkedPage | null>();
  const initialPage = useLinkedPage(initial?.kind === 'internal' ? initial.pageId : null);
  const page = pickedPage === undefined ? initialPage.page : pickedPage;
  const [attempted, setAttempted] = useState(false);

  const check = checkDraft(draft, page);
  const errors = attempted ? check.errors : [];
  const errorText = (property: string, label: MessageId) => {
    const [item] = concerning(errors, property);
    return item && apiErrorMessage(intl, item, { [property]: label });
  };
  const change = (part: Partial<LinkDraft>) => setDraft((current) => ({ ...current, ...part }));
  const submit = () => {
    setAttempted(true);
    if (check.value) onSubmit(check.value, check.value.kind === 'internal' ? page : null);
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: initial ? 'link.dialog.edit' : 'link.dialog.choose' })}
      submitLabel={intl.formatMessage({ id: 'link.dialog.apply' })}
      pending={false}
      errors={[]}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormControl>
        <FormLabel id={kindLabelId}>{intl.formatMessage({ id: 'link.kind' })}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={kindLabelId}
          value={draft.kind}
          onChange={(_event, kind) => change({ kind: LINK_KINDS.find((k) => k === kind) ?? draft.kind })}
        >
          {LINK_KINDS.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio />} label={intl.formatMessage({ id: LINK_KIND_LABELS[kind] })} />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.kind === 'external' && (
        <>
          <TextInput
            name="href"
            label="link.url"
            value={draft.href}
            onChange={(href) => change({ href })}
            errors={errors}
            required
            hint={intl.formatMessage({ id: 'link.url.hint' })}
          />
          <FormControlLabel
            control={<Checkbox checked={draft.newTab} onChange={(event) => change({ newTab: event.target.checked })} />}
            label={intl.formatMessage({ id: 'link.newTab' })}
          />
        </>
      )}
      {draft.kind === 'internal' && (
        <PagePicker
          label={intl.formatMessage({ id: 'link.page' })}
          locale={locale}
          value={page}
          onChange={setPickedPage}
          required
          error={errorText('page', 'link.page')}
        />
      )}
      {draft.kind === 'anchor' && (
        <AnchorInput
          label={intl.formatMessage({ id: 'link.anchor' })}
          anchors={anchors}
          value={draft.anchor}
          onChange={(anchor) => change({ anchor })}
          hint={intl.formatMessage({ id: 'link.anchor.hint' })}
          error={errorText('anchor', 'link.anchor')}
        />
      )}
      {draft.kind === 'mail' && (
        <TextInput name="email" type="email" label="link.email" value={draft.email} onChange={(email) => change({ email })} errors={errors} required />
      )}
      {draft.kind === 'phone' && (
        <TextInput
          name="phone"
          label="link.phone"
          value={draft.phone}
          onChange={(phone) => change({ phone })}
          errors={errors}
          required
          hint={intl.formatMessage({ id: 'link.phone.hint' })}
        />
      )}
      {withLabel && <TextInput name="label" label="link.label" value={draft.label} onChange={(label) => change({ label })} maxLength={LINK_LABEL_MAX_LENGTH} />}
    </FormDialog>
  );
}
