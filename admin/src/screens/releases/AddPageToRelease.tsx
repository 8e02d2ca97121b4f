import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ReleasePageSearchQuery } from './releaseDocuments';

interface AddPageToReleaseProps {
  /** Pages already in the release: not offered again. */
  present: ReadonlySet<number>;
  pending: boolean;
  onAdd(pageId: number): void;
}

/** Finds pages of every language and type by title or path (the pages search) to add one. */
export function AddPageToRelease({ present, pending, onAdd }: AddPageToReleaseProps) {
  const intl = useIntl();
  const resultsId = useId();
  const [term, setTerm] = useState('');
  const searchTerm = useDeferredValue(term.trim());
  const { data } = useQuery(ReleasePageSearchQuery, { variables: { searchTerm }, skip: searchTerm === '' });
  const pages = searchTerm === '' ? [] : (data?.searchPages ?? []).filter((page) => !present.has(page.id));
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'releases.add.label' })}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        size="small"
        sx={{ mt: 3, minWidth: 320 }}
        slotProps={{ htmlInput: { 'aria-controls': resultsId } }}
      />
      <div id={resultsId} aria-live="polite">
        {searchTerm !== '' && data && pages.length === 0 && <Typography sx={{ mt: 1 }}>{intl.formatMessage({ id: 'releases.add.none' })}</Typography>}
        {pages.length > 0 && (
          <List dense aria-label={intl.formatMessage({ id: 'releases.add.results' })}>
            {pages.map((page) => (
              <ListItem key={page.id} disableGutters>
                <Button size="small" disabled={pending} onClick={() => onAdd(page.id)}>
                  {intl.formatMessage({ id: 'releases.add.action' }, { title: page.title, locale: page.locale })}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </div>
    </>
  );
}
