import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildSiteApiStacks, type SiteApiStacks } from '../../infra/build-stacks.js';
import { projectRoot } from '../../infra/paths.js';
import { stageSettings, type StageSettings } from '../../infra/stages.js';

/** Synthesis takes seconds on a busy 2-core runner: above vitest's 5 s default. */
export const SYNTH_TIMEOUT = { timeout: 30_000 } as const;

const cdkJson = JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')) as {
  readonly context?: Record<string, unknown>;
};

/**
 * A bare App with cdk.json's context (the feature flags change what is synthesized), so the
 * tests see what `cdk synth` produces. Bundling is off unless asked for: it is the slow part.
 */
export const newTestApp = (options: { readonly bundle?: boolean } = {}): App =>
  new App({
    context: {
      ...cdkJson.context,
      // The CLI enables asset metadata by default; a bare App does not.
      ...(options.bundle === true ? { 'aws:cdk:enable-asset-metadata': true } : { 'aws:cdk:bundling-stacks': [] }),
    },
  });

export interface SynthesizedStage extends SiteApiStacks {
  readonly app: App;
  readonly dataTemplate: Template;
  readonly apiTemplate: Template;
}

/** Builds one stage's stacks in a fresh App, by stage name or with explicit settings, and synthesizes once. */
export const synthStage = (stage: string | StageSettings): SynthesizedStage => {
  const app = newTestApp();
  const stacks = buildSiteApiStacks(app, typeof stage === 'string' ? stageSettings(stage) : stage);
  // One synthesis for both templates (Template.fromStack would synthesize the app per call).
  const assembly = app.synth();
  const template = (stack: Stack) => Template.fromJSON(assembly.getStackByName(stack.stackName).template);
  return { app, ...stacks, dataTemplate: template(stacks.data), apiTemplate: template(stacks.api) };
};
