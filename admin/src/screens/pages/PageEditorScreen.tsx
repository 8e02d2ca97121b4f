import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { NotFoundScreen } from '../errors/NotFoundScreen';
import { PageEditorQuery } from './pageEditorDocuments';
import { PageSummary } from './PageSummary';
import { PublicationActions } from './PublicationActions';

/** /page/:pageId. For now the page's summary and its publication toolbar; the block editor comes later. */
export function PageEditorScreen() {
  const { pageId = '' } = useParams();
  const id = /^\d{1,9}$/.test(pageId) ? Number(pageId) : 0;
  if (id <= 0) return <NotFoundScreen />;
  // Keyed: another page starts with fresh state (dialogs, errors) of its own.
  return <PageEditor key={id} id={id} />;
}

function PageEditor({ id }: { id: number }) {
  // Reviewers act elsewhere: coming back to the page asks the server again.
  const { data, loading, error, refetch } = useQuery(PageEditorQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const loaded = data?.page;
  // A failed reload shows through `error`; the promise's rejection says nothing more.
  const reload = () => void refetch().catch(() => undefined);

  if (!loaded) {
    return (
      <>
        <ScreenTitle id="screen.pageEditor.title" />
        {loading && <Loading />}
        {error && <ErrorList errors={errorItemsOf(error)} />}
      </>
    );
  }
  return (
    <>
      <ScreenTitle id="pageEditor.heading" values={{ title: loaded.page.title }} />
      <PageSummary page={loaded.page} />
      <PublicationActions page={loaded.page} headVersion={loaded.pageVersion ?? null} onChanged={reload} />
      {error && <ErrorList errors={errorItemsOf(error)} />}
    </>
  );
}
