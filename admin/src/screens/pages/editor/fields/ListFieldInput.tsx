import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { arrayMove } from '@dnd-kit/sortable';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { isRecord, type FieldContent } from '../content';
import { errorsBelow, type FieldContext, type FieldDef, type NestedFieldsForm } from './fieldTypes';
import { useFieldMessages } from './useFieldMessages';

interface ListFieldInputProps {
  field: FieldDef;
  value: unknown;
  onChange(value: Record<string, unknown>[]): void;
  errors: readonly ApiErrorItem[];
  context: FieldContext;
  /** The form each item is (FieldsForm, handed down: importing it here would close an import cycle). */
  nested: NestedFieldsForm;
}

/** A repeatable group of fields: items added, removed and moved within the registry's limits. */
export function ListFieldInput({ field, value, onChange, errors, context, nested: Fields }: ListFieldInputProps) {
  const intl = useIntl();
  const headingId = useId();
  const items = Array.isArray(value) ? value.filter(isRecord) : [];
  const itemFields = field.fields ?? [];
  const max = field.maxItems ?? 200;
  // Errors about the list itself (too few items) have no item index in their path.
  const messages = useFieldMessages(
    field.label,
    errors.filter((error) => !/^\d/.test(error.property ?? '')),
  );
  const setItem = (index: number, content: FieldContent) => onChange(items.map((item, i) => (i === index ? { ...content.values } : item)));
  // "Add column", "Column 2": the declaration's name for an item (lower case), else "item"; the sentence then starts with a capital.
  const itemName = field.itemLabel ?? intl.formatMessage({ id: 'editor.list.itemDefault' });
  const sentence = (text: string) => text.charAt(0).toLocaleUpperCase(intl.locale) + text.slice(1);
  const itemLabel = (index: number) => sentence(intl.formatMessage({ id: 'editor.list.item' }, { item: itemName, number: index + 1 }));

  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {field.label}
        {field.required && ' *'}
      </Typography>
      {field.help && <FormHelperText>{field.help}</FormHelperText>}
      <Stack spacing={2} sx={{ mt: 1 }}>
        {items.map((item, index) => (
          // Items have no identity of their own; their position is their key.
          <Box key={index} component="section" aria-label={itemLabel(index)} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {itemLabel(index)}
              </Typography>
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'editor.list.moveUp' }, { item: itemLabel(index) })}
                disabled={index === 0}
                onClick={() => onChange(arrayMove(items, index, index - 1))}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'editor.list.moveDown' }, { item: itemLabel(index) })}
                disabled={index === items.length - 1}
                onClick={() => onChange(arrayMove(items, index, index + 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'editor.list.remove' }, { item: itemLabel(index) })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
            <Fields
              fields={itemFields}
              content={{ values: item, images: {}, files: {} }}
              onChange={(content) => setItem(index, content)}
              errors={errorsBelow(errors, String(index))}
              context={context}
            />
          </Box>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} disabled={items.length >= max} onClick={() => onChange([...items, {}])}>
        {sentence(intl.formatMessage({ id: 'editor.list.add' }, { item: itemName }))}
      </Button>
      {messages.length > 0 && <FormHelperText error>{messages.join(' ')}</FormHelperText>}
    </Box>
  );
}
