/** A recording that cannot be opened or written (a folder, no permission, not a recording of this kind): one line naming the file and the way out. */
export class RecordingError extends Error {}
