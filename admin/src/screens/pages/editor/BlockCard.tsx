import AddIcon from '@mui/icons-material/Add';
import AnchorIcon from '@mui/icons-material/Anchor';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { ErrorList } from '../../../components/ErrorList';
import { BlockIcon } from './blockIcons';
import { blockSummary } from './blockSummary';
import type { EditorBlock, FieldContent } from './content';
import { FieldsForm } from './fields/FieldsForm';
import { UnknownBlockView } from './UnknownBlockView';
import type { FieldContext, FieldDef } from './fields/fieldTypes';
import { useCollapsed } from './useCollapsed';

export type BlockAction = 'insertBelow' | 'anchor' | 'replace' | 'delete' | 'moveUp' | 'moveDown';

interface BlockCardProps {
  block: EditorBlock;
  index: number;
  count: number;
  blockType: { label: string; icon: string; summaryField?: string | null; fields: readonly FieldDef[] } | undefined;
  errors: readonly ApiErrorItem[];
  context: FieldContext;
  onContent(content: FieldContent): void;
  onAction(action: BlockAction): void;
}

const isFieldError = (error: ApiErrorItem) => /^(props|__images|__files)\./.test(error.property ?? '');

function Action({ label, onClick, disabled, children }: { label: string; onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One block of the page: its header with the block actions and drag handle, and its form. */
export function BlockCard({ block, index, count, blockType, errors, context, onContent, onAction }: BlockCardProps) {
  const intl = useIntl();
  const bodyId = useId();
  const [collapsed, setCollapsed] = useCollapsed(block.key);
  const open = !collapsed;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });
  const name = intl.formatMessage({ id: 'editor.block.name' }, { number: index + 1, type: blockType?.label ?? block.type });
  const unknownType = blockType === undefined;
  // Field errors go under their fields (paths relative to the props); the rest (type, key, anchor) under the form.
  const fieldErrors = errors.filter(isFieldError).map((error) => ({ ...error, property: error.property?.replace(/^props\./, '') }));
  const ownErrors = errors.filter((error) => !isFieldError(error));

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={name}
      data-block-key={block.key}
      tabIndex={-1}
      variant="outlined"
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
        borderColor: errors.length ? 'error.main' : undefined,
      }}
    >
      {/* On a phone the actions wrap below the block's name rather than widen the screen. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          borderBottom: open ? 1 : 0,
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      >
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          aria-label={intl.formatMessage({ id: 'editor.block.drag' }, { block: name })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        {blockType && <BlockIcon name={blockType.icon} />}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1">
            {name}
          </Typography>
          {collapsed && blockType && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {blockSummary(blockType, block.content, intl) || intl.formatMessage({ id: 'editor.summary.empty' })}
            </Typography>
          )}
        </Box>
        {block.anchorPoint && <Chip size="small" icon={<AnchorIcon />} label={`#${block.anchorPoint}`} />}
        <Action label={intl.formatMessage({ id: 'editor.block.moveUp' }, { block: name })} onClick={() => onAction('moveUp')} disabled={index === 0}>
          <ArrowUpwardIcon fontSize="small" />
        </Action>
        <Action
          label={intl.formatMessage({ id: 'editor.block.moveDown' }, { block: name })}
          onClick={() => onAction('moveDown')}
          disabled={index === count - 1}
        >
          <ArrowDownwardIcon fontSize="small" />
        </Action>
        <Action label={intl.formatMessage({ id: 'editor.block.anchor' }, { block: name })} onClick={() => onAction('anchor')}>
          <AnchorIcon fontSize="small" />
        </Action>
        <Action label={intl.formatMessage({ id: 'editor.block.replace' }, { block: name })} onClick={() => onAction('replace')}>
          <SwapHorizIcon fontSize="small" />
        </Action>
        <Action label={intl.formatMessage({ id: 'editor.block.insertBelow' }, { block: name })} onClick={() => onAction('insertBelow')}>
          <AddIcon fontSize="small" />
        </Action>
        <Action label={intl.formatMessage({ id: 'editor.block.delete' }, { block: name })} onClick={() => onAction('delete')}>
          <DeleteIcon fontSize="small" />
        </Action>
        <IconButton
          size="small"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={intl.formatMessage({ id: open ? 'editor.block.collapse' : 'editor.block.expand' }, { block: name })}
          onClick={() => setCollapsed(open)}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <Box id={bodyId} hidden={!open} sx={{ p: 2 }}>
        {unknownType ? (
          <UnknownBlockView block={block} />
        ) : (
          <FieldsForm fields={blockType.fields} content={block.content} onChange={onContent} errors={fieldErrors} context={context} />
        )}
        <ErrorList errors={ownErrors} />
      </Box>
    </Paper>
  );
}
