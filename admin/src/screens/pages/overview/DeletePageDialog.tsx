import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { PageListFieldsFragment } from '../../../gql/graphql';
import { DeletePageMutation, PageLinkedFromQuery } from './pageListDocuments';

/** A confirmation names this many linking pages, then how many more there are. */
const LINKS_NAMED = 10;

interface DeletePageDialogProps {
  page: PageListFieldsFragment;
  onClose(): void;
  onDeleted(): void;
}

/**
 * Asks which pages link to the page first (their links break when it goes), then asks to
 * confirm with those pages named; opens once that answer is in.
 */
export function DeletePageDialog({ page, onClose, onDeleted }: DeletePageDialogProps) {
  const intl = useIntl();
  // Links change with every stored version: always the server's current answer.
  const linked = useQuery(PageLinkedFromQuery, { variables: { id: page.id }, fetchPolicy: 'network-only' });
  const [deletePage] = useMutation(DeletePageMutation);

  const message = () => {
    const title = page.title;
    if (linked.error) return intl.formatMessage({ id: 'pageList.deleteMessage.unchecked' }, { title });
    const linking = linked.data?.pageLinkedFrom ?? [];
    if (linking.length === 0) return intl.formatMessage({ id: 'pageList.deleteMessage' }, { title });
    const named = linking
      .slice(0, LINKS_NAMED)
      .map((other) => intl.formatMessage({ id: 'pageList.pageWithPath' }, { title: other.title, locale: other.locale, slug: other.slug }));
    const more = linking.length - named.length;
    const pages = intl.formatList(more > 0 ? [...named, intl.formatMessage({ id: 'pageList.morePages' }, { count: more })] : named, { type: 'conjunction' });
    return intl.formatMessage({ id: 'pageList.deleteMessage.linked' }, { title, count: linking.length, pages });
  };

  return (
    <ConfirmDialog
      open={!linked.loading}
      title={intl.formatMessage({ id: 'pageList.deleteTitle' })}
      message={linked.loading ? '' : message()}
      confirmLabel={intl.formatMessage({ id: 'dialog.delete' })}
      destructive
      onConfirm={async () => {
        await deletePage({ variables: { id: page.id } });
        onDeleted();
      }}
      onClose={onClose}
    />
  );
}
