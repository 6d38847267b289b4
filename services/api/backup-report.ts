/** What /api/ready and /metrics say of the nightly backups (BACKUP_DIR); the runtime takes them. */
export interface BackupReport {
  /** The newest complete backup; null before the first. */
  last: { at: string; folder: string; events: number; bytes: number } | null;
  /** The latest attempt, when it failed: when, and why in Spanish. */
  failure: { at: string; message: string } | null;
}

export interface BackupReporter {
  report(): Promise<BackupReport>;
}
