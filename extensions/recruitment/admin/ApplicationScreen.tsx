import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, errorItemsOf, ErrorList, Loading, useSubmission, useText } from '@blokwerk/admin/extension';
import {
  AddApplicationNoteMutation,
  ApplicationQuery,
  DeleteApplicationMutation,
  fileUrl,
  type Application,
  type ApplicationNote,
} from './applications-documents';
import { MoveDialog } from './board/MoveDialog';
import { SentMails } from './candidate-mails/SentMails';
import { ApplicationStagesQuery, labelIn } from './pipeline-documents';

type Text = ReturnType<typeof useText>;

const kilobytes = (size: number) => Math.max(1, Math.round(size / 1024));

function Facts({ application, text, locale }: { application: Application; text: Text; locale: string }) {
  const facts: [string, string][] = [
    ['vacancy', application.vacancyTitle ?? text('applications.open')],
    ['desiredFunction', application.desiredFunction],
    ['email', application.email],
    ['telephone', application.telephone],
    ['createdAt', text('applications.dateTime', { date: new Date(application.createdAt) })],
    ['consentAt', text('applications.dateTime', { date: new Date(application.consentAt) })],
    [
      'keepConsentAt',
      application.keepConsentAt ? text('applications.dateTime', { date: new Date(application.keepConsentAt) }) : text('applications.keepConsent.none'),
    ],
    ['locale', new Intl.DisplayNames([locale], { type: 'language' }).of(application.locale) ?? application.locale],
    ['message', application.message],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {facts.map(([name, value]) => [
        <Typography key={`${name}-term`} component="dt" sx={{ fontWeight: 600 }}>
          {text(`applications.field.${name}`)}
        </Typography>,
        <Typography key={`${name}-value`} component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
          {value}
        </Typography>,
      ])}
    </Box>
  );
}

function noteTitle(note: ApplicationNote, text: Text, locale: string): string {
  const when = text('applications.dateTime', { date: new Date(note.at) });
  const who = note.authorEmail ?? text('applications.someone');
  return note.stageTo
    ? text('applications.note.status', { when, who, from: note.stageFrom ? labelIn(note.stageFrom, locale) : '', to: labelIn(note.stageTo, locale) })
    : text('applications.note.plain', { when, who });
}

/**
 * One application (manage-applications): its fields, its files to download (each download is
 * audited, as every opening of this screen is), its stage and moving it (the board's move
 * dialog), the notes (the stage history among them), when it will be deleted, and deleting it.
 */
export default function ApplicationScreen() {
  const text = useText();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  // Every opening fetches (and is audited); later answers of the mutations update it in place.
  const { data, loading, error } = useQuery(ApplicationQuery, { variables: { id }, fetchPolicy: 'network-only', skip: !Number.isInteger(id) });
  const [addNote] = useMutation(AddApplicationNoteMutation);
  const [remove] = useMutation(DeleteApplicationMutation);
  const [moving, setMoving] = useState(false);
  const [note, setNote] = useState('');
  const [deleting, setDeleting] = useState(false);
  const noteAction = useSubmission();
  const application = data?.application;
  // The stages of its pipeline (its vacancy's own, else the site's): where it can move.
  const stages =
    useQuery(ApplicationStagesQuery, { variables: { vacancyPageID: application?.vacancyPageId ?? null, locale }, skip: !application }).data
      ?.applicationStages ?? [];

  useEffect(() => {
    document.title = application ? text('applications.detailTitle', { name: application.name }) : text('applications.title');
  }, [text, application]);

  if (!application) return loading ? <Loading /> : <ErrorList errors={error ? errorItemsOf(error) : [{ code: 'V_12', property: 'id' }]} />;

  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    if (await noteAction.run(() => addNote({ variables: { id, text: note.trim() } }))) setNote('');
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <div>
        <Link component={RouterLink} to="/applications">
          {text('applications.back')}
        </Link>
        <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
          {application.name}
        </Typography>
        <Typography color="text.secondary">{text('applications.currentStatus', { status: labelIn(application.stage.labels, locale) })}</Typography>
      </div>
      <Alert severity="info">{text('applications.deletesAt', { date: new Date(application.deletesAt) })}</Alert>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Facts application={application} text={text} locale={locale} />
      </Paper>

      <section aria-labelledby="application-files">
        <Typography id="application-files" variant="h6" component="h2">
          {text('applications.files')}
        </Typography>
        <List dense>
          {application.files.map((file) => (
            <ListItem key={file.which} disableGutters>
              <ListItemText
                primary={
                  <Link
                    href={fileUrl(application.id, file.which)}
                    download={file.fileName}
                  >{`${text(`applications.file.${file.which}`)}: ${file.fileName}`}</Link>
                }
                secondary={text('applications.size', { kb: kilobytes(file.size) })}
              />
            </ListItem>
          ))}
        </List>
      </section>

      <section aria-labelledby="application-status">
        <Typography id="application-status" variant="h6" component="h2" gutterBottom>
          {text('applications.changeStatus')}
        </Typography>
        <Button variant="contained" onClick={() => setMoving(true)} disabled={stages.length < 2}>
          {text('applications.saveStatus')}
        </Button>
        <MoveDialog
          move={moving ? { applicationID: application.id, name: application.name, fromStageID: application.stage.id } : null}
          stages={stages}
          onClose={() => setMoving(false)}
          onMoved={() => setMoving(false)}
          refetchQueries={['ApplicationMails', 'AdminMenuCounts']}
        />
      </section>

      <section aria-labelledby="application-notes">
        <Typography id="application-notes" variant="h6" component="h2" gutterBottom>
          {text('applications.notes')}
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submitNote}>
          <TextField
            label={text('applications.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            required
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <div>
            <Button type="submit" disabled={!note.trim()} loading={noteAction.pending}>
              {text('applications.addNote')}
            </Button>
          </div>
          <ErrorList errors={noteAction.errors} />
        </Stack>
        {application.notes.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {text('applications.noNotes')}
          </Typography>
        ) : (
          <List>
            {application.notes.map((n) => (
              <ListItem key={n.id} disableGutters>
                <ListItemText
                  primary={noteTitle(n, text, locale)}
                  secondary={n.text || undefined}
                  slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>

      <SentMails applicationID={application.id} />

      <div>
        <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
          {text('applications.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        title={text('applications.deleteTitle')}
        message={text('applications.deleteMessage', { name: application.name })}
        confirmLabel={text('applications.delete')}
        destructive
        onConfirm={async () => {
          await remove({ variables: { id } });
          await navigate('/applications');
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
