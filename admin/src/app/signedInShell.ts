// The signed-in shell, one chunk: the layout (navigation, app bar) and the landing lists load
// together after the session check, in parallel rather than one after the other, and the
// login screen's first load carries none of them.
export { AdminLayout } from '../layout/AdminLayout';
export { PageOverviewScreen } from '../screens/pages/PageOverviewScreen';
export { PageTypeOverviewScreen } from '../screens/pages/PageTypeOverviewScreen';
