// The signed-in shell: the layout (navigation, app bar, the GraphQL client) and the landing
// lists load with the router (app/router.tsx imports them) after the session check, or while the
// login screen idles, in parallel rather than one after the other; the first load carries none.
export { SignedInLayout } from '../layout/SignedInLayout';
export { PageOverviewScreen } from '../screens/pages/PageOverviewScreen';
export { PageTypeOverviewScreen } from '../screens/pages/PageTypeOverviewScreen';
// What signing out tidies up (AuthProvider): from this chunk, which every signed-in tab has
// loaded, so signing out needs no download (an idle sign-out may come while offline).
export { apolloClient } from '../api/apollo';
export { removeAllLocalDrafts } from '../screens/pages/editor/localDraftCopy';
export { leaveAllPages, resumePresence } from '../screens/pages/editor/presence/usePagePresence';
