/** A recording that cannot be opened or written (a folder, no permission, not a recording of this kind): one line naming the file and the way out. */
export class RecordingError extends Error {}

/** Another writer holds the recording (a FILE.lock of a live process): exit code EXIT.locked in the launchers. */
export class RecordingLockedError extends RecordingError {}
