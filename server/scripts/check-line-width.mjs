// Fails when a line is wider than prettier's printWidth in a file prettier formats: prettier
// cannot break long strings, comments or template literals, so those need a hand.
// Usage (from the repository root): node server/scripts/check-line-width.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';

const IGNORE_FILES = ['.gitignore', '.prettierignore'];
// Message catalogues hold one translation per line, and JSON cannot break a string.
const UNBREAKABLE = /\/messages\/.*\.json$/;

const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
const files = listed.split('\0').filter((file) => file && !UNBREAKABLE.test(file));

let wide = 0;
for (const file of files) {
  const info = await prettier.getFileInfo(file, { ignorePath: IGNORE_FILES, resolveConfig: true });
  if (info.ignored || !info.inferredParser) continue;
  const { printWidth = 80 } = (await prettier.resolveConfig(file)) ?? {};
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  text.split('\n').forEach((line, index) => {
    const width = [...line].length;
    if (width <= printWidth) return;
    wide++;
    console.error(`${file}:${index + 1}: ${width} characters (at most ${printWidth})`);
  });
}
if (wide > 0) {
  console.error(`${wide} line(s) wider than prettier's printWidth: break them by hand.`);
  process.exit(1);
}
