import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../../auth/useAuth';
import { BlockIcon } from './blockIcons';
import { rememberBlockType, recentBlockTypes, searchBlocks, type InsertableBlock } from './blockSearch';
import { EditorContentModelQuery } from './editorDocuments';

interface AddBlockDialogProps {
  title: string;
  blockTypes: readonly InsertableBlock[];
  /** The current type when replacing: not offered again. */
  exclude?: string;
  onChoose(blockType: string): void;
  onClose(): void;
}

interface Group {
  id: string;
  label: string;
  types: InsertableBlock[];
}

/** The picker's groups: recently used and the categories when browsing, one list of results when searching. */
function useGroups(types: readonly InsertableBlock[], query: string, recent: readonly string[]): Group[] {
  const intl = useIntl();
  // The editor loaded the content model in this language already: this reads Apollo's cache.
  const categories = useQuery(EditorContentModelQuery, { variables: { locale: intl.locale } }).data?.contentModel.blockCategories;
  return useMemo(() => {
    if (query.trim() !== '') return [{ id: 'results', label: intl.formatMessage({ id: 'editor.inserter.results' }), types: searchBlocks(types, query) }];
    const recentTypes = recent.flatMap((id) => types.filter((type) => type.id === id));
    const known = new Set((categories ?? []).map((category) => category.id));
    const grouped = (categories ?? []).map((category) => ({
      id: category.id,
      label: category.label,
      types: types.filter((type) => type.category === category.id),
    }));
    const rest = types.filter((type) => !known.has(type.category));
    return [
      { id: 'recent', label: intl.formatMessage({ id: 'editor.inserter.recent' }), types: recentTypes },
      ...grouped,
      { id: 'uncategorised', label: intl.formatMessage({ id: 'editor.inserter.more' }), types: rest },
    ].filter((group) => group.types.length > 0);
  }, [types, query, recent, categories, intl]);
}

/**
 * Adding or replacing a block, like Gutenberg's inserter: a search over names, descriptions and
 * keywords, block types grouped by category after the recently used ones. Focus stays in the
 * search field (a combobox); the arrow keys move through the options, Enter takes one.
 */
export function AddBlockDialog({ title, blockTypes, exclude, onChoose, onClose }: AddBlockDialogProps) {
  const intl = useIntl();
  const userId = useAuth().user?.id;
  const titleId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // The dialog's portal mounts the field after this component: a callback ref sees it arrive (and focuses it, as Gutenberg's inserter does).
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const offered = useMemo(() => blockTypes.filter((type) => type.id !== exclude), [blockTypes, exclude]);
  const [recent] = useState(() => recentBlockTypes(userId));
  const groups = useGroups(offered, query, recent);
  const entries = groups.flatMap((group) => group.types.map((type) => ({ group: group.id, type })));
  const optionId = (index: number) => `${listId}-option-${index}`;
  const current = Math.min(active, entries.length - 1);
  // Where each group's options start in the flat list the arrow keys move through.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.types.length, 0));

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (blockType: string) => {
    rememberBlockType(userId, blockType);
    onChoose(blockType);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(current + 5, last),
      PageUp: Math.max(current - 5, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = entries[current];
      if (entry) choose(entry.type.id);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          inputRef={focusOnMount}
          fullWidth
          size="small"
          type="search"
          label={intl.formatMessage({ id: 'editor.inserter.search' })}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-controls': listId,
              'aria-expanded': true,
              'aria-autocomplete': 'list',
              'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
            },
          }}
        />
        <Typography component="output" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 1, minHeight: '1.5em' }}>
          {query.trim() !== '' && intl.formatMessage({ id: 'editor.inserter.found' }, { count: entries.length })}
        </Typography>
        {/* Native select and option elements cannot hold an icon and a description: the ARIA listbox pattern instead. */}
        {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
        <Box id={listId} role="listbox" aria-labelledby={titleId} sx={{ maxHeight: '55vh', overflowY: 'auto' }}>
          {groups.map((group, g) => (
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
            <Box key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`} sx={{ mb: 1.5 }}>
              <Typography id={`${listId}-${group.id}`} role="presentation" variant="overline" component="div" color="text.secondary">
                {group.label}
              </Typography>
              {group.types.map((type, i) => {
                const position = (starts[g] ?? 0) + i;
                const selected = position === current;
                return (
                  <Box
                    key={type.id}
                    id={optionId(position)}
                    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
                    role="option"
                    aria-selected={selected}
                    aria-describedby={type.description ? `${optionId(position)}-description` : undefined}
                    onClick={() => choose(type.id)}
                    onMouseMove={() => setActive(position)}
                    sx={{
                      display: 'flex',
                      gap: 1.5,
                      alignItems: 'flex-start',
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      cursor: 'pointer',
                      bgcolor: selected ? 'action.selected' : undefined,
                      outline: selected ? 2 : 0,
                      outlineColor: 'primary.main',
                    }}
                  >
                    <Box sx={{ pt: 0.25 }}>
                      <BlockIcon name={type.icon} />
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body1">{type.label}</Typography>
                      {type.description && (
                        // Out of the option's name (its content: the block's name), given as its description instead.
                        <Typography id={`${optionId(position)}-description`} aria-hidden variant="body2" color="text.secondary">
                          {type.description}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'dialog.cancel' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
