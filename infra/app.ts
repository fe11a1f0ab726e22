import { App, Tags } from 'aws-cdk-lib';
import { buildSiteApiStacks } from './build-stacks.js';
import { applyNagChecks } from './nag.js';
import { DEFAULT_STAGE, stageSettings } from './stages.js';

// `cdk synth -c stage=prod`; no stage: dev.
const app = new App();
const stageName: unknown = app.node.tryGetContext('stage') ?? DEFAULT_STAGE;
if (typeof stageName !== 'string') throw new Error('Context "stage" must be a string');
const settings = stageSettings(stageName);

buildSiteApiStacks(app, settings);
Tags.of(app).add('service', 'site-api');
Tags.of(app).add('stage', settings.name);
applyNagChecks(app);
