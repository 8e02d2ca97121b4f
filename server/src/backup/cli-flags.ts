/**
 * The node flags `npm run backup` and `npm run restore` run with (package.json repeats them, and
 * the scheduled backups and the bench spawn the command with them). A young generation of 8 MB
 * semi-spaces keeps a long stream of short-lived buffers from lifting the peak: measured at
 * 100,000 pages with media, the restore's peak went from about 254 MB to 205 MB, no slower.
 */
export const CLI_NODE_FLAGS = ['--max-semi-space-size=8'] as const;
