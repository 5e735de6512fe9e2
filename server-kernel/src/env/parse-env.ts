import * as v from 'valibot';

/**
 * One clause per refused variable. A rule ("must be a positive number") is told with the
 * variable's name and value; a sentence that names its variables ("BLOB_STORE=s3 needs
 * S3_BUCKET") stands alone. No secret has a rule, so none is echoed.
 */
function describeEnvIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const name = v.getDotPath(issue);
      const isRule = name && /^[a-z]/.test(issue.message);
      return isRule ? `${name} ${issue.message}, got ${JSON.stringify(issue.input)}` : issue.message;
    })
    .join('; ');
}

/**
 * Reads a configuration from the environment through `schema`. Throws, naming every refused
 * variable and what it allows, so a server or a command line stops before doing anything.
 */
export function parseEnv<S extends v.GenericSchema<NodeJS.ProcessEnv, unknown>>(schema: S, env: NodeJS.ProcessEnv): v.InferOutput<S> {
  const result = v.safeParse(schema, env);
  if (!result.success) throw new Error(describeEnvIssues(result.issues));
  return result.output;
}
