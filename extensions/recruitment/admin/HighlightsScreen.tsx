import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useText } from '@blokwerk/admin/extension';
import { HighlightSettingsQuery, HighlightStatesQuery, PublishedVacanciesQuery, SetHighlightsMutation } from './highlight-documents';
import { HighlightRow } from './HighlightRow';
import { MessageDialog } from './MessageDialog';
import { SelectVacancyDialog } from './SelectVacancyDialog';

/** At most this many; the server refuses more too (V_07). */
const MAX_HIGHLIGHTS = 6;

/** 'Vacancy Highlight Settings': the highlighted vacancies as an ordered list, edited and then saved at once. */
export default function HighlightsScreen() {
  const text = useText();
  const settings = useQuery(HighlightSettingsQuery);
  const locale = settings.data?.settings.defaultLocale;
  const vacancies = useQuery(PublishedVacanciesQuery, locale ? { variables: { locale } } : skipToken);
  const [save, saving] = useMutation(SetHighlightsMutation);
  const [draft, setDraft] = useState<number[] | undefined>();
  const [dialog, setDialog] = useState<'select' | 'limit' | 'error' | undefined>();
  const [saved, setSaved] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  useEffect(() => {
    document.title = text('highlights.title');
  }, [text]);

  const titles = useMemo(
    () =>
      new Map<number, string>(
        (vacancies.data?.publishedPages ?? []).flatMap((p) =>
          p?.page?.id !== undefined && p.pageVersion?.title !== undefined ? [[p.page.id, p.pageVersion.title]] : [],
        ),
      ),
    [vacancies.data],
  );
  const list = draft ?? settings.data?.vacancyHighlights ?? [];
  // Closed or unpublished ones: the site skips them, so the screen says so.
  const states = useQuery(HighlightStatesQuery, list.length ? { variables: { pageIDs: list } } : skipToken);
  const stateOf = useMemo(() => new Map((states.data?.vacancyHighlightStates ?? []).map((state) => [state.pageID, state])), [states.data]);
  const change = (next: number[]) => {
    setDraft(next);
    setSaved(false);
  };
  const move = (from: number, to: number) => change(arrayMove(list, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(list.indexOf(Number(active.id)), list.indexOf(Number(over.id)));
  };
  const add = () => setDialog(list.length >= MAX_HIGHLIGHTS ? 'limit' : 'select');
  const submit = async () => {
    try {
      await save({ variables: { pageIDs: list } });
      setSaved(true);
      setDraft(undefined);
      await settings.refetch();
    } catch {
      setDialog('error');
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('highlights.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text('highlights.intro', { max: MAX_HIGHLIGHTS })}</Typography>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={list} strategy={verticalListSortingStrategy}>
          <List aria-label={text('highlights.list')}>
            {list.map((id, position) => (
              <HighlightRow
                key={id}
                id={id}
                title={titles.get(id) ?? stateOf.get(id)?.title ?? `#${id}`}
                problem={stateOf.get(id)?.problem}
                position={position}
                count={list.length}
                onMove={move}
                onRemove={() => change(list.filter((other) => other !== id))}
              />
            ))}
          </List>
        </SortableContext>
      </DndContext>
      {list.length === 0 && <Typography color="text.secondary">{text('highlights.empty')}</Typography>}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={add}>
          {text('highlights.add')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={draft === undefined || saving.loading}>
          {text('highlights.save')}
        </Button>
      </Stack>
      {saved && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {text('highlights.saved')}
        </Alert>
      )}
      <SelectVacancyDialog
        open={dialog === 'select'}
        options={[...titles].filter(([id]) => !list.includes(id)).map(([id, title]) => ({ id, title }))}
        onConfirm={(id) => change([...list, id])}
        onClose={() => setDialog(undefined)}
      />
      <MessageDialog
        open={dialog === 'limit'}
        title={text('highlights.limit.title')}
        text={text('highlights.limit.text', { max: MAX_HIGHLIGHTS })}
        ok={text('highlights.ok')}
        onClose={() => setDialog(undefined)}
      />
      <MessageDialog
        open={dialog === 'error'}
        title={text('highlights.error.title')}
        text={text('highlights.error.text')}
        ok={text('highlights.ok')}
        onClose={() => setDialog(undefined)}
      />
    </>
  );
}
