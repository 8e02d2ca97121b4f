import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { errorItemsOf } from '../../../api/errorItems';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useFieldMessages } from '../editor/fields/useFieldMessages';
import { ValidatePageTag } from './tagDocuments';
import { useTagSearch } from './useTagSearch';

/** The server's limit per set (tags/page-tags.ts). */
export const MAX_PAGE_TAGS = 20;

interface TagsFieldProps {
  /** The private set (editors only) instead of the public one (shown on the site). */
  isPrivate: boolean;
  value: readonly string[];
  onChange(tags: string[]): void;
  /** The last store's errors about this field (`tags.<i>` or `privateTags.<i>`). */
  errors: readonly ApiErrorItem[];
}

const filter = createFilterOptions<string>();

/**
 * A page's tags of one set: a combobox that finds tags as the editor types (tags.search or
 * tags.searchPrivate) and adds a new one through tags.validate, which answers it as its set spells
 * it, or why it cannot be a tag (shown under the field). Private tags' chips say so.
 */
export function TagsField({ isPrivate, value, onChange, errors }: TagsFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: isPrivate ? 'tags.field.private' : 'tags.field.public' });
  const [input, setInput] = useState('');
  const [status, setStatus] = useState('');
  const [validationErrors, setValidationErrors] = useState<readonly ApiErrorItem[]>([]);
  const { found, loading } = useTagSearch(isPrivate, input);
  const [validate, validation] = useMutation(ValidatePageTag);
  const messages = useFieldMessages(label, [...validationErrors, ...errors]);
  const known = (tag: string) => value.some((chosen) => chosen.toLowerCase() === tag.toLowerCase());

  /** Adds a tag as its set spells it (a new one joins the set); answers whether it was added. */
  const add = async (typed: string) => {
    setValidationErrors([]);
    try {
      const answer = await validate({ variables: { tag: typed, private: isPrivate } });
      const tag = answer.data?.validateTag.tag;
      if (!tag) return;
      if (!known(tag)) onChange([...value, tag].slice(0, MAX_PAGE_TAGS));
      setInput('');
      setStatus(answer.data?.validateTag.created ? intl.formatMessage({ id: 'tags.field.created' }, { tag }) : '');
    } catch (error) {
      setValidationErrors(errorItemsOf(error).map((item) => ({ ...item, property: 'tag' })));
    }
  };

  return (
    <Box>
      <Autocomplete
        multiple
        freeSolo
        options={found.filter((tag) => !known(tag))}
        value={[...value]}
        inputValue={input}
        onInputChange={(_event, text, reason) => reason !== 'reset' && setInput(text)}
        loading={loading || validation.loading}
        loadingText={intl.formatMessage({ id: 'tags.field.loading' })}
        noOptionsText={intl.formatMessage({ id: 'tags.field.noOptions' })}
        filterOptions={(options, state) => {
          const shown = filter(options, state);
          const typed = state.inputValue.trim();
          // A tag not in the set yet is offered to be added.
          return typed && !options.some((tag) => tag.toLowerCase() === typed.toLowerCase()) && !known(typed) ? [...shown, typed] : shown;
        }}
        getOptionLabel={(tag) => tag}
        renderOption={({ key, ...props }, tag) => (
          <li key={key} {...props}>
            {found.some((option) => option.toLowerCase() === tag.toLowerCase()) ? tag : intl.formatMessage({ id: 'tags.field.create' }, { tag })}
          </li>
        )}
        onChange={(_event, tags, reason, details) => {
          // Chosen or typed: checked (and created) first; removed: gone at once.
          if ((reason === 'selectOption' || reason === 'createOption') && details) void add(details.option);
          else if (reason === 'removeOption' || reason === 'clear') onChange(tags.filter((tag) => known(tag)));
        }}
        renderValue={(tags, getItemProps) =>
          tags.map((tag, index) => (
            <Chip
              label={tag}
              aria-label={isPrivate ? intl.formatMessage({ id: 'tags.field.privateChip' }, { tag }) : undefined}
              size="small"
              variant={isPrivate ? 'outlined' : 'filled'}
              {...getItemProps({ index })}
              key={tag}
            />
          ))
        }
        renderInput={(params) => (
          <TextField
            {...params}
            name={isPrivate ? 'privateTags' : 'tags'}
            label={label}
            error={messages.length > 0}
            helperText={
              messages.join(' ') || intl.formatMessage({ id: isPrivate ? 'tags.field.privateHint' : 'tags.field.publicHint' }, { max: MAX_PAGE_TAGS })
            }
          />
        )}
      />
      <Box component="output" aria-live="polite" sx={visuallyHidden}>
        {status}
      </Box>
    </Box>
  );
}
