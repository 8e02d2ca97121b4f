import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { errorItemsOf, ErrorList, useText } from '@blokwerk/admin/extension';
import { AddNoticeMutation, EventsQuery, NoticesQuery, RemoveNoticeMutation, SiteLocalesQuery } from './notices-documents';

/** Notices on event pages ("Sold out"): pick a published event, add or remove its notices. */
export default function EventNoticesScreen() {
  const text = useText();
  const [chosenLocale, setLocale] = useState<string>();
  const [pageID, setPageID] = useState<number>();
  const [notice, setNotice] = useState('');
  const [status, setStatus] = useState('');
  const site = useQuery(SiteLocalesQuery);
  // The site's default locale until another is chosen.
  const locale = chosenLocale ?? site.data?.settings.defaultLocale;
  const events = useQuery(EventsQuery, { variables: { locale: locale ?? '' }, skip: locale === undefined });
  const notices = useQuery(NoticesQuery, { variables: { pageID: pageID ?? 0 }, skip: pageID === undefined });
  const [add, added] = useMutation(AddNoticeMutation, { refetchQueries: [NoticesQuery] });
  const [remove, removed] = useMutation(RemoveNoticeMutation, { refetchQueries: [NoticesQuery] });

  useEffect(() => {
    document.title = text('events.title');
  }, [text]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pageID === undefined) return;
    await add({ variables: { pageID, text: notice } });
    setNotice('');
    setStatus(text('events.added'));
  };
  const removeNotice = async (id: number) => {
    await remove({ variables: { id } });
    setStatus(text('events.removed'));
  };

  const locales = site.data?.settings.availableLocales ?? [];
  const error = added.error ?? removed.error;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('events.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          slotProps={{ select: { native: true } }}
          label={text('events.locale')}
          value={locale ?? ''}
          onChange={(e) => {
            setLocale(e.target.value);
            setPageID(undefined);
          }}
        >
          {locales.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
        <TextField
          select
          slotProps={{ select: { native: true } }}
          label={text('events.event')}
          value={pageID ?? ''}
          onChange={(e) => setPageID(e.target.value ? Number(e.target.value) : undefined)}
          sx={{ minWidth: 320 }}
        >
          <option value="">{text('events.choose')}</option>
          {events.data?.publishedPages.map(({ page, pageVersion }) => (
            <option key={page.id} value={page.id}>
              {pageVersion.title}
            </option>
          ))}
        </TextField>
      </Stack>
      {pageID !== undefined && (
        <>
          <List aria-label={text('events.notices')}>
            {notices.data?.eventNotices.length === 0 && <ListItem>{text('events.none')}</ListItem>}
            {notices.data?.eventNotices.map((item) => (
              <ListItem key={item.id} secondaryAction={<Button onClick={() => void removeNotice(item.id)}>{text('events.remove')}</Button>}>
                {item.text}
              </ListItem>
            ))}
          </List>
          <Stack component="form" direction="row" spacing={2} onSubmit={submit}>
            <TextField
              label={text('events.notice')}
              value={notice}
              onChange={(e) => setNotice(e.target.value)}
              size="small"
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Button type="submit" variant="contained">
              {text('events.add')}
            </Button>
          </Stack>
        </>
      )}
      {error && <ErrorList errors={errorItemsOf(error)} />}
      <Typography component="output" aria-live="polite" sx={{ display: 'block', mt: 2 }}>
        {status}
      </Typography>
    </>
  );
}
