import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthesizeTrustay } from './synthesize-trustay.ts';

const { nagReport } = synthesizeTrustay();

const unacknowledged = (severity: string) =>
  nagReport.violations
    .filter((violation) => violation.severity === severity)
    .map((violation) => `${violation.ruleName}: ${violation.violatingResources.map((resource) => resource.constructPath).join(', ')}`);

describe('cdk-nag AwsSolutions over both stacks', () => {
  it('reports no unacknowledged errors', () => {
    expect(unacknowledged('error')).toEqual([]);
  });

  it('reports no unacknowledged warnings', () => {
    expect(unacknowledged('warning')).toEqual([]);
  });

  it('does report an unacknowledged finding (the check above is not vacuous)', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Plain'), 'PlainBucket');
    expect(new AwsSolutionsChecks().validateScope(app).violations.map((violation) => violation.ruleName)).toContain('AwsSolutions-S10');
  });
});
