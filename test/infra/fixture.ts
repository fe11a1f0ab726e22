import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { buildSiteApiStacks, type SiteApiStacks } from '../../infra/build-stacks.js';
import { projectRoot } from '../../infra/paths.js';
import { stageSettings, type StageSettings } from '../../infra/stages.js';

/**
 * Synthesis takes seconds on a busy 2-core runner: above vitest's 5 s default. A file's first
 * synthesis (loading the CDK, 128 functions since the catalog routes) took 32-48 s under a load
 * average of 7-10 while later ones took 4 s, hence the margin.
 */
export const SYNTH_TIMEOUT = { timeout: 90_000 } as const;

const cdkJson = JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')) as {
  readonly context?: Record<string, unknown>;
};

/**
 * A bare App with cdk.json's context (the feature flags change what is synthesized), so the
 * tests see what `cdk synth` produces. Bundling is off unless asked for: it is the slow part.
 */
export const newTestApp = (options: { readonly bundle?: boolean | 'metadata-only' } = {}): App =>
  new App({
    context: {
      ...cdkJson.context,
      // The CLI enables asset metadata by default; a bare App does not.
      ...(options.bundle === true
        ? { 'aws:cdk:enable-asset-metadata': true }
        : {
            'aws:cdk:bundling-stacks': [],
            ...(options.bundle === 'metadata-only' && { 'aws:cdk:enable-asset-metadata': true }),
          }),
    },
  });

export interface SynthesizedStage extends SiteApiStacks {
  readonly app: App;
  readonly dataTemplate: Template;
  /** The parent `<Stage>-SiteApi` template: the HTTP API and one nested stack resource per domain. */
  readonly apiTemplate: Template;
  /** Each domain's nested stack template (functions, roles, logs, alarms, integrations, routes). */
  readonly routeTemplates: ReadonlyMap<string, Template>;
}

/** Builds one stage's stacks in a fresh App, by stage name or with explicit settings, and synthesizes once. */
export const synthStage = (stage: string | StageSettings): SynthesizedStage => {
  const app = newTestApp();
  const stacks = buildSiteApiStacks(app, typeof stage === 'string' ? stageSettings(stage) : stage);
  // One synthesis for all templates: Template.fromStack reuses the App's cached assembly.
  app.synth();
  const routeTemplates = new Map(
    [...stacks.api.routeStacks].map(([domain, nested]) => [domain, Template.fromStack(nested)]),
  );
  return {
    app,
    ...stacks,
    dataTemplate: Template.fromStack(stacks.data),
    apiTemplate: Template.fromStack(stacks.api),
    routeTemplates,
  };
};

/** The template of the (nested) stack that holds `construct`, from a stage synthesized by `synthStage`. */
export const templateOf = (stage: SynthesizedStage, construct: IConstruct): Template => {
  const stack = Stack.of(construct);
  if (stack === stage.api) return stage.apiTemplate;
  for (const [domain, nested] of stage.api.routeStacks) {
    if (nested === stack) return stage.routeTemplates.get(domain) as Template;
  }
  throw new Error(`${construct.node.path} is in no stack of the API`);
};
