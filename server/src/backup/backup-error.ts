/** A backup or restore that cannot go on, with a message for the person running it (printed as it is, without a stack). */
export class BackupError extends Error {}
