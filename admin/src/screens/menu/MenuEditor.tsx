import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import type { ApiErrorItem } from '../../api/apiError';
import { ContentLocaleSelect } from '../../components/ContentLocaleSelect';
import { ErrorList } from '../../components/ErrorList';
import { LeavePrompt } from '../../components/LeavePrompt';
import { LinkDialog } from '../../components/links/LinkDialog';
import { linkTarget } from '../../components/links/linkValue';
import { PagePicker } from '../../components/links/PagePicker';
import { SaveOrDiscardDialog } from '../../components/SaveOrDiscardDialog';
import { SuccessNotice } from '../../components/SuccessNotice';
import type { MenuItemFieldsFragment } from '../../gql/graphql';
import { DeleteItemDialog } from './DeleteItemDialog';
import type { RowAction } from './MenuItemRow';
import { MenuItemForm } from './MenuItemForm';
import { draftOf, indent, isChanged, outdent, removeRow, subtreeEnd, type DraftItem } from './menuDraft';
import type { SiteRouteChoice } from './menuTarget';
import { MenuTree } from './MenuTree';
import { PartialMenuSave, useSaveMenu } from './useSaveMenu';

/** The menu editor's page search starts at 3 characters. */
const PAGE_SEARCH_MIN_LENGTH = 3;

interface MenuEditorProps {
  locale: string;
  locales: readonly string[];
  items: readonly MenuItemFieldsFragment[];
  /** The site routes the extensions declare in this locale. */
  routes: readonly SiteRouteChoice[];
  onLocaleChange(locale: string): void;
}

let newKeys = 0;

