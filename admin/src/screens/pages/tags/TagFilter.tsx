import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useTagSearch } from './useTagSearch';

interface TagFilterProps {
  /** The chosen tag, or '' for any. */
  value: string;
  onChange(tag: string): void;
}

/** The page overview's tag filter: one public or private tag, found as the editor types. */
export function TagFilter({ value, onChange }: TagFilterProps) {
  const intl = useIntl();
  const [input, setInput] = useState(value);
  const publicTags = useTagSearch(false, input);
  const privateTags = useTagSearch(true, input);
  const options = [...new Set([...publicTags.found, ...privateTags.found])].toSorted((a, b) => a.localeCompare(b));
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value || null}
      onChange={(_event, tag) => onChange(tag ?? '')}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      loading={publicTags.loading || privateTags.loading}
      loadingText={intl.formatMessage({ id: 'tags.field.loading' })}
      noOptionsText={intl.formatMessage({ id: 'tags.field.noOptions' })}
      sx={{ minWidth: 200 }}
      renderInput={(params) => (
        <TextField {...params} label={intl.formatMessage({ id: 'tags.filter.label' })} placeholder={intl.formatMessage({ id: 'tags.filter.any' })} />
      )}
    />
  );
}
