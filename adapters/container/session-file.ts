/** Where the CLI keeps its session by default, for the CLI's options (drivers reach adapters only through adapters/container). */
export { defaultSessionFile } from '../storage/file-session-store';
