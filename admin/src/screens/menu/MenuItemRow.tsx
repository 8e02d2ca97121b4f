import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LINK_KIND_LABELS, linkTarget } from '../../components/links/linkValue';
import type { DraftItem } from './menuDraft';

/** Horizontal pixels per level, in the list and while dragging. */
export const INDENT_PX = 32;

export type RowAction = 'edit' | 'indent' | 'outdent' | 'delete';

interface MenuItemRowProps {
  item: DraftItem;
  canIndent: boolean;
  onAction(action: RowAction): void;
  /** The inline edit form, when this row is being edited. */
  editor?: ReactNode;
}

/** One menu item: drag handle, label, target, the target's state, and its actions. */
export function MenuItemRow({ item, canIndent, onAction, editor }: MenuItemRowProps) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const target =
    item.target.kind === 'route'
      ? item.route
        ? intl.formatMessage({ id: 'menu.item.route' }, item.route)
        : item.target.route
      : linkTarget(item.target, { page: (pageId) => item.pageTitle ?? intl.formatMessage({ id: 'menu.item.page' }, { pageId }) });
  const kind = intl.formatMessage({ id: item.target.kind === 'route' ? 'menu.item.routeKind' : LINK_KIND_LABELS[item.target.kind] });
  const problem = item.target.kind === 'route' ? 'menu.item.routeMissing' : item.targetState === 'missing' ? 'menu.item.missing' : 'menu.item.unpublished';
  const action = (
    name: RowAction,
    label: 'menu.item.edit' | 'menu.item.indent' | 'menu.item.outdent' | 'menu.item.delete',
    icon: ReactNode,
    disabled = false,
  ) => {
    const text = intl.formatMessage({ id: label }, { label: item.label });
    return (
      <Tooltip title={text}>
        <span>
          <IconButton size="small" aria-label={text} disabled={disabled} onClick={() => onAction(name)}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  };

  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={item.label}
      data-depth={item.depth}
      sx={{
        listStyle: 'none',
        ml: `${item.depth * INDENT_PX}px`,
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          aria-label={intl.formatMessage({ id: 'menu.item.drag' }, { label: item.label })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }}>{item.label}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage({ id: 'menu.item.target' }, { kind, target })}
          </Typography>
        </Box>
        {item.targetState !== 'ok' && <Chip size="small" color="warning" label={intl.formatMessage({ id: problem })} />}
        {action('edit', 'menu.item.edit', <EditIcon fontSize="small" />)}
        {action('outdent', 'menu.item.outdent', <FormatIndentDecreaseIcon fontSize="small" />, item.depth === 0)}
        {action('indent', 'menu.item.indent', <FormatIndentIncreaseIcon fontSize="small" />, !canIndent)}
        {action('delete', 'menu.item.delete', <DeleteIcon fontSize="small" />)}
      </Paper>
      {editor}
    </Box>
  );
}
