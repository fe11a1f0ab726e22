import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { deployCommand } from '../../../scripts/deploy.js';

describe('npm run deploy', () => {
  it('wraps cdk deploy --all for the named stage, passing extra arguments through', () => {
    expect(deployCommand(['--stage', 'prod', '--region', 'eu-west-1', '--', '--hotswap'])).toEqual({
      args: ['cdk', 'deploy', '--all', '-c', 'stage=prod', '--require-approval', 'broadening', '--hotswap'],
      env: { AWS_REGION: 'eu-west-1', CDK_DEFAULT_REGION: 'eu-west-1' },
    });
  });

  it('refuses a missing or malformed stage', () => {
    expect(() => deployCommand([])).toThrow('--stage <name> is required');
    expect(() => deployCommand(['--stage', 'Prod!'])).toThrow('--stage <name> is required');
  });

  it('prints the command with --dry-run and deploys nothing', async () => {
    const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', [
      'scripts/deploy.ts',
      '--stage',
      'dev',
      '--dry-run',
    ]);
    expect(stdout.trim()).toBe('npx cdk deploy --all -c stage=dev --require-approval broadening');
  });
});
