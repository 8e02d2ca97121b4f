import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AVAILABILITY_CHECK_DEBOUNCE } from '../../../lib/config';
import { FormDialog } from '../../../components/FormDialog';
import { TextInput } from '../../../components/TextInput';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { storedBlocks, type EditorBlock } from './content';
import { AnchorAvailableQuery } from './editorDocuments';

const ANCHOR_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ANCHOR_MAX_LENGTH = 100;

interface AnchorDialogProps {
  block: EditorBlock;
  /** All blocks of the draft: the name must be free among the others. */
  blocks: readonly EditorBlock[];
  onApply(anchorPoint: string | null): void;
  onClose(): void;
}

/** The anchor point dialog: a name links can point to (#name), checked for availability on the page. */
export function AnchorDialog({ block, blocks, onApply, onClose }: AnchorDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(block.anchorPoint ?? '');
  const wanted = name.trim();
  const checked = useDebouncedValue(wanted, AVAILABILITY_CHECK_DEBOUNCE);
  const wellFormed = ANCHOR_NAME.test(wanted);
  const { data, loading } = useQuery(AnchorAvailableQuery, {
    variables: { blocks: storedBlocks(blocks), blockKey: block.key, anchorName: checked },
    skip: !ANCHOR_NAME.test(checked),
    fetchPolicy: 'network-only',
  });
  // The draft is here, so the answer is known at once; the server's check (anchor-available) confirms it.
  const freeHere = !blocks.some((other) => other.key !== block.key && other.anchorPoint?.toLowerCase() === wanted.toLowerCase());
  const current = (checked === wanted && !loading ? data?.anchorAvailable : undefined) ?? freeHere;
  const errors =
    wanted === '' ? [] : !wellFormed ? [{ code: 'V_12', property: 'anchorPoint' }] : current === false ? [{ code: 'V_18', property: 'anchorPoint' }] : [];
  const hint =
    wellFormed && current === true
      ? intl.formatMessage({ id: 'editor.anchor.available' }, { anchor: `#${wanted}` })
      : intl.formatMessage({ id: 'editor.anchor.hint' });

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: 'editor.anchor.title' })}
      submitLabel={intl.formatMessage({ id: 'dialog.save' })}
      pending={false}
      errors={[]}
      onClose={onClose}
      onSubmit={() => {
        if (wanted === '') onApply(null);
        else if (wellFormed && current === true) onApply(wanted);
      }}
      extraAction={
        block.anchorPoint !== null && (
          <Button color="warning" onClick={() => onApply(null)}>
            {intl.formatMessage({ id: 'editor.anchor.remove' })}
          </Button>
        )
      }
    >
      <TextInput name="anchorPoint" label="editor.anchor.name" value={name} onChange={setName} maxLength={ANCHOR_MAX_LENGTH} errors={errors} hint={hint} />
    </FormDialog>
  );
}
