import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../../api/errorItems';
import { ErrorList } from '../../../components/ErrorList';
import { Loading } from '../../../components/Loading';
import { ChangeSummary } from '../history/ChangeSummary';
import { VersionCompareDialog } from '../history/VersionCompareDialog';
import { RequestComparisonQuery } from './reviewDocuments';

interface RequestChangesProps {
  /** What was live when the request was made; null for a first publication. */
  replacedVersionId: number | null;
  requestedVersionId: number;
}

/** What the requested version changes against the version it replaces (compareVersions). */
export function RequestChanges({ replacedVersionId, requestedVersionId }: RequestChangesProps) {
  const intl = useIntl();
  if (replacedVersionId === null) return <Alert severity="info">{intl.formatMessage({ id: 'review.firstPublication' })}</Alert>;
  return <VersionChanges from={replacedVersionId} to={requestedVersionId} />;
}

function VersionChanges({ from, to }: { from: number; to: number }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(RequestComparisonQuery, { variables: { from, to } });
  const [comparing, setComparing] = useState(false);
  if (error) return <ErrorList errors={errorItemsOf(error)} />;
  if (!data) return loading ? <Loading /> : null;

  const blockLabels = new Map(data.contentModel.blockTypes.map((type) => [type.id, type.label]));
  return (
    <>
      <ChangeSummary
        comparison={data.compareVersions}
        blockLabel={(type) => blockLabels.get(type) ?? type}
        emptyText={intl.formatMessage({ id: 'review.noChanges' })}
        headingComponent="h4"
      />
      <Button startIcon={<CompareArrowsIcon />} onClick={() => setComparing(true)} aria-haspopup="dialog">
        {intl.formatMessage({ id: 'history.compareSideBySide' })}
      </Button>
      <VersionCompareDialog
        open={comparing}
        fromId={from}
        toId={to}
        onClose={() => setComparing(false)}
        title={intl.formatMessage({ id: 'review.changesHeading' })}
      />
    </>
  );
}
