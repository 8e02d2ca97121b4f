import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useText } from '@blokwerk/admin/extension';
import { CandidateMailPreviewQuery, type CandidateMailPreview } from './candidate-mail-documents';

type Mail = { subject: string; body: string };

/** Left as it is in the preview and the history: only the mail sent carries the applicant's live link. */
const STATUS_LINK = '{statusLink}';

interface MoveMailFieldsProps {
  applicationID: number;
  stageID: number;
  /** The mail to send with the move, or null: none (unticked, or the stage has no template in the applicant's language). */
  onChange(mail: Mail | null): void;
}

/**
 * The candidate mail a move offers (the stage's template in the applicant's language, filled
 * in but `{statusLink}`): ticked to send, its subject and body editable first. Nothing is sent from here — the
 * move dialog passes the mail on when the recruiter confirms.
 */
export function MoveMailFields({ applicationID, stageID, onChange }: MoveMailFieldsProps) {
  const text = useText();
  const { data, loading, error } = useQuery(CandidateMailPreviewQuery, { variables: { applicationID, stageID }, fetchPolicy: 'network-only' });
  const preview = data?.candidateMailPreview;

  useEffect(() => {
    // Until a template is shown there is nothing to send.
    if (!preview) onChange(null);
  }, [preview, onChange]);

  let status: ReactNode = null;
  if (loading)
    status = (
      <>
        <CircularProgress size={16} sx={{ mr: 1 }} />
        {text('candidateMails.move.loading')}
      </>
    );
  else if (error) status = <Alert severity="warning">{text('candidateMails.move.failed')}</Alert>;
  else if (!preview) status = text('candidateMails.move.none');
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {text('candidateMails.move.heading')}
      </Typography>
      <div aria-live="polite">{status}</div>
      {preview && <MailEditor key={`${preview.locale}:${preview.subject}`} preview={preview} onChange={onChange} />}
    </Stack>
  );
}

/** The filled-in template, ticked, as the recruiter edits it. */
function MailEditor({ preview, onChange }: { preview: CandidateMailPreview; onChange(mail: Mail | null): void }) {
  const text = useText();
  const [send, setSend] = useState(true);
  const [subject, setSubject] = useState(preview.subject);
  const [body, setBody] = useState(preview.body);

  useEffect(() => {
    onChange(send ? { subject, body } : null);
  }, [send, subject, body, onChange]);

  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={send} onChange={(e) => setSend(e.target.checked)} />}
        label={text('candidateMails.move.send', { to: preview.to })}
      />
      {send && (
        <>
          <TextField
            label={text('candidateMails.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={text('candidateMails.body')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            required
            multiline
            minRows={6}
            slotProps={{ htmlInput: { maxLength: 10000 } }}
          />
          <Typography variant="caption">{text('candidateMails.move.language', { locale: preview.locale })}</Typography>
          {body.includes(STATUS_LINK) && <Typography variant="caption">{text('candidateMails.move.links', { placeholder: STATUS_LINK })}</Typography>}
        </>
      )}
    </>
  );
}
