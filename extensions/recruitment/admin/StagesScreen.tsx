import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ApiErrorItem, ErrorList, useSubmission, useText } from '@blokwerk/admin/extension';
import {
  ApplicationStagesQuery,
  DeleteApplicationStagesMutation,
  PipelineVacanciesQuery,
  SaveApplicationStagesMutation,
  type Stage,
} from './pipeline-documents';
import { StageRow, type DraftStage } from './StagesScreenRow';

/** A new stage's retention: the default of the open stages. */
const NEW_STAGE_DAYS = 182;

/**
 * The stages as the editor holds them (only what it sends back: no __typename); a vacancy that
 * uses the site's pipeline starts from a copy of it (new stages: no ids).
 */
const draftOf = (stages: readonly Stage[], copy: boolean): DraftStage[] =>
  stages.map(({ id, labels: { en, nl, de, fr }, kind, retentionDays }) => ({
    key: `stage-${id}`,
    ...(copy ? {} : { id }),
    labels: { en, nl, de, fr },
    kind,
    retentionDays,
  }));

/**
 * 'Pipeline stages' (manage-applications): the site's stages, or one vacancy's own pipeline,
 * edited as an ordered list (add, rename per language, reorder by dragging or with the buttons,
 * kind, retention days, remove) and saved at once; a vacancy can return to the site's pipeline.
 */
export default function StagesScreen() {
  const text = useText();
  const { locale } = useIntl();
  const pickerId = useId();
  const [vacancyPageID, setVacancyPageID] = useState<number | null>(null);
  const vacancies = useQuery(PipelineVacanciesQuery, { fetchPolicy: 'cache-and-network' });
  const stages = useQuery(ApplicationStagesQuery, { variables: { vacancyPageID, locale }, fetchPolicy: 'network-only' });
  const [save] = useMutation(SaveApplicationStagesMutation);
  const [drop] = useMutation(DeleteApplicationStagesMutation);
  const [draft, setDraft] = useState<DraftStage[] | undefined>();
  const [saved, setSaved] = useState(false);
  const [added, setAdded] = useState(0);
  const submission = useSubmission();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  useEffect(() => {
    document.title = text('stages.title');
  }, [text]);

  const loaded = stages.data?.applicationStages;
  // A vacancy without its own pipeline is shown the site's, to start from.
  const inherited = vacancyPageID !== null && loaded !== undefined && loaded[0]?.vacancyPageID !== vacancyPageID;
  const list = draft ?? (loaded ? draftOf(loaded, inherited) : []);
  const change = (next: DraftStage[]) => {
    setDraft(next);
    setSaved(false);
  };
  const move = (from: number, to: number) => change(arrayMove(list, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const keys = list.map((stage) => stage.key);
    if (over && active.id !== over.id) move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  // Screen readers hear the stages' names, not their keys.
  const nameOf = (key: UniqueIdentifier | undefined) => list.find((stage) => stage.key === key)?.labels.en || text('stages.unnamed');
  const announcements: Announcements = {
    onDragStart: ({ active }) => text('stages.drag.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      text('stages.drag.over', { name: nameOf(active.id), position: list.findIndex((stage) => stage.key === (over?.id ?? active.id)) + 1 }),
    onDragEnd: ({ active, over }) =>
      text('stages.drag.end', { name: nameOf(active.id), position: list.findIndex((stage) => stage.key === (over?.id ?? active.id)) + 1 }),
    onDragCancel: ({ active }) => text('stages.drag.cancel', { name: nameOf(active.id) }),
  };
  const add = () => {
    setAdded(added + 1);
    change([...list, { key: `new-${added}`, labels: { en: '', nl: '', de: '', fr: '' }, kind: 'open', retentionDays: NEW_STAGE_DAYS }]);
  };
  const pick = (value: string) => {
    setVacancyPageID(value === '' ? null : Number(value));
    setDraft(undefined);
    setSaved(false);
    submission.setErrors([]);
  };
  const done = async () => {
    setDraft(undefined);
    setSaved(true);
    await Promise.all([stages.refetch(), vacancies.refetch()]);
  };
  const submit = async () => {
    const input = { vacancyPageID, stages: list.map(({ key: _key, ...stage }) => stage) };
    if (await submission.run(() => save({ variables: { input, locale } }))) await done();
  };
  const returnToSite = async () => {
    if (vacancyPageID !== null && (await submission.run(() => drop({ variables: { vacancyPageID, locale } })))) await done();
  };
  // V_07: a stage removed while applications are in it; the catalogue's words say too little.
  const describe = (error: ApiErrorItem) =>
    error.code === 'V_07'
      ? text('stages.error.inUse')
      : error.code === 'V_12' && error.property === 'stages'
        ? text('stages.error.endKinds')
        : error.code === 'V_12' && error.property === 'stages.0.kind'
          ? text('stages.error.firstOpen')
          : undefined;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('stages.title')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 880 }}>{text('stages.intro')}</Typography>
      <TextField
        id={pickerId}
        select
        label={text('stages.pipeline')}
        value={vacancyPageID ?? ''}
        onChange={(event) => pick(event.target.value)}
        sx={{ minWidth: 320, mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{text('stages.sitePipeline')}</MenuItem>
        {(vacancies.data?.applicationCounts.vacancies ?? []).map((vacancy) => (
          <MenuItem key={vacancy.id} value={vacancy.id}>
            {text(vacancy.ownPipeline ? 'stages.vacancyOwn' : 'stages.vacancy', { title: vacancy.title, locale: vacancy.locale })}
          </MenuItem>
        ))}
      </TextField>
      {inherited && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {text('stages.inherited')}
        </Alert>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={list.map((stage) => stage.key)} strategy={verticalListSortingStrategy}>
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, maxWidth: 1100 }} aria-label={text('stages.list')}>
            {list.map((stage, position) => (
              <StageRow
                key={stage.key}
                stage={stage}
                position={position}
                count={list.length}
                onChange={(next) => change(list.map((other) => (other.key === stage.key ? next : other)))}
                onMove={move}
                onRemove={() => change(list.filter((other) => other.key !== stage.key))}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={add}>
          {text('stages.add')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={(draft === undefined && !inherited) || submission.pending}>
          {text('stages.save')}
        </Button>
        {vacancyPageID !== null && !inherited && (
          <Button onClick={returnToSite} disabled={submission.pending}>
            {text('stages.useSite')}
          </Button>
        )}
      </Stack>
      <ErrorList errors={submission.errors} describe={describe} />
      <output aria-live="polite">
        {saved && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {text('stages.saved')}
          </Alert>
        )}
      </output>
    </>
  );
}
