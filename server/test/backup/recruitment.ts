import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Extension } from '../../src/extensions/extension.js';
import { loadExtensions } from '../../src/extensions/load.js';
import { repoRoot } from '../../src/paths.js';
import type { ApiClient } from '../support/api-client.js';

/** The recruitment extension as the server loads it: its built server part (npm run build). */
export function recruitmentExtension(): Promise<Extension[]> {
  return loadExtensions(['./extensions/recruitment']);
}

interface ApplyingHelper {
  apply(visitor: ApiClient, applicant: { name: string; email: string }): Promise<void>;
}

/**
 * Applies through the public form with a CV and a motivation letter, by the recruitment tests'
 * own helper: it solves the form's bot check with altcha-lib, a dependency of the extension
 * that core's tests cannot import by name.
 */
export async function applyWithCv(visitor: ApiClient, name: string, email: string): Promise<void> {
  const helper = (await import(pathToFileURL(path.join(repoRoot, 'extensions', 'recruitment', 'test', 'support', 'applying.ts')).href)) as ApplyingHelper;
  await helper.apply(visitor, { name, email });
}
