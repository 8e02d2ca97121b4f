import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ApiErrorItem } from '../../../api/apiError';
import { useIntl } from 'react-intl';
import { belowAppBar } from '../../../layout/belowAppBar';
import { useNavigate } from 'react-router';
import { pageEditorPath } from '../../../routing/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorList } from '../../../components/ErrorList';
import { ScreenTitle } from '../../../components/ScreenTitle';
import type { EditorContentModelQuery, EditorVersionFieldsFragment, PageEditorQuery } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { VersionHistory } from '../history/VersionHistory';
import { PageSummary } from '../PageSummary';
import { livePath } from '../preview/livePath';
import { PreviewPanel } from '../preview/PreviewPanel';
import { PublicationActions } from '../PublicationActions';
import { AddToRelease } from '../../releases/AddToRelease';
import { AddBlockDialog } from './AddBlockDialog';
import { AnchorDialog } from './AnchorDialog';
import type { BlockAction } from './BlockCard';
import { BlockList, type BlockTypeInfo } from './BlockList';
import { anchorsOf, draftOf, type Draft } from './content';
import { CopyPageDialog } from './CopyPageDialog';
import { EditorToolbar } from './EditorToolbar';
import { LeavePrompt } from '../../../components/LeavePrompt';
import { SaveOrDiscardDialog } from '../../../components/SaveOrDiscardDialog';
import { BlocksSection } from './sections/BlocksSection';
import { PageSettingsSection } from './sections/PageSettingsSection';
import { SeoSection } from './sections/SeoSection';
import { TranslationsSection } from './sections/TranslationsSection';
import { StaleRevisionDialog } from './StaleRevisionDialog';
import { TranslationStaleBanner } from './TranslationStaleBanner';
import { useDraft, type DraftEdit } from './useDraft';
import { blockErrorText, changedFields } from './blockErrors';
import { typeDataErrorText } from './typeDataErrors';
import { useStoreDraft, type DraftBase } from './useStoreDraft';
import { useAuth } from '../../../auth/useAuth';
import { AutosaveStatus } from './AutosaveStatus';
import { RestoreDraftDialog } from './RestoreDraftDialog';
import { useAutosave } from './useAutosave';
import { useDraftOffer } from './useDraftOffer';
import { ChecksSection } from './checks/ChecksSection';
import { PreviewChecksSummary } from './checks/PreviewChecksSummary';
import { useContentChecks } from './checks/useContentChecks';
import { focusBlock } from './useBlockFocus';
import { PresenceStrip } from './presence/PresenceStrip';

type Loaded = NonNullable<PageEditorQuery['page']>;
type Model = EditorContentModelQuery;

