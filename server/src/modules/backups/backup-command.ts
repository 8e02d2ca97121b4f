// How the `npm run backup` command is run: shared by the command (backup/cli.ts) and the
// scheduled backups that spawn it (schedule.ts), which so need nothing of backup/.

/** The environment variable a passphrase may come from (never the command line, where `ps` shows it). */
export const PASSPHRASE_VARIABLE = 'BLOKWERK_BACKUP_PASSPHRASE';

/**
 * The node flags `npm run backup` and `npm run restore` run with (package.json repeats them, and
 * the scheduled backups and the bench spawn the command with them). A young generation of 8 MB
 * semi-spaces keeps a long stream of short-lived buffers from lifting the peak: measured at
 * 100,000 pages with media, the restore's peak went from about 254 MB to 205 MB, no slower.
 */
export const CLI_NODE_FLAGS = ['--max-semi-space-size=8'] as const;
