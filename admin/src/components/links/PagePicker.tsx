import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { LinkPageSearch, type LinkedPage } from './linkDocuments';
import { slugPath } from './pagePaths';

interface PagePickerProps {
  label: string;
  /** Pages of this content locale are offered. */
  locale: string;
  value: LinkedPage | null;
  onChange(page: LinkedPage | null): void;
  required?: boolean;
  /** Shown under the field, which is then marked invalid. */
  error?: string;
  /** Fewer characters do not search (the menu editor's 3). */
  minSearchLength?: number;
  /** The empty list's text while the term is shorter than that. */
  tooShortText?: string;
}

/**
 * Chooses a page for an internal link: a combobox that searches pages by title or slug
 * (searchPages) as the editor types, listing each as title and slug.
 */
export function PagePicker({ label, locale, value, onChange, required, error, minSearchLength = 1, tooShortText }: PagePickerProps) {
  const intl = useIntl();
  const [input, setInput] = useState(value?.title ?? '');
  const searchTerm = useDebouncedValue(input.trim(), { waitMs: 300 });
  const {
    data,
    previousData,
    loading,
    error: searchError,
  } = useQuery(LinkPageSearch, searchTerm.length < minSearchLength ? skipToken : { variables: { locale, searchTerm } });
  const found = (data ?? previousData)?.searchPages ?? [];
  // The chosen page stays among the options, or the combobox would not show it.
  const options = value && !found.some((page) => page.id === value.id) ? [value, ...found] : found;
  const helper = error ?? (searchError ? intl.formatMessage({ id: 'link.page.loadError' }) : undefined);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, page) => onChange(page)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // The server has already filtered by the search term.
      filterOptions={(pages) => pages}
      getOptionLabel={(page) => page.title}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      noOptionsText={
        input.trim().length < minSearchLength && tooShortText !== undefined
          ? tooShortText
          : intl.formatMessage({ id: input.trim() === '' ? 'link.page.typeToSearch' : 'link.page.none' })
      }
      renderOption={({ key, ...props }, page) => (
        <li key={key} {...props}>
          <Box>
            <Box>{page.title}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: '0.875em' }}>{slugPath(page)}</Box>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error !== undefined || searchError !== undefined}
          helperText={helper ?? (value ? slugPath(value) : undefined)}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={20} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
