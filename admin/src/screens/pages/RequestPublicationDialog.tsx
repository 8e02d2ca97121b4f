import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../components/FormDialog';
import { TextInput } from '../../components/TextInput';
import { useSubmission } from '../../lib/useSubmission';
import { RequestPublicationMutation } from './publicationDocuments';

/** The server keeps at most this much of a comment. */
const COMMENT_MAX_LENGTH = 2000;

interface RequestPublicationDialogProps {
  pageId: number;
  onClose(): void;
  onRequested(): void;
}

/** The publication request dialog: an optional comment for the reviewers. */
export function RequestPublicationDialog({ pageId, onClose, onRequested }: RequestPublicationDialogProps) {
  const intl = useIntl();
  const [comment, setComment] = useState('');
  const [requestPublication] = useMutation(RequestPublicationMutation);
  const { pending, errors, run } = useSubmission();

  const submit = async () => {
    if (await run(() => requestPublication({ variables: { id: pageId, comment: comment.trim() } }))) onRequested();
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: 'publication.request' })}
      submitLabel={intl.formatMessage({ id: 'publication.requestSubmit' })}
      pending={pending}
      errors={errors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography color="text.secondary">{intl.formatMessage({ id: 'publication.requestIntro' })}</Typography>
      <TextInput name="comment" label="field.comment" value={comment} onChange={setComment} errors={errors} multiline maxLength={COMMENT_MAX_LENGTH} />
    </FormDialog>
  );
}
