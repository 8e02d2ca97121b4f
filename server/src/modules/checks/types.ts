import type { LocalizedText } from '../../content-model/labels.js';
import type { ContentModel, PageType } from '../../content-model/registry.js';
import type { Block } from '../../content-model/block.js';
import type { ImageEntry } from '../../content-model/values.js';
import type { SiteColours } from '../settings/site-settings-schema.js';
import type { CheckProblem } from './views.js';

export type CheckSeverity = CheckProblem['severity'];

/** Values a problem's message is filled with (the admin words it per check id, in the editor's language). */
export type CheckParams = CheckProblem['params'];

/** One problem a check found in a version: declared in views.ts, as GraphQL shows it. */
export type { CheckProblem };

/** What a check reads: a version's content with what it needs to judge it. */
export interface CheckSubject {
  model: ContentModel;
  pageType: PageType;
  locale: string;
  title: string;
  blocks: readonly Block[];
  typeData: Readonly<Record<string, unknown>>;
  seoTitle: string;
  seoDescription: string;
  seoImage: readonly ImageEntry[];
  /** The site's theme colours; null while the site uses the default theme. */
  colours: SiteColours | null;
}

/** A problem as a check reports it; the engine adds the check's id and severity. */
export type Finding = Omit<CheckProblem, 'check' | 'severity'> & { severity?: CheckSeverity };

declare module '../../operations/define.js' {
  interface PlatformView {
    /** The content checks, core's then the extensions' (modules/checks/registry.ts). */
    readonly checks: readonly ContentCheck[];
  }
}

/** A declared rule: core's (rules/) and the extensions' (`checks` on defineExtension; registry.ts). */
export interface ContentCheck {
  /** Stable, lower-case kebab: stored in the "blocking checks" setting. */
  id: string;
  label: LocalizedText;
  /** The severity of its findings unless a finding names its own. */
  severity: CheckSeverity;
  run(subject: CheckSubject): Finding[];
}
