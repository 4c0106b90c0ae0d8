/** Writes the JSON Schema of `licensehub --json` (cli/output/schema.ts) to the file the repository keeps: run it after changing a shape. */
import { writeFileSync } from 'node:fs';
import { JSON_SCHEMA_FILE, outputJsonSchema } from '../cli/output/schema';

writeFileSync(JSON_SCHEMA_FILE, `${JSON.stringify(outputJsonSchema(), null, 2)}\n`);
console.log(`wrote ${JSON_SCHEMA_FILE}`);
