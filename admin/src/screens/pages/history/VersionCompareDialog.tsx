import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../../api/errorItems';
import { ErrorList } from '../../../components/ErrorList';
import { LinkTargetPages } from '../../../components/links/linkDocuments';
import { Loading } from '../../../components/Loading';
import { EditorContentModelQuery } from '../editor/editorDocuments';
import { ChangeSummary } from './ChangeSummary';
import { comparisonSections, differencesOnly, type TypeShape } from './comparisonSections';
import { ComparisonTable } from './ComparisonTable';
import type { ValueLookups } from './FieldValue';
import { ComparedPageTypeQuery, VersionComparisonQuery } from './historyDocuments';
import { linkedPageIds } from './versionContent';

/** pagesByIds answers at most this many pages at once. */
const MAX_LINKED_PAGES = 100;

interface VersionCompareDialogProps {
  open: boolean;
  /** The older version: shown on the left, the base the changes are told against. */
  fromId: number;
  /** The newer version: shown on the right. */
  toId: number;
  onClose(): void;
  /** Instead of "Compare versions" (e.g. for a conflict: your base against the current version). */
  title?: string;
  /** Buttons before Close (e.g. a translation's "Mark as up to date"). */
  actions?: ReactNode;
}

/** Two versions of a page side by side: a summary of what changed, then every field and block aligned. */
export function VersionCompareDialog({ open, fromId, toId, onClose, title, actions }: VersionCompareDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" scroll="body">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title ?? intl.formatMessage({ id: 'history.compare.title' })}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'dialog.close' })} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {/* The dialog unmounts its content when closed: nothing is fetched until it opens. */}
        <VersionComparison key={`${fromId}:${toId}`} from={fromId} to={toId} />
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{intl.formatMessage({ id: 'dialog.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}

function VersionComparison({ from, to }: { from: number; to: number }) {
  const intl = useIntl();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const comparisonQuery = useQuery(VersionComparisonQuery, { variables: { from, to } });
  // The editor's content model query: usually answered from the cache.
  const modelQuery = useQuery(EditorContentModelQuery, { variables: { locale: intl.locale } });
  const comparison = comparisonQuery.data?.compareVersions;
  const pageQuery = useQuery(ComparedPageTypeQuery, comparison ? { variables: { id: comparison.from.pageID } } : skipToken);
  const linkedIds = useMemo(
    () => (comparison ? linkedPageIds([comparison.from.blocks, comparison.from.typeData, comparison.to.blocks, comparison.to.typeData]) : []),
    [comparison],
  );
  const linkedQuery = useQuery(LinkTargetPages, linkedIds.length > 0 ? { variables: { ids: linkedIds.slice(0, MAX_LINKED_PAGES) } } : skipToken);

  const model = modelQuery.data?.contentModel;
  const pageTypeId = pageQuery.data?.page.page.type;
  const pageType = model?.pageTypes.find((type) => type.id === pageTypeId);
  const sections = useMemo(() => {
    if (!comparison || !model) return null;
    const blockTypes = new Map<string, TypeShape>(model.blockTypes.map((type) => [type.id, type]));
    return comparisonSections(intl, comparison, pageType, blockTypes);
  }, [intl, comparison, model, pageType]);

  const lookups = useMemo((): ValueLookups => {
    const titles = new Map((linkedQuery.data?.pagesByIds ?? []).map((page) => [page.id, page.title]));
    const typeLabels = new Map((model?.pageTypes ?? []).map((type) => [type.id, type.label]));
    return { pageTitle: (id) => titles.get(id), pageTypeLabel: (id) => typeLabels.get(id) };
  }, [linkedQuery.data, model]);

  const errors = [comparisonQuery.error, modelQuery.error, pageQuery.error, linkedQuery.error].flatMap((error) => (error ? errorItemsOf(error) : []));
  if (!comparison || !model || !sections) return errors.length > 0 ? <ErrorList errors={errors} /> : <Loading />;

  const blockLabel = (type: string) => model.blockTypes.find((blockType) => blockType.id === type)?.label ?? type;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <ChangeSummary
          comparison={comparison}
          blockLabel={blockLabel}
          pageFieldLabel={(name) => pageType?.fields.find((field) => field.name === name)?.label}
          emptyText={intl.formatMessage({ id: 'history.compare.noChanges' })}
          headingComponent="h3"
        />
      </Box>
      <ErrorList errors={errors} />
      <FormControlLabel
        control={<Switch checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />}
        label={intl.formatMessage({ id: 'history.compare.onlyDifferences' })}
      />
      <ComparisonTable
        caption={intl.formatMessage({ id: 'history.compare.caption' }, { from: comparison.from.revision, to: comparison.to.revision })}
        older={comparison.from}
        newer={comparison.to}
        sections={onlyDifferences ? differencesOnly(sections) : sections}
        lookups={lookups}
      />
    </Box>
  );
}
