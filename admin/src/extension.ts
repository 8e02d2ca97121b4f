// `@blokwerk/admin/extension`: everything an extension's admin part may import from core
// (docs/extensions.md, "Admin"). The rest of admin/src is internal and may change without notice.

// The contract: the admin part's default export, its screens, its texts.
export { defineAdminExtension, type AdminExtension, type AdminScreen } from './extensions/contract';
export { useText } from './extensions/useText';

// Errors from the API, worded from core's catalogue, and the list that shows them.
export type { ApiErrorItem } from './api/apiError';
export { errorItemsOf } from './api/errorItems';
export { ErrorList } from './components/ErrorList';
export { useSubmission } from './lib/useSubmission';

// Paged lists with search and sort, as core's overviews have them.
export { PaginatedList } from './components/list/PaginatedList';
export { usePaginatedList, type ListPage, type ListRequest, type PaginatedListState, type SortOrder } from './components/list/usePaginatedList';
export { useDebouncedValue } from './lib/useDebouncedValue';

// Common screen parts, so an extension's screens look and behave like core's.
export { Loading } from './components/Loading';
export { ConfirmDialog } from './components/ConfirmDialog';
export { SuccessNotice } from './components/SuccessNotice';
export { ContentLocaleSelect } from './components/ContentLocaleSelect';

// Links into core's screens.
export { pageEditorPath } from './routing/paths';