/** The menu of one content locale as a draft: changed freely, stored with Save, never dropped unasked. */
export function MenuEditor({ locale, locales, items, routes, onLocaleChange }: MenuEditorProps) {
  const intl = useIntl();
  const saveMenu = useSaveMenu();
  const [saved, setSaved] = useState<readonly MenuItemFieldsFragment[]>(items);
  const [draft, setDraft] = useState<DraftItem[]>(() => draftOf(items));
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [addingLink, setAddingLink] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const [nextLocale, setNextLocale] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const dirty = isChanged(draft, draftOf(saved));

  const save = async (): Promise<boolean> => {
    setSaving(true);
    setErrors([]);
    try {
      const tree = await saveMenu(locale, draft, saved);
      setSaved(tree);
      setDraft(draftOf(tree));
      setNotice(intl.formatMessage({ id: 'menu.saved' }));
      return true;
    } catch (error) {
      // What did get stored is the new starting point; the rows it created keep their server ids.
      if (error instanceof PartialMenuSave) {
        setSaved(error.tree);
        setDraft((current) =>
          current.map((row) => {
            const id = error.created.get(row.key);
            return id === undefined ? row : { ...row, id };
          }),
        );
      }
      setErrors(errorItemsOf(error instanceof PartialMenuSave ? error.failure : error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const append = (item: Omit<DraftItem, 'key' | 'id' | 'depth' | 'targetState'>) => {
    newKeys += 1;
    setDraft((current) => [...current, { ...item, key: `new-${newKeys}`, id: null, depth: 0, targetState: 'ok' }]);
  };

  const act = (index: number, action: RowAction) => {
    const item = draft[index];
    if (!item) return;
    if (action === 'edit') setEditing(item.key);
    else if (action === 'indent') setDraft(indent(draft, index));
    else if (action === 'outdent') setDraft(outdent(draft, index));
    else if (subtreeEnd(draft, index) > index + 1) setDeleting(index);
    else setDraft(removeRow(draft, index, true));
  };

  const deletingItem = deleting === null ? undefined : draft[deleting];
  const editingItem = draft.find((row) => row.key === editing);
  const editForm = (item: DraftItem) => (
    <MenuItemForm
      label={item.label}
      target={item.target}
      locale={locale}
      routes={routes}
      onApply={(label, target) => {
        const route = target.kind === 'route' ? (routes.find((r) => r.id === target.route) ?? null) : null;
        setDraft((current) =>
          current.map((row) => (row.key === item.key ? { ...row, label, target, route, pageTitle: target === row.target ? row.pageTitle : null } : row)),
        );
        setEditing(null);
      }}
      onCancel={() => setEditing(null)}
    />
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <ContentLocaleSelect
          label={intl.formatMessage({ id: 'menu.locale' })}
          locales={locales}
          value={locale}
          onChange={(next) => (dirty ? setNextLocale(next) : onLocaleChange(next))}
        />
        <Button variant="contained" disabled={!dirty || saving} onClick={() => void save()}>
          {intl.formatMessage({ id: 'menu.save' })}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
        <div style={{ minWidth: 320, flexGrow: 1, maxWidth: 520 }}>
          <PagePicker
            key={pickerKey}
            label={intl.formatMessage({ id: 'menu.addPage' })}
            locale={locale}
            value={null}
            minSearchLength={PAGE_SEARCH_MIN_LENGTH}
            tooShortText={intl.formatMessage({ id: 'menu.addPage.tooShort' }, { count: PAGE_SEARCH_MIN_LENGTH })}
            onChange={(page) => {
              if (!page) return;
              append({ label: page.title, target: { kind: 'internal', pageId: page.id }, pageTitle: page.title, route: null });
              setPickerKey((key) => key + 1);
            }}
          />
        </div>
        <Button variant="outlined" onClick={() => setAddingLink(true)}>
          {intl.formatMessage({ id: 'menu.addLink' })}
        </Button>
        {/* An extension's page (the vacancy overview, a sign-up form): picked, it is added at once. */}
        {routes.length > 0 && (
          <TextField
            select
            size="small"
            sx={{ minWidth: 240 }}
            label={intl.formatMessage({ id: 'menu.addRoute' })}
            value=""
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            onChange={(event) => {
              const route = routes.find((r) => r.id === event.target.value);
              if (route) append({ label: route.title, target: { kind: 'route', route: route.id }, pageTitle: null, route });
            }}
          >
            <option value="">{intl.formatMessage({ id: 'menu.addRoute.choose' })}</option>
            {routes.map((route) => (
              <option key={route.id} value={route.id}>
                {intl.formatMessage({ id: 'menu.item.route' }, { title: route.title, path: route.path })}
              </option>
            ))}
          </TextField>
        )}
      </Stack>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <MenuTree items={draft} onChange={setDraft} onAction={act} editing={editingItem ? { key: editingItem.key, form: editForm(editingItem) } : null} />
      {addingLink && (
        <LinkDialog
          initial={null}
          locale={locale}
          anchors={[]}
          withLabel
          onSubmit={(link, page) => {
            const { label, ...target } = link;
            append({
              label: label || page?.title || linkTarget(link, { page: (pageId) => String(pageId) }),
              target,
              pageTitle: page?.title ?? null,
              route: null,
            });
            setAddingLink(false);
          }}
          onClose={() => setAddingLink(false)}
        />
      )}
      {deletingItem && (
        <DeleteItemDialog
          label={deletingItem.label}
          onDelete={(withChildren) => {
            if (deleting !== null) setDraft(removeRow(draft, deleting, withChildren));
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
      {nextLocale !== null && (
        <SaveOrDiscardDialog
          title="menu.switch.title"
          message="menu.switch.message"
          saveLabel="menu.switch.save"
          discardLabel="menu.switch.discard"
          onSave={async () => {
            const stored = await save();
            if (stored) onLocaleChange(nextLocale);
            return stored;
          }}
          onDiscard={() => onLocaleChange(nextLocale)}
          onCancel={() => setNextLocale(null)}
        />
      )}
      <LeavePrompt dirty={dirty} onSave={save} message="menu.leave.message" />
      {notice && <SuccessNotice message={notice} onClose={() => setNotice(null)} />}
    </Stack>
  );
}
