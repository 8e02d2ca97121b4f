import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useText } from '@blokwerk/admin/extension';
import { CreateNoteMutation, NotesQuery } from './notes-documents';

/** The extension's screen: its notes and a form to add one (manage-notes; the route checks it too). */
export default function NotesScreen() {
  const text = useText();
  const { data } = useQuery(NotesQuery);
  const [create] = useMutation(CreateNoteMutation, { refetchQueries: [NotesQuery] });
  const [title, setTitle] = useState('');

  useEffect(() => {
    document.title = text('notes.title');
  }, [text]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await create({ variables: { title } });
    setTitle('');
  };

  const notes = data?.notes ?? [];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('notes.title')}
      </Typography>
      <Typography>{text('notes.count', { count: notes.length })}</Typography>
      <List>
        {notes.map((note) => (
          <ListItem key={note.id}>{note.title}</ListItem>
        ))}
      </List>
      <Stack component="form" direction="row" spacing={2} onSubmit={submit}>
        <TextField label={text('notes.new')} value={title} onChange={(e) => setTitle(e.target.value)} size="small" required />
        <Button type="submit" variant="contained">
          {text('notes.add')}
        </Button>
      </Stack>
    </>
  );
}
