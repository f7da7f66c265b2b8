/**
 * Helpers for recording cdk-nag acknowledgements. cdk-nag 3 reads CDK's own
 * `Validations.of(construct).acknowledge(...)` metadata, on the resource or any ancestor.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
// The function cdk-nag uses to name the resources in its IAM5 findings; the package index does not re-export it.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

/** Records that an AwsSolutions rule was reviewed for `scope` and everything in it, and why it does not apply. */
export const acknowledgeNagRule = (scope: IConstruct, rule: string, reason: string): void => {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
};

export type WildcardGrant = {
  /** Wildcard actions, e.g. `s3:GetObject*`. */
  actions?: readonly string[];
  /**
   * Wildcard resource ARNs, as tokens. They are resolved in the role's stack, so they must be
   * resources of that stack or explicit imports (`Fn.importValue`): an automatic cross-stack
   * reference is only turned into its import during synthesis, under a name cdk-nag would see
   * and this helper would not.
   */
  resources?: readonly string[];
};

/**
 * Acknowledges the AwsSolutions-IAM5 (wildcard permission) findings of one grant on a role,
 * finding by finding, so that any other wildcard added to the role later is still reported.
 */
export const acknowledgeWildcardGrant = (role: IConstruct, grant: WildcardGrant, reason: string): void => {
  const stack = Stack.of(role);
  const findings = [
    ...(grant.actions ?? []).map((action) => `Action::${action}`),
    ...(grant.resources ?? []).map((arn) => `Resource::${flattenCfnReference(stack.resolve(arn))}`),
  ];
  for (const finding of findings) acknowledgeNagRule(role, `IAM5[${finding}]`, reason);
};
