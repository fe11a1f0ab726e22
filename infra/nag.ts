import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { Construct } from 'constructs';

/**
 * Registers the cdk-nag packs on an App: synthesis fails on every finding that is not
 * acknowledged with `Validations.of(construct).acknowledge({ id, reason })`.
 */
export const applyNagChecks = (app: Construct): void => {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
};
