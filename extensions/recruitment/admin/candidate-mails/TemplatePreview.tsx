import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDebouncedValue, useText } from '@blokwerk/admin/extension';
import { CandidateMailTemplatePreviewQuery } from './candidate-mail-documents';
import { unknownPlaceholdersOf } from './unknown-placeholders';

interface TemplatePreviewProps {
  stageID: number;
  locale: string;
  subject: string;
  body: string;
}

/** The template as an applicant would read it, with sample values; follows the typing after a pause. */
export function TemplatePreview(props: TemplatePreviewProps) {
  const text = useText();
  const input = useDebouncedValue(props, { waitMs: 400 });
  const { data, previousData, error } = useQuery(CandidateMailTemplatePreviewQuery, { variables: { input } });
  const shown = (data ?? previousData)?.candidateMailTemplatePreview;
  const unknown = unknownPlaceholdersOf(error);
  return (
    <section aria-labelledby="candidate-mail-preview">
      <Typography id="candidate-mail-preview" variant="subtitle2" component="h2">
        {text('candidateMails.preview')}
      </Typography>
      <div aria-live="polite">
        {error && (
          <Alert severity="warning">
            {unknown.length > 0 ? text('candidateMails.unknownPlaceholders', { names: unknown.join(', ') }) : text('candidateMails.previewFailed')}
          </Alert>
        )}
      </div>
      {shown && !error && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="candidate-mail-preview">
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {shown.subject}
          </Typography>
          <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {shown.body}
          </Typography>
        </Paper>
      )}
    </section>
  );
}
