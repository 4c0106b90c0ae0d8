/** The session recording's start, for the browser's lazily loaded chunk that starts it once the page is interactive. */
export { startSessionRecording } from '../telemetry/recorder-loader';