const SECTIONS = ['overview', 'settings', 'seo', 'checks', 'translations', 'history'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_LABELS: Record<Section, MessageId> = {
  overview: 'editor.tab.overview',
  settings: 'editor.tab.settings',
  seo: 'editor.tab.seo',
  checks: 'checks.heading',
  translations: 'editor.tab.translations',
  history: 'editor.tab.history',
};

/**
 * The editor's activity modes beyond plain editing in a section (editing page settings and
 * SEO settings are sections): each is one dialog over the editor.
 */
type Activity =
  | { mode: 'editing' }
  | { mode: 'addingBlock'; index: number }
  | { mode: 'replacingBlock'; key: string }
  | { mode: 'deletingBlock'; key: string }
  | { mode: 'anchor'; key: string }
  | { mode: 'addingTranslation'; locales: string[] }
  | { mode: 'duplicating' }
  | { mode: 'savingFirst'; resume(head: { revision: number } | null): void };

interface PageEditorProps {
  loaded: Loaded & { pageVersion: EditorVersionFieldsFragment };
  model: Model;
  /** Asks the server for the page again (after publication actions, a slug change, a restore). */
  reload(): Promise<Loaded | undefined>;
}

/** The page editor (docs/features.md, "Editing pages in the admin"): sections, blocks, dialogs, saving with unsaved-changes protection. */
export function PageEditor({ loaded, model, reload }: PageEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { page } = loaded;
  const { draft, dirty, edit: applyEdit, load, restore } = useDraft(draftOf(loaded.pageVersion));
  const [base, setBase] = useState<DraftBase>({ versionId: loaded.pageVersion.id, revision: loaded.pageVersion.revision });
  const [section, setSection] = useState<Section>('overview');
  const [activity, setActivity] = useState<Activity>({ mode: 'editing' });
  const [previewOpen, setPreviewOpen] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const errorsRegion = useRef<HTMLDivElement>(null);
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const pageType = model.contentModel.pageTypes.find((type) => type.id === page.type);
  const blockTypes = useMemo(() => {
    const allowed = pageType?.allowedBlocks;
    return new Map<string, BlockTypeInfo>(model.contentModel.blockTypes.filter((type) => !allowed || allowed.includes(type.id)).map((type) => [type.id, type]));
  }, [model, pageType]);
  const context = useMemo(
    () => ({ anchors: anchorsOf(draft.blocks), locale: page.locale, pageTypes: model.contentModel.pageTypes }),
    [draft.blocks, page.locale, model],
  );

  const loadVersion = useCallback(
    (version: EditorVersionFieldsFragment) => {
      load(draftOf(version));
      setBase({ versionId: version.id, revision: version.revision });
    },
    [load],
  );

  const onStored = useCallback(
    (version: EditorVersionFieldsFragment, sent: Draft) => {
      setBase({ versionId: version.id, revision: version.revision });
      setJustSaved(true);
      // Typing during the store keeps its changes (and the mark); otherwise the server's cleaned version is the draft.
      if (draftRef.current === sent) load(draftOf(version));
      void reload();
    },
    [load, reload],
  );
  const store = useStoreDraft({ draft, base, onStored });
  const checks = useContentChecks(page.id, draft);
  const { clearErrors, clearBlockErrors } = store;
  const { user } = useAuth();
  const earlier = useDraftOffer({
    pageId: page.id,
    userId: user?.id,
    head: { draft: draftOf(loaded.pageVersion), base: { versionId: loaded.pageVersion.id, revision: loaded.pageVersion.revision } },
  });
  // Autosave waits for the answer about earlier changes, so it never replaces them unasked; a newer version stops it with the compare view.
  const autosave = useAutosave({
    pageId: page.id,
    userId: user?.id,
    draft,
    dirty,
    base,
    storing: store.pending,
    conflict: store.stale !== null,
    enabled: earlier.offer === null,
    onConflict: store.reportStale,
  });

  // "Saved" stands until the next change.
  useEffect(() => {
    if (dirty) setJustSaved(false);
  }, [dirty]);

  /** An edit of the draft; it answers the last save's errors about what it changed. */
  const edit = useCallback(
    (action: DraftEdit) => {
      if (action.kind === 'blockContent') {
        const before = draftRef.current.blocks.find((block) => block.key === action.key);
        if (before) clearBlockErrors(action.key, changedFields(before.content, action.content));
      } else if (action.kind === 'removeBlock' || action.kind === 'replaceBlock') {
        clearBlockErrors(action.key);
      } else if (action.kind === 'title') {
        clearErrors('title');
      } else if (action.kind === 'seo') {
        for (const property of Object.keys(action.patch)) clearErrors(property);
      }
      applyEdit(action);
    },
    [applyEdit, clearErrors, clearBlockErrors],
  );

  // A refused save brings its first error into view: the blocks' fields are on the Overview.
  useEffect(() => {
    if (store.failures === 0) return;
    if (store.errorsByKey.size > 0) setSection('overview');
    // After the section rendered: the first marked field, else the error list.
    const frame = requestAnimationFrame(() => {
      const field = document.querySelector<HTMLElement>('[role="tabpanel"] [aria-invalid="true"]');
      const target = field ?? errorsRegion.current;
      target?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // Only a new refusal moves the focus, not the errors answered since.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store.failures]);

  /** The last save's errors, those about blocks named by the block's type, its place now and the field. */
  const saveErrors: readonly ApiErrorItem[] = useMemo(
    () => [
      ...store.errors,
      ...draft.blocks.flatMap((block, index) =>
        (store.errorsByKey.get(block.key) ?? []).map((error) => ({ ...error, property: `blocks.${index}.${error.property ?? ''}` })),
      ),
    ],
    [store.errors, store.errorsByKey, draft.blocks],
  );
  const describeError = (error: ApiErrorItem) =>
    blockErrorText(intl, error, draft.blocks, blockTypes) ?? typeDataErrorText(intl, error, pageType?.fields ?? []);

  /** Asks the server again; a clean draft follows a head stored elsewhere meanwhile. */
  const refresh = async () => {
    const fresh = await reload();
    if (fresh?.pageVersion && !dirty && fresh.pageVersion.revision > base.revision) loadVersion(fresh.pageVersion);
  };

  const reloadFromServer = async () => {
    store.dismissStale();
    const fresh = await reload();
    if (fresh?.pageVersion) loadVersion(fresh.pageVersion);
    return fresh ? { revision: fresh.page.revision } : null;
  };

  /** Before publishing and the like: unsaved changes are saved or dropped first, by the editor's choice. */
  const ensureSaved = () =>
    dirty
      ? new Promise<{ revision: number } | null>((resolve) => setActivity({ mode: 'savingFirst', resume: resolve }))
      : Promise.resolve({ revision: page.revision });

  const blockAction = (key: string, action: BlockAction) => {
    const index = draft.blocks.findIndex((block) => block.key === key);
    if (action === 'moveUp') edit({ kind: 'moveBlock', from: index, to: index - 1 });
    else if (action === 'moveDown') edit({ kind: 'moveBlock', from: index, to: index + 1 });
    else if (action === 'insertBelow') setActivity({ mode: 'addingBlock', index: index + 1 });
    else if (action === 'replace') setActivity({ mode: 'replacingBlock', key });
    else if (action === 'delete') setActivity({ mode: 'deletingBlock', key });
    else setActivity({ mode: 'anchor', key });
  };
  const done = () => setActivity({ mode: 'editing' });
  const blockOf = (key: string) => draft.blocks.find((block) => block.key === key);
  const anchorBlock = activity.mode === 'anchor' ? blockOf(activity.key) : undefined;
  const blockName = (key: string) => {
    const index = draft.blocks.findIndex((block) => block.key === key);
    const type = blockTypes.get(draft.blocks[index]?.type ?? '')?.label ?? '';
    return intl.formatMessage({ id: 'editor.block.name' }, { number: index + 1, type });
  };

  /** The preview's checks summary: the Checks tab, selected and focused. */
  const showChecks = () => {
    flushSync(() => setSection('checks'));
    document.getElementById('editor-tab-checks')?.focus();
  };

  /** The Checks section's "Go to block": the block in the Overview, scrolled to and focused once it is shown. */
  const goToBlock = (key: string) => {
    setSection('overview');
    let frames = 0;
    const attempt = () => {
      if (!focusBlock(key) && ++frames < 10) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  };

  const blocks = (
    <BlockList
      blocks={draft.blocks}
      blockTypes={blockTypes}
      errorsByKey={store.errorsByKey}
      context={context}
      onContent={(key, content) => edit({ kind: 'blockContent', key, content })}
      onMove={(from, to) => edit({ kind: 'moveBlock', from, to })}
      onAction={blockAction}
      onInsertFirst={() => setActivity({ mode: 'addingBlock', index: 0 })}
    />
  );

  const copySource = { id: page.id, title: page.title, slug: page.slug, type: page.type, locale: page.locale };
  const live = page.publishedVersionID === null ? null : livePath(page.locale, model.settings.defaultLocale, page.slug);
  const editorColumn = (
    // Beside the preview, the editor keeps room for its forms and the history table.
    <Box sx={{ minWidth: 0 }}>
      <PresenceStrip
        pageId={page.id}
        dirty={dirty}
        base={base}
        onReload={() => void reloadFromServer()}
        onStoreAnyway={(revision) => void store.save(revision)}
      />
      <EditorToolbar
        dirty={dirty}
        saved={justSaved}
        liveHref={live}
        saving={store.pending}
        onSave={() => void store.save()}
        previewOpen={previewOpen}
        onTogglePreview={() => setPreviewOpen(!previewOpen)}
        onDuplicate={() => setActivity({ mode: 'duplicating' })}
        autosave={<AutosaveStatus status={autosave} />}
      />
      <Box ref={errorsRegion}>
        <ErrorList id="page-version-errors" errors={saveErrors} describe={describeError} title={intl.formatMessage({ id: 'editor.saveFailed' })} />
      </Box>
      <TranslationStaleBanner pageId={page.id} />
      <PublicationActions
        page={page}
        headVersion={loaded.pageVersion}
        onChanged={() => void refresh()}
        beforeAction={ensureSaved}
        more={<AddToRelease pageId={page.id} beforeAdd={ensureSaved} />}
      />
      <Tabs
        value={section}
        onChange={(_event, next: Section) => setSection(next)}
        aria-label={intl.formatMessage({ id: 'editor.sections' })}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map((id) => (
          <Tab
            key={id}
            value={id}
            id={`editor-tab-${id}`}
            aria-controls={`editor-panel-${id}`}
            label={
              id === 'checks'
                ? intl.formatMessage({ id: 'checks.tab' }, { count: checks.problems?.length ?? 0 })
                : intl.formatMessage({ id: SECTION_LABELS[id] })
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`editor-panel-${section}`} aria-labelledby={`editor-tab-${section}`}>
        {section === 'overview' && (
          <>
            <PageSummary page={page} />
            <BlocksSection onAdd={() => setActivity({ mode: 'addingBlock', index: draft.blocks.length })}>{blocks}</BlocksSection>
          </>
        )}
        {section === 'settings' && (
          <PageSettingsSection
            page={page}
            pageType={pageType}
            draft={draft}
            edit={edit}
            errors={store.errors}
            context={context}
            onSlugSaved={() => void refresh()}
          />
        )}
        {section === 'seo' && <SeoSection draft={draft} edit={edit} errors={store.errors} />}
        {section === 'checks' && (
          <ChecksSection
            checks={checks}
            pageId={page.id}
            versionId={base.versionId}
            draft={dirty ? draft : null}
            blocks={draft.blocks.map((block) => ({ key: block.key, name: blockName(block.key) }))}
            onGoToBlock={goToBlock}
          />
        )}
        {section === 'translations' && (
          <TranslationsSection
            pageId={page.id}
            locale={page.locale}
            availableLocales={model.settings.availableLocales}
            onAdd={(locales) => setActivity({ mode: 'addingTranslation', locales })}
          />
        )}
        {section === 'history' && (
          <VersionHistory pageId={page.id} pageRevision={base.revision} hasUnsavedChanges={dirty} onRestored={() => void reloadFromServer()} />
        )}
      </Box>
    </Box>
  );

  return (
    <>
      <ScreenTitle id="pageEditor.heading" values={{ title: page.title }} />
      {previewOpen ? (
        // Side by side from a laptop's 1280 px up (lg), so the preview is seen beside the form it shows; below the editor on narrower screens.
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 3, alignItems: 'start' }}>
          {editorColumn}
          <Box sx={(theme) => ({ minWidth: 0, position: 'sticky', ...belowAppBar(theme, 16) })}>
            <PreviewPanel
              pageId={page.id}
              versionId={base.versionId}
              draft={dirty ? draft : null}
              refreshKey={base.revision}
              status={<PreviewChecksSummary checks={checks} onShow={showChecks} />}
              onClose={() => setPreviewOpen(false)}
            />
          </Box>
        </Box>
      ) : (
        editorColumn
      )}

      <LeavePrompt dirty={dirty} onSave={async () => (await store.save()) !== null} />
      {earlier.offer && (
        <RestoreDraftDialog
          offer={earlier.offer}
          headRevision={base.revision}
          onRestore={() => {
            if (!earlier.offer) return;
            restore(earlier.offer.draft);
            setBase(earlier.offer.base);
            earlier.restored();
          }}
          onDiscard={earlier.discard}
        />
      )}
      {store.stale && (
        <StaleRevisionDialog
          stale={store.stale}
          baseVersionId={base.versionId}
          onReload={() => void reloadFromServer()}
          onStoreAnyway={() => {
            const revision = store.stale?.revision;
            if (revision !== undefined) void store.save(revision);
          }}
          onClose={store.dismissStale}
        />
      )}
      {activity.mode === 'addingBlock' && (
        <AddBlockDialog
          title={intl.formatMessage({ id: 'editor.addBlock.title' })}
          blockTypes={[...blockTypes.values()]}
          onChoose={(blockType) => {
            edit({ kind: 'addBlock', index: activity.index, blockType });
            done();
          }}
          onClose={done}
        />
      )}
      {activity.mode === 'replacingBlock' && (
        <AddBlockDialog
          title={intl.formatMessage({ id: 'editor.replaceBlock.title' }, { block: blockName(activity.key) })}
          blockTypes={[...blockTypes.values()]}
          exclude={blockOf(activity.key)?.type}
          onChoose={(blockType) => {
            edit({ kind: 'replaceBlock', key: activity.key, blockType });
            done();
          }}
          onClose={done}
        />
      )}
      {activity.mode === 'deletingBlock' && (
        <ConfirmDialog
          open
          title={intl.formatMessage({ id: 'editor.deleteBlock.title' })}
          message={intl.formatMessage({ id: 'editor.deleteBlock.message' }, { block: blockName(activity.key) })}
          confirmLabel={intl.formatMessage({ id: 'dialog.delete' })}
          destructive
          onConfirm={async () => edit({ kind: 'removeBlock', key: activity.key })}
          onClose={done}
        />
      )}
      {anchorBlock && (
        <AnchorDialog
          block={anchorBlock}
          blocks={draft.blocks}
          onApply={(anchorPoint) => {
            edit({ kind: 'anchor', key: anchorBlock.key, anchorPoint });
            done();
          }}
          onClose={done}
        />
      )}
      {(activity.mode === 'addingTranslation' || activity.mode === 'duplicating') && (
        <CopyPageDialog
          mode={activity.mode === 'addingTranslation' ? 'translation' : 'duplicate'}
          source={copySource}
          prefix={pageType?.slugPrefix ?? ''}
          locales={activity.mode === 'addingTranslation' ? activity.locales : model.settings.availableLocales}
          onClose={done}
          onCreated={(pageId) => {
            done();
            void navigate(pageEditorPath(pageId));
          }}
        />
      )}
      {activity.mode === 'savingFirst' && (
        <SaveOrDiscardDialog
          title="editor.saveFirst.title"
          message="editor.saveFirst.message"
          saveLabel="editor.saveFirst.save"
          discardLabel="editor.saveFirst.discard"
          onSave={async () => {
            const saved = await store.save();
            if (saved) {
              done();
              activity.resume(saved);
            }
            return saved !== null;
          }}
          onDiscard={() => {
            done();
            void reloadFromServer().then(activity.resume);
          }}
          onCancel={() => {
            done();
            activity.resume(null);
          }}
        />
      )}
    </>
  );
}
