import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl, type IntlShape } from 'react-intl';
import { isLinkValue, linkTarget, type LinkValue } from '../../../components/links/linkValue';
import { isRecord } from '../editor/content';
import type { FieldShape } from './comparisonSections';
import { richTextPreview } from './versionContent';

/** Names for ids stored in values: linked pages and page types. */
export interface ValueLookups {
  pageTitle(id: number): string | undefined;
  pageTypeLabel(id: string): string | undefined;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value the model no longer describes, as plain text. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

function linkText(intl: IntlShape, link: LinkValue, lookups: ValueLookups): string {
  const target = linkTarget(link, {
    page: (pageId) => {
      const title = lookups.pageTitle(pageId);
      return title === undefined
        ? intl.formatMessage({ id: 'history.compare.link.pageId' }, { id: pageId })
        : intl.formatMessage({ id: 'history.compare.link.page' }, { title });
    },
  });
  return link.label === undefined ? target : intl.formatMessage({ id: 'history.compare.link.labelled' }, { label: link.label, target });
}

/** An image or file entry (editor/content.ts ImageEntry, FileEntry) as a reader recognises it. */
type MediaEntry = Record<string, unknown> & { fileName: string };

const isMediaEntry = (value: unknown): value is MediaEntry => isRecord(value) && typeof value.fileName === 'string';

const nonEmptyText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function mediaText(intl: IntlShape, entry: MediaEntry): string {
  const [altText, title] = [nonEmptyText(entry.altText), nonEmptyText(entry.title)];
  const details = [
    altText !== null && intl.formatMessage({ id: 'history.compare.media.alt' }, { text: altText }),
    title !== null && intl.formatMessage({ id: 'history.compare.media.title' }, { text: title }),
    isRecord(entry.cropParams) && intl.formatMessage({ id: 'history.compare.media.cropped' }),
  ].filter((detail) => typeof detail === 'string');
  return details.length ? `${entry.fileName} (${intl.formatList(details, { type: 'unit' })})` : entry.fileName;
}

function dateText(intl: IntlShape, value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return plainText(value);
  // A calendar date without a time: read and shown in UTC so it never shifts a day.
  return intl.formatDate(`${value}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

/** A field's value as text, for the types whose reading is one string. */
function textOf(intl: IntlShape, field: FieldShape, value: unknown, lookups: ValueLookups): string {
  switch (field.type) {
    case 'richText':
      return typeof value === 'string' ? richTextPreview(value) : plainText(value);
    case 'link':
      return isLinkValue(value) ? linkText(intl, value, lookups) : plainText(value);
    case 'boolean':
      return typeof value === 'boolean' ? intl.formatMessage({ id: value ? 'history.compare.yes' : 'history.compare.no' }) : plainText(value);
    case 'number':
      return typeof value === 'number' ? intl.formatNumber(value) : plainText(value);
    case 'select':
      return field.options?.find((option) => option.value === value)?.label ?? plainText(value);
    case 'date':
      return dateText(intl, value);
    case 'pageType':
      return (typeof value === 'string' && lookups.pageTypeLabel(value)) || plainText(value);
    case 'anchor':
      return `#${plainText(value)}`;
    default:
      return plainText(value);
  }
}

interface FieldValueProps {
  field: FieldShape;
  value: unknown;
  lookups: ValueLookups;
}

/**
 * One stored value as a reader recognises it: text as text, rich text as its plain text (never
 * as HTML), links by their target, images and files by file name, lists item by item.
 */
export function FieldValue({ field, value, lookups }: FieldValueProps) {
  const intl = useIntl();
  if (isEmpty(value)) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {intl.formatMessage({ id: 'history.compare.empty' })}
      </Typography>
    );
  }
  if (field.type === 'image' || field.type === 'file') {
    const entries = Array.isArray(value) ? value.filter(isMediaEntry) : [];
    return (
      <Box
        component="ul"
        sx={{ m: 0, pl: entries.length > 1 ? 2.5 : 0, listStyle: entries.length > 1 ? undefined : 'none', typography: 'body2', overflowWrap: 'anywhere' }}
      >
        {entries.map((entry, index) => (
          <li key={`${index}:${entry.fileName}`}>{mediaText(intl, entry)}</li>
        ))}
      </Box>
    );
  }
  if (field.type === 'list' && Array.isArray(value)) {
    const fields = field.fields ?? [];
    return (
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {value.map((item, index) => (
          // Items have no key of their own: their position is what the editor shows too.
          <li key={index}>
            {isRecord(item) && fields.length > 0 ? (
              <Box component="dl" sx={{ m: 0, '& dt': { typography: 'caption', color: 'text.secondary' }, '& dd': { m: 0, mb: 0.5 } }}>
                {fields.map((itemField) => (
                  <Box key={itemField.name} sx={{ display: 'contents' }}>
                    <dt>{itemField.label}</dt>
                    <dd>
                      <FieldValue field={itemField} value={item[itemField.name]} lookups={lookups} />
                    </dd>
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography variant="body2">{plainText(item)}</Typography>
            )}
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {textOf(intl, field, value, lookups)}
    </Typography>
  );
}
