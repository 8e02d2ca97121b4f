/**
 * Backups and file removals (docs/operations.md, "Backup and restore"). A backup reads the files
 * its snapshot's rows name after it took the snapshot, so a file whose row is deleted meanwhile
 * must still be there. The one place that removes stored files (the file journal's remover)
 * takes this advisory lock shared for its transaction (`pg_try_advisory_xact_lock_shared`) and
 * leaves the removal queued when it cannot; a backup holds it exclusively for its session
 * (`pg_advisory_lock`), from before its snapshot until its last file is read.
 */
export const FILE_REMOVAL_LOCK = 0x626b7570; // "bkup"
