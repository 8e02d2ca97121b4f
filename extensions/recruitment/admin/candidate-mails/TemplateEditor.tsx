import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorList, SuccessNotice, useSubmission, useText } from '@blokwerk/admin/extension';
import {
  CandidateMailTemplatesQuery,
  DeleteCandidateMailTemplateMutation,
  SaveCandidateMailTemplateMutation,
  type CandidateMailTemplateView,
} from './candidate-mail-documents';
import { PlaceholderList } from './PlaceholderList';
import { TemplatePreview } from './TemplatePreview';

interface TemplateEditorProps {
  stageID: number;
  locale: string;
}

/** A stage's mail in one language: loaded, then edited with the placeholders and a live preview beside it. */
export function TemplateEditor({ stageID, locale }: TemplateEditorProps) {
  const text = useText();
  const { data, loading } = useQuery(CandidateMailTemplatesQuery, { variables: { stageID }, fetchPolicy: 'cache-and-network' });
  // Outside the form, which a save replaces: the notice outlives it.
  const [notice, setNotice] = useState<string | null>(null);
  if (!data) return loading ? <CircularProgress aria-label={text('candidateMails.loading')} /> : null;
  const template = data.candidateMailTemplates.find((t) => t.locale === locale) ?? null;
  return (
    <>
      {/* A fresh form for each stored version: what the server holds now is what is edited. */}
      <TemplateForm key={`${stageID}:${locale}:${template?.updatedAt ?? 'none'}`} stageID={stageID} locale={locale} template={template} onDone={setNotice} />
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

type Field = 'subject' | 'body';

function TemplateForm({
  stageID,
  locale,
  template,
  onDone,
}: TemplateEditorProps & { template: CandidateMailTemplateView | null; onDone(notice: string): void }) {
  const text = useText();
  const [values, setValues] = useState<Record<Field, string>>({ subject: template?.subject ?? '', body: template?.body ?? '' });
  const subjectInput = useRef<HTMLInputElement>(null);
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const refetchQueries = [{ query: CandidateMailTemplatesQuery, variables: { stageID } }];
  const [save] = useMutation(SaveCandidateMailTemplateMutation, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteCandidateMailTemplateMutation, { refetchQueries, awaitRefetchQueries: true });
  const { pending, errors, run } = useSubmission();

  const insert = (placeholder: string) => {
    const field = lastField.current;
    const element = field === 'subject' ? subjectInput.current : bodyInput.current;
    const value = values[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    setValues((all) => ({ ...all, [field]: value.slice(0, start) + placeholder + value.slice(end) }));
    // After the render, the cursor goes behind what was inserted.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => save({ variables: { input: { stageID, locale, ...values } } }))) onDone(text('candidateMails.saved'));
  };
  const deleteTemplate = async () => {
    if (await run(() => remove({ variables: { stageID, locale } }))) onDone(text('candidateMails.deleted'));
  };

  const field = (name: Field) => ({
    label: text(`candidateMails.${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((all) => ({ ...all, [name]: e.target.value })),
    onFocus: () => void (lastField.current = name),
    required: true,
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {!template && <Alert severity="info">{text('candidateMails.none')}</Alert>}
        <TextField {...field('subject')} inputRef={subjectInput} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField
          {...field('body')}
          inputRef={bodyInput}
          multiline
          minRows={10}
          helperText={text('candidateMails.bodyHelp')}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
        <PlaceholderList onInsert={insert} />
        <ErrorList errors={errors} title={text('candidateMails.saveFailed')} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" loading={pending}>
            {text('candidateMails.save')}
          </Button>
          {template && (
            <Button color="error" onClick={() => void deleteTemplate()} disabled={pending}>
              {text('candidateMails.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <TemplatePreview stageID={stageID} locale={locale} subject={values.subject} body={values.body} />
      </Stack>
    </Stack>
  );
}
