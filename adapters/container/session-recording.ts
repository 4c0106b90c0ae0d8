/** The tab's session recording (its start, and identify through it), for the browser's lazily loaded chunk. */
export { sessionRecording } from '../telemetry/recorder-loader';
