import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { errorItemsOf, ErrorList, Loading, useText } from '@blokwerk/admin/extension';
import { ApplicationBoardQuery } from './board-documents';
import { BoardColumn } from './BoardColumn';
import { columnKeyboardCoordinates } from './keyboard';
import { MoveDialog, type MoveTarget } from './MoveDialog';
import { VacancyFilter } from './VacancyFilter';
import { ViewSwitch } from './ViewSwitch';

/** The queries a move changes: the board, the counts beside the vacancies, the navigation's 'N new'. */
const AFTER_MOVE = ['ApplicationBoard', 'ApplicationCounts', 'AdminMenuCounts'];

// A pointer drops on the column under it; the keyboard puts the card inside its target column.
const collisions: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The applications as a board (manage-applications): a column per stage of the pipeline that
 * applies (the site's, or the chosen vacancy's own), headed by its count. A card is dragged to
 * another column (pointer, or Space, arrows, Space) or moved with its menu; either way the move
 * dialog asks for confirmation (with the candidate mail) before anything changes.
 */
export default function BoardScreen() {
  const text = useText();
  const { locale } = useIntl();
  const [params, setParams] = useSearchParams();
  const vacancyPageID = params.get('vacancy') ? Number(params.get('vacancy')) : undefined;
  const [searchTerm, setSearchTerm] = useState('');
  const deferredSearch = useDeferredValue(searchTerm.trim());
  const { data, previousData, loading, error } = useQuery(ApplicationBoardQuery, {
    variables: { vacancyPageID, searchTerm: deferredSearch || undefined, locale },
    fetchPolicy: 'cache-and-network',
  });
  const board = (data ?? previousData)?.applicationBoard;
  const columns = useMemo(() => board?.stages ?? [], [board]);
  const stages = useMemo(() => columns.map((c) => c.stage), [columns]);
  const [move, setMove] = useState<MoveTarget | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    document.title = text('board.title');
  }, [text]);

  const cards = useMemo(() => new Map(columns.flatMap((c) => c.applications.map((a) => [a.id, { card: a, stage: c.stage }] as const))), [columns]);
  const stageLabel = (id: UniqueIdentifier | undefined) => stages.find((s) => s.id === id)?.label ?? '';
  const nameOf = (id: UniqueIdentifier) => cards.get(Number(id))?.card.name ?? '';
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates(
        stages.map((s) => s.id),
        (active) => cards.get(Number(active))?.stage.id,
      ),
    }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => text('board.drag.start', { name: nameOf(active.id), stage: cards.get(Number(active.id))?.stage.label ?? '' }),
    onDragOver: ({ active, over }) => (over ? text('board.drag.over', { name: nameOf(active.id), stage: stageLabel(over.id) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over && over.id !== cards.get(Number(active.id))?.stage.id
        ? text('board.drag.end', { name: nameOf(active.id), stage: stageLabel(over.id) })
        : text('board.drag.cancel', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => text('board.drag.cancel', { name: nameOf(active.id) }),
  };

  const openMove = (applicationID: number, toStageID: number) => {
    const found = cards.get(applicationID);
    if (found) setMove({ applicationID, name: found.card.name, fromStageID: found.stage.id, toStageID });
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== cards.get(Number(active.id))?.stage.id) openMove(Number(active.id), Number(over.id));
  };
  const moved = (stageID: number) => {
    if (move) setStatus(text('board.moved', { name: move.name, stage: stageLabel(stageID) }));
    setMove(null);
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('board.title')}
      </Typography>
      <ViewSwitch current="board" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <VacancyFilter value={vacancyPageID} onChange={(id) => setParams(id === undefined ? {} : { vacancy: String(id) })} />
        <TextField
          type="search"
          size="small"
          label={text('board.search')}
          value={searchTerm}
          onChange={(e) => setSearchTerm(e.target.value)}
          sx={{ minWidth: 280 }}
        />
      </Stack>
      <Typography component="output" aria-live="polite" sx={{ display: 'block', mb: status ? 2 : 0 }}>
        {status}
      </Typography>
      <ErrorList errors={error ? errorItemsOf(error) : []} />
      {loading && columns.length === 0 ? (
        <Loading />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisions}
          onDragEnd={dragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: text('board.drag.instructions') } }}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, alignItems: 'start' }}>
            {columns.map((column) => (
              <BoardColumn key={column.stage.id} column={column} stages={stages} onMove={openMove} />
            ))}
          </Box>
        </DndContext>
      )}
      <MoveDialog move={move} stages={stages} onClose={() => setMove(null)} onMoved={moved} refetchQueries={AFTER_MOVE} />
    </>
  );
}
