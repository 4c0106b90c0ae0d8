/**
 * Every command's --json output checked twice: with the codecs (outputProblem: exact records,
 * the version, no internal field) and with ajv against the JSON Schema the repository keeps
 * (cli/output/licensehub-output.schema.json), which a script reads without our code.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { JSON_SCHEMA_FILE, outputProblem, schemaKey } from '../../cli/output/schema';

export const keptSchema = JSON.parse(readFileSync(JSON_SCHEMA_FILE, 'utf8')) as { $id: string; $defs: Record<string, unknown> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(keptSchema);

/** What is wrong with a command's JSON output, or undefined when it keeps its schema, both ways. */
export function schemaProblem(command: string, exit: number, output: unknown): string | undefined {
  const problem = outputProblem(command, exit, output);
  if (problem !== undefined) return problem;
  const key = output !== null && typeof output === 'object' && 'error' in output ? 'error' : schemaKey(command);
  const validate = ajv.getSchema(`${keptSchema.$id}#/$defs/${key}`);
  if (!validate) return `no JSON Schema for ${command} in ${JSON_SCHEMA_FILE}`;
  return validate(output) ? undefined : `${command} against ${JSON_SCHEMA_FILE}: ${ajv.errorsText(validate.errors)}`;
}
