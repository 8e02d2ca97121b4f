import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { NotFoundScreen } from '../errors/NotFoundScreen';
import { EditorContentModelQuery, PageEditorQuery } from './editor/editorDocuments';
import { PageEditor } from './editor/PageEditor';

/** /page/:pageId: the page editor. */
export function PageEditorScreen() {
  const { pageId = '' } = useParams();
  const id = /^\d{1,9}$/.test(pageId) ? Number(pageId) : 0;
  if (id <= 0) return <NotFoundScreen />;
  // Keyed: another page (a sibling, a duplicate) starts with a fresh draft, dialogs and errors.
  return <PageEditorLoader key={id} id={id} />;
}

function PageEditorLoader({ id }: { id: number }) {
  // Block and field labels in the interface language (content-model texts are translated on the server).
  const { locale } = useIntl();
  const model = useQuery(EditorContentModelQuery, { variables: { locale } });
  // Reviewers act elsewhere: coming back to the page asks the server again.
  const { data, loading, error, refetch } = useQuery(PageEditorQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const loaded = data?.page;
  const version = loaded?.pageVersion;

  if (!loaded || !version || !model.data) {
    return (
      <>
        <ScreenTitle id="screen.pageEditor.title" />
        {(loading || model.loading) && <Loading />}
        {error && <ErrorList errors={errorItemsOf(error)} />}
        {model.error && <ErrorList errors={errorItemsOf(model.error)} />}
      </>
    );
  }
  return (
    <>
      <PageEditor
        loaded={{ ...loaded, pageVersion: version }}
        model={model.data}
        // A failed reload shows through `error`; the caller learns of it as undefined.
        reload={async () => (await refetch().catch(() => undefined))?.data?.page}
      />
      {error && <ErrorList errors={errorItemsOf(error)} />}
    </>
  );
}
