/**
 * `npm run deploy -- --stage <name> [--region <region>] [--dry-run] [-- <extra cdk args>]`:
 * `cdk deploy --all` for one stage, with the operator's normal AWS credentials.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const STAGE = /^[a-z][a-z0-9-]{0,20}$/;

/** The cdk command line for a stage (pure, so it is tested without deploying). */
export const deployCommand = (argv: readonly string[]): { args: string[]; env: Record<string, string> } => {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { stage: { type: 'string' }, region: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  if (!values.stage || !STAGE.test(values.stage))
    throw new Error('--stage <name> is required (lowercase letters, digits, hyphens)');
  return {
    args: ['cdk', 'deploy', '--all', '-c', `stage=${values.stage}`, '--require-approval', 'broadening', ...positionals],
    env: values.region ? { AWS_REGION: values.region, CDK_DEFAULT_REGION: values.region } : {},
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { args, env } = deployCommand(process.argv.slice(2).filter((arg) => arg !== '--dry-run'));
    if (process.argv.includes('--dry-run')) {
      console.log(['npx', ...args].join(' '));
      process.exit(0);
    }
    const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
    process.exit(run.status ?? 1);
  } catch (error) {
    console.error(`deploy: ${(error as Error).message}`);
    process.exit(2);
  }
}
